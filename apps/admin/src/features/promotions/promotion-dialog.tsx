/**
 * Creates or changes a promotion (POST /admin-api/promotions, PUT /admin-api/promotions/:id; ADR 063):
 * what it pays (a share of a deposit up to a maximum, or a fixed no-deposit bonus), the wagering
 * terms of its bonus (multiplier and base, maximum bet, expiry, each category's contribution), its
 * words in both languages, its schedule and a reason for the audit log. Checked here with the
 * contract the server checks; the server's refusal lands under the field it names.
 */

import {
  type TAdminPromotion,
  type TAdminPromotionRequest,
  ZAdminPromotionRequest,
} from '@luckwell/contracts/admin/promotions';
import { REBATE_CATEGORIES } from '@luckwell/contracts/member/rebates';
import { VIP_MAX_LEVEL } from '@luckwell/contracts/member/vip';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { useSavePromotion } from './promotions-api.ts';

type Draft = Record<
  | 'kind'
  | 'depositRule'
  | 'bonusPercent'
  | 'maxBonus'
  | 'minDeposit'
  | 'cashbackPeriod'
  | 'minLoss'
  | 'ticketBet'
  | 'wageringMultiplier'
  | 'wageringBase'
  | 'maxBet'
  | 'expiryDays'
  | 'titleVi'
  | 'titleEn'
  | 'summaryVi'
  | 'summaryEn'
  | 'rulesVi'
  | 'rulesEn'
  | 'bannerUrl'
  | 'startsAt'
  | 'endsAt'
  | 'sortOrder'
  | 'minVipLevel'
  | 'newMemberDays'
  | 'agentCode'
  | 'reason',
  string
> & {
  enabled: boolean;
  onePerAddress: boolean;
  contributions: Record<string, string>;
  /** A raffle's prizes as typed: an amount and how many. */
  prizes: { amount: string; count: string }[];
};

/** An ISO time as a `datetime-local` value in the operator's zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A typed amount ("2,000,000" or "12.5") as the wire's money ("2000000.00"), or the text as typed. */
export const typedMoney = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(plain);
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}` : typed;
};
const shownMoney = (value: string) => value.replace(/\.00$/, '');
/** The VIP levels a promotion may ask for (ADR 066, 069). */
const VIP_LEVELS = Array.from({ length: VIP_MAX_LEVEL + 1 }, (_, level) => level);

const draftOf = (promotion: TAdminPromotion | undefined): Draft => ({
  kind: promotion?.kind ?? 'deposit_bonus',
  depositRule: promotion?.depositRule ?? 'any',
  bonusPercent: promotion?.bonusPercent ?? '100',
  maxBonus: promotion ? shownMoney(promotion.maxBonus) : '',
  minDeposit: promotion ? shownMoney(promotion.minDeposit) : '0',
  cashbackPeriod: promotion?.cashbackPeriod ?? 'weekly',
  minLoss: promotion ? shownMoney(promotion.minLoss) : '0',
  ticketBet: promotion?.ticketBet ? shownMoney(promotion.ticketBet) : '',
  prizes:
    promotion && promotion.prizes.length > 0
      ? promotion.prizes.map((prize) => ({ amount: shownMoney(prize.amount), count: String(prize.count) }))
      : [{ amount: '', count: '1' }],
  wageringMultiplier: String(promotion?.wageringMultiplier ?? 10),
  wageringBase: promotion?.wageringBase ?? 'bonus',
  maxBet: promotion?.maxBet ? shownMoney(promotion.maxBet) : '',
  expiryDays: String(promotion?.expiryDays ?? 14),
  titleVi: promotion?.title.vi ?? '',
  titleEn: promotion?.title.en ?? '',
  summaryVi: promotion?.summary.vi ?? '',
  summaryEn: promotion?.summary.en ?? '',
  rulesVi: promotion?.rules.vi ?? '',
  rulesEn: promotion?.rules.en ?? '',
  bannerUrl: promotion?.bannerUrl ?? '',
  startsAt: localInput(promotion?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(promotion?.endsAt ?? null),
  sortOrder: String(promotion?.sortOrder ?? 10),
  minVipLevel: String(promotion?.minVipLevel ?? 0),
  newMemberDays: promotion?.newMemberDays ? String(promotion.newMemberDays) : '',
  agentCode: promotion?.agentCode ?? '',
  reason: '',
  enabled: promotion?.enabled ?? true,
  onePerAddress: promotion?.onePerAddress ?? false,
  contributions: Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [
      category,
      promotion?.contributions.find((line) => line.category === category)?.percent ?? '100',
    ]),
  ),
});

/** The draft as the request the server takes (its checks then say what is wrong). */
const requestOf = (draft: Draft, merchantCode: string): TAdminPromotionRequest => {
  const time = (local: string) => (local ? new Date(local).toISOString() : '');
  const deposit = draft.kind === 'deposit_bonus';
  const cashback = draft.kind === 'cashback';
  const raffle = draft.kind === 'raffle';
  const prizes = draft.prizes.map((prize) => ({
    amount: typedMoney(prize.amount),
    count: Number(prize.count),
  }));
  // A raffle's most paid is its top prize.
  const topPrize = prizes.reduce(
    (top, prize) => (Number(prize.amount) > Number(top) ? prize.amount : top),
    '0.00',
  );
  return {
    merchantCode,
    kind: draft.kind as TAdminPromotionRequest['kind'],
    depositRule: (deposit ? draft.depositRule : 'any') as TAdminPromotionRequest['depositRule'],
    bonusPercent: deposit || cashback ? draft.bonusPercent.trim() : null,
    maxBonus: raffle ? topPrize : typedMoney(draft.maxBonus),
    minDeposit: deposit ? typedMoney(draft.minDeposit) : '0.00',
    cashbackPeriod: (cashback ? draft.cashbackPeriod : 'weekly') as TAdminPromotionRequest['cashbackPeriod'],
    minLoss: cashback ? typedMoney(draft.minLoss) : '0.00',
    ticketBet: raffle ? typedMoney(draft.ticketBet) : null,
    prizes: raffle ? prizes : [],
    wageringMultiplier: Number(draft.wageringMultiplier),
    wageringBase: (deposit ? draft.wageringBase : 'bonus') as TAdminPromotionRequest['wageringBase'],
    maxBet: draft.maxBet.trim() ? typedMoney(draft.maxBet) : null,
    expiryDays: Number(draft.expiryDays),
    // Categories left at 100 % need no line: a category not listed counts in full.
    contributions: Object.entries(draft.contributions)
      .filter(([, percent]) => Number(percent) !== 100 || percent.trim() === '')
      .map(([category, percent]) => ({
        category: category as TAdminPromotionRequest['contributions'][number]['category'],
        percent: percent.trim(),
      })),
    title: { vi: draft.titleVi, en: draft.titleEn },
    summary: { vi: draft.summaryVi, en: draft.summaryEn },
    rules: { vi: draft.rulesVi, en: draft.rulesEn },
    bannerUrl: draft.bannerUrl.trim() || null,
    startsAt: time(draft.startsAt),
    endsAt: draft.endsAt ? time(draft.endsAt) : null,
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder),
    minVipLevel: Number(draft.minVipLevel),
    newMemberDays: draft.newMemberDays.trim() ? Number(draft.newMemberDays) : null,
    onePerAddress: draft.onePerAddress,
    agentCode: draft.agentCode.trim() || null,
    reason: draft.reason,
  };
};

/** What the promotion's maximum means for each kind. */
const MAX_BONUS_LABEL = {
  deposit_bonus: 'promotions.field.maxBonus',
  no_deposit: 'promotions.field.bonus',
  cashback: 'promotions.field.maxCashback',
  application: 'promotions.field.maxIssued',
  raffle: 'promotions.field.bonus',
} as const satisfies Record<TAdminPromotion['kind'], string>;

/** Where a failing field of the request is shown in the form. */
const FIELD_OF: Record<string, keyof Draft> = {
  'title.vi': 'titleVi',
  'title.en': 'titleEn',
  'summary.vi': 'summaryVi',
  'summary.en': 'summaryEn',
  'rules.vi': 'rulesVi',
  'rules.en': 'rulesEn',
};
const draftField = (path: string): string => {
  const contribution = /^contributions\.(\d+)\./.exec(path);
  if (contribution) return `contributions.${contribution[1]}`;
  return FIELD_OF[path] ?? path.split('.')[0] ?? 'form';
};

export const PromotionDialog = ({
  brand,
  promotion,
  onClose,
}: {
  brand: string;
  /** The promotion changed; none: a new one. */
  promotion?: TAdminPromotion;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const deposit = draft.kind === 'deposit_bonus';
  const cashback = draft.kind === 'cashback';
  const raffle = draft.kind === 'raffle';
  const setPrize = (index: number, field: 'amount' | 'count', value: string) => {
    setDraft((d) => ({
      ...d,
      prizes: d.prizes.map((prize, i) => (i === index ? { ...prize, [field]: value } : prize)),
    }));
    setErrors(({ prizes: _prizes, form: _form, ...rest }) => rest);
  };
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };
  const request = requestOf(draft, brand);
  const contributionIndex = (category: string) =>
    request.contributions.findIndex((line) => line.category === category);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = ZAdminPromotionRequest.safeParse(request);
    const found = checked.success ? {} : issueErrors(checked.error.issues, t, draftField);
    if (raffle && !request.endsAt) found.endsAt = t('promotions.field.raffleEnd');
    if ((deposit || cashback) && !request.bonusPercent) found.bonusPercent = t('promotions.field.invalid');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    save.mutate(
      { id: promotion?.id, body: request },
      {
        onSuccess: (saved) => {
          toast.success(t(promotion ? 'promotions.saved' : 'promotions.created', { title: saved.title.en }));
          onClose();
        },
        onError: (error) => {
          const field = draftField(failedField(error));
          setErrors({
            [field in draft || field.startsWith('contributions') ? field : 'form']: errorText(error),
          });
        },
      },
    );
  };

  const text = (field: keyof Draft, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      value={draft[field] as string}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );

  return (
    <Modal
      open
      onClose={save.isPending ? () => undefined : onClose}
      title={
        promotion ? t('promotions.edit.title', { title: promotion.title.en }) : t('promotions.new.title')
      }
      closeLabel={t('common.close')}
      size="xl"
    >
      <form noValidate onSubmit={submit} className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('promotions.group.pays')}
          </legend>
          <SelectField
            label={t('promotions.field.kind')}
            value={draft.kind}
            onChange={(event) => set('kind')(event.target.value)}
          >
            <option value="deposit_bonus">{t('promotions.kind.deposit_bonus')}</option>
            <option value="no_deposit">{t('promotions.kind.no_deposit')}</option>
            <option value="cashback">{t('promotions.kind.cashback')}</option>
            <option value="application">{t('promotions.kind.application')}</option>
            <option value="raffle">{t('promotions.kind.raffle')}</option>
          </SelectField>
          {cashback && (
            <SelectField
              label={t('promotions.field.cashbackPeriod')}
              value={draft.cashbackPeriod}
              onChange={(event) => set('cashbackPeriod')(event.target.value)}
            >
              <option value="daily">{t('promotions.period.daily')}</option>
              <option value="weekly">{t('promotions.period.weekly')}</option>
            </SelectField>
          )}
          {deposit && (
            <SelectField
              label={t('promotions.field.depositRule')}
              value={draft.depositRule}
              onChange={(event) => set('depositRule')(event.target.value)}
            >
              <option value="first">{t('promotions.rule.first')}</option>
              <option value="any">{t('promotions.rule.any')}</option>
            </SelectField>
          )}
          {(deposit || cashback) &&
            text(
              'bonusPercent',
              t(cashback ? 'promotions.field.cashbackPercent' : 'promotions.field.bonusPercent'),
              { inputMode: 'decimal' },
            )}
          {!raffle &&
            text('maxBonus', t(MAX_BONUS_LABEL[draft.kind as TAdminPromotion['kind']]), {
              inputMode: 'decimal',
            })}
          {raffle && text('ticketBet', t('promotions.field.ticketBet'), { inputMode: 'decimal' })}
          {raffle && (
            <div className="sm:col-span-2">
              <p className="text-sm font-semibold text-ink/90">{t('promotions.field.prizes')}</p>
              <p className="mt-1 text-xs text-muted">{t('promotions.field.prizesHint')}</p>
              <ul className="mt-2 grid gap-2">
                {draft.prizes.map((prize, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is the row
                  <li key={index} className="flex items-end gap-2">
                    <TextField
                      label={t('promotions.field.prizeAmount', { n: index + 1 })}
                      inputMode="decimal"
                      value={prize.amount}
                      onChange={(event) => setPrize(index, 'amount', event.target.value)}
                    />
                    <TextField
                      label={t('promotions.field.prizeCount', { n: index + 1 })}
                      inputMode="numeric"
                      className="w-28"
                      value={prize.count}
                      onChange={(event) => setPrize(index, 'count', event.target.value)}
                    />
                    {draft.prizes.length > 1 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          setDraft((d) => ({ ...d, prizes: d.prizes.filter((_, i) => i !== index) }))
                        }
                      >
                        {t('promotions.field.prizeRemove')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {errors.prizes && <p className="mt-1 text-xs text-danger">{errors.prizes}</p>}
              {draft.prizes.length < 10 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  onClick={() =>
                    setDraft((d) => ({ ...d, prizes: [...d.prizes, { amount: '', count: '1' }] }))
                  }
                >
                  {t('promotions.field.prizeAdd')}
                </Button>
              )}
            </div>
          )}
          {deposit && text('minDeposit', t('promotions.field.minDeposit'), { inputMode: 'decimal' })}
          {cashback && text('minLoss', t('promotions.field.minLoss'), { inputMode: 'decimal' })}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('promotions.group.wagering')}
          </legend>
          {text('wageringMultiplier', t('promotions.field.multiplier'), { inputMode: 'numeric' })}
          {deposit && (
            <SelectField
              label={t('promotions.field.base')}
              value={draft.wageringBase}
              onChange={(event) => set('wageringBase')(event.target.value)}
            >
              <option value="bonus">{t('promotions.base.bonus')}</option>
              <option value="deposit_bonus">{t('promotions.base.deposit_bonus')}</option>
            </SelectField>
          )}
          {text('maxBet', t('promotions.field.maxBet'), {
            inputMode: 'decimal',
            placeholder: t('promotions.field.noLimit'),
          })}
          {text('expiryDays', t('promotions.field.expiryDays'), { inputMode: 'numeric' })}
          <div className="sm:col-span-2">
            <p className="text-sm font-semibold text-ink/90">{t('promotions.field.contributions')}</p>
            <p className="mt-1 text-xs text-muted">{t('promotions.field.contributionsHint')}</p>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
              {REBATE_CATEGORIES.map((category) => {
                const index = contributionIndex(category);
                const error = index >= 0 ? errors[`contributions.${index}`] : undefined;
                return (
                  <li key={category} className="flex flex-col gap-1">
                    <label htmlFor={`contribution-${category}`} className="text-xs text-muted">
                      {t(`rebates.category.${category}`)}
                    </label>
                    <span className="flex items-center gap-1">
                      <input
                        id={`contribution-${category}`}
                        inputMode="decimal"
                        aria-invalid={error ? true : undefined}
                        value={draft.contributions[category] ?? ''}
                        onChange={(event) => {
                          const value = event.target.value;
                          setDraft((d) => ({
                            ...d,
                            contributions: { ...d.contributions, [category]: value },
                          }));
                        }}
                        className={`h-9 w-full rounded-lg border bg-black/30 px-2 text-right text-sm text-ink tabular-nums focus:border-primary focus:outline-none ${
                          error ? 'border-danger' : 'border-line'
                        }`}
                      />
                      <span className="text-sm text-muted">%</span>
                    </span>
                  </li>
                );
              })}
            </ul>
            {Object.keys(errors).some((key) => key.startsWith('contributions')) && (
              <p className="mt-1 text-xs text-danger">{t('promotions.field.contributionInvalid')}</p>
            )}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('promotions.group.who')}
          </legend>
          <SelectField
            label={t('promotions.field.minVipLevel')}
            value={draft.minVipLevel}
            onChange={(event) => set('minVipLevel')(event.target.value)}
          >
            {VIP_LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                {level === 0 ? t('promotions.vip.any') : t('promotions.vip.atLeast', { level })}
              </option>
            ))}
          </SelectField>
          {text('newMemberDays', t('promotions.field.newMemberDays'), {
            inputMode: 'numeric',
            placeholder: t('promotions.field.anyMember'),
          })}
          {text('agentCode', t('promotions.field.agentCode'), {
            placeholder: t('promotions.field.anyMember'),
          })}
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch
              checked={draft.onePerAddress}
              label={t('promotions.field.onePerAddress')}
              onChange={(onePerAddress) => setDraft((d) => ({ ...d, onePerAddress }))}
            />
            <span className="text-sm text-ink">{t('promotions.field.onePerAddress')}</span>
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('promotions.group.words')}
          </legend>
          {text('titleVi', t('promotions.field.titleVi'))}
          {text('titleEn', t('promotions.field.titleEn'))}
          {text('summaryVi', t('promotions.field.summaryVi'))}
          {text('summaryEn', t('promotions.field.summaryEn'))}
          <TextAreaField
            label={t('promotions.field.rulesVi')}
            hint={t('promotions.field.rulesHint')}
            rows={4}
            value={draft.rulesVi}
            error={errors.rulesVi}
            onChange={(event) => set('rulesVi')(event.target.value)}
          />
          <TextAreaField
            label={t('promotions.field.rulesEn')}
            hint={t('promotions.field.rulesHint')}
            rows={4}
            value={draft.rulesEn}
            error={errors.rulesEn}
            onChange={(event) => set('rulesEn')(event.target.value)}
          />
          {text('bannerUrl', t('promotions.field.bannerUrl'), {
            placeholder: t('promotions.field.bannerHint'),
          })}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('promotions.group.schedule')}
          </legend>
          {text('startsAt', t('promotions.field.startsAt'), { type: 'datetime-local' })}
          {text('endsAt', t('promotions.field.endsAt'), { type: 'datetime-local' })}
          {text('sortOrder', t('promotions.field.sortOrder'), { inputMode: 'numeric' })}
          <div className="flex items-center gap-3 sm:col-span-3">
            <Switch
              checked={draft.enabled}
              label={t('promotions.field.enabled')}
              onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
            />
            <span className="text-sm text-ink">{t('promotions.field.enabled')}</span>
          </div>
        </fieldset>

        <ReasonField value={draft.reason} error={errors.reason} onChange={set('reason')} />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={save.isPending}>
            {promotion ? t('promotions.save') : t('promotions.create')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
