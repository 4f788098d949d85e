/**
 * The account page's profile card: avatar, nickname, account and registration date; "Edit" opens
 * the nickname and a choice of the drawn avatars in place. The nickname is checked by the same field
 * rule as the server's (ADR 047) before it is sent; the server's refusal, if any, shows under it.
 */
import { checkField, hintOf, NICKNAME_RULE } from '@luckwell/contracts/auth/pattern-families';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import {
  AVATAR_COUNT,
  AVATAR_MAX_BYTES,
  AvatarMessageKey,
  avatarNumber,
  avatarUrl,
} from '@luckwell/contracts/member/profile';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useUpdateProfile, useUploadAvatar } from './account-api.ts';

const NICKNAME_HINT = hintOf(NICKNAME_RULE);
const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);

type Problem = { field: 'nickname' | 'avatar' | 'form'; text: string };

export const ProfileCard = ({ member }: { member: TMemberInfo }) => {
  const { t, i18n } = useTranslation();
  const imageUrl = useImageUrl();
  const ids = useId();
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState(member.nickname);
  const [avatar, setAvatar] = useState<number | undefined>(avatarNumber(member.iconUrl));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState(false);

  const startEditing = () => {
    setNickname(member.nickname);
    setAvatar(avatarNumber(member.iconUrl));
    setProblem(null);
    setSaved(false);
    setEditing(true);
  };

  /** Checks type and size here as the server will, then uploads; the header shows the new photo at once. */
  const uploadFile = async (file: File) => {
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
      setProblem({ field: 'avatar', text: t(AvatarMessageKey.invalid) });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem({ field: 'avatar', text: t(AvatarMessageKey.tooLarge) });
      return;
    }
    setProblem(null);
    try {
      const image = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
      await upload.mutateAsync(image);
      setEditing(false);
      setSaved(true);
    } catch (error) {
      setProblem({ field: 'avatar', text: errorText(t, error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkField(nickname, NICKNAME_RULE, true);
    if (local) {
      setProblem({ field: 'nickname', text: t(local.key, local.params ?? {}) });
      return;
    }
    setProblem(null);
    try {
      await update.mutateAsync({
        nickname: nickname.trim(),
        ...(avatar !== undefined && avatar !== avatarNumber(member.iconUrl) ? { avatar } : {}),
      });
      setEditing(false);
      setSaved(true);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      setProblem({
        field: field === 'body.nickname' ? 'nickname' : field === 'body.avatar' ? 'avatar' : 'form',
        text: errorText(t, error),
      });
    }
  };

  const rows: [string, string][] = [
    [t('acc_account'), member.account],
    [t('acc_registered'), formatWhen(member.createdAt, i18n.language, false)],
  ];

  return (
    <section
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-surface via-surface/95 to-black/60 p-4 shadow-xl shadow-black/30 sm:p-6"
      aria-label={t('acc_profile')}
      data-testid="profile-card"
    >
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={imageUrl(member.iconUrl)}
          alt={t('acc_avatar_current')}
          width={72}
          height={72}
          className="size-16 shrink-0 rounded-full bg-black/40 ring-2 ring-primary/60 sm:size-18"
        />
        <div className="min-w-48 flex-1">
          <p className="truncate text-lg font-bold text-ink sm:text-xl" data-testid="profile-nickname">
            {member.nickname}
          </p>
          <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm sm:flex sm:flex-wrap">
            {rows.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-muted">{label}:</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {!editing && (
          <button
            type="button"
            className={`ml-auto ${buttonClass({ size: 'sm', variant: 'secondary' })}`}
            onClick={startEditing}
          >
            {t('acc_edit_profile')}
          </button>
        )}
      </div>
      {saved && !editing && (
        <p role="status" className="mt-3 text-sm font-semibold text-emerald-300">
          {t('acc_profile_saved')}
        </p>
      )}

      {editing && (
        <form className="mt-5 grid gap-4 border-t border-line pt-5" onSubmit={submit} noValidate>
          <div>
            <label htmlFor={`${ids}-nickname`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('acc_nickname')}
            </label>
            <input
              id={`${ids}-nickname`}
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              maxLength={40}
              autoComplete="nickname"
              aria-invalid={problem?.field === 'nickname' ? true : undefined}
              aria-describedby={`${ids}-nickname-note`}
              className={`h-11 w-full max-w-sm rounded-xl border bg-black/30 px-4 text-sm text-ink transition focus:outline-none ${
                problem?.field === 'nickname'
                  ? 'border-red-400/80 focus:border-red-400'
                  : 'border-line focus:border-primary'
              }`}
            />
            <p
              id={`${ids}-nickname-note`}
              role={problem?.field === 'nickname' ? 'alert' : undefined}
              className={`mt-1.5 text-xs ${problem?.field === 'nickname' ? 'text-red-300' : 'text-muted'}`}
            >
              {problem?.field === 'nickname'
                ? problem.text
                : t(NICKNAME_HINT.key, NICKNAME_HINT.params ?? {})}
            </p>
          </div>
          <fieldset>
            <legend className="mb-2 text-xs font-semibold text-ink/90">{t('acc_avatar_choose')}</legend>
            <div className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap sm:gap-3">
              {AVATARS.map((n) => (
                <label
                  key={n}
                  className={`grid cursor-pointer place-items-center rounded-full p-0.5 ring-2 transition has-[:focus-visible]:ring-primary ${
                    avatar === n ? 'ring-primary' : 'ring-transparent hover:ring-line'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${ids}-avatar`}
                    value={n}
                    checked={avatar === n}
                    onChange={() => setAvatar(n)}
                    className="sr-only"
                    aria-label={t('acc_avatar_n', { n })}
                  />
                  <img
                    src={imageUrl(avatarUrl(n))}
                    alt=""
                    width={56}
                    height={56}
                    className="size-12 rounded-full bg-black/40 sm:size-14"
                  />
                </label>
              ))}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <label
                className={`cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${buttonClass({ size: 'sm', variant: 'secondary' })}`}
              >
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  className="sr-only"
                  disabled={upload.isPending}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void uploadFile(file);
                  }}
                />
                {upload.isPending ? t('acc_avatar_uploading') : t('acc_avatar_upload')}
              </label>
              <span className="text-xs text-muted">{t('acc_avatar_upload_hint')}</span>
            </div>
            {problem?.field === 'avatar' && (
              <p role="alert" className="mt-1.5 text-xs text-red-300">
                {problem.text}
              </p>
            )}
          </fieldset>
          {problem?.field === 'form' && (
            <p
              role="alert"
              className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-300"
            >
              {problem.text}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass({ size: 'sm' })} disabled={update.isPending}>
              {update.isPending ? t('acc_saving') : t('acc_save')}
            </button>
            <button
              type="button"
              className={buttonClass({ size: 'sm', variant: 'ghost' })}
              onClick={() => setEditing(false)}
            >
              {t('acc_cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
};
