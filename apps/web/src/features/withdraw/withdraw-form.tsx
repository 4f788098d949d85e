/**
 * Chooses a bound account and an amount within the limits and the withdrawable balance, with the
 * payment password. While a bonus is wagering the server refuses until the member confirms giving it
 * up (ADR 063): the dialog says how much is still to bet and sends the same request again, confirmed.
 */
import type { TWithdrawOverview, TWithdrawRequest } from '@luckwell/contracts/cashier/withdraw';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorParams, errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { ForfeitBonusDialog } from './forfeit-bonus-dialog.tsx';
import { minor, parseAmount, useRequestWithdrawal } from './withdraw-api.ts';

const WAGERING_INCOMPLETE = 'BONUS_WAGERING_INCOMPLETE';
const isWageringIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === WAGERING_INCOMPLETE;

/** A request the server held back for a wagering bonus, and the bets that bonus still needs. */
type HeldBack = { request: TWithdrawRequest; left: string };

export const WithdrawForm = ({ overview, symbol }: { overview: TWithdrawOverview; symbol: string }) => {
  const { t } = useTranslation();
  const request = useRequestWithdrawal();
  const [bankAccountId, setBankAccountId] = useState(overview.bankAccounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [heldBack, setHeldBack] = useState<HeldBack | null>(null);
  const min = formatMoney(overview.minAmount, symbol);
  const max = formatMoney(overview.maxAmount, symbol);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const money = parseAmount(amount);
    if (!money) return setProblem(t('wd_amount_invalid'));
    const value = minor(money);
    if (value < minor(overview.minAmount) || value > minor(overview.maxAmount)) {
      return setProblem(t('wd_amount_range', { min, max }));
    }
    if (value > minor(overview.withdrawable)) return setProblem(t('wd_amount_over'));
    if (!password) return setProblem(t('in_cashier_payment_password_required'));
    setProblem(null);
    send({ bankAccountId, amount: money as never, paymentPassword: password });
  };

  const send = (body: TWithdrawRequest) =>
    request.mutate(body, {
      onSuccess: () => {
        setHeldBack(null);
        setAmount('');
        setPassword('');
        setDone(true);
      },
      onError: (failure) => {
        if (isWageringIncomplete(failure) && !body.forfeitBonus) {
          setHeldBack({ request: body, left: String(errorParams(failure).left ?? '0') });
        } else setHeldBack(null);
      },
    });

  const cancelForfeit = () => {
    setHeldBack(null);
    request.reset();
  };

  const error =
    problem ?? (request.isError && !isWageringIncomplete(request.error) ? errorText(t, request.error) : null);
  return (
    <form noValidate onSubmit={submit} aria-label={t('wd_step_amount')} className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-xs font-semibold text-ink/90">{t('wd_choose_account')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {overview.bankAccounts.map((account) => (
            <label
              key={account.id}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition ${
                bankAccountId === account.id
                  ? 'border-primary bg-primary/10'
                  : 'border-line bg-page/50 hover:border-primary/50'
              }`}
            >
              <input
                type="radio"
                name="bankAccountId"
                className="accent-[var(--color-primary)]"
                checked={bankAccountId === account.id}
                onChange={() => setBankAccountId(account.id)}
              />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink">{account.bankName}</span>
                <span className="block truncate text-xs text-muted">
                  {account.accountNumber} · {account.accountName}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="relative">
          <Field
            label={t('wd_amount', { currency: overview.currency })}
            hint={t('wd_amount_hint', { min, max })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <button
            type="button"
            onClick={() => setAmount(overview.withdrawable)}
            className="absolute top-7 right-2 rounded-full px-2.5 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10"
          >
            {t('wd_amount_all')}
          </button>
        </div>
        <Field
          label={t('wd_payment_password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-400">
          {t('wd_submitted')}
        </p>
      )}
      <Button type="submit" size="lg" className="sm:self-start" disabled={request.isPending}>
        {t('wd_submit')}
      </Button>
      {heldBack && (
        <ForfeitBonusDialog
          left={formatMoney(heldBack.left, symbol)}
          pending={request.isPending}
          onCancel={cancelForfeit}
          onConfirm={() => send({ ...heldBack.request, forfeitBonus: true })}
        />
      )}
    </form>
  );
};
