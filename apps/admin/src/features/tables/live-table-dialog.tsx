/**
 * A live table's settings (`games.manage`, audited with a reason): open or closed, the stake limits
 * per spot, and the betting and dealing times of its next rounds. The server refuses a minimum above
 * the maximum, and closing while players have bets on the round; each refusal shows at its field.
 */
import type { TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { SwitchRow, TableFormDialog } from './table-form-dialog.tsx';
import { useTablesActions } from './tables-api.ts';
import { gameOf, millisOf, moneyOf, secondsOf } from './tables-labels.ts';

const FIELDS = ['minStake', 'maxStake', 'bettingMs', 'dealingMs'] as const;
type Field = (typeof FIELDS)[number];

export const LiveTableDialog = ({ table, onClose }: { table: TLiveTableAdmin; onClose: () => void }) => {
  const { t } = useTranslation();
  const { updateLive } = useTablesActions();
  const [enabled, setEnabled] = useState(table.enabled);
  const [draft, setDraft] = useState({
    minStake: table.minStake,
    maxStake: table.maxStake,
    bettingMs: secondsOf(table.bettingMs),
    dealingMs: secondsOf(table.dealingMs),
  });
  const failed = updateLive.isError ? failedField(updateLive.error) : '';
  const fieldError = (field: Field) => {
    if (failed !== field) return undefined;
    return errorKey(updateLive.error).startsWith('tables_err_')
      ? errorText(updateLive.error)
      : t(`tables.invalid.${field}`);
  };
  const set = (field: Field) => (event: { target: { value: string } }) => {
    updateLive.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };

  const submit = (reason: string) =>
    updateLive.mutate(
      {
        table: table.code,
        request: {
          enabled,
          minStake: moneyOf(draft.minStake) as TLiveTableAdmin['minStake'],
          maxStake: moneyOf(draft.maxStake) as TLiveTableAdmin['maxStake'],
          bettingMs: millisOf(draft.bettingMs),
          dealingMs: millisOf(draft.dealingMs),
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
          <span className="font-mono">{table.code}</span> · {gameOf(table)}
        </>
      }
      busy={updateLive.isPending}
      alert={
        updateLive.isError && !FIELDS.includes(failed as Field) ? errorText(updateLive.error) : undefined
      }
      onClose={onClose}
      onSubmit={submit}
    >
      <SwitchRow
        label={t('tables.form.enabled')}
        hint={t('tables.form.enabledHint')}
        checked={enabled}
        onChange={(next) => {
          updateLive.reset();
          setEnabled(next);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('tables.form.minStake')}
          value={draft.minStake}
          inputMode="decimal"
          hint={t('tables.form.limitsHint')}
          error={fieldError('minStake')}
          onChange={set('minStake')}
          data-autofocus
        />
        <TextField
          label={t('tables.form.maxStake')}
          value={draft.maxStake}
          inputMode="decimal"
          error={fieldError('maxStake')}
          onChange={set('maxStake')}
        />
        <TextField
          label={t('tables.form.bettingSeconds')}
          value={draft.bettingMs}
          inputMode="numeric"
          hint={t('tables.form.bettingHint')}
          error={fieldError('bettingMs')}
          onChange={set('bettingMs')}
        />
        <TextField
          label={t('tables.form.dealingSeconds')}
          value={draft.dealingMs}
          inputMode="numeric"
          hint={t('tables.form.dealingHint')}
          error={fieldError('dealingMs')}
          onChange={set('dealingMs')}
        />
      </div>
    </TableFormDialog>
  );
};
