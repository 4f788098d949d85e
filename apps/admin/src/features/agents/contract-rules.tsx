/**
 * Agents → Contract rules at /admin/agents/rules: for the brand, one card per contract kind — on or
 * off, the settlement cycle, who pays (the brand, or each agent's upline from their wallet) and the
 * highest rate a contract of the kind may pay — saved with a reason (`agents.manage`). Kinds this
 * build cannot settle yet (hourly and real-time salary) show as they are, switched off.
 */
import type { TAdminContractSettings } from '@luckwell/contracts/admin/agents';
import {
  DIVIDEND_CYCLES,
  fixedCycleOf,
  type TContractCycle,
} from '@luckwell/contracts/agent/agent-contracts';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField, reasonTooShort } from '../../shared/reason-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { failedField, percent, rateOf, typedRate } from './agent-labels.ts';
import { useAgentActions, useContractSettings } from './agents-api.ts';
import { useAgentsBrand } from './agents-screen.tsx';

const FIELDS = ['enabled', 'cycle', 'payer', 'maxRate', 'reason'] as const;
type Field = (typeof FIELDS)[number];

const RuleCard = ({ brand, rules }: { brand: string; rules: TAdminContractSettings }) => {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  const { saveSettings: save } = useAgentActions();
  const [enabled, setEnabled] = useState(rules.enabled);
  const [cycle, setCycle] = useState<TContractCycle>(rules.cycle);
  const [payer, setPayer] = useState(rules.payer);
  const [maxRate, setMaxRate] = useState(rules.maxRate);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const editable = canManage;
  const kind = t(`agents.kind.${rules.kind}`);
  // Wages and salaries are paid for each day, hour or 5 minutes: their cycle is not a choice.
  const fixedCycle = fixedCycleOf(rules.kind);
  const cycles: readonly TContractCycle[] = fixedCycle ? [fixedCycle] : DIVIDEND_CYCLES;

  const failed = save.isError ? (failedField(save.error) as Field | string) : '';
  const fieldError = (field: Field) => {
    if (field === 'reason' && missingReason) return t('agents.reason.invalid');
    if (failed !== field) return undefined;
    return errorKey(save.error) === 'in_input_error'
      ? t(`agents.rules.invalid.${field}`)
      : errorText(save.error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable || save.isPending) return;
    if (reasonTooShort(reason)) {
      setMissingReason(true);
      return;
    }
    const rate = typedRate(maxRate);
    save.mutate(
      {
        kind: rules.kind,
        merchantCode: brand,
        enabled,
        cycle,
        payer,
        // A rate as the wire writes it ("3" → "3.00"); anything else as typed, for the server to name.
        maxRate: rate === null ? maxRate.trim() : rateOf(rate),
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          setReason('');
          toast.success(t('agents.rules.saved', { kind, brand }));
        },
      },
    );
  };

  return (
    <section
      aria-label={kind}
      className="flex flex-col gap-4 rounded-2xl border border-line/70 bg-surface/60 p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-bold text-ink">{kind}</h3>
          <p className="mt-1 text-xs text-muted">{t(`agents.kind.${rules.kind}.body`)}</p>
        </div>
        <Badge tone={rules.enabled ? 'jade' : 'neutral'} dot>
          {t(rules.enabled ? 'agents.rules.on' : 'agents.rules.off')}
        </Badge>
      </header>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <div className="flex items-center gap-3">
            <Switch
              checked={enabled}
              label={t('agents.rules.enabledOf', { kind })}
              disabled={!editable}
              onChange={setEnabled}
            />
            <span aria-hidden="true" className="text-sm font-semibold text-ink/90">
              {t('agents.rules.enabled')}
            </span>
          </div>
          {fieldError('enabled') && <p className="text-[13px] text-danger">{fieldError('enabled')}</p>}
        </div>
        <SelectField
          label={t('agents.rules.cycle')}
          value={cycle}
          disabled={!editable || fixedCycle !== undefined}
          hint={fixedCycle ? t('agents.rules.cycleFixed') : undefined}
          error={fieldError('cycle')}
          onChange={(event) => setCycle(event.target.value as TContractCycle)}
        >
          {cycles.map((option) => (
            <option key={option} value={option}>
              {t(`agents.cycle.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agents.rules.payer')}
          value={payer}
          disabled={!editable}
          hint={t(`agents.payer.${payer}.body`)}
          error={fieldError('payer')}
          onChange={(event) => setPayer(event.target.value as typeof payer)}
        >
          <option value="platform">{t('agents.payer.platform')}</option>
          <option value="upline">{t('agents.payer.upline')}</option>
        </SelectField>
        <TextField
          label={t('agents.rules.maxRate')}
          hint={t('agents.rules.maxRateHint', { rate: percent(rules.maxRate) })}
          value={maxRate}
          inputMode="decimal"
          disabled={!editable}
          error={fieldError('maxRate')}
          onChange={(event) => setMaxRate(event.target.value)}
        />
        {editable && (
          <ReasonField
            value={reason}
            error={fieldError('reason')}
            onChange={(next) => {
              setReason(next);
              setMissingReason(false);
            }}
          />
        )}
        {save.isError && !FIELDS.includes(failed as Field) && (
          <div className="sm:col-span-2">
            <FormAlert>{errorText(save.error)}</FormAlert>
          </div>
        )}
        <div className="flex items-center justify-end gap-3 sm:col-span-2">
          {editable ? (
            <BusyButton type="submit" busy={save.isPending} icon="check">
              {t('agents.rules.save')}
            </BusyButton>
          ) : (
            <p className="text-xs text-muted">{t('agents.rules.readOnly')}</p>
          )}
        </div>
      </form>
    </section>
  );
};

export const ContractRulesView = () => {
  const { t } = useTranslation();
  const brand = useAgentsBrand();
  const settings = useContractSettings(brand);
  return (
    <section aria-labelledby="agents-rules" className="flex flex-col gap-4">
      <div>
        <h2 id="agents-rules" className="text-lg font-bold text-ink">
          {t('agents.view.rules')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('agents.rules.body', { brand })}</p>
      </div>
      {settings.isPending ? (
        <Loader label={t('common.loading')} className="min-h-40" />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data.length === 0 ? (
        <EmptyState title={t('agents.rules.empty.title')} description={t('agents.rules.empty.body')} />
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {settings.data.map((rules) => (
            // Keyed by what the server holds, so a card starts again from it after a save.
            <RuleCard
              key={`${brand}:${rules.kind}:${rules.enabled}:${rules.cycle}:${rules.payer}:${rules.maxRate}`}
              brand={brand}
              rules={rules}
            />
          ))}
        </div>
      )}
    </section>
  );
};
