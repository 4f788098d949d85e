/**
 * A live table's settings (`games.manage`, audited with a reason): open or closed, the stake limits
 * per spot, and the betting and dealing times of its next rounds. The server refuses a minimum above
 * the maximum, and closing while players have bets on the round; each refusal shows at its field.
 */
import type { TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField, TextField } from '../../shared/form-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
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
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    updateLive.mutate(
      {
        table: table.code,
        request: {
          enabled,
          minStake: moneyOf(draft.minStake) as TLiveTableAdmin['minStake'],
          maxStake: moneyOf(draft.maxStake) as TLiveTableAdmin['maxStake'],
          bettingMs: millisOf(draft.bettingMs),
          dealingMs: millisOf(draft.dealingMs),
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
      onClose={updateLive.isPending ? () => undefined : onClose}
      title={t('tables.editTable', { name: table.name })}
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-xs text-muted">
          <span className="font-mono">{table.code}</span> · {gameOf(table)}
        </p>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-page/60 px-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">{t('tables.form.enabled')}</p>
            <p className="text-xs text-muted">{t('tables.form.enabledHint')}</p>
          </div>
          <Switch
            checked={enabled}
            label={t('tables.form.enabled')}
            onChange={(next) => {
              updateLive.reset();
              setEnabled(next);
            }}
          />
        </div>
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
        {updateLive.isError && !FIELDS.includes(failed as Field) && (
          <FormAlert>{errorText(updateLive.error)}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={updateLive.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={updateLive.isPending} icon="check">
            {t('tables.form.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
