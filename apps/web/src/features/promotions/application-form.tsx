/**
 * Applying for an application promotion (spec §3 "Promotion application", §5: a comment of at most
 * 140 characters and up to 3 png/jpg images of 5 MB each; ADR 070). The images show as thumbnails
 * that can be taken out again; the server checks everything once more and an operator reviews it.
 */
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '@luckwell/contracts/member/promotions';
import { Button } from '@luckwell/ui/button';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, readImageFile } from '../../shared/image-file.ts';

type Picked = { name: string; url: string };

export const ApplicationForm = ({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (application: { comment: string; images: string[] }) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = APPLICATION_IMAGES_MAX - images.length;
    if (files.length > room) setProblem(t('pr_apply_images_max', { count: APPLICATION_IMAGES_MAX }));
    const added: Picked[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = imageFileProblem(file);
      if (refused) {
        setProblem(t(refused === 'type' ? 'pr_apply_image_type' : 'in_promo_image_too_large'));
        continue;
      }
      const url = await readImageFile(file);
      if (url) added.push({ name: file.name, url });
    }
    setImages((current) => [...current, ...added].slice(0, APPLICATION_IMAGES_MAX));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (comment.trim() === '') return setProblem(t('in_promo_comment_required'));
    onSubmit({ comment: comment.trim(), images: images.map((image) => image.url) });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-line bg-black/20 p-3"
      aria-label={t('pr_apply_title')}
    >
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-ink">
          {t('pr_apply_comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={APPLICATION_COMMENT_MAX}
          rows={3}
          placeholder={t('pr_apply_comment_placeholder')}
          onChange={(event) => {
            setComment(event.target.value);
            setProblem(null);
          }}
          className="w-full resize-none rounded-xl border border-line bg-page/60 px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none"
        />
        <p className="text-right text-xs text-muted tabular-nums" aria-live="polite">
          {comment.length}/{APPLICATION_COMMENT_MAX}
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-ink">
          {t('pr_apply_images', { count: images.length, max: APPLICATION_IMAGES_MAX })}
        </p>
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.url.slice(-40)} className="relative">
              <img
                src={image.url}
                alt={image.name}
                className="size-20 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((_, i) => i !== index))}
                className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-red-500 text-xs font-bold text-white shadow"
                aria-label={t('pr_apply_image_remove', { name: image.name })}
              >
                ×
              </button>
            </li>
          ))}
          {images.length < APPLICATION_IMAGES_MAX && (
            <li>
              <label
                htmlFor={`${id}-images`}
                className="grid size-20 cursor-pointer place-items-center rounded-lg border border-dashed border-line text-center text-xs font-semibold text-primary hover:border-primary"
              >
                {t('pr_apply_image_add')}
              </label>
              <input
                id={`${id}-images`}
                type="file"
                multiple
                accept="image/png,image/jpeg"
                className="sr-only"
                onChange={(event) => void pick(event)}
              />
            </li>
          )}
        </ul>
        <p className="text-xs text-muted">{t('pr_apply_images_hint')}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('pr_apply_cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('pr_working') : t('pr_apply_send')}
        </Button>
      </div>
    </form>
  );
};
