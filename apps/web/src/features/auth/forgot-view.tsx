/**
 * Forgot-password popup body (spec §2, §4 "Forgot by email", "By phone", §5): by email, a temporary
 * password is mailed (in_been_out) and the popup gives way to login; by phone, an SMS code sets a
 * new password and the player is signed in with it and goes to /. A customer-service link for
 * everything else.
 */
import { DEFAULT_RULES, hintOf } from '@luckwell/contracts/auth/pattern-families';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgotByEmail, forgotByPhone, login } from '../../shared/auth-api.ts';
import { openCustomerService } from '../../shared/customer-service.ts';
import { solveHumanCheckIfRequired } from '../../shared/human-check-loader.tsx';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { completeSignIn } from '../../shared/sign-in.ts';
import { errorField, errorText } from './error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { DEFAULT_DIALING_CODE, MobileCodeFields } from './mobile-fields.tsx';
import { confirmProblem, ruleOr, rulesByField, validateByRule } from './register-rules.ts';
import { TextField } from './text-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { useSmsSender } from './use-sms-sender.ts';

type Mode = 'email' | 'mobile';
type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword' | 'confirmPassword';

export const ForgotView = () => {
  const { t, i18n } = useTranslation();
  const { brand, register } = usePermission();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('email');
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    email: '',
    mobile: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const { busy, submit } = useFormSubmit({ setErrors, setAlert });
  const sms = useSmsSender('forgot');
  const rules = rulesByField(register);
  const mobileRule = ruleOr(rules, 'mobileNum');
  const passwordRule = ruleOr(rules, 'password');

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const problemText = (problem: { key: string; params?: Record<string, string | number> } | null) =>
    problem ? t(problem.key, problem.params ?? {}) : undefined;

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    if (mode === 'email') {
      const username = validateByRule(values.username, DEFAULT_RULES.username, true);
      if (username)
        next.username = username.key === 'val_required' ? t('val_required') : t('val_account_format');
      const email = validateByRule(values.email, DEFAULT_RULES.email, true);
      if (email) next.email = email.key === 'val_required' ? t('val_required') : t('val_email');
    } else {
      const mobile = validateByRule(values.mobile, mobileRule, true);
      if (mobile) next.mobile = mobile.key === 'val_required' ? t('val_required') : t('val_mobile');
      if (!values.code.trim()) next.code = t('val_code');
      const password = validateByRule(values.newPassword, passwordRule, true);
      if (password) next.newPassword = problemText(password);
      const confirm = confirmProblem(values.confirmPassword, values.newPassword);
      if (confirm) next.confirmPassword = t(confirm.key);
    }
    return next;
  };

  const onSubmit = submit({
    validate,
    send: async () => {
      if (mode === 'email') {
        const username = values.username.trim();
        await forgotByEmail({ username, email: values.email.trim() });
        openAuth('login', { username, message: { key: 'in_been_out', tone: 'info' } });
        return;
      }
      const { account } = await forgotByPhone({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      // Spec §4: after the new password is set the player is signed in with it and goes to /.
      const info = await login({
        username: account,
        password: values.newPassword,
        type: 'username',
        site: 'member',
        ...(await solveHumanCheckIfRequired().then((humanCheck) => (humanCheck ? { humanCheck } : {}))),
      });
      if (
        completeSignIn(info, {
          via: 'username',
          site: 'member',
          username: account,
          typedPassword: values.newPassword,
        })
      ) {
        navigate('/', { replace: true });
      }
    },
    fail: (error) => {
      const message = errorText(t, error, i18n.language);
      const field = errorField(error);
      const formField: Record<string, Field> = {
        username: 'username',
        email: 'email',
        mobileNum: 'mobile',
        verificationCode: 'code',
        newPassword: 'newPassword',
      };
      const target = field ? formField[field] : undefined;
      if (target) setErrors((current) => ({ ...current, [target]: message }));
      else setAlert({ tone: 'error', text: message });
    },
  });

  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-muted">{t('forgot_text')}</p>
      <Tabs
        label={t('forgot_title')}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setErrors({});
          setAlert(null);
        }}
        items={[
          { value: 'email', label: t('forgot_tab_email') },
          { value: 'mobile', label: t('forgot_tab_mobile') },
        ]}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
          {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
          {mode === 'email' ? (
            <>
              <TextField
                label={t('field_username')}
                autoComplete="username"
                required
                data-autofocus
                {...bind('username')}
              />
              <TextField
                label={t('field_email')}
                type="email"
                autoComplete="email"
                required
                {...bind('email')}
              />
              <p className="text-xs text-muted">{t('forgot_email_note')}</p>
            </>
          ) : (
            <>
              <MobileCodeFields
                dialingCode={dialingCode}
                onDialingCode={setDialingCode}
                mobileRule={mobileRule}
                mobile={values.mobile}
                onMobile={set('mobile')}
                code={values.code}
                onCode={set('code')}
                errors={errors}
                onMobileError={(error) => setErrors((current) => ({ ...current, mobile: error }))}
                onAlert={setAlert}
                sms={sms}
              />
              <TextField
                label={t('field_newPassword')}
                secret
                autoComplete="new-password"
                required
                hint={problemText(hintOf(passwordRule))}
                {...bind('newPassword')}
              />
              <TextField
                label={t('field_confirmPassword')}
                secret
                autoComplete="new-password"
                required
                {...bind('confirmPassword')}
              />
            </>
          )}
          <button type="submit" disabled={busy} className={buttonClass({ block: true, size: 'lg' })}>
            {busy && <Spinner label={t('app_loading')} size="sm" />}
            {t('forgot_submit')}
          </button>
        </form>
      </Tabs>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="font-semibold text-primary hover:underline"
        >
          {t('forgot_back')}
        </button>
        <button
          type="button"
          onClick={() => void openCustomerService(brand.customerServiceUrl)}
          className="text-muted hover:text-primary hover:underline"
        >
          {t('forgot_contact_cs')}
        </button>
      </div>
    </div>
  );
};
