/**
 * Promotions → Prize wheel at /admin/promotions/wheel (issue 17, ADR 064): the brand's wheel — on
 * or off, the rules that earn tickets, its prizes in order with weight and stock, each prize's
 * chance and the expected value of a spin worked out as typed (the server publishes the same), and
 * what the wheel has paid. `promotions.manage` saves it with a reason and grants tickets to a member.
 */
import {
  type TAdminWheel,
  type TAdminWheelRequest,
  WHEEL_MAX_PRIZES,
  WHEEL_MIN_PRIZES,
  ZAdminGrantTicketsRequest,
  ZAdminWheelRequest,
} from '@luckwell/contracts/admin/rewards';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useRewardActions, useWheel } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

type PrizeDraft = {
  key: number;
  labelVi: string;
  labelEn: string;
  kind: 'cash' | 'nothing';
  amount: string;
  weight: string;
  stock: string;
  won: number;
};

const shown = (money: string) => money.replace(/\.00$/, '');

/** Chances (two decimals) and the expected value (minor units) of the prizes as typed. */
const odds = (prizes: PrizeDraft[]) => {
  const weightOf = (p: PrizeDraft) =>
    p.stock.trim() === '0' ? 0 : Math.max(0, Math.trunc(Number(p.weight) || 0));
  const total = prizes.reduce((sum, p) => sum + weightOf(p), 0);
  const cents = (p: PrizeDraft) =>
    p.kind === 'cash' ? Math.round(Number(typedMoney(p.amount)) * 100) || 0 : 0;
  return {
    chance: (p: PrizeDraft) => (total === 0 ? '0.00' : ((weightOf(p) * 100) / total).toFixed(2)),
    expected:
      total === 0 ? 0 : Math.floor(prizes.reduce((sum, p) => sum + cents(p) * weightOf(p), 0) / total),
  };
};

const WheelForm = ({ brand, wheel }: { brand: string; wheel: TAdminWheel }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const { saveWheel } = useRewardActions();
  const nextKey = useRef(0);
  const [enabled, setEnabled] = useState(wheel.enabled);
  const [deposit, setDeposit] = useState(wheel.depositForTicket ? shown(wheel.depositForTicket) : '');
  const [validBet, setValidBet] = useState(wheel.validBetForTicket ? shown(wheel.validBetForTicket) : '');
  const [prizes, setPrizes] = useState<PrizeDraft[]>(() =>
    wheel.prizes.map((prize) => ({
      key: nextKey.current++,
      labelVi: prize.label.vi,
      labelEn: prize.label.en,
      kind: prize.kind,
      amount: shown(prize.amount),
      weight: String(prize.weight),
      stock: prize.stock === null ? '' : String(prize.stock),
      won: prize.won,
    })),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { chance, expected } = odds(prizes);

  const request: TAdminWheelRequest = {
    merchantCode: brand,
    enabled,
    depositForTicket: deposit.trim() ? typedMoney(deposit) : null,
    validBetForTicket: validBet.trim() ? typedMoney(validBet) : null,
    prizes: prizes.map((p) => ({
      label: { vi: p.labelVi, en: p.labelEn },
      kind: p.kind,
      amount: p.kind === 'cash' ? typedMoney(p.amount) : '0.00',
      weight: Number(p.weight),
      stock: p.stock.trim() === '' ? null : Number(p.stock),
    })),
    reason,
  };
  const edit = (key: number, change: Partial<PrizeDraft>) =>
    setPrizes((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAdminWheelRequest.safeParse(request);
    if (!checked.success) {
      // A prize's issue marks its row; any other its first key.
      setErrors(
        issueErrors(
          checked.error.issues,
          t,
          (path) => /^prizes\.\d+/.exec(path)?.[0] ?? path.split('.')[0] ?? 'form',
        ),
      );
      return;
    }
    setErrors({});
    saveWheel.mutate(request, {
      onSuccess: () => {
        toast.success(t('wheel.saved', { brand }));
        setReason('');
      },
      onError: (error) => setErrors({ form: errorText(error) }),
    });
  };

  const cell =
    'h-9 w-full rounded-lg border border-line bg-black/30 px-2 text-sm text-ink focus:border-primary focus:outline-none disabled:opacity-60';
  return (
    <form
      noValidate
      aria-labelledby="wheel-title"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="wheel-title" className="text-lg font-bold text-ink">
            {t('wheel.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('wheel.body')}</p>
        </div>
        <div className="flex items-center gap-3">
          <Switch checked={enabled} label={t('wheel.enabled')} disabled={!canManage} onChange={setEnabled} />
          <span className="text-sm text-ink">{t('wheel.enabled')}</span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t('wheel.stat.ev'), `${wheel.currencySymbol}${formatMoney((expected / 100).toFixed(2))}`],
          [t('wheel.stat.spins'), wheel.spins.toLocaleString('en')],
          [t('wheel.stat.paid'), `${wheel.currencySymbol}${formatMoney(wheel.paid)}`],
          [t('wheel.stat.tickets'), wheel.ticketsOut.toLocaleString('en')],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line/60 bg-page/40 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('wheel.depositForTicket')}
          hint={t('wheel.ruleHint')}
          inputMode="decimal"
          readOnly={!canManage}
          value={deposit}
          error={errors.depositForTicket}
          onChange={(e) => setDeposit(e.target.value)}
        />
        <TextField
          label={t('wheel.validBetForTicket')}
          hint={t('wheel.ruleHint')}
          inputMode="decimal"
          readOnly={!canManage}
          value={validBet}
          error={errors.validBetForTicket}
          onChange={(e) => setValidBet(e.target.value)}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[860px] text-sm">
          <caption className="sr-only">{t('wheel.prizes')}</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="px-2 py-2 font-semibold">#</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.labelVi')}</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.labelEn')}</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.kind')}</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.amount')}</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.weight')}</th>
              <th className="px-2 py-2 font-semibold">{t('wheel.col.stock')}</th>
              <th className="px-2 py-2 text-right font-semibold">{t('wheel.col.chance')}</th>
              <th className="px-2 py-2 text-right font-semibold">{t('wheel.col.won')}</th>
              <th className="px-2 py-2" />
            </tr>
          </thead>
          <tbody>
            {prizes.map((p, index) => (
              <tr
                key={p.key}
                className={`border-t border-line/40 ${errors[`prizes.${index}`] ? 'bg-danger/10' : ''}`}
              >
                <td className="px-2 py-2 text-muted tabular-nums">{index + 1}</td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`${t('wheel.col.labelVi')} ${index + 1}`}
                    className={cell}
                    readOnly={!canManage}
                    value={p.labelVi}
                    onChange={(e) => edit(p.key, { labelVi: e.target.value })}
                  />
                </td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`${t('wheel.col.labelEn')} ${index + 1}`}
                    className={cell}
                    readOnly={!canManage}
                    value={p.labelEn}
                    onChange={(e) => edit(p.key, { labelEn: e.target.value })}
                  />
                </td>
                <td className="px-2 py-2">
                  <select
                    aria-label={`${t('wheel.col.kind')} ${index + 1}`}
                    className={`${cell} min-w-[7.5rem]`}
                    disabled={!canManage}
                    value={p.kind}
                    onChange={(e) => edit(p.key, { kind: e.target.value as PrizeDraft['kind'] })}
                  >
                    <option value="cash">{t('wheel.kind.cash')}</option>
                    <option value="nothing">{t('wheel.kind.nothing')}</option>
                  </select>
                </td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`${t('wheel.col.amount')} ${index + 1}`}
                    inputMode="decimal"
                    className={`${cell} text-right tabular-nums`}
                    readOnly={!canManage}
                    disabled={p.kind !== 'cash'}
                    value={p.kind === 'cash' ? p.amount : ''}
                    onChange={(e) => edit(p.key, { amount: e.target.value })}
                  />
                </td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`${t('wheel.col.weight')} ${index + 1}`}
                    inputMode="numeric"
                    className={`${cell} text-right tabular-nums`}
                    readOnly={!canManage}
                    value={p.weight}
                    onChange={(e) => edit(p.key, { weight: e.target.value })}
                  />
                </td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`${t('wheel.col.stock')} ${index + 1}`}
                    inputMode="numeric"
                    placeholder="∞"
                    className={`${cell} text-right tabular-nums`}
                    readOnly={!canManage}
                    value={p.stock}
                    onChange={(e) => edit(p.key, { stock: e.target.value })}
                  />
                </td>
                <td className="px-2 py-2 text-right font-semibold text-ink tabular-nums">{chance(p)}%</td>
                <td className="px-2 py-2 text-right text-muted tabular-nums">{p.won.toLocaleString('en')}</td>
                <td className="px-2 py-2 text-right">
                  {canManage && prizes.length > WHEEL_MIN_PRIZES && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPrizes((list) => list.filter((x) => x.key !== p.key))}
                    >
                      {t('wheel.remove')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Object.keys(errors).some((key) => key.startsWith('prizes')) && (
        <p className="text-xs text-danger">{t('wheel.prizeInvalid')}</p>
      )}
      {canManage ? (
        <>
          {prizes.length < WHEEL_MAX_PRIZES && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setPrizes((list) => [
                    ...list,
                    {
                      key: nextKey.current++,
                      labelVi: '',
                      labelEn: '',
                      kind: 'cash',
                      amount: '',
                      weight: '10',
                      stock: '',
                      won: 0,
                    },
                  ])
                }
              >
                {t('wheel.add')}
              </Button>
            </div>
          )}
          <ReasonField value={reason} error={errors.reason} onChange={setReason} />
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <div>
            <BusyButton type="submit" busy={saveWheel.isPending}>
              {t('wheel.save')}
            </BusyButton>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('wheel.readOnly')}
        </p>
      )}
    </form>
  );
};

const GrantTickets = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const { grantTickets } = useRewardActions();
  const [account, setAccount] = useState('');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { merchantCode: brand, account, count: Number(count), reason };
    const checked = ZAdminGrantTicketsRequest.safeParse(request);
    if (!checked.success) {
      setErrors(issueErrors(checked.error.issues, t));
      return;
    }
    setErrors({});
    grantTickets.mutate(request, {
      onSuccess: (done) => {
        toast.success(t('wheel.granted', { account: done.account, tickets: done.tickets }));
        setAccount('');
        setReason('');
      },
      onError: (error) => {
        const field = failedField(error);
        setErrors({ [field === 'account' ? 'account' : 'form']: errorText(error) });
      },
    });
  };
  return (
    <form
      noValidate
      aria-labelledby="wheel-grant"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:grid-cols-2 sm:p-5"
    >
      <div className="sm:col-span-2">
        <h2 id="wheel-grant" className="text-lg font-bold text-ink">
          {t('wheel.grant.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('wheel.grant.body')}</p>
      </div>
      <TextField
        label={t('wheel.grant.account')}
        value={account}
        error={errors.account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <SelectField label={t('wheel.grant.count')} value={count} onChange={(e) => setCount(e.target.value)}>
        {[1, 2, 3, 5, 10].map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <ReasonField value={reason} error={errors.reason} onChange={setReason} />
      </div>
      {errors.form && (
        <div className="sm:col-span-2">
          <FormAlert>{errors.form}</FormAlert>
        </div>
      )}
      <div>
        <BusyButton type="submit" busy={grantTickets.isPending}>
          {t('wheel.grant.submit')}
        </BusyButton>
      </div>
    </form>
  );
};

export const WheelView = () => {
  const { t } = useTranslation();
  const brand = usePromotionsBrand();
  const canManage = useCan('promotions.manage');
  const wheel = useWheel(brand);
  if (wheel.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (wheel.isError) return <LoadError error={wheel.error} onRetry={() => void wheel.refetch()} />;
  return (
    <>
      {/* A saved wheel comes back with new prize ids: the form starts again from it. */}
      <WheelForm
        key={`${brand}:${wheel.data.prizes.map((prize) => prize.id).join(',')}`}
        brand={brand}
        wheel={wheel.data}
      />
      {canManage && <GrantTickets brand={brand} />}
    </>
  );
};
