/**
 * A live table's stake limits per brand (`games.manage`, audited with a reason): a brand plays the
 * table's limits unless it has its own. The operator picks a brand, sees what its players bet within
 * now, and sets limits of its own or puts it back on the table's. The server refuses a minimum above
 * the maximum at its field; bets already placed stand.
 */
import type { TLiveBrandLimitsRequest, TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { useTablesActions } from './tables-api.ts';
import { gameOf, moneyOf } from './tables-labels.ts';

const FIELDS = { 'limits.minStake': 'minStake', 'limits.maxStake': 'maxStake' } as const;

export const BrandLimitsDialog = ({ table, onClose }: { table: TLiveTableAdmin; onClose: () => void }) => {
  const { t } = useTranslation();
  const brands = useBrands();
  const { setBrandLimits } = useTablesActions();
  const [chosen, setChosen] = useState('');
  const brand = pickedBrand(chosen, brands.data);
  const own = table.brandLimits.find((l) => l.brand === brand);
  const [draft, setDraft] = useState<{
    brand: string;
    ownLimits: boolean;
    minStake: string;
    maxStake: string;
  }>();
  // The form follows the picked brand until the operator types.
  const form =
    draft?.brand === brand
      ? draft
      : {
          brand,
          ownLimits: own !== undefined,
          minStake: own?.minStake ?? table.minStake,
          maxStake: own?.maxStake ?? table.maxStake,
        };
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const failed = setBrandLimits.isError ? failedField(setBrandLimits.error) : '';
  const fieldError = (field: 'minStake' | 'maxStake') => {
    if (FIELDS[failed as keyof typeof FIELDS] !== field) return undefined;
    return errorKey(setBrandLimits.error).startsWith('tables_err_')
      ? errorText(setBrandLimits.error)
      : t(`tables.invalid.${field}`);
  };
  const change = (patch: Partial<typeof form>) => {
    setBrandLimits.reset();
    setDraft({ ...form, ...patch });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    const limits = form.ownLimits
      ? ({ minStake: moneyOf(form.minStake), maxStake: moneyOf(form.maxStake) } as NonNullable<
          TLiveBrandLimitsRequest['limits']
        >)
      : null;
    setBrandLimits.mutate(
      { table: table.code, brand, request: { limits, reason: reason.trim() } },
      {
        onSuccess: (saved) => {
          toast.success(t('tables.brandLimits.saved', { brand, name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={setBrandLimits.isPending ? () => undefined : onClose}
      title={t('tables.brandLimits.title', { name: table.name })}
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-xs text-muted">
          <span className="font-mono">{table.code}</span> · {gameOf(table)} ·{' '}
          {t('tables.brandLimits.tableLimits', {
            min: formatMoney(table.minStake),
            max: formatMoney(table.maxStake),
          })}
        </p>
        <BrandSelect
          value={brand}
          onChange={(code) => {
            setBrandLimits.reset();
            setChosen(code);
          }}
        />
        <p className="text-sm text-ink/90" data-testid="brand-limits-now">
          {own
            ? t('tables.brandLimits.nowOwn', {
                brand,
                min: formatMoney(own.minStake),
                max: formatMoney(own.maxStake),
              })
            : t('tables.brandLimits.nowTable', { brand })}
        </p>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-page/60 px-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">{t('tables.brandLimits.own')}</p>
            <p className="text-xs text-muted">{t('tables.brandLimits.ownHint')}</p>
          </div>
          <Switch
            checked={form.ownLimits}
            label={t('tables.brandLimits.own')}
            onChange={(next) => change({ ownLimits: next })}
          />
        </div>
        {form.ownLimits && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('tables.form.minStake')}
              value={form.minStake}
              inputMode="decimal"
              hint={t('tables.form.limitsHint')}
              error={fieldError('minStake')}
              onChange={(event) => change({ minStake: event.target.value })}
            />
            <TextField
              label={t('tables.form.maxStake')}
              value={form.maxStake}
              inputMode="decimal"
              error={fieldError('maxStake')}
              onChange={(event) => change({ maxStake: event.target.value })}
            />
          </div>
        )}
        <TextAreaField
          label={t('confirm.reason')}
          placeholder={t('confirm.reasonPlaceholder')}
          value={reason}
          maxLength={200}
          rows={2}
          error={reasonMissing ? t('tables.invalid.reason') : undefined}
          onChange={(event) => {
            setReasonMissing(false);
            setReason(event.target.value);
          }}
        />
        {setBrandLimits.isError && !(failed in FIELDS) && (
          <FormAlert>{errorText(setBrandLimits.error)}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={setBrandLimits.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={setBrandLimits.isPending || !brand} icon="check">
            {t('tables.form.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
