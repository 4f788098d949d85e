/**
 * Register popup body (spec §2 "Register popup", §3 "Register payload", §4 "Register", §5
 * "Register"): username and mobile tabs by configuration, fields, hints and validators from the
 * operator's registration rules, the SMS code when mobile verification is on, the invitation code
 * check, referralCode from /register?referralCode=, reset, link back to login. Success signs the new
 * member in and goes to /.
 */
import { hintOf } from '@luckwell/contracts/auth/pattern-families';
import type { TRegisterRequest } from '@luckwell/contracts/member/register';
import { OPTIONAL_REGISTER_FIELDS } from '@luckwell/contracts/system/register-fields';
import type { TRegisterField, TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { Tabs } from '@luckwell/ui/tabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkAffiliate, register as registerMember, type TAffiliate } from '../../shared/auth-api.ts';
import { HumanCheck, type HumanCheckHandle, solveFrom } from '../../shared/human-check-loader.tsx';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { completeSignIn } from '../../shared/sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import { errorField, errorText } from './error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { DEFAULT_DIALING_CODE, MobileField, SmsCodeField } from './mobile-fields.tsx';
import {
  confirmProblem,
  type FieldError,
  ruleOr,
  rulesByField,
  SECRET_FIELDS,
  validateByRule,
} from './register-rules.ts';
import { TextField } from './text-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSmsSender } from './use-sms-sender.ts';

type Mode = 'username' | 'mobile';
type Values = Record<string, string>;
/** A field's problem: a key to translate (with params), or text the server already chose. */
type Problem = FieldError | { text: string };

/** The server names the registration SMS number `mobileNo`; the form calls it mobileNum. */
const formField = (field: string | null) => (field === 'mobileNo' ? 'mobileNum' : field);

export const RegisterView = () => {
  const { t, i18n } = useTranslation();
  const { whitelabelVal, register: rules } = usePermission();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode')?.trim() ?? '';
  /** An agent's invitation link (`/register?affiliateCode=`) fills in their code. */
  const invitation = params.get('affiliateCode')?.trim() ?? '';

  const modes: Mode[] = [
    ...(whitelabelVal.USERNAMEREG3 !== false ? (['username'] as const) : []),
    ...(whitelabelVal.MOBILENUMREG3 ? (['mobile'] as const) : []),
  ];
  if (modes.length === 0) modes.push('username');
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'username');

  const byField = useMemo(() => rulesByField(rules), [rules]);
  const captchaRule = byField.get('captcha');
  const captchaOn = captchaRule?.enabled ?? false;
  const smsOn = mode === 'mobile' && whitelabelVal.REGMOBVERF3;
  const optional = OPTIONAL_REGISTER_FIELDS.filter((field) => {
    if (mode === 'mobile' && field === 'mobileNum') return false;
    return byField.get(field)?.enabled;
  });

  const [values, setValues] = useState<Values>(
    (): Values => (invitation ? { affiliateCode: invitation } : {}),
  );
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [errors, setErrors] = useState<Record<string, Problem>>({});
  const [agreed, setAgreed] = useState(false);
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const { busy, submit } = useFormSubmit({ setErrors, setAlert });
  const [affiliate, setAffiliate] = useState<{ code: string; agent: TAffiliate | null } | null>(null);
  const captcha = useCaptcha(captchaOn);
  const loadCaptcha = captcha.show;
  useEffect(() => {
    if (captchaOn) loadCaptcha();
  }, [captchaOn, loadCaptcha]);
  const humanCheck = useRef<HumanCheckHandle>(null);
  const sms = useSmsSender('register');

  const value = (field: string) => (values[field] ?? '').trim();
  const text = (problem: Problem | undefined) => {
    if (!problem) return null;
    if ('text' in problem) return problem.text;
    return t(problem.key, { ...problem.params, defaultValue: t('val_format') });
  };
  const hint = (rule: TRegisterFieldRule | undefined) => {
    if (!rule) return undefined;
    const { key, params: hintParams } = hintOf(rule);
    return t(key, { ...hintParams, defaultValue: t('val_length', hintParams) });
  };
  const bind = (field: string) => ({
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  /** The invitation code check (spec §5 "Affiliate code checked when present"). */
  const verifyAffiliate = async (code: string): Promise<boolean> => {
    if (!code) {
      setAffiliate(null);
      return true;
    }
    if (affiliate?.code === code) return affiliate.agent !== null;
    try {
      const agent = await checkAffiliate(code);
      setAffiliate({ code, agent });
      setErrors(({ affiliateCode: _, ...rest }) => rest);
      return true;
    } catch {
      setAffiliate({ code, agent: null });
      setErrors((current) => ({ ...current, affiliateCode: { key: 'in_invitation_code_error' } }));
      return false;
    }
  };

  // The invitation's agent is named under the field as soon as the form opens.
  const checkedInvitation = useRef(false);
  useEffect(() => {
    if (!invitation || checkedInvitation.current || !byField.get('affiliateCode')?.enabled) return;
    checkedInvitation.current = true;
    void verifyAffiliate(invitation);
  });

  const validate = () => {
    const next: Record<string, Problem> = {};
    const check = (
      field: string,
      rule: TRegisterFieldRule | undefined,
      required: boolean,
      fallback?: 'username' | 'mobileNum' | 'password',
    ) => {
      const problem = validateByRule(
        values[field] ?? '',
        rule ?? (fallback ? ruleOr(byField, fallback) : undefined),
        required,
      );
      if (problem) next[field] = problem;
    };
    if (mode === 'username') check('username', byField.get('username'), true, 'username');
    else check('mobileNum', byField.get('mobileNum'), true, 'mobileNum');
    if (smsOn && !value('verificationCode')) next.verificationCode = { key: 'val_code' };
    check('password', byField.get('password'), true, 'password');
    const confirm = confirmProblem(values.confirmPassword ?? '', values.password ?? '');
    if (confirm) next.confirmPassword = confirm;
    for (const field of optional) {
      const rule = byField.get(field);
      check(field, rule, rule?.required ?? false);
    }
    if (captchaOn && !value('captcha')) next.captcha = { key: 'in_please_enter_captcha' };
    if (!agreed) next.agree = { key: 'val_agree' };
    return next;
  };

  const onSendCode = async () => {
    const problem = validateByRule(values.mobileNum ?? '', ruleOr(byField, 'mobileNum'), true);
    if (problem) {
      setErrors((current) => ({ ...current, mobileNum: problem }));
      return;
    }
    try {
      if (await sms.send(value('mobileNum'), dialingCode)) setAlert({ tone: 'info', text: t('sms_sent') });
    } catch (error) {
      const field = formField(errorField(error));
      if (field === 'mobileNum')
        setErrors((current) => ({ ...current, mobileNum: { text: errorText(t, error, i18n.language) } }));
      else setAlert({ tone: 'error', text: errorText(t, error, i18n.language) });
    }
  };

  const onSubmit = submit({
    validate,
    send: async () => {
      if (!(await verifyAffiliate(value('affiliateCode')))) return;
      const mobileNum = value('mobileNum');
      const optionalValues = Object.fromEntries(
        optional
          .filter((field) => field !== 'mobileNum' && value(field))
          .map((field) => [field, value(field)]),
      ) as Partial<Record<TRegisterField, string>>;
      const humanCheckPayload = await solveFrom(humanCheck.current);
      const request: TRegisterRequest = {
        ...optionalValues,
        ...(mode === 'username' ? { username: value('username') } : {}),
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        ...(mobileNum ? { mobileNum, countryDialingCode: dialingCode } : {}),
        ...(smsOn ? { verificationCode: value('verificationCode') } : {}),
        ...(captchaOn && captcha.captcha
          ? { captcha: value('captcha'), captchaId: captcha.captcha.captchaId }
          : {}),
        ...(referralCode ? { referralCode } : {}),
        ...(humanCheckPayload ? { humanCheck: humanCheckPayload } : {}),
        domain: window.location.hostname,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      };
      const info = await registerMember(mode, request);
      const complete = completeSignIn(info, {
        via: 'register',
        site: 'member',
        username: mode === 'username' ? value('username') : mobileNum,
        typedPassword: values.password ?? '',
      });
      if (complete) navigate('/', { replace: true });
    },
    fail: (error) => {
      const field = formField(errorField(error));
      const message = errorText(t, error, i18n.language);
      if (field && field !== 'humanCheck' && field !== 'sealed' && !field.startsWith('sealed')) {
        setErrors((current) => ({ ...current, [field]: { text: message } }));
      }
      setAlert({ tone: 'error', text: message });
      if (captchaOn) {
        setValues((current) => ({ ...current, captcha: '' }));
        captcha.show();
      }
      humanCheck.current?.reset();
    },
  });

  const reset = () => {
    setValues((): Values => (invitation ? { affiliateCode: invitation } : {}));
    setErrors({});
    setAgreed(false);
    setAlert(null);
    setAffiliate(null);
    humanCheck.current?.reset();
  };

  /** The number: the mobile tab's first field, or an optional one under the username tab. */
  const mobileField = (rule: TRegisterFieldRule | undefined, onMobileTab: boolean) => (
    <MobileField
      dialingCode={dialingCode}
      onDialingCode={setDialingCode}
      value={values.mobileNum ?? ''}
      onChange={(next) => setValues((current) => ({ ...current, mobileNum: next }))}
      error={text(errors.mobileNum)}
      hint={hint(rule)}
      autoFocus={onMobileTab}
      required={onMobileTab || rule?.required === true}
    />
  );

  const form = (
    <form onSubmit={onSubmit} onReset={reset} noValidate className="space-y-4" aria-busy={busy}>
      {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
      {mode === 'username' ? (
        <TextField
          label={t('field_username')}
          autoComplete="username"
          required
          data-autofocus
          hint={hint(byField.get('username'))}
          error={text(errors.username)}
          {...bind('username')}
        />
      ) : (
        mobileField(byField.get('mobileNum'), true)
      )}
      {smsOn && (
        <SmsCodeField
          value={values.verificationCode ?? ''}
          onChange={(next) => setValues((current) => ({ ...current, verificationCode: next }))}
          error={text(errors.verificationCode)}
          countdown={sms.seconds}
          sending={sms.sending}
          onSend={() => void onSendCode()}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field_password')}
          secret
          autoComplete="new-password"
          required
          hint={hint(byField.get('password'))}
          error={text(errors.password)}
          {...bind('password')}
        />
        <TextField
          label={t('field_confirmPassword')}
          secret
          autoComplete="new-password"
          required
          error={text(errors.confirmPassword)}
          {...bind('confirmPassword')}
        />
      </div>
      {optional.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {optional.map((field: TRegisterField) => {
            const rule = byField.get(field);
            if (field === 'mobileNum') {
              return (
                <div key={field} className="sm:col-span-2">
                  {mobileField(rule, false)}
                </div>
              );
            }
            const isAffiliate = field === 'affiliateCode';
            const agent = isAffiliate && affiliate?.code === value('affiliateCode') ? affiliate.agent : null;
            return (
              <TextField
                key={field}
                label={t(`field_${field}`)}
                secret={SECRET_FIELDS.includes(field)}
                required={rule?.required}
                inputMode={field === 'qqNum' || field === 'whatsapp' ? 'numeric' : undefined}
                type={field === 'email' ? 'email' : field === 'birthday' ? 'date' : undefined}
                autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'off'}
                hint={agent ? t('register_invited_by', { name: agent.agentNickname }) : hint(rule)}
                error={text(errors[field])}
                onBlur={isAffiliate ? () => void verifyAffiliate(value('affiliateCode')) : undefined}
                {...bind(field)}
              />
            );
          })}
        </div>
      )}
      {captchaOn && (
        <CaptchaField
          state={captcha}
          value={values.captcha ?? ''}
          onChange={(next) => setValues((current) => ({ ...current, captcha: next }))}
          error={text(errors.captcha)}
        />
      )}
      {referralCode && (
        <p className="rounded-xl border border-line bg-black/20 px-4 py-2.5 text-sm text-muted">
          {t('register_referral', { code: referralCode })}
        </p>
      )}
      <HumanCheck ref={humanCheck} />
      <div>
        <label className="flex cursor-pointer items-start gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--brand-primary)]"
            aria-invalid={errors.agree ? true : undefined}
          />
          <span>
            {t('register_agree')}{' '}
            <Link to="/help" className="font-semibold text-primary hover:underline">
              {t('register_terms')}
            </Link>
          </span>
        </label>
        {errors.agree && <p className="mt-1 text-xs text-red-300">{t('val_agree')}</p>}
      </div>
      <div className="flex gap-3">
        <button type="reset" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('register_reset')}
        </button>
        <button type="submit" disabled={busy} className={`${buttonClass({ size: 'lg' })} flex-1`}>
          {busy && <Spinner label={t('app_loading')} size="sm" />}
          {t('header_register')}
        </button>
      </div>
    </form>
  );

  return (
    <div className="space-y-5">
      {modes.length > 1 ? (
        <Tabs
          label={t('register_title')}
          value={mode}
          onChange={(next) => {
            setMode(next);
            setErrors({});
            setAlert(null);
          }}
          items={modes.map((item) => ({ value: item, label: t(`register_tab_${item}`) }))}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <p className="text-center text-sm text-muted">
        {t('register_have_account')}{' '}
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="font-semibold text-primary hover:underline"
        >
          {t('header_login')}
        </button>
      </p>
    </div>
  );
};
