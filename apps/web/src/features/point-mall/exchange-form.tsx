/**
 * Points for cash (spec §3 "points-for-cash exchange"; §7 sealed `passwordCheck/MCS2_convertPoint`):
 * how many points, the cash they give at the brand's rate (worked out as the server does, rounded
 * down to the cent), and the payment password. The cash goes to the main wallet at once.
 */
import type { TPointConfig } from '@luckwell/contracts/member/points';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { cashForPoints, formatPoints, hundredths, parsePoints, useConvertPoints } from './points-api.ts';
import { needsPaymentPassword, PaymentPasswordNeeded, pointsErrorText } from './points-refusal.tsx';

type Problems = { points?: string; password?: string; form?: string };

type ExchangeFormProps = {
  config: TPointConfig & { cashPerPoint: string };
  balance: string | undefined;
  passwordSet: boolean | undefined;
};

export const ExchangeForm = ({ config, balance, passwordSet }: ExchangeFormProps) => {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<{ points: string; cash: string; balance: string } | null>(null);
  const money = (amount: string) => formatMoney(amount, config.currencySymbol);
  const points = parsePoints(typed);
  const cash = points ? cashForPoints(points, config.cashPerPoint) : null;
  const noPassword = passwordSet === false || needsPaymentPassword(convert.error);
  const min = formatPoints(config.minExchange);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    setDone(null);
    const found: Problems = {};
    if (!points || hundredths(points) <= 0n) found.points = t('pm_ex_err_points');
    else if (hundredths(points) < hundredths(config.minExchange)) found.points = t('pm_ex_err_min', { min });
    else if (balance !== undefined && hundredths(points) > hundredths(balance))
      found.points = t('pm_err_short', { balance: formatPoints(balance) });
    if (!password) found.password = t('pm_err_password');
    setProblems(found);
    if (Object.keys(found).length > 0 || !points) return;
    convert.mutate(
      { points: points as never, paymentPassword: password },
      {
        onSuccess: (answer) => {
          setTyped('');
          setPassword('');
          setDone(answer);
        },
        onError: (error) => {
          const text = pointsErrorText(t, error);
          const field = error instanceof ApiError ? error.field : undefined;
          setProblems(
            field === 'body.points'
              ? { points: text }
              : field === 'body.paymentPassword'
                ? { password: text }
                : needsPaymentPassword(error)
                  ? {}
                  : { form: text },
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={t('pm_ex_title')}>
      <div className="relative">
        <Field
          label={t('pm_ex_points')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('pm_ex_placeholder', { min })}
          hint={t('pm_ex_hint', { min, rate: money(config.cashPerPoint) })}
          error={problems.points}
          value={typed}
          onChange={(event) => {
            setDone(null);
            setTyped(event.target.value);
          }}
        />
        {balance !== undefined && hundredths(balance) > 0n && (
          <button
            type="button"
            className="absolute top-0 right-0 text-xs font-semibold text-primary hover:underline"
            onClick={() => {
              setDone(null);
              setTyped(formatPoints(balance).replace(/,/g, ''));
            }}
          >
            {t('pm_ex_all')}
          </button>
        )}
      </div>
      <div
        className="flex items-center justify-between gap-3 rounded-xl border border-line bg-black/25 px-3.5 py-3"
        data-testid="exchange-preview"
      >
        <span className="text-sm text-muted">{t('pm_ex_you_get')}</span>
        <span className="text-lg font-extrabold text-gold tabular-nums">{money(cash ?? '0.00')}</span>
      </div>
      {noPassword ? (
        <PaymentPasswordNeeded />
      ) : (
        <Field
          label={t('pm_payment_password')}
          type="password"
          autoComplete="off"
          error={problems.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      {problems.form && (
        <p role="alert" className="text-sm text-red-400">
          {problems.form}
        </p>
      )}
      {done && (
        <p
          role="status"
          className="rounded-xl border border-emerald-400/30 bg-emerald-500/10 px-3 py-2 text-sm font-semibold text-emerald-200"
        >
          {t('pm_ex_done', {
            points: formatPoints(done.points),
            cash: money(done.cash),
            balance: formatPoints(done.balance),
          })}
        </p>
      )}
      <Button type="submit" block disabled={convert.isPending || noPassword}>
        {convert.isPending ? t('pm_working') : t('pm_ex_submit')}
      </Button>
    </form>
  );
};
