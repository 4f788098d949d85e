/**
 * The Wallet part of a member's page: each wallet with its balance, the ledger lines (posting and
 * journal entry: time, entry, kind, memo, signed amount, balance after, idempotency key) filtered
 * by wallet, kind and dates and paged; and, for roles that move money, the manual adjustment form.
 */
import type { TAdjustment, TMemberLedgerQuery, TMemberWalletKind } from '@luckwell/contracts/admin/wallet';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { endOfLocalDay, formatDateTime, formatMoney, startOfLocalDay } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { Pagination } from '../../shared/pagination.tsx';
import { toast } from '../../shared/toasts.tsx';
import { AdjustmentForm } from './adjustment-form.tsx';
import { useMemberLedger, useMemberWallet } from './member-wallet-api.ts';

const PAGE_SIZE = 20;
const COLUMNS = ['time', 'entry', 'wallet', 'kind', 'memo', 'amount', 'balanceAfter', 'key'] as const;
const RIGHT = new Set<string>(['amount', 'balanceAfter']);

type Filters = { accountId: string; kind: string; from: string; to: string };
const NO_FILTERS: Filters = { accountId: '', kind: '', from: '', to: '' };

const queryOf = (filters: Filters, page: number): TMemberLedgerQuery => ({
  ...(filters.accountId ? { accountId: Number(filters.accountId) } : {}),
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.from ? { from: startOfLocalDay(filters.from) } : {}),
  ...(filters.to ? { to: endOfLocalDay(filters.to) } : {}),
  page,
  pageSize: PAGE_SIZE,
});

const Amount = ({ money }: { money: string }) => (
  <span className={`font-semibold tabular-nums ${money.startsWith('-') ? 'text-danger' : 'text-jade'}`}>
    {money.startsWith('-') ? '' : '+'}
    {formatMoney(money)}
  </span>
);

export const MemberWallet = ({ memberId, account }: { memberId: number; account: string }) => {
  const { t } = useTranslation();
  const canAdjust = useCan('adjustments.request');
  const wallet = useMemberWallet(memberId, true);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger(memberId, queryOf(applied, page), true);
  const [adjusting, setAdjusting] = useState(false);

  if (wallet.isPending) return <Loader label={t('common.loading')} className="min-h-24" />;
  if (wallet.isError)
    return <LoadError className="m-4" error={wallet.error} onRetry={() => void wallet.refetch()} />;

  const { accounts, currency, approvalThreshold } = wallet.data;
  const cash =
    accounts.find((a) => a.kind === 'member_cash')?.balance ?? ('0.00' as typeof approvalThreshold);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const kindLabel = (kind: TMemberWalletKind) =>
    kind.startsWith('member_v:')
      ? t('wallet.kind.member_v', { vendor: kind.slice('member_v:'.length) })
      : t(`wallet.kind.${kind as Exclude<TMemberWalletKind, `member_v:${string}`>}`);
  const done = (adjustment: TAdjustment) => {
    setAdjusting(false);
    toast.success(
      t(adjustment.status === 'pending' ? 'wallet.toast.pending' : 'wallet.toast.posted', {
        account,
        amount: formatMoney(adjustment.amount),
      }),
    );
  };

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
        <ul className="grid flex-1 grid-cols-2 gap-3 lg:grid-cols-4">
          {(accounts.length ? accounts : []).map((a) => (
            <li key={a.id} className="rounded-xl border border-line/70 bg-white/[0.03] px-4 py-3">
              <p className="text-xs font-medium text-muted">{kindLabel(a.kind)}</p>
              <p
                className={`mt-1 text-base font-bold tabular-nums ${a.kind === 'member_cash' ? 'text-gold' : 'text-ink'}`}
              >
                {formatMoney(a.balance)} <span className="text-xs font-medium text-muted">{a.currency}</span>
              </p>
            </li>
          ))}
          {accounts.length === 0 && <li className="text-sm text-muted">{t('wallet.noAccounts')}</li>}
        </ul>
        {canAdjust && (
          <Button onClick={() => setAdjusting(true)} className="shrink-0">
            <Icon name="plus" className="size-4" />
            {t('wallet.adjust.open')}
          </Button>
        )}
      </div>

      <form
        aria-label={t('wallet.filters')}
        onSubmit={apply}
        className="grid grid-cols-2 gap-3 border-t border-line/60 px-5 py-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      >
        <SelectField label={t('wallet.col.wallet')} value={draft.accountId} onChange={set('accountId')}>
          <option value="">{t('wallet.allWallets')}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {kindLabel(a.kind)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('wallet.col.kind')} value={draft.kind} onChange={set('kind')}>
          <option value="">{t('wallet.allKinds')}</option>
          {(ledger.data?.kinds ?? []).map((kind) => (
            <option key={kind} value={kind}>
              {t(`wallet.entryKind.${kind}` as 'wallet.entryKind.adjustment', { defaultValue: kind })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('wallet.from')} type="date" value={draft.from} onChange={set('from')} />
        <TextField label={t('wallet.to')} type="date" value={draft.to} onChange={set('to')} />
        <div className="col-span-2 flex items-end lg:col-span-1">
          <Button type="submit" variant="secondary" className="w-full">
            <Icon name="search" className="size-4" />
            {t('wallet.apply')}
          </Button>
        </div>
      </form>

      {ledger.isPending ? (
        <Loader label={t('common.loading')} className="min-h-24" />
      ) : ledger.isError ? (
        <LoadError className="m-4" error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.content.length === 0 ? (
        <p className="border-t border-line/60 px-5 py-8 text-center text-sm text-muted">
          {t('wallet.noLines')}
        </p>
      ) : (
        <>
          <div className="border-t border-line/60">
            <DataTable
              caption={t('wallet.ledger')}
              minWidth="min-w-[980px]"
              cellPadding="px-4 py-2.5"
              dimmed={ledger.isPlaceholderData}
              columns={COLUMNS.map((c) =>
                RIGHT.has(c)
                  ? { label: t(`wallet.col.${c}`), align: 'right' as const }
                  : t(`wallet.col.${c}`),
              )}
            >
              {ledger.data.content.map((line) => (
                <tr key={line.postingId} className="border-b border-line/40 last:border-b-0">
                  <td className="px-4 py-2.5 whitespace-nowrap text-xs tabular-nums">
                    {formatDateTime(line.createdAt)}
                  </td>
                  <td className="px-4 py-2.5 font-mono text-xs text-muted">#{line.entryId}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap text-xs">{kindLabel(line.accountKind)}</td>
                  <td className="px-4 py-2.5 font-medium whitespace-nowrap">
                    {t(`wallet.entryKind.${line.kind}` as 'wallet.entryKind.adjustment', {
                      defaultValue: line.kind,
                    })}
                  </td>
                  <td className="max-w-52 truncate px-4 py-2.5 text-ink/75" title={line.memo ?? undefined}>
                    {line.memo ?? '—'}
                  </td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap">
                    <Amount money={line.amount} />
                  </td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(line.balanceAfter)}
                  </td>
                  <td
                    className="max-w-48 truncate px-4 py-2.5 font-mono text-xs text-muted"
                    title={line.idempotencyKey}
                  >
                    {line.idempotencyKey}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
          <div className="border-t border-line/60">
            <Pagination page={ledger.data} onPage={setPage} />
          </div>
        </>
      )}

      <Modal
        open={adjusting}
        onClose={() => setAdjusting(false)}
        title={t('wallet.adjust.title', { account })}
        closeLabel={t('common.close')}
        size="md"
      >
        <AdjustmentForm
          memberId={memberId}
          account={account}
          currency={currency}
          balance={cash}
          threshold={approvalThreshold}
          onDone={done}
          onCancel={() => setAdjusting(false)}
        />
      </Modal>
    </div>
  );
};
