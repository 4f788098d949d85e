/**
 * Creates or changes an announcement (POST /admin-api/content/announcements, PUT …/:id; issue 19):
 * its type and audience, its title and HTML body in both languages (each previewed as players will
 * get it), when it shows, its order and a reason for the audit log. Checked here with the contract
 * the server checks; the server's refusal lands under the field it names.
 */
import {
  AnnouncementType,
  type TAdminAnnouncement,
  type TAdminAnnouncementRequest,
  ZAdminAnnouncementRequest,
} from '@luckwell/contracts/admin/content';
import { Execution } from '@luckwell/contracts/content/announcements';
import type { TLanguage } from '@luckwell/contracts/language';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useContentPreview, useSaveAnnouncement } from './content-api.ts';
import { checkErrors, formFieldOf, isoOf, localInput, sortOf } from './content-form.ts';
import { ScheduleFieldset } from './schedule-fieldset.tsx';

type Draft = Record<
  | 'type'
  | 'execution'
  | 'promotionType'
  | 'titleVi'
  | 'titleEn'
  | 'contentVi'
  | 'contentEn'
  | 'startsAt'
  | 'endsAt'
  | 'sort'
  | 'reason',
  string
> & { enabled: boolean };

const draftOf = (announcement: TAdminAnnouncement | undefined): Draft => ({
  type: announcement?.type ?? 'B',
  execution: announcement?.execution ?? 'B',
  promotionType: announcement?.promotionType ?? '',
  titleVi: announcement?.title.vi ?? '',
  titleEn: announcement?.title.en ?? '',
  contentVi: announcement?.content.vi ?? '',
  contentEn: announcement?.content.en ?? '',
  startsAt: localInput(announcement?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(announcement?.endsAt ?? null),
  sort: String(announcement?.sort ?? 0),
  reason: '',
  enabled: announcement?.enabled ?? true,
});

/** The draft as the request the server takes (its checks then say what is wrong). */
const requestOf = (draft: Draft, merchantCode: string): TAdminAnnouncementRequest => ({
  merchantCode,
  type: draft.type as TAdminAnnouncementRequest['type'],
  execution: draft.execution as TAdminAnnouncementRequest['execution'],
  promotionType: draft.promotionType.trim() || null,
  title: { vi: draft.titleVi, en: draft.titleEn },
  content: { vi: draft.contentVi, en: draft.contentEn },
  startsAt: isoOf(draft.startsAt),
  endsAt: draft.endsAt ? isoOf(draft.endsAt) : null,
  sort: sortOf(draft.sort),
  enabled: draft.enabled,
  reason: draft.reason,
});

/** Where a failing field of the request (as the contract or the server names it) shows in the form. */
const draftField = formFieldOf({ 'content.vi': 'contentVi', 'content.en': 'contentEn' });

/** What the server sends players for one language's HTML, shown in a frame like the site's. */
const ContentPreview = ({ language, html }: { language: TLanguage; html: string }) => {
  const { t } = useTranslation();
  const preview = useContentPreview();
  // A preview of text since changed is not shown: the button asks for a fresh one.
  const current = preview.variables === html;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-label={t(`content.preview.${language}`)}
        disabled={preview.isPending}
        onClick={() => preview.mutate(html)}
      >
        <Icon name="eye" className="size-4" />
        {t('content.preview')}
      </Button>
      {current && preview.isError && <FormAlert>{errorText(preview.error)}</FormAlert>}
      {current && preview.isSuccess && (
        <section
          aria-label={t(`content.preview.title.${language}`)}
          className="flex flex-col gap-2 rounded-xl border border-line/80 bg-page/70 p-3"
        >
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t(`content.preview.title.${language}`)}
          </p>
          {preview.data.changed && (
            <p role="status" className="flex items-start gap-2 text-[13px] text-accent">
              <Icon name="info" className="mt-0.5 size-4 shrink-0" />
              {t('content.preview.changed')}
            </p>
          )}
          {preview.data.html.trim() === '' ? (
            <p className="text-sm text-muted">{t('content.preview.empty')}</p>
          ) : (
            <div
              lang={language}
              data-testid={`preview-${language}`}
              className="max-h-72 overflow-auto rounded-lg border border-line/60 bg-surface p-4 text-sm leading-relaxed text-ink [&_a]:text-primary [&_a]:underline [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:font-bold [&_h3]:mb-1 [&_h3]:font-semibold [&_img]:max-w-full [&_li]:ml-5 [&_ol]:mb-2 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:mb-2 [&_ul]:list-disc"
              // The server's sanitiser (an allow-list of tags and attributes) produced this HTML, the
              // very HTML players are sent; it is never the operator's raw input.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          )}
        </section>
      )}
    </div>
  );
};

export const AnnouncementDialog = ({
  brand,
  announcement,
  onClose,
}: {
  brand: string;
  /** The announcement changed; none: a new one. */
  announcement?: TAdminAnnouncement;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };
  const teaser = draft.type === 'PR' || draft.type === 'PU';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const request = requestOf(draft, brand);
    const checked = ZAdminAnnouncementRequest.safeParse(request);
    if (!checked.success) {
      setErrors(checkErrors(checked.error.issues, draftField));
      return;
    }
    save.mutate(
      { id: announcement?.id, body: request },
      {
        onSuccess: (saved) => {
          toast.success(
            t(announcement ? 'content.saved' : 'content.created', {
              title: saved.title.en || saved.title.vi,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const field = draftField(failedField(error));
          setErrors({ [field in draft ? field : 'form']: errorText(error) });
        },
      },
    );
  };

  const text = (field: keyof Draft, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      value={draft[field] as string}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );

  const body = (field: 'contentVi' | 'contentEn', language: TLanguage) => (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label={t(field === 'contentVi' ? 'content.field.contentVi' : 'content.field.contentEn')}
        hint={t('content.field.contentHint')}
        rows={6}
        spellCheck={false}
        className="font-mono"
        value={draft[field]}
        error={errors[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
      <ContentPreview language={language} html={draft[field]} />
    </div>
  );

  return (
    <Modal
      open
      onClose={save.isPending ? () => undefined : onClose}
      title={
        announcement
          ? t('content.edit.title', { title: announcement.title.en || announcement.title.vi })
          : t('content.new.title')
      }
      closeLabel={t('common.close')}
      size="xl"
    >
      <form noValidate onSubmit={submit} className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('content.group.what')}
          </legend>
          <SelectField
            label={t('content.field.type')}
            value={draft.type}
            error={errors.type}
            onChange={(event) => set('type')(event.target.value)}
          >
            {AnnouncementType.options.map((type) => (
              <option key={type} value={type}>
                {t(`content.type.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('content.field.execution')}
            value={draft.execution}
            error={errors.execution}
            hint={t(`content.execution.hint.${draft.execution as 'A' | 'B' | 'F'}`)}
            onChange={(event) => set('execution')(event.target.value)}
          >
            {Execution.options.map((execution) => (
              <option key={execution} value={execution}>
                {t(`content.execution.${execution}`)}
              </option>
            ))}
          </SelectField>
          {text('promotionType', t('content.field.promotionType'), {
            hint: t('content.field.promotionTypeHint'),
            ...(teaser ? {} : { className: 'opacity-70' }),
          })}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
            {t('content.group.words')}
          </legend>
          {text('titleVi', t('content.field.titleVi'), { lang: 'vi' })}
          {text('titleEn', t('content.field.titleEn'), { lang: 'en' })}
          {body('contentVi', 'vi')}
          {body('contentEn', 'en')}
        </fieldset>

        <ScheduleFieldset
          field={text}
          enabled={draft.enabled}
          onEnabledChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
        />

        <ReasonField value={draft.reason} error={errors.reason} onChange={set('reason')} />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={save.isPending}>
            {announcement ? t('content.save') : t('content.create')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
