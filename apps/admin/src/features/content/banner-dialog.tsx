/**
 * Creates or changes a banner (POST /admin-api/content/banners, PUT …/:id; issue 19): its group
 * (where it shows), its picture (uploaded here, or the current one kept), its title in both
 * languages (the picture's text for screen readers), what a click does, when it shows, its order
 * and a reason for the audit log. Checked here with the contract the server checks, and the link
 * as the server reads it; the server's refusal lands under the field it names.
 */
import {
  type TAdminBanner,
  type TAdminBannerRequest,
  ZAdminBannerRequest,
} from '@luckwell/contracts/admin/content';
import { HTTPS_LINK } from '@luckwell/contracts/admin/links';
import { BannerGroup, LinkageType } from '@luckwell/contracts/content/announcements';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { draftTextField, SelectField } from '../../shared/form-field.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { BannerImageField } from './banner-image-field.tsx';
import { useSaveBanner } from './content-api.ts';
import { checkErrors, formFieldOf, isoOf, localInput, sortOf } from './content-form.ts';
import { ScheduleFieldset } from './schedule-fieldset.tsx';

type Linkage = TAdminBannerRequest['linkageType'];

type Draft = Record<
  'groupName' | 'imageUrl' | 'titleVi' | 'titleEn' | 'link' | 'startsAt' | 'endsAt' | 'sort' | 'reason',
  string
> & { linkageType: Linkage; enabled: boolean };

const draftOf = (banner: TAdminBanner | undefined, group: string): Draft => ({
  groupName: banner?.groupName ?? group,
  imageUrl: banner?.imageUrl ?? '',
  titleVi: banner?.title.vi ?? '',
  titleEn: banner?.title.en ?? '',
  linkageType: banner?.linkageType ?? 'NONE',
  link: banner?.link ?? '',
  startsAt: localInput(banner?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(banner?.endsAt ?? null),
  sort: String(banner?.sort ?? 0),
  reason: '',
  enabled: banner?.enabled ?? true,
});

/** The draft as the request the server takes: no link when a click does nothing. */
const requestOf = (draft: Draft, merchantCode: string): TAdminBannerRequest => ({
  merchantCode,
  groupName: draft.groupName as TAdminBannerRequest['groupName'],
  title: { vi: draft.titleVi, en: draft.titleEn },
  imageUrl: draft.imageUrl,
  linkageType: draft.linkageType,
  link: draft.linkageType === 'NONE' ? null : draft.link.trim(),
  startsAt: isoOf(draft.startsAt),
  endsAt: draft.endsAt ? isoOf(draft.endsAt) : null,
  sort: sortOf(draft.sort),
  enabled: draft.enabled,
  reason: draft.reason,
});

/** The link as the server reads it: a path on the site (not `//host`), or an https address. */
const LINK_PATTERN: Record<Exclude<Linkage, 'NONE'>, RegExp> = {
  INTERNAL: /^\/(?!\/)\S*$/,
  EXTERNAL: HTTPS_LINK,
};

/** Why the link cannot go (a key), or null. */
const linkProblem = ({ linkageType, link }: TAdminBannerRequest) =>
  linkageType === 'NONE'
    ? null
    : !link
      ? ('content.banner.link.required' as const)
      : LINK_PATTERN[linkageType].test(link)
        ? null
        : ('in_content_link_invalid' as const);

/** Where a failing field shows: the uploaded picture (`image`) under the picture. */
const draftField = formFieldOf({ image: 'imageUrl' });

export const BannerDialog = ({
  brand,
  banner,
  group,
  onClose,
}: {
  brand: string;
  /** The banner changed; none: a new one. */
  banner?: TAdminBanner;
  /** The group a new banner starts in (the list's filter). */
  group: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner, group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const busy = save.isPending || uploading;
  const clear = (field: string) => setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = requestOf(draft, brand);
    const checked = ZAdminBannerRequest.safeParse(request);
    const found = checked.success
      ? {}
      : checkErrors(checked.error.issues, draftField, { imageUrl: 'content.banner.image.required' });
    const link = linkProblem(request);
    if (link) found.link ??= t(link);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    save.mutate(
      { id: banner?.id, body: request },
      {
        onSuccess: (saved) => {
          toast.success(
            t(banner ? 'content.banner.saved' : 'content.banner.created', {
              title: saved.title.en || saved.title.vi,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const field = draftField(failedField(error));
          // A field the form does not show (the link when a click does nothing) is said above the buttons.
          const shown = field in draft && !(field === 'link' && draft.linkageType === 'NONE');
          setErrors({ [shown ? field : 'form']: errorText(error) });
        },
      },
    );
  };

  const text = draftTextField({ draft, errors, set });

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={
        banner
          ? t('content.banner.edit.title', { title: banner.title.en || banner.title.vi })
          : t('content.banner.new.title')
      }
      closeLabel={t('common.close')}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('content.banner.section.picture')}
          </legend>
          <SelectField
            label={t('content.banner.field.group')}
            value={draft.groupName}
            error={errors.groupName}
            hint={t('content.banner.field.groupHint')}
            onChange={(event) => set('groupName')(event.target.value)}
          >
            {BannerGroup.options.map((option) => (
              <option key={option} value={option}>
                {t(`content.bannerGroup.${option}`)}
              </option>
            ))}
          </SelectField>
          <div className="hidden sm:block" />
          <BannerImageField
            brand={brand}
            value={draft.imageUrl}
            error={errors.imageUrl}
            onBusyChange={setUploading}
            onProblem={(message) =>
              message ? setErrors((e) => ({ ...e, imageUrl: message })) : clear('imageUrl')
            }
            onUploaded={(image) => set('imageUrl')(image.url)}
          />
          {text('titleVi', t('content.field.titleVi'), {
            lang: 'vi',
            hint: t('content.banner.field.titleHint'),
          })}
          {text('titleEn', t('content.field.titleEn'), { lang: 'en' })}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('content.banner.section.click')}
          </legend>
          <SelectField
            label={t('content.banner.field.linkageType')}
            value={draft.linkageType}
            error={errors.linkageType}
            onChange={(event) => {
              setDraft((d) => ({ ...d, linkageType: event.target.value as Linkage }));
              setErrors(({ linkageType: _type, link: _link, form: _form, ...rest }) => rest);
            }}
          >
            {LinkageType.options.map((option) => (
              <option key={option} value={option}>
                {t(`content.banner.linkage.${option}`)}
              </option>
            ))}
          </SelectField>
          {draft.linkageType !== 'NONE' &&
            text('link', t('content.banner.field.link'), {
              hint: t(`content.banner.field.linkHint.${draft.linkageType}`),
              placeholder: draft.linkageType === 'INTERNAL' ? '/promotions' : 'https://…',
              inputMode: 'url',
              spellCheck: 'false',
              autoComplete: 'off',
            })}
        </fieldset>

        <ScheduleFieldset
          field={text}
          enabled={draft.enabled}
          onEnabledChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
        />

        <ReasonField value={draft.reason} error={errors.reason} onChange={set('reason')} />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={busy}>
            {banner ? t('content.save') : t('content.banner.create')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
