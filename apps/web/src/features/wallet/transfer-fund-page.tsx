/**
 * /member?page=transferFund (spec §2 member centre `transferFund`, issue 4): in a transfer-wallet
 * brand, the main wallet and each game vendor's wallet with transfer in/out and "return all
 * balances" (GCS_walletTransfer); in a single-wallet brand a designed panel that says there is one
 * wallet. A transfer refreshes the header balance (docs/decisions/020-transfer-wallets.md).
 */
import type { TTransferWallets, TVendorWallet } from '@luckwell/contracts/wallet/transfer-wallets';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney, minorUnitsToMoney } from '../../shared/format-money.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';
import {
  newRequestId,
  parseTransferAmount,
  toMinor,
  useTransferWallets,
  useWalletTransfer,
} from './transfer-fund-api.ts';

type Direction = 'in' | 'out';
type Notice = { tone: 'success' | 'error'; text: string } | null;

const NoticeBar = ({ notice }: { notice: Notice }) =>
  notice ? (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="tf-notice"
      className={`rounded-xl px-4 py-3 text-sm font-semibold ${
        notice.tone === 'error'
          ? 'border border-red-500/40 bg-red-500/10 text-red-200'
          : 'border border-emerald-500/40 bg-emerald-500/10 text-emerald-200'
      }`}
    >
      {notice.text}
    </p>
  ) : null;

const TransferForm = ({
  vendor,
  direction,
  wallets,
  onDone,
  onCancel,
}: {
  vendor: TVendorWallet;
  direction: Direction;
  wallets: TTransferWallets;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const transfer = useWalletTransfer();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per submit attempt: a double click sends the same id, so the money moves once.
  const [requestId, setRequestId] = useState(newRequestId);
  const available = direction === 'in' ? wallets.main : vendor.balance;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const amount = parseTransferAmount(typed);
    if (!amount) return setProblem(t('tw_amount_invalid'));
    if (toMinor(amount) > toMinor(available)) return setProblem(t('tw_amount_too_much'));
    setProblem(null);
    transfer.mutate(
      { action: direction, vendor: vendor.vendor, amount, requestId },
      {
        onSuccess: () => onDone({ tone: 'success', text: t('tw_transferred') }),
        onError: (error) => {
          setRequestId(newRequestId());
          setProblem(errorText(t, error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-2 border-t border-line pt-3">
      <p className="text-xs font-semibold text-ink">
        {t(direction === 'in' ? 'tw_in_title' : 'tw_out_title', { vendor: vendor.displayName })}
      </p>
      <label htmlFor={`${id}-amount`} className="text-xs text-muted">
        {t('tw_amount')} · {t('tw_available', { amount: formatMoney(available, wallets.currencySymbol) })}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          placeholder={t('tw_amount_placeholder')}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-black/30 px-3 text-sm text-ink outline-none focus:border-primary"
        />
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setTyped(available)}>
          {t('tw_all')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="flex-1" disabled={transfer.isPending}>
          {t('tw_confirm')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={transfer.isPending}>
          {t('tw_cancel')}
        </Button>
      </div>
    </form>
  );
};

const VendorCard = ({
  vendor,
  wallets,
  open,
  onOpen,
  onClose,
  onDone,
}: {
  vendor: TVendorWallet;
  wallets: TTransferWallets;
  open: Direction | null;
  onOpen: (direction: Direction) => void;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}) => {
  const { t } = useTranslation();
  const empty = toMinor(vendor.balance) === 0n;
  return (
    <li
      data-testid={`tf-vendor-${vendor.vendor}`}
      className="rounded-2xl border border-line bg-gradient-to-br from-white/[0.06] to-transparent p-3.5"
    >
      <div className="flex items-center gap-3">
        <VendorLogo vendor={vendor} className="h-10 w-24 shrink-0 rounded-lg object-contain" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink">{vendor.displayName}</p>
          <p className="text-base font-bold text-primary tabular-nums" data-testid="tf-vendor-balance">
            {formatMoney(vendor.balance, wallets.currencySymbol)}
          </p>
        </div>
        {vendor.maintenance ? (
          <span className="rounded-full bg-amber-400/15 px-2 py-0.5 text-[11px] font-semibold text-amber-200">
            {t('tw_maintenance')}
          </span>
        ) : null}
      </div>
      {open ? (
        <TransferForm
          key={open}
          vendor={vendor}
          direction={open}
          wallets={wallets}
          onCancel={onClose}
          onDone={onDone}
        />
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button
            size="sm"
            onClick={() => onOpen('in')}
            disabled={vendor.maintenance || toMinor(wallets.main) === 0n}
            aria-label={`${t('tw_in')} · ${vendor.displayName}`}
          >
            {t('tw_in')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onOpen('out')}
            disabled={empty}
            aria-label={`${t('tw_out')} · ${vendor.displayName}`}
          >
            {t('tw_out')}
          </Button>
        </div>
      )}
    </li>
  );
};

const SingleWallet = ({ wallets }: { wallets: TTransferWallets }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      image="/img/home/help-deposit.svg"
      title={t('tw_single_title')}
      description={t('tw_single_body')}
      className="gap-3"
    >
      <p className="text-sm text-muted">
        {t('tw_single_balance')}:{' '}
        <strong className="text-lg text-primary tabular-nums" data-testid="tf-main-balance">
          {formatMoney(wallets.main, wallets.currencySymbol)}
        </strong>
      </p>
    </EmptyState>
  );
};

export const TransferFundPage = () => {
  const { t } = useTranslation();
  const query = useTransferWallets();
  const returnAll = useWalletTransfer();
  const [open, setOpen] = useState<{ vendor: string; direction: Direction } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (query.isPending) return <Loader label={t('app_loading')} className="min-h-80" />;
  if (query.isError) {
    return (
      <EmptyState
        tone="error"
        title={t('tw_error_title')}
        description={errorText(t, query.error)}
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t('tw_retry')}
          </Button>
        }
      />
    );
  }
  const wallets = query.data;
  const heading = (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-xl font-bold text-ink">{t('tw_title')}</h1>
        {wallets.isSingle ? null : <p className="mt-1 text-sm text-muted">{t('tw_subtitle')}</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? t('tw_refreshing') : t('tw_refresh')}
      </Button>
    </header>
  );
  if (wallets.isSingle) {
    return (
      <div className="grid gap-4">
        {heading}
        <SingleWallet wallets={wallets} />
      </div>
    );
  }

  const inVendors = wallets.vendors.reduce((sum, vendor) => sum + toMinor(vendor.balance), 0n);
  const total = minorUnitsToMoney(toMinor(wallets.main) + inVendors);

  const doReturnAll = () => {
    if (returnAll.isPending) return;
    setNotice(null);
    setOpen(null);
    returnAll.mutate(
      { action: 'returnAll', requestId: newRequestId() },
      {
        onSuccess: (result) =>
          setNotice({
            tone: 'success',
            text: toMinor(result.moved) === 0n ? t('tw_nothing_to_return') : t('in_balance_returned'),
          }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(t, error) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {heading}
      <section className="grid gap-4 rounded-2xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/20 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
        <div className="grid gap-1">
          <p className="text-sm text-muted">{t('tw_main')}</p>
          <p className="text-2xl font-bold text-primary tabular-nums" data-testid="tf-main-balance">
            {formatMoney(wallets.main, wallets.currencySymbol)}
          </p>
          <p className="text-xs text-muted">
            {t('tw_total')}:{' '}
            <span className="tabular-nums">{formatMoney(total, wallets.currencySymbol)}</span>
          </p>
        </div>
        <div className="grid gap-1 sm:justify-items-end">
          <Button onClick={doReturnAll} disabled={returnAll.isPending || wallets.vendors.length === 0}>
            {t('tw_return_all')}
          </Button>
          <p className="text-xs text-muted">{t('tw_return_all_hint')}</p>
        </div>
      </section>
      <NoticeBar notice={notice} />
      <section className="grid gap-3">
        <h2 className="text-base font-bold text-ink">{t('tw_vendors')}</h2>
        {wallets.vendors.length === 0 ? (
          <EmptyState title={t('tw_empty')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {wallets.vendors.map((vendor) => (
              <VendorCard
                key={vendor.vendor}
                vendor={vendor}
                wallets={wallets}
                open={open?.vendor === vendor.vendor ? open.direction : null}
                onOpen={(direction) => {
                  setNotice(null);
                  setOpen({ vendor: vendor.vendor, direction });
                }}
                onClose={() => setOpen(null)}
                onDone={(next) => {
                  setOpen(null);
                  setNotice(next);
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
