/**
 * An arena's settings (`tables.manage`, audited with a reason): its name, open or closed, the odds
 * (a parimutuel cut, or fixed Meron and Wala prices), the stake limits per side, and the operator's
 * live stream (empty: the player's page draws the arena). New odds apply from the next fight — a
 * running fight keeps the odds it opened with; limits bound the next bets at once. The server refuses
 * a cut or a price outside the engine's range, a minimum above the maximum, a stream that is not
 * https, and closing while a fight runs; each refusal shows at its field.
 */
import type { TArenaAdmin, TArenaOddsRequest } from '@luckwell/contracts/admin/arenas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { SwitchRow, TableFormDialog } from '../tables/table-form-dialog.tsx';
import { basisPointsOf, moneyOf } from '../tables/tables-labels.ts';
import { useArenaUpdate } from './arenas-api.ts';
import { milliOf, percentOf, priceOf, running } from './arenas-labels.ts';

type OddsMode = TArenaOddsRequest['mode'];
/** The form's fields, as the server names them (without `body.`). */
const FIELDS = {
  name: 'name',
  enabled: 'enabled',
  cut: 'odds.cutBps',
  meron: 'odds.meronMilli',
  wala: 'odds.walaMilli',
  minStake: 'limits.minStake',
  maxStake: 'limits.maxStake',
  streamUrl: 'streamUrl',
} as const;
type Field = keyof typeof FIELDS;
const SERVER_FIELDS: readonly string[] = Object.values(FIELDS);

const ModeSwitch = ({ mode, onChange }: { mode: OddsMode; onChange: (mode: OddsMode) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex w-full min-w-0 gap-1 rounded-xl border border-line bg-page/60 p-1">
      <legend className="sr-only">{t('arenas.edit.oddsMode')}</legend>
      {(['parimutuel', 'fixed'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={`min-h-9 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors ${
            mode === option ? 'bg-gold text-on-primary shadow shadow-primary/20' : 'text-muted hover:text-ink'
          }`}
        >
          {t(`arenas.edit.mode.${option}`)}
        </button>
      ))}
    </fieldset>
  );
};

export const ArenaSettingsDialog = ({ arena, onClose }: { arena: TArenaAdmin; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useArenaUpdate();
  const [enabled, setEnabled] = useState(arena.enabled);
  const [mode, setMode] = useState<OddsMode>(arena.odds.mode);
  const [draft, setDraft] = useState({
    name: arena.name,
    cut: percentOf(arena.odds.cutBps ?? 500),
    meron: priceOf(arena.odds.meronMilli ?? 1900),
    wala: priceOf(arena.odds.walaMilli ?? 1900),
    minStake: arena.minStake,
    maxStake: arena.maxStake,
    streamUrl: arena.streamUrl ?? '',
  });
  const failed = update.isError ? failedField(update.error) : '';
  const fieldError = (field: Field) => {
    if (failed !== FIELDS[field]) return undefined;
    return errorKey(update.error).startsWith('arenas_err_')
      ? errorText(update.error)
      : t(`arenas.invalid.${field}`);
  };
  const set = (field: Exclude<Field, 'enabled'>) => (event: { target: { value: string } }) => {
    update.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };
  const fight = arena.fight;

  const submit = (reason: string) => {
    const odds: TArenaOddsRequest =
      mode === 'parimutuel'
        ? { mode, cutBps: basisPointsOf(draft.cut) }
        : { mode, meronMilli: milliOf(draft.meron), walaMilli: milliOf(draft.wala) };
    const stream = draft.streamUrl.trim();
    update.mutate(
      {
        arena: arena.code,
        request: {
          name: draft.name.trim(),
          enabled,
          odds,
          limits: {
            minStake: moneyOf(draft.minStake) as TArenaAdmin['minStake'],
            maxStake: moneyOf(draft.maxStake) as TArenaAdmin['maxStake'],
          },
          streamUrl: stream === '' ? null : stream,
          reason,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t('arenas.edit.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  const enabledError = fieldError('enabled');
  return (
    <TableFormDialog
      title={t('arenas.edit.title', { name: arena.name })}
      subtitle={
        <>
          <span className="font-mono">{arena.code}</span> · {t(`arenas.mode.${arena.mode}`)}
        </>
      }
      busy={update.isPending}
      alert={update.isError && !SERVER_FIELDS.includes(failed) ? errorText(update.error) : undefined}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('arenas.edit.name')}
        value={draft.name}
        maxLength={64}
        error={fieldError('name')}
        onChange={set('name')}
        data-autofocus
      />
      <div className="flex flex-col gap-1.5">
        <SwitchRow
          label={t('arenas.edit.enabled')}
          hint={t('arenas.edit.enabledHint')}
          checked={enabled}
          onChange={(next) => {
            update.reset();
            setEnabled(next);
          }}
        />
        {enabledError && (
          <p role="alert" className="px-1 text-xs font-medium text-danger">
            {enabledError}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-3 rounded-xl border border-line/70 px-4 pt-2 pb-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t('arenas.odds.label')}</legend>
        <ModeSwitch
          mode={mode}
          onChange={(next) => {
            update.reset();
            setMode(next);
          }}
        />
        {mode === 'parimutuel' ? (
          <TextField
            label={t('arenas.edit.cut')}
            value={draft.cut}
            inputMode="decimal"
            hint={t('arenas.edit.cutHint')}
            error={fieldError('cut')}
            onChange={set('cut')}
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('arenas.edit.meron')}
              value={draft.meron}
              inputMode="decimal"
              hint={t('arenas.edit.priceHint')}
              error={fieldError('meron')}
              onChange={set('meron')}
            />
            <TextField
              label={t('arenas.edit.wala')}
              value={draft.wala}
              inputMode="decimal"
              error={fieldError('wala')}
              onChange={set('wala')}
            />
          </div>
        )}
        <p role="note" className="text-xs text-muted">
          {running(fight)
            ? t('arenas.edit.oddsRunning', { number: fight.number })
            : t('arenas.edit.oddsNext')}
        </p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('arenas.edit.minStake')}
          value={draft.minStake}
          inputMode="decimal"
          hint={t('arenas.edit.limitsHint')}
          error={fieldError('minStake')}
          onChange={set('minStake')}
        />
        <TextField
          label={t('arenas.edit.maxStake')}
          value={draft.maxStake}
          inputMode="decimal"
          error={fieldError('maxStake')}
          onChange={set('maxStake')}
        />
      </div>
      <TextField
        label={t('arenas.edit.streamUrl')}
        value={draft.streamUrl}
        type="url"
        inputMode="url"
        maxLength={300}
        placeholder="https://"
        hint={t('arenas.edit.streamHint')}
        error={fieldError('streamUrl')}
        onChange={set('streamUrl')}
      />
    </TableFormDialog>
  );
};
