/**
 * Sets or changes one of the brand's links (PUT /admin-api/content/resources/:resourceType; issue
 * 19): its address, the name shown beside it and its English label, whether it opens in a new tab,
 * its order and a reason for the audit log. Checked here as the server checks it (the contract and
 * the address's site for its kind); the server's refusal lands under the field it names.
 */
import {
  isResourceUrl,
  type TAdminResource,
  type TAdminResourceRequest,
  ZAdminResourceRequest,
} from '@luckwell/contracts/admin/resources';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, failedField } from '../../shared/error-text.ts';
import { draftTextField } from '../../shared/form-field.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { ContentDialog } from './content-dialog.tsx';
import { checkErrors, formFieldOf, sortOf } from './content-form.ts';
import { useChangeResource } from './resources-api.ts';

type Draft = Record<'url' | 'name' | 'labelNameEn' | 'sort' | 'reason', string> & { newTab: boolean };

const draftOf = ({ resourceType, link }: TAdminResource, typeName: string): Draft => ({
  url: link?.url ?? '',
  // A new link starts with its kind's name, the way the site shows it.
  name: link?.name ?? typeName,
  labelNameEn: link?.labelNameEn ?? (resourceType === 'MOBILECONFIG' ? 'iOS' : typeName),
  sort: String(link?.sort ?? 0),
  reason: '',
  newTab: link?.newTab ?? true,
});

const fieldOf = formFieldOf();

export const ResourceDialog = ({
  brand,
  resource,
  onClose,
}: {
  brand: string;
  resource: TAdminResource;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeResource();
  const type = resource.resourceType;
  const typeName = t(`resources.type.${type}`);
  const [draft, setDraft] = useState<Draft>(() => draftOf(resource, typeName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = change.isPending;
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body: TAdminResourceRequest = {
      merchantCode: brand,
      url: draft.url.trim(),
      name: draft.name.trim(),
      labelNameEn: draft.labelNameEn.trim(),
      newTab: draft.newTab,
      sort: sortOf(draft.sort),
      reason: draft.reason,
    };
    const checked = ZAdminResourceRequest.safeParse(body);
    const found = checked.success
      ? {}
      : checkErrors(checked.error.issues, fieldOf, { url: 'resources.url.required' });
    if (body.url && !isResourceUrl(type, body.url)) found.url = t(`resources.invalid.${type}`);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    change.mutate(
      { resourceType: type, method: 'PUT', body },
      {
        onSuccess: () => {
          toast.success(t('resources.saved', { type: typeName }));
          onClose();
        },
        onError: (error) => {
          const field = fieldOf(failedField(error));
          setErrors({ [field in draft ? field : 'form']: errorText(error) });
        },
      },
    );
  };

  const text = draftTextField({ draft, errors, set });

  return (
    <ContentDialog
      title={t(resource.link ? 'resources.dialog.edit' : 'resources.dialog.set', { type: typeName })}
      size="md"
      pending={busy}
      reason={draft.reason}
      errors={errors}
      submitLabel={t('resources.save')}
      onReasonChange={set('reason')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-muted sm:col-span-2">{t(`resources.purpose.${type}`)}</p>
        {text('url', t('resources.field.url'), {
          className: 'sm:col-span-2',
          hint: t(`resources.hint.${type}`),
          placeholder: 'https://…',
          type: 'url',
          inputMode: 'url',
          spellCheck: 'false',
          autoComplete: 'off',
          'data-autofocus': 'true',
        })}
        {text('name', t('resources.field.name'), { maxLength: '64', hint: t('resources.field.nameHint') })}
        {text('labelNameEn', t('resources.field.labelNameEn'), {
          lang: 'en',
          maxLength: '64',
          hint: t('resources.field.labelNameEnHint'),
        })}
        {text('sort', t('resources.field.sort'), {
          inputMode: 'numeric',
          hint: t('resources.field.sortHint'),
        })}
        <div className="flex items-center gap-3 sm:pt-7">
          <Switch
            checked={draft.newTab}
            label={t('resources.field.newTab')}
            onChange={(newTab) => setDraft((d) => ({ ...d, newTab }))}
          />
          <span className="text-sm text-ink">{t('resources.field.newTab')}</span>
        </div>
      </div>
    </ContentDialog>
  );
};
