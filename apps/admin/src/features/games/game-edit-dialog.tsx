/**
 * Editing one game of the catalogue: display name, icon (with a preview), hot/new/jackpot,
 * maintenance, sort order and RTP. Only what changed is sent; the server names a refused field.
 */
import type { TAdminGame, TUpdateGameRequest } from '@luckwell/contracts/admin/game-catalogue';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { SafeImage } from '@luckwell/ui/safe-image';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useGameActions } from './games-api.ts';

type Draft = {
  gameName: string;
  iconUrl: string;
  hot: boolean;
  new: boolean;
  jackpot: boolean;
  maintenance: boolean;
  sort: string;
  rtp: string;
};

const draftOf = (game: TAdminGame): Draft => ({
  gameName: game.gameName,
  iconUrl: game.iconUrl,
  hot: game.hot,
  new: game.new,
  jackpot: game.jackpot,
  maintenance: game.maintenance,
  sort: String(game.sort),
  rtp: game.rtp ?? '',
});

/** The fields that differ from the game, as the server takes them (text it cannot read goes as typed). */
const changesOf = (game: TAdminGame, draft: Draft) => {
  const body: Record<string, unknown> = {};
  if (draft.gameName.trim() !== game.gameName) body.gameName = draft.gameName.trim();
  if (draft.iconUrl.trim() !== game.iconUrl) body.iconUrl = draft.iconUrl.trim();
  for (const flag of ['hot', 'new', 'jackpot', 'maintenance'] as const) {
    if (draft[flag] !== game[flag]) body[flag] = draft[flag];
  }
  if (draft.sort.trim() !== String(game.sort)) {
    body.sort = /^\d{1,10}$/.test(draft.sort.trim()) ? Number(draft.sort.trim()) : draft.sort;
  }
  const rtp = draft.rtp.trim();
  if (rtp !== (game.rtp ?? '') && !(game.rtp && Number(rtp) === Number(game.rtp))) {
    body.rtp = rtp === '' ? null : rtp;
  }
  return body as TUpdateGameRequest;
};

const Check = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) => (
  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-page/60 px-3 text-sm text-ink has-[:checked]:border-primary/60 has-[:checked]:bg-primary/10">
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 accent-primary"
    />
    {label}
  </label>
);

export const GameEditDialog = ({ game, onClose }: { game: TAdminGame; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useGameActions().updateGame;
  const [draft, setDraft] = useState(() => draftOf(game));
  const [nothing, setNothing] = useState(false);
  const set = (key: 'gameName' | 'iconUrl' | 'sort' | 'rtp') => (event: { target: { value: string } }) => {
    setNothing(false);
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  };
  const flag = (key: 'hot' | 'new' | 'jackpot' | 'maintenance') => (next: boolean) => {
    setNothing(false);
    setDraft((d) => ({ ...d, [key]: next }));
  };
  const failed = save.isError ? ((save.error as { field?: string }).field ?? '').replace(/^body\./, '') : '';
  const fieldError = (key: string) => (failed === key ? t('gc.form.invalid') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(game, draft);
    if (Object.keys(body).length === 0) {
      setNothing(true);
      return;
    }
    save.mutate(
      { id: game.id, ...body },
      {
        onSuccess: (saved) => {
          toast.success(t('gc.toast.saved', { name: saved.gameName }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={save.isPending ? () => undefined : onClose}
      title={t('gc.editGame', { name: game.gameName })}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="font-mono text-xs text-muted">
          {t('gc.form.code', { code: game.gameCode, vendor: game.vassalage, category: game.gameType })}
        </p>
        <div className="grid gap-4 sm:grid-cols-[7rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center gap-1.5">
            <SafeImage
              src={draft.iconUrl.trim() || undefined}
              alt={t('gc.form.iconPreview')}
              fallbackLabel={draft.gameName}
              className="size-28 rounded-2xl border border-line/70 object-cover text-xl"
            />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <TextField
              label={t('gc.form.name')}
              value={draft.gameName}
              maxLength={120}
              error={fieldError('gameName')}
              onChange={set('gameName')}
              data-autofocus
            />
            <TextField
              label={t('gc.form.icon')}
              value={draft.iconUrl}
              maxLength={500}
              hint={t('gc.form.iconHint')}
              error={fieldError('iconUrl')}
              onChange={set('iconUrl')}
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink/90">{t('gc.form.flags')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            <Check label={t('games.flag.hot')} checked={draft.hot} onChange={flag('hot')} />
            <Check label={t('games.flag.new')} checked={draft.new} onChange={flag('new')} />
            <Check label={t('games.flag.jackpot')} checked={draft.jackpot} onChange={flag('jackpot')} />
          </div>
          <Check
            label={t('gc.form.maintenance')}
            checked={draft.maintenance}
            onChange={flag('maintenance')}
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('gc.form.sort')}
            value={draft.sort}
            inputMode="numeric"
            hint={t('gc.form.sortHint')}
            error={fieldError('sort')}
            onChange={set('sort')}
          />
          <TextField
            label={t('gc.form.rtp')}
            value={draft.rtp}
            inputMode="decimal"
            hint={t('gc.form.rtpHint')}
            error={fieldError('rtp')}
            onChange={set('rtp')}
          />
        </div>
        {nothing && <FormAlert>{t('gc.form.nothing')}</FormAlert>}
        {save.isError && !failed && <FormAlert>{errorText(save.error)}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('gc.form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
