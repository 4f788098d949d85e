/**
 * Catalogue & marketing → Promotions → VIP at /admin/promotions/vip (issue 17, ADR 066): one brand's
 * VIP ranks as a table that `promotions.manage` edits (names in both languages, the two thresholds
 * over 30 days, the level-up, monthly and birthday bonuses, the rebate extra; a rank added on top or
 * the top one removed) and saves as a whole with a reason; the members holding each rank; the VIP
 * bonuses paid this month and the last ones paid.
 */
import { type TAdminVip, ZAdminVipRequest } from '@luckwell/contracts/admin/vip';
import { VIP_MAX_LEVEL } from '@luckwell/contracts/member/vip';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useSaveVip, useVip } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

const MONEY_FIELDS = ['minValidBet', 'minDeposit', 'levelUpBonus', 'monthlyBonus', 'birthdayBonus'] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
type Row = { vi: string; en: string; rebateExtra: string } & Record<MoneyField, string>;

const shown = (money: string) => money.replace(/\.00$/, '');
const rowsOf = (vip: TAdminVip): Row[] =>
  vip.levels.map((level) => ({
    vi: level.name.vi,
    en: level.name.en,
    minValidBet: shown(level.minValidBet),
    minDeposit: shown(level.minDeposit),
    levelUpBonus: shown(level.levelUpBonus),
    monthlyBonus: shown(level.monthlyBonus),
    birthdayBonus: shown(level.birthdayBonus),
    rebateExtra: level.rebateExtra.replace(/\.?0+$/, '') || '0',
  }));

const requestOf = (brand: string, rows: Row[], reason: string) => ({
  merchantCode: brand,
  levels: rows.map((row, level) => ({
    level,
    name: { vi: row.vi, en: row.en },
    minValidBet: typedMoney(row.minValidBet),
    minDeposit: typedMoney(row.minDeposit),
    levelUpBonus: typedMoney(row.levelUpBonus),
    monthlyBonus: typedMoney(row.monthlyBonus),
    birthdayBonus: typedMoney(row.birthdayBonus),
    rebateExtra: row.rebateExtra.trim(),
  })),
  reason,
});

/** `levels.2.minDeposit` → `2.minDeposit`; a name's language stays on the name. */
const fieldOf = (path: string) => path.replace(/^levels\./, '').replace(/\.name\.(vi|en)$/, '.$1');

const cell =
  'h-9 w-full min-w-0 rounded-lg border bg-black/30 px-2 text-sm text-ink tabular-nums focus:border-primary focus:outline-none';

const RanksEditor = ({ brand, vip }: { brand: string; vip: TAdminVip }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const save = useSaveVip();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(vip));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => setRows(rowsOf(vip)), [vip]);

  const change = (at: number, next: Partial<Row>) =>
    setRows((list) => list.map((row, index) => (index === at ? { ...row, ...next } : row)));
  const addRank = () =>
    setRows((list) => {
      const top = list.at(-1);
      const blank = { levelUpBonus: '0', monthlyBonus: '0', birthdayBonus: '0', rebateExtra: '0' };
      return [
        ...list,
        top
          ? { ...top, ...blank, vi: '', en: '' }
          : { vi: 'Thành viên', en: 'Member', minValidBet: '0', minDeposit: '0', ...blank },
      ];
    });

  const headers = [
    t('vip.col.level'),
    t('vip.col.names'),
    t('vip.col.minValidBet'),
    t('vip.col.minDeposit'),
    t('vip.col.levelUpBonus'),
    t('vip.col.monthlyBonus'),
    t('vip.col.birthdayBonus'),
    t('vip.col.rebateExtra'),
    t('vip.col.members'),
  ];
  const members = (level: number) => vip.levels.find((row) => row.level === level)?.members;

  return (
    <form
      noValidate
      aria-labelledby="vip-ranks"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZAdminVipRequest.safeParse(requestOf(brand, rows, reason));
        if (!parsed.success) {
          setErrors(issueErrors(parsed.error.issues, t, fieldOf));
          return;
        }
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: () => {
            toast.success(t('vip.saved', { brand }));
            setReason('');
          },
        });
      }}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="vip-ranks" className="text-lg font-bold text-ink">
          {t('vip.ranks.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('vip.ranks.body')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-3 text-sm text-muted">
          {t('vip.ranks.none')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[920px] text-sm">
            <caption className="sr-only">{t('vip.ranks.title')}</caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-1.5 pb-2 font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, level) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a rank is its position; rows come and go only at the top
                <tr key={level} className="align-top" data-testid={`vip-row-${level}`}>
                  <th scope="row" className="px-1.5 py-1 text-left font-bold whitespace-nowrap text-gold">
                    <span className="inline-grid h-9 place-items-center">VIP {level}</span>
                  </th>
                  <td className="px-1.5 py-1">
                    <span className="grid gap-1">
                      {(['vi', 'en'] as const).map((language) => (
                        <input
                          key={language}
                          aria-label={`VIP ${level}: ${t(language === 'vi' ? 'vip.col.nameVi' : 'vip.col.nameEn')}`}
                          placeholder={language.toUpperCase()}
                          value={row[language]}
                          readOnly={!canManage}
                          maxLength={24}
                          aria-invalid={errors[`${level}.${language}`] ? true : undefined}
                          onChange={(event) => change(level, { [language]: event.target.value })}
                          className={`${cell} ${errors[`${level}.${language}`] ? 'border-danger' : 'border-line'}`}
                        />
                      ))}
                    </span>
                  </td>
                  {MONEY_FIELDS.map((field) => {
                    // Level 0 is every member: it needs nothing and pays nothing.
                    const fixed = level === 0;
                    const error = errors[`${level}.${field}`];
                    return (
                      <td key={field} className="px-1.5 py-1">
                        <input
                          inputMode="decimal"
                          aria-label={`VIP ${level}: ${t(`vip.col.${field}`)}`}
                          value={row[field]}
                          readOnly={!canManage || fixed}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => change(level, { [field]: event.target.value })}
                          className={`${cell} text-right ${error ? 'border-danger' : 'border-line'} ${fixed ? 'opacity-60' : ''}`}
                        />
                        {error && <p className="mt-0.5 text-xs text-danger">{error}</p>}
                      </td>
                    );
                  })}
                  <td className="px-1.5 py-1">
                    <span className="flex items-center gap-1">
                      <input
                        inputMode="decimal"
                        aria-label={`VIP ${level}: ${t('vip.col.rebateExtra')}`}
                        value={row.rebateExtra}
                        readOnly={!canManage || level === 0}
                        aria-invalid={errors[`${level}.rebateExtra`] ? true : undefined}
                        onChange={(event) => change(level, { rebateExtra: event.target.value })}
                        className={`${cell} text-right ${errors[`${level}.rebateExtra`] ? 'border-danger' : 'border-line'} ${level === 0 ? 'opacity-60' : ''}`}
                      />
                      <span className="text-muted">%</span>
                    </span>
                  </td>
                  <td className="px-1.5 py-1 text-right tabular-nums">
                    <span className="inline-grid h-9 place-items-center">
                      {members(level)?.toLocaleString('en') ?? '—'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={rows.length > VIP_MAX_LEVEL}
              onClick={addRank}
            >
              {t('vip.add')}
            </Button>
            {rows.length > 0 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setRows((list) => list.slice(0, -1))}
              >
                {rows.length === 1 ? t('vip.turnOff') : t('vip.removeTop', { level: rows.length - 1 })}
              </Button>
            )}
          </div>
          {Object.keys(errors).some((field) => field !== 'reason') && (
            <FormAlert>{t('vip.invalid')}</FormAlert>
          )}
          <ReasonField value={reason} error={errors.reason} onChange={setReason} />
          {save.isError && <FormAlert>{errorText(save.error)}</FormAlert>}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('vip.save')}
            </Button>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('vip.readOnly')}
        </p>
      )}
    </form>
  );
};

const PaidBonuses = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const vip = useVip(brand);
  const money = (amount: string) => `${vip.data?.currencySymbol ?? ''}${formatMoney(amount)}`;
  return (
    <section aria-labelledby="vip-paid" className="flex flex-col gap-3">
      <div>
        <h2 id="vip-paid" className="text-lg font-bold text-ink">
          {t('vip.paid.title')}
        </h2>
        {vip.data && (
          <dl className="mt-2 grid gap-2 sm:grid-cols-3" data-testid="vip-paid-month">
            {(['level_up', 'monthly', 'birthday'] as const).map((kind) => (
              <div key={kind} className="rounded-xl border border-line/70 bg-page/40 px-3 py-2">
                <dt className="text-xs text-muted">{t(`vip.kind.${kind}`)}</dt>
                <dd className="text-lg font-bold text-gold tabular-nums">
                  {money(vip.data.paidThisMonth[kind])}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <ResultsPanel
        query={vip}
        caption={t('vip.paid.last')}
        minWidth="min-w-[640px]"
        columns={[
          t('vip.paid.col.account'),
          t('vip.paid.col.kind'),
          t('vip.col.level'),
          { label: t('vip.paid.col.amount'), align: 'right' },
          t('vip.paid.col.paidAt'),
        ]}
        empty={{
          when: (data) => data.rewards.length === 0,
          title: t('vip.paid.empty.title'),
          description: t('vip.paid.empty.body'),
        }}
      >
        {(data) =>
          data.rewards.map((reward) => (
            <tr
              key={`${reward.account}-${reward.kind}-${reward.paidAt}`}
              className="border-b border-line/30 last:border-0"
            >
              <td className="px-4 py-3 font-semibold text-ink">{reward.account}</td>
              <td className="px-4 py-3">{t(`vip.kind.${reward.kind}`)}</td>
              <td className="px-4 py-3 tabular-nums">VIP {reward.level}</td>
              <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                {formatMoney(reward.amount)}
              </td>
              <td className="px-4 py-3 text-muted tabular-nums">{formatDateTime(reward.paidAt)}</td>
            </tr>
          ))
        }
      </ResultsPanel>
    </section>
  );
};

/** Promotions → VIP (/promotions/vip): the ranks of the brand the section shows, and the bonuses paid. */
export const VipView = () => {
  const { t } = useTranslation();
  const brand = usePromotionsBrand();
  const vip = useVip(brand);
  if (vip.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (vip.isError) return <LoadError error={vip.error} onRetry={() => void vip.refetch()} />;
  return (
    <>
      <RanksEditor key={brand} brand={brand} vip={vip.data} />
      <PaidBonuses brand={brand} />
    </>
  );
};
