/**
 * A banner's picture in its dialog: the current one (kept when nothing is picked), or a png, jpg
 * or webp of at most 5 MB the operator picks — checked here first, then uploaded
 * (POST /admin-api/content/images) and shown with its pixel size. The upload's address becomes the
 * banner's `imageUrl`; the server then refuses a picture narrower than 640 px or not the brand's.
 */
import type { TContentImage } from '@luckwell/contracts/admin/content';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Icon } from '../../shared/icons.tsx';
import { pickedImageProblem, readDataUrl } from '../../shared/picked-image.ts';
import { useUploadContentImage } from './content-api.ts';

/** The pictures a banner may be made of, as the server takes them. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const problemOf = (file: File) =>
  pickedImageProblem(file, IMAGE_TYPES, {
    invalid: 'in_content_image_invalid' as const,
    tooLarge: 'in_content_image_too_large' as const,
  });

type Size = { src: string; width: number; height: number };

export const BannerImageField = ({
  value,
  error,
  brand,
  onUploaded,
  onProblem,
  onBusyChange,
}: {
  /** The brand the upload is kept for (only its banners may use it). */
  brand: string;
  /** The banner's picture now: the one kept or uploaded; '' none yet. */
  value: string;
  /** Already translated. */
  error?: string | undefined;
  onUploaded: (image: TContentImage) => void;
  /** A refusal, here or the server's (null clears it). */
  onProblem: (message: string | null) => void;
  /** Whether a picked file is being read or uploaded: the banner waits for it before it saves. */
  onBusyChange: (busy: boolean) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadContentImage(brand);
  const [reading, setReading] = useState(false);
  // The size the server answered for an upload, or the browser measured for the current picture.
  const [size, setSize] = useState<Size | null>(null);
  const busy = reading || upload.isPending;
  const known = size?.src === value ? size : null;
  const uploaded = upload.data?.url === value && value !== '';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file || busy) return;
    const problem = problemOf(file);
    if (problem) {
      onProblem(t(problem));
      return;
    }
    onProblem(null);
    setReading(true);
    onBusyChange(true);
    const image = await readDataUrl(file);
    setReading(false);
    if (!image) {
      onBusyChange(false);
      onProblem(t('in_content_image_invalid'));
      return;
    }
    upload.mutate(image, {
      onSuccess: (answer) => {
        setSize({ src: answer.url, width: answer.width, height: answer.height });
        onUploaded(answer);
      },
      onError: (failure) => onProblem(errorText(failure)),
      onSettled: () => onBusyChange(false),
    });
  };

  const status = busy
    ? t('content.banner.image.uploading')
    : !value
      ? t('content.banner.image.none')
      : uploaded && known
        ? t('content.banner.image.uploaded', { width: known.width, height: known.height })
        : known
          ? t('content.banner.image.currentSize', { width: known.width, height: known.height })
          : t('content.banner.image.current');

  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink/90">
        {t('content.banner.field.image')}
      </label>
      <div
        className={`flex flex-col gap-3 rounded-xl border bg-page/60 p-3 sm:flex-row sm:items-center ${
          error ? 'border-danger/80' : 'border-line'
        }`}
      >
        <div className="relative grid aspect-[3/1] w-full shrink-0 place-items-center overflow-hidden rounded-lg border border-line/60 bg-surface sm:w-72">
          {value ? (
            <img
              key={value}
              src={value}
              alt={t('content.banner.image.preview')}
              width={known?.width ?? 288}
              height={known?.height ?? 96}
              className={`size-full object-cover transition ${busy ? 'opacity-40' : ''}`}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && size?.src !== value) {
                  setSize({ src: value, width: naturalWidth, height: naturalHeight });
                }
              }}
            />
          ) : (
            <Icon name="content" className="size-8 text-muted/60" />
          )}
          {busy && (
            <span aria-hidden="true" className="absolute inset-0 grid place-items-center bg-page/40">
              {/* The status beside the picker says it in words. */}
              <span className="size-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary motion-reduce:animate-[spin_2s_linear_infinite]" />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-status ${error ? `${id}-error` : `${id}-hint`}`}
            onChange={(event) => void pick(event)}
            className="min-h-11 w-full rounded-xl border border-line bg-page/80 px-3 py-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-primary/15 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary disabled:opacity-60"
          />
          <p id={`${id}-status`} aria-live="polite" className="text-sm text-ink/90 tabular-nums">
            {status}
          </p>
          {!error && (
            <p id={`${id}-hint`} className="text-xs text-muted">
              {t('content.banner.field.imageHint')}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="flex items-center gap-1.5 text-[13px] text-danger">
          <Icon name="alert" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
};
