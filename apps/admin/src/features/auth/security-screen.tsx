/**
 * The operator's own sign-in security at /admin/security: whether two-step sign-in is on (and a way
 * to turn it on), and a password change that signs their other browsers out.
 */
import type { TChangeOperatorPasswordRequest } from '@luckwell/contracts/admin/session';
import { buttonClass } from '@luckwell/ui/button';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../shared/api-client.ts';
import { Badge } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { Icon, type IconName } from '../../shared/icons.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { useMe } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';

type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
type PasswordErrors = Partial<Record<keyof PasswordFields, TranslationKey>>;

/** Same rule as the server: 10–128 characters with a letter and a digit. */
export const validatePasswordChange = ({ currentPassword, newPassword, confirmPassword }: PasswordFields) => {
  const errors: PasswordErrors = {};
  if (!currentPassword) errors.currentPassword = 'security.error.currentRequired';
  if (
    newPassword.length < 10 ||
    newPassword.length > 128 ||
    !/[A-Za-z]/.test(newPassword) ||
    !/\d/.test(newPassword)
  ) {
    errors.newPassword = 'security.error.newRule';
  }
  if (confirmPassword !== newPassword) errors.confirmPassword = 'security.error.mismatch';
  return errors;
};

const PASSWORD_INPUTS: {
  name: keyof PasswordFields;
  label: TranslationKey;
  icon: IconName;
  autoComplete: 'current-password' | 'new-password';
  hint?: TranslationKey;
}[] = [
  {
    name: 'currentPassword',
    label: 'security.currentPassword',
    icon: 'lock',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: 'security.newPassword',
    icon: 'key',
    autoComplete: 'new-password',
    hint: 'security.newPasswordHint',
  },
  { name: 'confirmPassword', label: 'security.confirmPassword', icon: 'key', autoComplete: 'new-password' },
];

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useMutation({
    mutationFn: (body: TChangeOperatorPasswordRequest) =>
      apiRequest('/admin-api/me/password', null, { method: 'POST', body }),
    onSuccess: () => {
      setFields(EMPTY);
      toast.success(t('security.passwordChanged'));
    },
  });

  const update = (name: keyof PasswordFields) => (event: { target: { value: string } }) => {
    setFields((previous) => ({ ...previous, [name]: event.target.value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    if (change.isError) change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswordChange(fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    change.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  };

  const serverError = change.isError ? errorText(change.error) : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {PASSWORD_INPUTS.map(({ name, label, icon, autoComplete, hint }) => {
        const error = errors[name];
        return (
          <TextField
            key={name}
            label={t(label)}
            type="password"
            icon={icon}
            autoComplete={autoComplete}
            value={fields[name]}
            onChange={update(name)}
            hint={hint && t(hint)}
            error={error && t(error)}
          />
        );
      })}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <BusyButton type="submit" busy={change.isPending} className="self-start">
        {t('security.changePassword')}
      </BusyButton>
    </form>
  );
};

export const SecurityScreen = () => {
  const { t } = useTranslation();
  const me = useMe().data;
  const enabled = me?.operator.totpEnabled ?? false;
  return (
    <div className="mx-auto flex w-full max-w-5xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('security.title')}
        description={t('security.description')}
        crumbs={[{ label: t('security.title') }]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="two-step-title"
          className="flex flex-col gap-4 self-start rounded-3xl border border-line bg-surface/70 p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id="two-step-title" className="flex items-center gap-2.5 text-lg font-bold">
              <Icon name="shieldCheck" className="size-5 text-primary" />
              {t('security.twoStep')}
            </h2>
            <Badge tone={enabled ? 'jade' : 'accent'} dot>
              {t(enabled ? 'common.on' : 'common.off')}
            </Badge>
          </div>
          <p className="text-sm leading-relaxed text-muted">
            {t(enabled ? 'security.twoStepOn' : 'security.twoStepOff')}
          </p>
          {!enabled && (
            <Link to="/two-step" className={`${buttonClass({ size: 'md' })} self-start`}>
              <Icon name="shieldCheck" className="size-4" />
              {t('security.setUpTwoStep')}
            </Link>
          )}
        </section>
        <section
          aria-labelledby="password-title"
          className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/70 p-6"
        >
          <h2 id="password-title" className="flex items-center gap-2.5 text-lg font-bold">
            <Icon name="key" className="size-5 text-primary" />
            {t('security.password')}
          </h2>
          <p className="text-sm leading-relaxed text-muted">{t('security.passwordBody')}</p>
          <ChangePasswordForm />
        </section>
      </div>
    </div>
  );
};
