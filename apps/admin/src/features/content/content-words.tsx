/**
 * What the content dialogs that carry HTML share (announcements, help articles): the title and the
 * HTML body in both languages, each body previewed as the server's sanitiser leaves it for players
 * (POST /admin-api/content/preview). The dialog lends its draft's values, errors and setter.
 */
import type { TLanguage } from '@luckwell/contracts/language';
import { Button } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField, TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { useContentPreview } from './content-api.ts';

type WordsField = 'titleVi' | 'titleEn' | 'contentVi' | 'contentEn';

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

/** The titles and HTML bodies in Vietnamese and English, each body with its preview. */
export const WordsFieldset = ({
  draft,
  errors,
  set,
}: {
  draft: Record<WordsField, string>;
  errors: Record<string, string>;
  set: (field: WordsField) => (value: string) => void;
}) => {
  const { t } = useTranslation();
  const title = (field: 'titleVi' | 'titleEn', language: TLanguage) => (
    <TextField
      label={t(field === 'titleVi' ? 'content.field.titleVi' : 'content.field.titleEn')}
      lang={language}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
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
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
        {t('content.group.words')}
      </legend>
      {title('titleVi', 'vi')}
      {title('titleEn', 'en')}
      {body('contentVi', 'vi')}
      {body('contentEn', 'en')}
    </fieldset>
  );
};
