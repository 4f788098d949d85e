/**
 * A lottery game's settings (`lottery.manage`, audited): sales on or off, how many seconds before
 * the draw sales close (less than a fast game's interval), the prize group of a fast game with one
 * (1,700–1,960: every product returns group ÷ 2,000), the liability cap per number and product, and a
 * Vietnamese or Southeast-Asian game's rates. What cannot be read goes as typed, and the server names
 * the refused field.
 */
import type { TLotteryAdminGame, TLotterySettingsRequest } from '@luckwell/contracts/admin/lottery';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useLotteryActions } from './lottery-api.ts';
import { durationText, gameName, intervalText } from './lottery-labels.ts';
import {
  failedRate,
  hasOwnRates,
  type RateDraft,
  RatesEditor,
  rateDraftOf,
  ratesRequest,
} from './rates-editor.tsx';

type Draft = {
  enabled: boolean;
  closeSeconds: string;
  prizeGroup: string;
  cap: string;
  liabilityMode: TLotteryAdminGame['liabilityMode'];
  reducedPercent: string;
};

/** "10,000,000" → "10000000.00"; anything else as typed (the server names it). */
const moneyOf = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return typed.trim();
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** A whole number as typed ("1,900" → 1900), or the text for the server to refuse. */
const integerOf = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : typed.trim();
};

const settingsRequest = (game: TLotteryAdminGame, draft: Draft, rates: RateDraft) => {
  const changedRates = ratesRequest(game, rates);
  return {
    enabled: draft.enabled,
    closeSeconds: integerOf(draft.closeSeconds),
    prizeGroup: game.prizeGroup === null ? null : integerOf(draft.prizeGroup),
    cap: moneyOf(draft.cap),
    liabilityMode: draft.liabilityMode,
    reducedPercent: integerOf(draft.reducedPercent),
    ...(changedRates ? { rates: changedRates } : {}),
  } as TLotterySettingsRequest;
};

const FIELDS = ['closeSeconds', 'prizeGroup', 'cap', 'reducedPercent'] as const;

export const GameSettingsDialog = ({ game, onClose }: { game: TLotteryAdminGame; onClose: () => void }) => {
  const { t } = useTranslation();
  const { saveSettings } = useLotteryActions();
  const [draft, setDraft] = useState<Draft>({
    enabled: game.enabled,
    closeSeconds: String(game.closeSeconds),
    prizeGroup: game.prizeGroup === null ? '' : String(game.prizeGroup),
    cap: game.cap,
    liabilityMode: game.liabilityMode,
    reducedPercent: String(game.reducedPercent),
  });
  const [rates, setRates] = useState<RateDraft>(() => rateDraftOf(game));
  const failed = saveSettings.isError ? failedField(saveSettings.error) : '';
  const failedRateKey = failed ? failedRate(game, failed) : null;
  const rateError = () => {
    const key = errorKey(saveSettings.error);
    return key.startsWith('lottery_err_')
      ? String(errorText(saveSettings.error))
      : t('lottery.games.invalid.rate');
  };
  const fieldError = (field: (typeof FIELDS)[number]) => {
    if (failed !== field) return undefined;
    const key = errorKey(saveSettings.error);
    return key.startsWith('lottery_err_')
      ? errorText(saveSettings.error)
      : t(`lottery.games.invalid.${field}`);
  };
  const set = (field: Exclude<keyof Draft, 'enabled'>) => (event: { target: { value: string } }) => {
    saveSettings.reset();
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveSettings.mutate(
      { game: game.key, settings: settingsRequest(game, draft, rates) },
      {
        onSuccess: (saved) => {
          toast.success(t('lottery.games.saved', { name: gameName(saved.key) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={saveSettings.isPending ? () => undefined : onClose}
      title={t('lottery.games.editGame', { name: gameName(game.key) })}
      closeLabel={t('common.close')}
      size={hasOwnRates(game) ? 'lg' : 'md'}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-xs text-muted">
          <span className="font-mono">{game.key}</span> · {t(`lottery.group.${game.group}`)} ·{' '}
          {intervalText(game)}
        </p>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-page/60 px-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">{t('lottery.games.form.enabled')}</p>
            <p className="text-xs text-muted">{t('lottery.games.form.enabledHint')}</p>
          </div>
          <Switch
            checked={draft.enabled}
            label={t('lottery.games.form.enabled')}
            onChange={(enabled) => {
              saveSettings.reset();
              setDraft((d) => ({ ...d, enabled }));
            }}
          />
        </div>
        <TextField
          label={t('lottery.games.form.closeSeconds')}
          value={draft.closeSeconds}
          inputMode="numeric"
          hint={
            game.intervalSeconds
              ? t('lottery.games.form.closeHintFast', { interval: durationText(game.intervalSeconds) })
              : t('lottery.games.form.closeHintDaily')
          }
          error={fieldError('closeSeconds')}
          onChange={set('closeSeconds')}
          data-autofocus
        />
        {game.prizeGroup !== null && (
          <TextField
            label={t('lottery.games.form.prizeGroup')}
            value={draft.prizeGroup}
            inputMode="numeric"
            hint={t('lottery.games.form.prizeGroupHint')}
            error={fieldError('prizeGroup')}
            onChange={set('prizeGroup')}
          />
        )}
        <TextField
          label={t('lottery.games.form.cap')}
          value={draft.cap}
          inputMode="decimal"
          hint={t('lottery.games.form.capHint')}
          error={fieldError('cap')}
          onChange={set('cap')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('lottery.games.form.liabilityMode')}
            value={draft.liabilityMode}
            hint={t(`lottery.games.form.liabilityModeHint.${draft.liabilityMode}`)}
            onChange={set('liabilityMode')}
          >
            <option value="close">{t('lottery.games.liabilityMode.close')}</option>
            <option value="reduce">{t('lottery.games.liabilityMode.reduce')}</option>
          </SelectField>
          {draft.liabilityMode === 'reduce' && (
            <TextField
              label={t('lottery.games.form.reducedPercent')}
              value={draft.reducedPercent}
              inputMode="numeric"
              hint={t('lottery.games.form.reducedPercentHint')}
              error={fieldError('reducedPercent')}
              onChange={set('reducedPercent')}
            />
          )}
        </div>
        {hasOwnRates(game) && (
          <RatesEditor
            game={game}
            draft={rates}
            failedKey={failedRateKey}
            failedText={failedRateKey ? rateError() : undefined}
            onChange={(key, part, value) => {
              saveSettings.reset();
              setRates((r) => ({
                ...r,
                [key]: { num: r[key]?.num ?? '', den: r[key]?.den ?? '', [part]: value },
              }));
            }}
          />
        )}
        {saveSettings.isError && !failedRateKey && !FIELDS.includes(failed as (typeof FIELDS)[number]) && (
          <FormAlert>{errorText(saveSettings.error)}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saveSettings.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={saveSettings.isPending} icon="check">
            {t('lottery.games.form.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
