/**
 * A live table's stake limits per brand (`games.manage`, audited with a reason): a brand plays the
 * table's limits unless it has its own. The operator picks a brand, sees what its players bet within
 * now, and sets limits of its own or puts it back on the table's. The server refuses a minimum above
 * the maximum at its field; bets already placed stand.
 */
import type { TLiveBrandLimitsRequest, TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { SwitchRow, TableFormDialog } from './table-form-dialog.tsx';
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

  const submit = (reason: string) => {
    const limits = form.ownLimits
      ? ({ minStake: moneyOf(form.minStake), maxStake: moneyOf(form.maxStake) } as NonNullable<
          TLiveBrandLimitsRequest['limits']
        >)
      : null;
    setBrandLimits.mutate(
      { table: table.code, brand, request: { limits, reason } },
      {
        onSuccess: (saved) => {
          toast.success(t('tables.brandLimits.saved', { brand, name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <TableFormDialog
      title={t('tables.brandLimits.title', { name: table.name })}
      subtitle={
        <>
          <span className="font-mono">{table.code}</span> · {gameOf(table)} ·{' '}
          {t('tables.brandLimits.tableLimits', {
            min: formatMoney(table.minStake),
            max: formatMoney(table.maxStake),
          })}
        </>
      }
      busy={setBrandLimits.isPending || !brand}
      alert={setBrandLimits.isError && !(failed in FIELDS) ? errorText(setBrandLimits.error) : undefined}
      onClose={onClose}
      onSubmit={submit}
    >
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
      <SwitchRow
        label={t('tables.brandLimits.own')}
        hint={t('tables.brandLimits.ownHint')}
        checked={form.ownLimits}
        onChange={(next) => change({ ownLimits: next })}
      />
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
    </TableFormDialog>
  );
};
