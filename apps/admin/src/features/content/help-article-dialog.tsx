/**
 * Creates or changes a help article (POST /admin-api/content/help/articles, PUT …/:id; issue 19):
 * its category, its key, its title and HTML body in both languages (each previewed as players will
 * get it), its order and a reason for the audit log. Checked here with the contract the server
 * checks; the server's refusal lands under the field it names.
 */
import {
  type TAdminHelpArticle,
  type TAdminHelpArticleRequest,
  type TAdminHelpCategory,
  ZAdminHelpArticleRequest,
} from '@luckwell/contracts/admin/help';
import { useTranslation } from 'react-i18next';
import { draftTextField, SelectField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { ContentDialog } from './content-dialog.tsx';
import { formFieldOf, sortOf } from './content-form.ts';
import { WordsFieldset } from './content-words.tsx';
import { useSaveHelpArticle } from './help-api.ts';
import { useContentDraft } from './use-content-draft.ts';

type Draft = Record<
  'categoryId' | 'key' | 'titleVi' | 'titleEn' | 'contentVi' | 'contentEn' | 'sort' | 'reason',
  string
>;

const draftOf = (article: TAdminHelpArticle | undefined, categoryId: number, nextSort: number): Draft => ({
  categoryId: String(article?.categoryId ?? categoryId),
  key: article?.key ?? '',
  titleVi: article?.title.vi ?? '',
  titleEn: article?.title.en ?? '',
  contentVi: article?.content.vi ?? '',
  contentEn: article?.content.en ?? '',
  sort: String(article?.sort ?? nextSort),
  reason: '',
});

const requestOf = (draft: Draft, merchantCode: string): TAdminHelpArticleRequest => ({
  merchantCode,
  categoryId: Number(draft.categoryId),
  key: draft.key.trim(),
  title: { vi: draft.titleVi, en: draft.titleEn },
  content: { vi: draft.contentVi, en: draft.contentEn },
  sort: sortOf(draft.sort),
  reason: draft.reason,
});

const draftField = formFieldOf({ 'content.vi': 'contentVi', 'content.en': 'contentEn' });

export const HelpArticleDialog = ({
  brand,
  article,
  categories,
  categoryId,
  nextSort,
  onClose,
}: {
  brand: string;
  /** The article changed; none: a new one. */
  article?: TAdminHelpArticle;
  /** The brand's categories, to move an article to another. */
  categories: readonly TAdminHelpCategory[];
  /** The category a new article starts in (the one shown). */
  categoryId: number;
  nextSort: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveHelpArticle();
  const { draft, errors, set, submit } = useContentDraft({
    initial: () => draftOf(article, categoryId, nextSort),
    requestOf: (draft: Draft) => requestOf(draft, brand),
    check: (request) => ZAdminHelpArticleRequest.safeParse(request),
    fieldOf: draftField,
    messages: { key: 'help.field.key.invalid' },
    save,
    id: article?.id,
    onSaved: (saved) => {
      toast.success(
        t(article ? 'help.article.saved' : 'help.article.created', {
          title: saved.title.en || saved.title.vi,
        }),
      );
      onClose();
    },
  });

  const text = draftTextField({ draft, errors, set });

  return (
    <ContentDialog
      title={
        article
          ? t('help.article.edit.title', { title: article.title.en || article.title.vi })
          : t('help.article.new.title')
      }
      pending={save.isPending}
      reason={draft.reason}
      errors={errors}
      submitLabel={article ? t('content.save') : t('help.article.create')}
      onReasonChange={set('reason')}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
          {t('help.group.article')}
        </legend>
        <SelectField
          label={t('help.field.category')}
          value={draft.categoryId}
          error={errors.categoryId}
          onChange={(event) => set('categoryId')(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name.vi || category.name.en}
            </option>
          ))}
        </SelectField>
        {text('key', t('help.field.key'), {
          hint: t('help.field.keyHint'),
          autoCapitalize: 'none',
          spellCheck: 'false',
          inputClassName: 'font-mono',
        })}
        {text('sort', t('content.field.sort'), { inputMode: 'numeric', hint: t('content.field.sortHint') })}
      </fieldset>

      <WordsFieldset draft={draft} errors={errors} set={set} />
    </ContentDialog>
  );
};
