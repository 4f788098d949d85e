/**
 * One transfer: to the upline (the recipient is fixed) or to a downline member (picked from the
 * agent's own team). Checks what it can before sending (amount, wallet, today's limit), then shows the
 * server's refusal on the field it names. The request id stays the same while the inputs do, so a
 * double submit or a retry after a lost answer moves money once.
 */
import type { TTransfer, TTransferOverview } from '@luckwell/contracts/cashier/transfer';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { Field } from './field.tsx';
import { RecipientPicker } from './recipient-picker.tsx';
import {
  errorField,
  errorText,
  minor,
  newRequestId,
  parseAmount,
  useTransferToDownline,
  useTransferToUpline,
} from './transfer-api.ts';

type Problems = { amount?: string; password?: string; account?: string; form?: string };

type TransferFormProps = {
  overview: TTransferOverview;
  symbol: string;
  direction: 'upline' | 'downline';
};

export const TransferForm = ({ overview, symbol, direction }: TransferFormProps) => {
  const { t } = useTranslation();
  const toUpline = useTransferToUpline();
  const toDownline = useTransferToDownline();
  const sending = toUpline.isPending || toDownline.isPending;
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<TTransfer | null>(null);
  const requestId = useRef(newRequestId());
  const money = (value: string) => formatMoney(value, symbol);
  const min = money(overview.minAmount);
  const max = money(overview.maxAmount);
  const remainingToday = minor(overview.dailyLimit) - minor(overview.sentToday);

  /** New inputs are a new transfer: a new request id. */
  const changed = (apply: () => void) => {
    requestId.current = newRequestId();
    setDone(null);
    apply();
  };

  const check = (): { value: string } | Problems => {
    const found: Problems = {};
    if (direction === 'downline' && !account.trim()) found.account = t('tf_recipient_missing');
    const value = parseAmount(amount);
    if (!value) found.amount = t('tf_amount_invalid');
    else if (minor(value) < minor(overview.minAmount) || minor(value) > minor(overview.maxAmount))
      found.amount = t('tf_amount_range', { min, max });
    else if (minor(value) > minor(overview.balance)) found.amount = t('tf_amount_over');
    else if (minor(value) > remainingToday)
      found.amount = t('tf_amount_over_day', {
        remaining: money(`${remainingToday / 100n}.${String(remainingToday % 100n).padStart(2, '0')}`),
      });
    if (!password) found.password = t('tf_password_missing');
    return Object.keys(found).length || !value ? found : { value };
  };

  const onFailure = (error: unknown) => {
    const text = errorText(t, error);
    const field = errorField(error);
    setProblems(
      field === 'body.amount'
        ? { amount: text }
        : field === 'body.paymentPassword'
          ? { password: text }
          : field === 'body.account'
            ? { account: text }
            : { form: text },
    );
  };

  const onSuccess = (result: TTransfer) => {
    requestId.current = newRequestId();
    setAmount('');
    setPassword('');
    setDone(result);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    const checked = check();
    if (!('value' in checked)) return setProblems(checked);
    setProblems({});
    const common = {
      amount: checked.value as never,
      paymentPassword: password,
      requestId: requestId.current,
    };
    if (direction === 'upline') toUpline.mutate(common, { onSuccess, onError: onFailure });
    else toDownline.mutate({ ...common, account: account.trim() }, { onSuccess, onError: onFailure });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(direction === 'upline' ? 'tf_upline_form' : 'tf_downline_form')}
      className="flex flex-col gap-4"
    >
      {direction === 'downline' && (
        <RecipientPicker
          value={account}
          error={problems.account}
          onChange={(next) => changed(() => setAccount(next))}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="relative">
          <Field
            label={t('tf_amount', { currency: overview.currency })}
            hint={t('tf_amount_hint', { min, max })}
            error={problems.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => changed(() => setAmount(event.target.value))}
          />
        </div>
        <Field
          label={t('tf_payment_password')}
          type="password"
          autoComplete="off"
          error={problems.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {problems.form && (
        <p role="alert" className="text-sm text-red-400">
          {problems.form}
        </p>
      )}
      {done && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-3.5"
        >
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-emerald-500/25 text-sm font-bold text-emerald-300"
          >
            ✓
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-bold text-emerald-300">{t('in_transfer_successful')}</span>
            <span className="block text-xs break-words text-ink/80">
              {t('tf_success_to', {
                amount: money(done.amount),
                account: done.counterparty,
                balance: money(done.balanceAfter),
              })}
            </span>
          </span>
        </div>
      )}
      <Button type="submit" size="lg" className="sm:self-start" disabled={sending}>
        {sending ? t('tf_sending') : t('tf_submit')}
      </Button>
    </form>
  );
};
