/**
 * The operator's contract with a top agent (POST /admin-api/agents/:id/contracts), in force at once:
 * a kind the brand has on, its tiers — valid bet, profit (dividends only), active members and the rate
 * each pays, climbing from one to the next, none above the kind's cap — and a reason for the audit
 * log. It starts from the contract in force of the kind, which it replaces. Checked here as the
 * server checks it; the server's refusal lands under the field it names, or above the buttons.
 */
import type { TAdminAgentContracts } from '@luckwell/contracts/admin/agents';
import {
  MAX_CONTRACT_TIERS,
  type TAgentContract,
  type TContractKind,
  type TContractTier,
} from '@luckwell/contracts/agent/agent-contracts';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalParams } from '../../shared/api-client.ts';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { ReasonField, reasonTooShort } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import {
  failedField,
  hasProfitTier,
  percent,
  rateOf,
  typedAmount,
  typedCount,
  typedRate,
} from './agent-labels.ts';
import { type GrantDraft, useAgentActions, useContractSettings } from './agents-api.ts';

type TierField = 'validBet' | 'profitLoss' | 'activeMembers' | 'rate';
type Row = Record<TierField, string> & { key: number };
type Errors = Record<string, string>;

const TIER_FIELDS: readonly TierField[] = ['validBet', 'profitLoss', 'activeMembers', 'rate'];

/** A server field ("tiers.1.rate") as this form's error key ("1.rate"); null when it is not a tier's. */
const tierKey = (field: string) => {
  const match = /^tiers\.(\d+)\.(validBet|profitLoss|activeMembers|rate)$/.exec(field);
  return match ? `${match[1]}.${match[2]}` : null;
};

const rowOf = (tier: TContractTier | null, key: number): Row => ({
  key,
  validBet: tier?.validBet ?? '',
  profitLoss: tier?.profitLoss ?? '',
  activeMembers: tier ? String(tier.activeMembers) : '',
  rate: tier?.rate ?? '',
});

export const GrantDialog = ({
  member,
  inForce,
  onClose,
}: {
  member: TAdminAgentContracts['member'];
  /** The member's contracts in force: a grant of the same kind replaces one. */
  inForce: TAgentContract[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const settings = useContractSettings(member.merchantCode);
  const { grant } = useAgentActions();
  const kinds = (settings.data ?? []).filter((rules) => rules.enabled);
  const nextKey = useRef(0);
  /** The rows a kind starts from: the tiers of its contract in force, else one empty tier. */
  const rowsOf = (kind: TContractKind | '', key: () => number) => {
    const current = inForce.find((contract) => contract.kind === kind);
    return current && current.tiers.length > 0
      ? current.tiers.map((tier) => rowOf(tier, key()))
      : [rowOf(null, key())];
  };
  const freshKey = () => nextKey.current++;
  const [picked, setPicked] = useState<TContractKind | ''>('');
  const kind: TContractKind | '' = picked || kinds[0]?.kind || '';
  const [rows, setRows] = useState<Row[] | null>(null);
  // Until the operator edits them, the rows follow the kind shown (its settings load after the dialog
  // opens), with keys that stay the same from one render to the next.
  let derived = 0;
  const shownRows = rows ?? rowsOf(kind, () => -1 - derived++);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const rules = kinds.find((rule) => rule.kind === kind);
  const cap = rules ? (typedRate(rules.maxRate) ?? 10_000) : 10_000;
  const profit = kind !== '' && hasProfitTier(kind);
  const replaces = inForce.some((contract) => contract.kind === kind);

  const edit = (next: (list: Row[]) => Row[], cleared: string[]) => {
    setRows(next(shownRows));
    setErrors(({ form: _form, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([key]) => !cleared.includes(key))),
    );
  };
  const set = (index: number, field: TierField, value: string) =>
    edit(
      (list) => list.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      [`${index}.${field}`],
    );
  const addRow = () =>
    edit((list) => (list.length < MAX_CONTRACT_TIERS ? [...list, rowOf(null, freshKey())] : list), []);
  const removeRow = (index: number) => {
    setRows(shownRows.filter((_, at) => at !== index));
    setErrors({});
  };

  /** The tiers as the contract wants them, or what is wrong with each field. */
  const check = (): { tiers: GrantDraft['tiers'] } | { errors: Errors } => {
    const found: Errors = {};
    const rates: number[] = [];
    const tiers = shownRows.map((row, index) => {
      const validBet = typedAmount(row.validBet);
      if (validBet === null) found[`${index}.validBet`] = t('agents.tier.amountInvalid');
      const profitLoss = profit ? typedAmount(row.profitLoss) : '0.00';
      if (profitLoss === null) found[`${index}.profitLoss`] = t('agents.tier.amountInvalid');
      const members = typedCount(row.activeMembers);
      if (members === null) found[`${index}.activeMembers`] = t('agents.tier.membersInvalid');
      const rate = typedRate(row.rate);
      if (rate === null) found[`${index}.rate`] = t('agents.tier.rateInvalid');
      else if (rate === 0) found[`${index}.rate`] = t('agents.tier.rateZero');
      else if (rate > cap) found[`${index}.rate`] = t('agents.tier.rateCap', { cap: percent(rateOf(cap)) });
      rates.push(rate ?? 0);
      return {
        validBet: validBet ?? '0.00',
        profitLoss: profitLoss ?? '0.00',
        activeMembers: members ?? 0,
        rate: rate === null ? '0.00' : rateOf(rate),
      };
    });
    // Tiers climb (ADR 056): more valid bet than the tier before, and no less profit, members or rate.
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      const n = { n: index };
      const cents = (amount: string) => BigInt(amount.replace('.', ''));
      if (!found[`${index}.validBet`] && cents(tier.validBet) <= cents(before.validBet)) {
        found[`${index}.validBet`] = t('agents.tier.climbAbove', n);
      }
      if (profit && !found[`${index}.profitLoss`] && cents(tier.profitLoss) < cents(before.profitLoss)) {
        found[`${index}.profitLoss`] = t('agents.tier.climbNotBelow', n);
      }
      if (!found[`${index}.activeMembers`] && tier.activeMembers < before.activeMembers) {
        found[`${index}.activeMembers`] = t('agents.tier.climbNotBelow', n);
      }
      if (!found[`${index}.rate`] && (rates[index] ?? 0) < (rates[index - 1] ?? 0)) {
        found[`${index}.rate`] = t('agents.tier.climbNotBelow', n);
      }
    });
    if (reasonTooShort(reason)) found.reason = t('agents.reason.invalid');
    return Object.keys(found).length > 0 ? { errors: found } : { tiers };
  };

  /** Where the server's refusal goes: under the field it names, else above the buttons. */
  const refusal = (error: unknown): Errors => {
    const field = failedField(error);
    const key = tierKey(field);
    const cap = refusalParams(error).cap;
    const text =
      key?.endsWith('.rate') && errorKey(error) === 'in_contract_rate_above_own' && cap !== undefined
        ? t('agents.tier.rateCap', { cap: percent(String(cap)) })
        : field === 'reason' && errorKey(error) === 'in_input_error'
          ? t('agents.reason.invalid')
          : errorText(error);
    if (key && Number(key.split('.')[0]) < shownRows.length) return { [key]: text };
    if (field === 'reason' || field === 'kind') return { [field]: text };
    return { form: text };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === '' || grant.isPending) return;
    const checked = check();
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    grant.mutate(
      { id: member.id, kind, tiers: checked.tiers, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('agents.grant.done', { kind: t(`agents.kind.${kind}`), account: member.account }));
          onClose();
        },
        onError: (error) => setErrors(refusal(error)),
      },
    );
  };

  return (
    <Modal
      open
      onClose={grant.isPending ? () => undefined : onClose}
      title={t('agents.grant.title', { account: member.account })}
      closeLabel={t('common.close')}
      size="lg"
    >
      {settings.isPending ? (
        <Loader label={t('common.loading')} className="min-h-40" />
      ) : settings.isError ? (
        <div className="p-5 sm:p-6">
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        </div>
      ) : kinds.length === 0 ? (
        <div className="flex flex-col gap-4 px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm text-muted">{t('agents.grant.noKinds')}</p>
          <Button variant="ghost" className="self-end" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm leading-relaxed text-muted">{t('agents.grant.intro')}</p>
          <SelectField
            label={t('agents.grant.kind')}
            value={kind}
            error={errors.kind}
            hint={rules ? t('agents.grant.cap', { cap: percent(rules.maxRate) }) : undefined}
            onChange={(event) => {
              const next = event.target.value as TContractKind;
              setPicked(next);
              setRows(rowsOf(next, freshKey));
              setErrors({});
            }}
          >
            {kinds.map((rule) => (
              <option key={rule.kind} value={rule.kind}>
                {t(`agents.kind.${rule.kind}`)}
              </option>
            ))}
          </SelectField>
          {replaces && (
            <p className="rounded-xl border border-primary/30 bg-primary/10 px-3 py-2 text-xs text-ink/90">
              {t('agents.grant.replaces')}
            </p>
          )}
          <ol className="grid gap-3">
            {shownRows.map((row, index) => (
              <li key={row.key}>
                <fieldset className="rounded-2xl border border-line/80 bg-black/20 p-3 sm:p-4">
                  <legend className="sr-only">{t('agents.tier.n', { n: index + 1 })}</legend>
                  <div className="mb-2 flex min-h-9 items-center justify-between gap-2">
                    <p aria-hidden="true" className="text-sm font-bold text-ink">
                      {t('agents.tier.n', { n: index + 1 })}
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={shownRows.length === 1}
                      onClick={() => removeRow(index)}
                      aria-label={t('agents.tier.removeN', { n: index + 1 })}
                    >
                      {t('agents.tier.remove')}
                    </Button>
                  </div>
                  <div className={`grid grid-cols-2 gap-3 ${profit ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
                    {TIER_FIELDS.filter((field) => profit || field !== 'profitLoss').map((field) => (
                      <TextField
                        key={field}
                        label={t(`agents.tier.${field}`)}
                        inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        value={row[field]}
                        error={errors[`${index}.${field}`]}
                        onChange={(event) => set(index, field, event.target.value)}
                      />
                    ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              variant="secondary"
              disabled={shownRows.length >= MAX_CONTRACT_TIERS}
              onClick={addRow}
            >
              {t('agents.tier.add')}
            </Button>
            <span className="text-xs text-muted">{t('agents.tier.max', { max: MAX_CONTRACT_TIERS })}</span>
          </div>
          <ReasonField
            value={reason}
            error={errors.reason}
            onChange={(next) => {
              setReason(next);
              setErrors(({ reason: _reason, ...rest }) => rest);
            }}
          />
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose} disabled={grant.isPending}>
              {t('common.cancel')}
            </Button>
            <BusyButton type="submit" busy={grant.isPending} icon="check">
              {t('agents.grant.submit')}
            </BusyButton>
          </div>
        </form>
      )}
    </Modal>
  );
};
