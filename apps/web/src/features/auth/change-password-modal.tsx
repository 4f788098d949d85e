/**
 * Change password (spec §2 "Change password popup", §4 "Change password", §5): after a first login,
 * an expired password under the policy flag, or the brand's default weak password. The last two are
 * forced: no close button, Escape does nothing, only signing out leaves. The old password is asked
 * for only when it is not already known from the login just made. Success reloads login info,
 * closes the modal and goes to / (agent-site logins to /agentHome).
 */

import { hintOf } from '@luckwell/contracts/auth/pattern-families';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { Spinner } from '@luckwell/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword } from '../../shared/auth-api.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { passwordChanged, signOut } from '../../shared/sign-in.ts';
import { errorField, errorText } from './error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { confirmProblem, ruleOr, rulesByField, validateByRule } from './register-rules.ts';
import { TextField } from './text-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

const TITLE = {
  weak: 'cp_title_weak',
  expired: 'cp_title_expired',
  firstLogin: 'cp_title_first',
  voluntary: 'cp_title',
} as const;
const INTRO = {
  weak: 'cp_intro_weak',
  expired: 'cp_intro_expired',
  firstLogin: 'cp_intro_first',
  voluntary: 'cp_intro',
} as const;

export const ChangePasswordModal = () => {
  const { t, i18n } = useTranslation();
  const request = useOverlayStore((state) => state.changePassword);
  const typedPassword = useOverlayStore((state) => state.typedPassword);
  const close = useOverlayStore((state) => state.closeChangePassword);
  const openAuth = useOverlayStore((state) => state.openAuth);
  const { register } = usePermission();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordRule = ruleOr(rulesByField(register), 'password');
  const [askOld, setAskOld] = useState(typedPassword === null);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, submit } = useFormSubmit({ setErrors, setAlert });

  if (!request) return null;
  const { reason, forced, site } = request;

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    if (askOld && !values.oldPassword) next.oldPassword = t('val_required');
    const problem = validateByRule(values.newPassword, passwordRule, true);
    if (problem) next.newPassword = t(problem.key, problem.params ?? {});
    const confirm = confirmProblem(values.confirmNewPassword, values.newPassword);
    if (confirm) next.confirmNewPassword = t(confirm.key);
    return next;
  };

  const onSubmit = submit({
    validate,
    send: async () => {
      await changePassword({
        oldPassword: askOld ? values.oldPassword : (typedPassword ?? ''),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      passwordChanged();
      await queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] });
      close();
      navigate(site === 'agent' ? '/agentHome' : '/', { replace: true });
    },
    fail: async (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
        await signOut(queryClient);
        openAuth('login', { username: '', message: { key: error.messageKey } });
        return;
      }
      const message = errorText(t, error, i18n.language);
      const field = errorField(error) as Field | null;
      if (field === 'oldPassword' && !askOld) {
        // The password typed at login no longer matches (changed elsewhere meanwhile): ask for it.
        setAskOld(true);
        setAlert(message);
      } else if (field && field in values) {
        setErrors((current) => ({ ...current, [field]: message }));
      } else {
        setAlert(message);
      }
    },
  });

  const onSignOut = async () => {
    await signOut(queryClient);
    navigate(site === 'agent' ? '/agent' : '/', { replace: true });
  };

  return (
    <Modal
      open
      title={t(TITLE[reason])}
      onClose={forced ? () => undefined : close}
      showClose={!forced}
      closeLabel={t('common_close')}
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 pt-3 pb-6 sm:px-6" aria-busy={busy}>
        <p className="text-sm leading-relaxed text-muted">{t(INTRO[reason])}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        {askOld && (
          <TextField
            label={t('field_oldPassword')}
            secret
            autoComplete="current-password"
            required
            data-autofocus
            {...bind('oldPassword')}
          />
        )}
        <TextField
          label={t('field_newPassword')}
          secret
          autoComplete="new-password"
          required
          data-autofocus={askOld ? undefined : true}
          hint={t(hintOf(passwordRule).key, hintOf(passwordRule).params ?? {})}
          {...bind('newPassword')}
        />
        <TextField
          label={t('field_confirmNewPassword')}
          secret
          autoComplete="new-password"
          required
          {...bind('confirmNewPassword')}
        />
        <button type="submit" disabled={busy} className={buttonClass({ block: true, size: 'lg' })}>
          {busy && <Spinner label={t('app_loading')} size="sm" />}
          {t('cp_submit')}
        </button>
        {forced ? (
          <button
            type="button"
            onClick={() => void onSignOut()}
            className="block w-full text-center text-sm text-muted hover:text-primary hover:underline"
          >
            {t('cp_sign_out_instead')}
          </button>
        ) : (
          <button
            type="button"
            onClick={close}
            className="block w-full text-center text-sm text-muted hover:text-primary hover:underline"
          >
            {t('cp_later')}
          </button>
        )}
      </form>
    </Modal>
  );
};
