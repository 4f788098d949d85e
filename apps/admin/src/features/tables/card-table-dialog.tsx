/**
 * A card table's settings (`games.manage`, audited with a reason): open or closed (a closed table
 * seats no one new; hands being played finish), the rake's percentage of a player's win and its cap
 * per hand.
 */
import type { TCardTableAdmin } from '@luckwell/contracts/admin/tables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, failedField } from '../../shared/error-text.ts';
import { TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { SwitchRow, TableFormDialog } from './table-form-dialog.tsx';
import { useTablesActions } from './tables-api.ts';
import { basisPointsOf, cardGameOf, moneyOf, percentOf } from './tables-labels.ts';

const FIELDS = ['rakeBps', 'rakeCap'] as const;
type Field = (typeof FIELDS)[number];

export const CardTableDialog = ({ table, onClose }: { table: TCardTableAdmin; onClose: () => void }) => {
  const { t } = useTranslation();
  const { updateCard } = useTablesActions();
  const [enabled, setEnabled] = useState(table.enabled);
  const [draft, setDraft] = useState({ rakeBps: percentOf(table.rakeBps), rakeCap: table.rakeCap });
  const failed = updateCard.isError ? failedField(updateCard.error) : '';
  const fieldError = (field: Field) => (failed === field ? t(`tables.invalid.${field}`) : undefined);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    updateCard.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };

  const submit = (reason: string) =>
    updateCard.mutate(
      {
        table: table.code,
        request: {
          enabled,
          rakeBps: basisPointsOf(draft.rakeBps),
          rakeCap: moneyOf(draft.rakeCap) as TCardTableAdmin['rakeCap'],
          reason,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t('tables.saved', { name: saved.name }));
          onClose();
        },
      },
    );

  return (
    <TableFormDialog
      title={t('tables.editTable', { name: table.name })}
      subtitle={
        <>
          <span className="font-mono">{table.code}</span> · {cardGameOf(table.game)}
        </>
      }
      busy={updateCard.isPending}
      alert={
        updateCard.isError && !FIELDS.includes(failed as Field) ? errorText(updateCard.error) : undefined
      }
      onClose={onClose}
      onSubmit={submit}
    >
      <SwitchRow
        label={t('tables.form.enabled')}
        hint={t('tables.form.cardEnabledHint')}
        checked={enabled}
        onChange={(next) => {
          updateCard.reset();
          setEnabled(next);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('tables.form.rakePercent')}
          value={draft.rakeBps}
          inputMode="decimal"
          hint={t('tables.form.rakeHint')}
          error={fieldError('rakeBps')}
          onChange={set('rakeBps')}
          data-autofocus
        />
        <TextField
          label={t('tables.form.rakeCap')}
          value={draft.rakeCap}
          inputMode="decimal"
          error={fieldError('rakeCap')}
          onChange={set('rakeCap')}
        />
      </div>
    </TableFormDialog>
  );
};
