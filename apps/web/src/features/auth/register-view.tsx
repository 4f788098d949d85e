/**
 * Register popup body (spec §2 "Register popup", §5 "Register"): username and mobile tabs by
 * configuration, fields and validators from the operator's registration rules, reset, link back to
 * login. Accounts open with a later release; a valid submit says so honestly.
 */
import type { TRegisterField, TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { buttonClass } from '@luckwell/ui/button';
import { Tabs } from '@luckwell/ui/tabs';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { type FieldError, hintOf, OPTIONAL_FIELDS, SECRET_FIELDS, validateByRule } from './register-rules.ts';
import { SoonNotice } from './soon-notice.tsx';
import { TextField } from './text-field.tsx';

type Mode = 'username' | 'mobile';
type Values = Record<string, string>;

export const RegisterView = () => {
  const { t } = useTranslation();
  const { whitelabelVal, register } = usePermission();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode') ?? '';

  const modes: Mode[] = [
    ...(whitelabelVal.USERNAMEREG3 !== false ? (['username'] as const) : []),
    ...(whitelabelVal.MOBILENUMREG3 ? (['mobile'] as const) : []),
  ];
  if (modes.length === 0) modes.push('username');
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'username');

  const rules = useMemo(() => new Map(register.map((rule) => [rule.field, rule])), [register]);
  const optional = OPTIONAL_FIELDS.filter((field) => {
    if (mode === 'mobile' && field === 'mobileNum') return false;
    return rules.get(field)?.enabled;
  });

  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [agreed, setAgreed] = useState(false);
  const [soon, setSoon] = useState(false);

  const text = (error: FieldError | undefined) =>
    error ? t(error.key, { ...error.params, defaultValue: t('val_format') }) : null;
  const hint = (rule: TRegisterFieldRule | undefined) =>
    rule
      ? t(hintOf(rule).key, { ...hintOf(rule).params, defaultValue: t('val_length', hintOf(rule).params) })
      : undefined;
  const bind = (field: string) => ({
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, FieldError> = {};
    const check = (field: string, rule: TRegisterFieldRule | undefined, required: boolean) => {
      const error = validateByRule(values[field] ?? '', rule, required);
      if (error) next[field] = error;
    };
    if (mode === 'username') check('username', rules.get('username'), true);
    else check('mobileNum', rules.get('mobileNum'), true);
    check('password', rules.get('password'), true);
    if ((values.confirmPassword ?? '') === '') next.confirmPassword = { key: 'val_required' };
    else if (values.confirmPassword !== values.password) next.confirmPassword = { key: 'val_confirm' };
    for (const field of optional) {
      const rule = rules.get(field);
      check(field, rule, rule?.required ?? false);
    }
    if (!agreed) next.agree = { key: 'val_agree' };
    setErrors(next);
    setSoon(Object.keys(next).length === 0);
  };

  const reset = () => {
    setValues({});
    setErrors({});
    setAgreed(false);
    setSoon(false);
  };

  const form = (
    <form onSubmit={onSubmit} onReset={reset} noValidate className="space-y-4">
      {mode === 'username' ? (
        <TextField
          label={t('field_username')}
          autoComplete="username"
          required
          data-autofocus
          hint={hint(rules.get('username'))}
          error={text(errors.username)}
          {...bind('username')}
        />
      ) : (
        <TextField
          label={t('field_mobileNum')}
          inputMode="tel"
          autoComplete="tel"
          required
          data-autofocus
          hint={hint(rules.get('mobileNum'))}
          error={text(errors.mobileNum)}
          {...bind('mobileNum')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field_password')}
          secret
          autoComplete="new-password"
          required
          hint={hint(rules.get('password'))}
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
            const rule = rules.get(field);
            return (
              <TextField
                key={field}
                label={t(`field_${field}`)}
                secret={SECRET_FIELDS.includes(field)}
                required={rule?.required}
                inputMode={field === 'mobileNum' ? 'tel' : undefined}
                type={field === 'email' ? 'email' : undefined}
                hint={hint(rule)}
                error={text(errors[field])}
                {...bind(field)}
              />
            );
          })}
        </div>
      )}
      {referralCode && (
        <p className="rounded-xl border border-line bg-black/20 px-4 py-2.5 text-sm text-muted">
          {t('register_referral', { code: referralCode })}
        </p>
      )}
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
      {soon && <SoonNotice messageKey="auth_soon_register" />}
      <div className="flex gap-3">
        <button type="reset" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('register_reset')}
        </button>
        <button type="submit" className={`${buttonClass({ size: 'lg' })} flex-1`}>
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
          onChange={(value) => {
            setMode(value);
            setErrors({});
            setSoon(false);
          }}
          items={modes.map((value) => ({ value, label: t(`register_tab_${value}`) }))}
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
