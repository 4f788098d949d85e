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
import { useTranslation } from 'react-i18next';
import { draftTextField, SelectField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useSaveAnnouncement } from './content-api.ts';
import { ContentDialog } from './content-dialog.tsx';
import { formFieldOf, isoOf, localInput, sortOf } from './content-form.ts';
import { WordsFieldset } from './content-words.tsx';
import { ScheduleFieldset } from './schedule-fieldset.tsx';
import { useContentDraft } from './use-content-draft.ts';

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
  const { draft, setDraft, errors, set, submit } = useContentDraft({
    initial: () => draftOf(announcement),
    requestOf: (draft: Draft) => requestOf(draft, brand),
    check: (request) => ZAdminAnnouncementRequest.safeParse(request),
    fieldOf: draftField,
    save,
    id: announcement?.id,
    onSaved: (saved) => {
      toast.success(
        t(announcement ? 'content.saved' : 'content.created', { title: saved.title.en || saved.title.vi }),
      );
      onClose();
    },
  });
  const teaser = draft.type === 'PR' || draft.type === 'PU';

  const text = draftTextField({ draft, errors, set });

  return (
    <ContentDialog
      title={
        announcement
          ? t('content.edit.title', { title: announcement.title.en || announcement.title.vi })
          : t('content.new.title')
      }
      pending={save.isPending}
      reason={draft.reason}
      errors={errors}
      submitLabel={announcement ? t('content.save') : t('content.create')}
      onReasonChange={set('reason')}
      onSubmit={submit}
      onClose={onClose}
    >
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

      <WordsFieldset draft={draft} errors={errors} set={set} />

      <ScheduleFieldset
        field={text}
        enabled={draft.enabled}
        onEnabledChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
      />
    </ContentDialog>
  );
};
