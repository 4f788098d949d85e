/**
 * Creates or changes a help category (POST /admin-api/content/help/categories, PUT …/:id; issue
 * 19): its key (the name links use, `/help?section=<key>`), its name in both languages, the picture
 * players see beside it, its order and a reason for the audit log. Checked here with the contract
 * the server checks; the server's refusal lands under the field it names.
 */
import {
  HELP_ICONS,
  type TAdminHelpCategory,
  type TAdminHelpCategoryRequest,
  type THelpIconName,
  ZAdminHelpCategoryRequest,
} from '@luckwell/contracts/admin/help';
import { useTranslation } from 'react-i18next';
import { draftTextField, SelectField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { ContentDialog } from './content-dialog.tsx';
import { formFieldOf, sortOf } from './content-form.ts';
import { useSaveHelpCategory } from './help-api.ts';
import { HelpIconImage } from './help-icon.tsx';
import { useContentDraft } from './use-content-draft.ts';

type Draft = Record<'key' | 'nameVi' | 'nameEn' | 'icon' | 'sort' | 'reason', string>;

const ICON_NAMES = Object.keys(HELP_ICONS) as THelpIconName[];

const draftOf = (category: TAdminHelpCategory | undefined, nextSort: number): Draft => ({
  key: category?.key ?? '',
  nameVi: category?.name.vi ?? '',
  nameEn: category?.name.en ?? '',
  icon: category?.icon ?? HELP_ICONS.register,
  sort: String(category?.sort ?? nextSort),
  reason: '',
});

const requestOf = (draft: Draft, merchantCode: string): TAdminHelpCategoryRequest => ({
  merchantCode,
  key: draft.key.trim(),
  name: { vi: draft.nameVi, en: draft.nameEn },
  icon: draft.icon as TAdminHelpCategoryRequest['icon'],
  sort: sortOf(draft.sort),
  reason: draft.reason,
});

const draftField = formFieldOf({ 'name.vi': 'nameVi', 'name.en': 'nameEn' });

export const HelpCategoryDialog = ({
  brand,
  category,
  nextSort,
  onClose,
}: {
  brand: string;
  /** The category changed; none: a new one. */
  category?: TAdminHelpCategory;
  /** The order a new category starts with: after the last. */
  nextSort: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveHelpCategory();
  const { draft, errors, set, submit } = useContentDraft({
    initial: () => draftOf(category, nextSort),
    requestOf: (draft: Draft) => requestOf(draft, brand),
    check: (request) => ZAdminHelpCategoryRequest.safeParse(request),
    fieldOf: draftField,
    messages: { key: 'help.field.key.invalid' },
    save,
    id: category?.id,
    onSaved: (saved) => {
      toast.success(
        t(category ? 'help.category.saved' : 'help.category.created', {
          name: saved.name.en || saved.name.vi,
        }),
      );
      onClose();
    },
  });

  const text = draftTextField({ draft, errors, set });

  return (
    <ContentDialog
      title={
        category
          ? t('help.category.edit.title', { name: category.name.en || category.name.vi })
          : t('help.category.new.title')
      }
      size="lg"
      pending={save.isPending}
      reason={draft.reason}
      errors={errors}
      submitLabel={category ? t('content.save') : t('help.category.create')}
      onReasonChange={set('reason')}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
          {t('help.group.category')}
        </legend>
        {text('nameVi', t('help.field.nameVi'), { lang: 'vi' })}
        {text('nameEn', t('help.field.nameEn'), { lang: 'en' })}
        {text('key', t('help.field.key'), {
          hint: t('help.field.keyHint'),
          autoCapitalize: 'none',
          spellCheck: 'false',
          inputClassName: 'font-mono',
        })}
        {text('sort', t('content.field.sort'), { inputMode: 'numeric', hint: t('content.field.sortHint') })}
        <div className="flex items-end gap-3 sm:col-span-2">
          <SelectField
            label={t('help.field.icon')}
            hint={t('help.field.iconHint')}
            value={draft.icon}
            error={errors.icon}
            className="flex-1"
            onChange={(event) => set('icon')(event.target.value)}
          >
            {ICON_NAMES.map((name) => (
              <option key={name} value={HELP_ICONS[name]}>
                {t(`help.icon.${name}`)}
              </option>
            ))}
          </SelectField>
          <HelpIconImage icon={draft.icon} className="mb-7 size-11" />
        </div>
      </fieldset>
    </ContentDialog>
  );
};
