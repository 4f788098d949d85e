/**
 * /member?page=depositv2 (spec §2 member centre `depositv2`, issue 4): choose one of the brand's
 * methods, deposit by bank transfer (approved by the cashier) or online payment (the sandbox
 * gateway), and follow the recent requests. Coming back from the payment page, `?deposit=<id>` says
 * how it went.
 */
import type { TDeposit, TPaymentMethod } from '@luckwell/contracts/cashier/deposit';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../shared/format-money.ts';
import { MEMBER_INFO_KEY, useMemberInfo } from '../../shared/member-info.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';
import { useDepositHistory, useDepositMethods } from './deposit-api.ts';
import { DepositForm } from './deposit-form.tsx';

const STATUS_TONES: Record<TDeposit['status'], string> = {
  pending: 'bg-amber-400/15 text-amber-200',
  approved: 'bg-emerald-500/15 text-emerald-300',
  rejected: 'bg-red-500/15 text-red-300',
  cancelled: 'bg-white/10 text-muted',
  expired: 'bg-white/10 text-muted',
};

const StatusBadge = ({ status }: { status: TDeposit['status'] }) => {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {t(`dp_status_${status}`)}
    </span>
  );
};

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="rounded-2xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/20 sm:p-6">
    <h2 className="mb-4 text-base font-bold text-ink">{title}</h2>
    {children}
  </section>
);

const MethodIcon = ({ kind }: { kind: TPaymentMethod['kind'] }) => (
  <span
    aria-hidden="true"
    className="grid size-10 shrink-0 place-items-center rounded-xl border border-primary/40 bg-primary/15 text-primary"
  >
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {kind === 'bank' ? (
        <path d="M3 10h18M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18M12 3l9 5H3z" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="2" y="5" width="20" height="14" rx="2" />
          <path d="M2 10h20M6 15h4" />
        </>
      )}
    </svg>
  </span>
);

const History = ({ symbol }: { symbol: string }) => {
  const { t, i18n } = useTranslation();
  const history = useDepositHistory();
  const queryClient = useQueryClient();
  const approved = history.data?.content.filter((d) => d.status === 'approved').length;
  const seen = useRef<number | undefined>(undefined);
  // A deposit credited while the page is open: the header balance reads again.
  useEffect(() => {
    if (approved === undefined) return;
    if (seen.current !== undefined && approved > seen.current) {
      void queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] });
      void queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] });
    }
    seen.current = approved;
  }, [approved, queryClient]);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
  if (history.isPending) return <Loader label={t('app_loading')} className="min-h-24" />;
  if (history.isError)
    return <p className="py-6 text-center text-sm text-red-300">{t('dp_history_error')}</p>;
  const rows = history.data.content;
  if (rows.length === 0)
    return <p className="py-6 text-center text-sm text-muted">{t('dp_history_empty')}</p>;
  return (
    <ul className="divide-y divide-line/60" aria-label={t('dp_history')}>
      {rows.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-base font-bold text-ink tabular-nums">{formatMoney(d.amount, symbol)}</p>
            <p className="truncate text-xs text-muted">
              #{d.id} · {when(d.createdAt)} · {d.methodName}
            </p>
            {d.reference && (
              <p className="truncate text-xs text-muted">{t('dp_ref', { ref: d.reference })}</p>
            )}
            {d.rejectReason && (
              <p className="text-xs text-red-300">{t('dp_reject_reason', { reason: d.rejectReason })}</p>
            )}
          </div>
          <StatusBadge status={d.status} />
          {d.redirectUrl && (
            <a
              href={d.redirectUrl}
              className="rounded-full border border-primary/60 px-3 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10"
            >
              {t('dp_pay_now')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
};

const Returned = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const history = useDepositHistory();
  const deposit = history.data?.content.find((d) => d.id === id);
  if (!deposit) return null;
  return (
    <p role="status" className={`rounded-xl px-4 py-3 text-sm font-semibold ${STATUS_TONES[deposit.status]}`}>
      {t('dp_returned', { id, status: t(`dp_status_${deposit.status}`) })}
    </p>
  );
};

export const DepositPage = () => {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const [params] = useSearchParams();
  const returnedId = Number(params.get('deposit'));
  const [chosenId, setChosenId] = useState<number | null>(null);

  const header = (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('dp_title')}</h1>
      <p className="text-sm text-muted">
        {t('dp_subtitle')}{' '}
        <Link to="/saferPlay" className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('dp_safer_play')}
        </Link>
      </p>
    </header>
  );

  if (methods.isPending) return <Loader label={t('app_loading')} className="min-h-80" />;
  if (methods.isError)
    return (
      <div className="flex w-full min-w-0 flex-col gap-5">
        {header}
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/80 p-8 text-center">
          <p role="alert" className="text-red-300">
            {t('dp_load_error')}
          </p>
          <Button variant="secondary" onClick={() => void methods.refetch()}>
            {t('dp_retry')}
          </Button>
        </div>
      </div>
    );
  const { currency, methods: list } = methods.data;
  const chosen = list.find((m) => m.id === chosenId) ?? list[0];

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      {header}
      {Number.isInteger(returnedId) && returnedId > 0 && <Returned id={returnedId} />}
      {!chosen ? (
        <EmptyState title={t('dp_no_methods_title')} description={t('dp_no_methods_body')} />
      ) : (
        <>
          <Card title={t('dp_step_method')}>
            <div
              role="radiogroup"
              aria-label={t('dp_step_method')}
              className="grid grid-cols-1 gap-2 sm:grid-cols-2"
            >
              {list.map((method) => (
                <label
                  key={method.id}
                  className={`flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border p-3 transition ${
                    chosen.id === method.id
                      ? 'border-primary bg-primary/10'
                      : 'border-line bg-page/50 hover:border-primary/50'
                  }`}
                >
                  <input
                    type="radio"
                    name="methodId"
                    className="sr-only"
                    checked={chosen.id === method.id}
                    onChange={() => setChosenId(method.id)}
                  />
                  <MethodIcon kind={method.kind} />
                  <span className="sr-only">
                    {t(method.kind === 'bank' ? 'dp_kind_bank' : 'dp_kind_gateway')}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-ink">{method.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {t('dp_limits', {
                        min: formatMoney(method.minAmount, symbol),
                        max: formatMoney(method.maxAmount, symbol),
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </Card>
          <Card title={t('dp_step_details')}>
            <DepositForm key={chosen.id} method={chosen} currency={currency} symbol={symbol} />
          </Card>
        </>
      )}
      <Card title={t('dp_history')}>
        <History symbol={symbol} />
      </Card>
    </div>
  );
};
