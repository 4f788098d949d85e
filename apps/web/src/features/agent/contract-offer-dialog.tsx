/**
 * "Offer contract" / "Change contract" (issue 16, spec §4 "Contracts"): the agent sets the tiers a
 * direct sub-agent is offered — period valid bet, period profit and loss (dividends only), active
 * members and the rate each pays — up to MAX_CONTRACT_TIERS rows climbing from one to the next, no
 * rate above the agent's own cap. A new offer replaces an open one (ADR 056).
 * Checked here with the contract's schemas as the server checks them; the server's refusal lands
 * under the field it names, or above the buttons.
 */
import {
  basisPointsToRate,
  MAX_CONTRACT_TIERS,
  Rate,
  rateToBasisPoints,
  type TAgentContract,
  type TContractKind,
  type TContractTier,
  ZContractAction,
} from '@luckwell/contracts/agent/agent-contracts';
import { type TMoney, toMinorUnits } from '@luckwell/contracts/money';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { useContractAction } from './contract-api.ts';
import { hasProfitTier, percent } from './contract-parts.tsx';

type TierField = 'validBet' | 'profitLoss' | 'activeMembers' | 'rate';
type Row = Record<TierField, string> & { key: number };
type Errors = Record<string, string>;

const TIER_FIELDS: readonly TierField[] = ['validBet', 'profitLoss', 'activeMembers', 'rate'];

/** "1,000,000" or "1000000.5" → "1000000.50"; null when it is not a non-negative amount. */
export const normaliseAmount = (input: string): TMoney | null => {
  const plain = input.trim().replace(/[\s,]/g, '');
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}` as TMoney;
};

/** A server field ("body.tiers.1.rate") as this form's error key ("1.rate"), or null for the form. */
const fieldKey = (field: string | undefined) => {
  const match = /^(?:body\.)?tiers\.(\d+)\.(validBet|profitLoss|activeMembers|rate)$/.exec(field ?? '');
  return match ? `${match[1]}.${match[2]}` : null;
};

const rowOf = (tier: TContractTier | null, key: number): Row => ({
  key,
  validBet: tier ? tier.validBet : '',
  profitLoss: tier ? tier.profitLoss : '',
  activeMembers: tier ? String(tier.activeMembers) : '',
  rate: tier ? tier.rate : '',
});

export const OfferDialog = ({
  kind,
  member,
  current,
  start = current,
  offerCap,
  onClose,
  onSent,
}: {
  kind: TContractKind;
  member: TAgentContract['member'];
  /** The sub-agent's contract in force: the dialog then changes it. */
  current: TAgentContract | null;
  /** Where the tiers start: the open offer being changed, else the contract in force. */
  start?: TAgentContract | null;
  offerCap: string;
  onClose: () => void;
  onSent: (contract: TAgentContract) => void;
}) => {
  const { t } = useTranslation();
  const offer = useContractAction(kind);
  const nextKey = useRef(0);
  const newRow = (tier: TContractTier | null) => rowOf(tier, nextKey.current++);
  const [rows, setRows] = useState<Row[]>(() =>
    start && start.tiers.length > 0
      ? start.tiers.map(newRow)
      : // A first tier pays from the first coin: its thresholds start at zero, only the rate is asked.
        [{ ...newRow(null), validBet: '0.00', profitLoss: '0.00', activeMembers: '0' }],
  );
  const [errors, setErrors] = useState<Errors>({});
  const profit = hasProfitTier(kind);
  const cap = rateToBasisPoints(offerCap);

  const set = (index: number, field: TierField, value: string) => {
    setRows((list) => list.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    setErrors(({ [`${index}.${field}`]: _gone, form: _form, ...rest }) => rest);
  };
  const addRow = () => setRows((list) => (list.length < MAX_CONTRACT_TIERS ? [...list, newRow(null)] : list));
  const removeRow = (index: number) => {
    setRows((list) => list.filter((_, at) => at !== index));
    setErrors({});
  };

  /** The tiers as the contract wants them, or the problems of each field. */
  const check = (): { tiers: TContractTier[] } | { errors: Errors } => {
    const found: Errors = {};
    const tiers = rows.map((row, index) => {
      const validBet = normaliseAmount(row.validBet);
      if (!validBet) found[`${index}.validBet`] = t('ct_err_amount');
      const profitLoss = profit ? normaliseAmount(row.profitLoss) : ('0.00' as TMoney);
      if (!profitLoss) found[`${index}.profitLoss`] = t('ct_err_amount');
      const members = /^\d{1,7}$/.test(row.activeMembers.trim()) ? Number(row.activeMembers.trim()) : -1;
      if (members < 0 || members > 1_000_000) found[`${index}.activeMembers`] = t('ct_err_members');
      const rate = Rate.safeParse(row.rate);
      if (!rate.success) found[`${index}.rate`] = t('ct_err_rate');
      else if (rateToBasisPoints(rate.data) === 0) found[`${index}.rate`] = t('ct_err_rate_zero');
      else if (rateToBasisPoints(rate.data) > cap) {
        found[`${index}.rate`] = t('ct_err_rate_cap', { cap: percent(offerCap) });
      }
      return {
        validBet: validBet ?? ('0.00' as TMoney),
        profitLoss: profitLoss ?? ('0.00' as TMoney),
        activeMembers: Math.max(members, 0),
        // The API speaks rates with two decimals ("20" → "20.00").
        rate: rate.success ? basisPointsToRate(rateToBasisPoints(rate.data)) : '0.00',
      };
    });
    if (Object.keys(found).length > 0) return { errors: found };
    // Tiers climb (ADR 056): more valid bet than the tier before, and no less profit, members or rate.
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      const n = { n: index };
      if (toMinorUnits(tier.validBet) <= toMinorUnits(before.validBet)) {
        found[`${index}.validBet`] = t('ct_err_climb_above', n);
      }
      if (profit && toMinorUnits(tier.profitLoss) < toMinorUnits(before.profitLoss)) {
        found[`${index}.profitLoss`] = t('ct_err_climb_not_below', n);
      }
      if (tier.activeMembers < before.activeMembers) {
        found[`${index}.activeMembers`] = t('ct_err_climb_not_below', n);
      }
      if (rateToBasisPoints(tier.rate) < rateToBasisPoints(before.rate)) {
        found[`${index}.rate`] = t('ct_err_climb_not_below', n);
      }
    });
    if (Object.keys(found).length > 0) return { errors: found };
    // The whole call as the server will check it: anything still wrong is named on its field.
    const whole = ZContractAction.safeParse({ action: 'offer', memberId: member.id, tiers });
    if (!whole.success) {
      for (const issue of whole.error.issues) {
        const key = fieldKey(issue.path.join('.'));
        found[key ?? 'form'] = t('in_input_error');
      }
      return { errors: found };
    }
    return { tiers };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const sent = await offer.mutateAsync({ action: 'offer', memberId: member.id, tiers: checked.tiers });
      onSent(sent);
    } catch (error) {
      const key = error instanceof ApiError ? fieldKey(error.field) : null;
      const text = errorText(t, error);
      setErrors(key && Number(key.split('.')[0]) < rows.length ? { [key]: text } : { form: text });
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(current ? 'ct_change_title' : 'ct_offer_title', { account: member.account })}
      closeLabel={t('common_close')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 px-5 pt-2 pb-6 sm:px-6"
        data-testid="offer-form"
      >
        <p className="text-sm leading-relaxed text-muted">{t('ct_offer_intro')}</p>
        <p className="rounded-xl border border-primary/30 bg-primary/10 px-3 py-2 text-xs text-ink/90">
          {t('ct_offer_cap', { cap: percent(offerCap) })}
        </p>
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li key={row.key}>
              <fieldset className="relative rounded-2xl border border-line/80 bg-black/20 p-3 sm:p-4">
                <legend className="sr-only">{t('ct_tier_n', { n: index + 1 })}</legend>
                <div className="mb-2 flex min-h-9 items-center justify-between gap-2">
                  <p aria-hidden="true" className="text-sm font-bold text-ink">
                    {t('ct_tier_n', { n: index + 1 })}
                  </p>
                  <button
                    type="button"
                    className={buttonClass({ size: 'sm', variant: 'ghost' })}
                    disabled={rows.length === 1}
                    onClick={() => removeRow(index)}
                    aria-label={t('ct_remove_tier_n', { n: index + 1 })}
                  >
                    {t('ct_remove_tier')}
                  </button>
                </div>
                <div className={`grid grid-cols-2 gap-3 ${profit ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
                  {TIER_FIELDS.filter((field) => profit || field !== 'profitLoss').map((field) => (
                    <Field
                      key={field}
                      label={t(`ct_field_${field}`)}
                      inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      value={row[field]}
                      onChange={(event) => set(index, field, event.target.value)}
                      error={errors[`${index}.${field}`]}
                      hint={field === 'rate' ? t('ct_rate_hint', { cap: percent(offerCap) }) : undefined}
                      className={field === 'validBet' && !profit ? 'col-span-2 lg:col-span-1' : ''}
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
            disabled={rows.length >= MAX_CONTRACT_TIERS}
            onClick={addRow}
          >
            {t('ct_add_tier')}
          </button>
          <span className="text-xs text-muted">{t('ct_tiers_max', { max: MAX_CONTRACT_TIERS })}</span>
        </div>
        {errors.form && (
          <p
            role="alert"
            className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-300"
          >
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onClose}>
            {t('in_more_cancel')}
          </button>
          <button type="submit" className={buttonClass()} disabled={offer.isPending}>
            {offer.isPending ? t('ct_sending') : t(current ? 'ct_change_submit' : 'ct_offer_submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
