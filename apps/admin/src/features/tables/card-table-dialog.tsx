/**
 * A card table's settings (`games.manage`, audited with a reason): open or closed (a closed table
 * seats no one new; hands being played finish), the rake's percentage of a player's win and its cap
 * per hand.
 */
import type { TCardTableAdmin } from '@luckwell/contracts/admin/tables';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField, TextField } from '../../shared/form-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useTablesActions } from './tables-api.ts';
import { basisPointsOf, cardGameOf, moneyOf, percentOf } from './tables-labels.ts';

const FIELDS = ['rakeBps', 'rakeCap'] as const;
type Field = (typeof FIELDS)[number];

export const CardTableDialog = ({ table, onClose }: { table: TCardTableAdmin; onClose: () => void }) => {
  const { t } = useTranslation();
  const { updateCard } = useTablesActions();
  const [enabled, setEnabled] = useState(table.enabled);
  const [draft, setDraft] = useState({ rakeBps: percentOf(table.rakeBps), rakeCap: table.rakeCap });
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const failed = updateCard.isError ? failedField(updateCard.error) : '';
  const fieldError = (field: Field) => (failed === field ? t(`tables.invalid.${field}`) : undefined);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    updateCard.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    updateCard.mutate(
      {
        table: table.code,
        request: {
          enabled,
          rakeBps: basisPointsOf(draft.rakeBps),
          rakeCap: moneyOf(draft.rakeCap) as TCardTableAdmin['rakeCap'],
          reason: reason.trim(),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t('tables.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={updateCard.isPending ? () => undefined : onClose}
      title={t('tables.editTable', { name: table.name })}
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-xs text-muted">
          <span className="font-mono">{table.code}</span> · {cardGameOf(table.game)}
        </p>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-page/60 px-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">{t('tables.form.enabled')}</p>
            <p className="text-xs text-muted">{t('tables.form.cardEnabledHint')}</p>
          </div>
          <Switch
            checked={enabled}
            label={t('tables.form.enabled')}
            onChange={(next) => {
              updateCard.reset();
              setEnabled(next);
            }}
          />
        </div>
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
        {updateCard.isError && !FIELDS.includes(failed as Field) && (
          <FormAlert>{errorText(updateCard.error)}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={updateCard.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={updateCard.isPending} icon="check">
            {t('tables.form.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
