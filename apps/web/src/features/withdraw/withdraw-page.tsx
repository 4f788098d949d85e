/**
 * /member?page=withdraw (spec §2 member centre `withdraw`): balances, then the steps in order — payment
 * password, bound bank accounts, the withdrawal itself — and the member's requests with their status.
 */
import type { TWithdrawal } from '@luckwell/contracts/cashier/withdraw';
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { useMemberInfo } from '../../shared/member-info.ts';
import { BindBankForm } from './bind-bank-form.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { useWithdrawHistory, useWithdrawOverview } from './withdraw-api.ts';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const Step = ({
  n,
  title,
  done,
  children,
}: {
  n: number;
  title: string;
  done?: boolean;
  children: ReactNode;
}) => (
  <section className="rounded-2xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/20 sm:p-6">
    <h2 className="mb-4 flex items-center gap-3 text-base font-bold text-ink">
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
          done ? 'bg-emerald-500/20 text-emerald-300' : 'bg-gold text-on-primary'
        }`}
      >
        {done ? '✓' : n}
      </span>
      {title}
    </h2>
    {children}
  </section>
);

const StatusBadge = ({ withdrawal }: { withdrawal: TWithdrawal }) => {
  const { t } = useTranslation();
  const tone =
    withdrawal.status === 'rejected'
      ? 'bg-red-500/15 text-red-300'
      : withdrawal.status === 'pending'
        ? 'bg-amber-400/15 text-amber-200'
        : withdrawal.confirmation === 'partial' || withdrawal.confirmation === 'not_received'
          ? 'bg-orange-500/15 text-orange-200'
          : 'bg-emerald-500/15 text-emerald-300';
  const label =
    withdrawal.status !== 'paid'
      ? t(`wd_status_${withdrawal.status}`)
      : withdrawal.confirmation
        ? t(`wd_conf_${withdrawal.confirmation}`)
        : t('wd_conf_waiting');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>{label}</span>
  );
};

const History = ({ symbol, onConfirm }: { symbol: string; onConfirm: (w: TWithdrawal) => void }) => {
  const { t, i18n } = useTranslation();
  const history = useWithdrawHistory(1);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
  if (history.isPending) return <Loader label="…" className="min-h-24" />;
  const rows = history.data?.content ?? [];
  if (rows.length === 0)
    return <p className="py-6 text-center text-sm text-muted">{t('wd_history_empty')}</p>;
  return (
    <ul className="divide-y divide-line/60">
      {rows.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-base font-bold text-ink tabular-nums">{formatMoney(w.amount, symbol)}</p>
            <p className="truncate text-xs text-muted">
              #{w.id} · {when(w.createdAt)} · {w.bankName} {w.accountNumber}
            </p>
            {w.rejectReason && (
              <p className="text-xs text-red-300">{t('wd_reject_reason', { reason: w.rejectReason })}</p>
            )}
            {w.paymentReference && (
              <p className="text-xs text-muted">{t('wd_ref', { ref: w.paymentReference })}</p>
            )}
          </div>
          <StatusBadge withdrawal={w} />
          {w.status === 'paid' && !w.confirmation && (
            <button
              type="button"
              onClick={() => onConfirm(w)}
              className="rounded-full border border-primary/60 px-3 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10"
            >
              {t('wd_confirm_button')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
};

export const WithdrawPage = () => {
  const { t } = useTranslation();
  const overview = useWithdrawOverview();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const [confirming, setConfirming] = useState<TWithdrawal | null>(null);
  const [changing, setChanging] = useState(false);

  if (overview.isPending) return <Loader label="…" className="min-h-80" />;
  if (overview.isError) return <p className="p-8 text-center text-red-300">{t('in_system_error')}</p>;
  const o = overview.data;
  const full = o.bankAccounts.length >= o.maxBankAccounts;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('wd_title')}</h1>
        <p className="text-sm text-muted">{t('wd_subtitle')}</p>
      </header>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          ['wd_withdrawable', o.withdrawable, 'text-gold text-2xl'],
          ['wd_balance', o.balance, 'text-ink text-xl'],
          ['wd_held', o.held, 'text-ink/80 text-xl'],
        ].map(([key, value, style]) => (
          <div key={key} className="rounded-2xl border border-line bg-surface/80 px-4 py-3.5">
            <p className="text-xs font-semibold text-muted">{t(key as string)}</p>
            <p className={`font-extrabold tabular-nums ${style}`}>{formatMoney(value as string, symbol)}</p>
          </div>
        ))}
      </div>

      <Step n={1} title={t('wd_step_password')} done={o.paymentPasswordSet}>
        {o.paymentPasswordSet ? (
          changing ? (
            <PaymentPasswordForm mode="change" />
          ) : (
            <button
              type="button"
              onClick={() => setChanging(true)}
              className="text-sm font-semibold text-primary hover:underline"
            >
              {t('wd_pp_change')}
            </button>
          )
        ) : (
          <>
            <p className="mb-4 text-sm text-ink/80">{t('wd_pp_intro')}</p>
            <PaymentPasswordForm mode="set" />
          </>
        )}
      </Step>

      <Step n={2} title={t('wd_step_bank')} done={o.bankAccounts.length > 0}>
        <p className="mb-3 text-sm text-ink/80">{t('wd_bank_intro', { max: o.maxBankAccounts })}</p>
        {o.payeeName && (
          <p className="mb-3 text-sm font-semibold text-ink">{t('wd_bank_payee', { name: o.payeeName })}</p>
        )}
        {o.bankAccounts.length > 0 && (
          <ul className="mb-4 grid gap-2 sm:grid-cols-3">
            {o.bankAccounts.map((account) => (
              <li
                key={account.id}
                className="rounded-xl border border-line bg-gradient-to-br from-white/[0.06] to-transparent p-3.5"
              >
                <p className="text-sm font-bold text-ink">{account.bankName}</p>
                <p className="font-mono text-sm text-ink/85">{account.accountNumber}</p>
                <p className="truncate text-xs text-muted">{account.accountName}</p>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-sm text-muted">{t('wd_bank_full', { max: o.maxBankAccounts })}</p>
        ) : (
          <BindBankForm payeeName={o.payeeName} />
        )}
        {o.bankAccounts.length > 0 && <p className="mt-3 text-xs text-muted">{t('wd_bank_locked_note')}</p>}
      </Step>

      <Step n={3} title={t('wd_step_amount')}>
        {!o.paymentPasswordSet ? (
          <p className="text-sm text-muted">{t('in_cashier_payment_password_required')}</p>
        ) : o.bankAccounts.length === 0 ? (
          <p className="text-sm text-muted">{t('wd_need_bank')}</p>
        ) : (
          <WithdrawForm overview={o} symbol={symbol} />
        )}
      </Step>

      <section className="rounded-2xl border border-line bg-surface/80 p-4 sm:p-6">
        <h2 className="mb-2 text-base font-bold text-ink">{t('wd_history')}</h2>
        <History symbol={symbol} onConfirm={setConfirming} />
      </section>

      {confirming && (
        <WithdrawConfirmDialog withdrawal={confirming} symbol={symbol} onClose={() => setConfirming(null)} />
      )}
    </div>
  );
};
