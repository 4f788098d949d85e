/**
 * The agent centre's `registerCenter` (spec §2 "Agent center pages", issue 16): the agent's
 * invitation link and its QR code (a sign-up through it lands in their team), and a form that
 * registers a member or a sub-agent straight under them. The username and password are checked here
 * by the brand's registration rules, as the server checks them; the new account chooses its own
 * password at its first sign-in.
 */
import {
  inviteLink,
  type TDownlineKind,
  type TRegisteredDownline,
} from '@luckwell/contracts/agent/team-register';
import { hintOf, NICKNAME_RULE } from '@luckwell/contracts/auth/pattern-families';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { QrCode } from '../../shared/qr-code.tsx';
import { confirmProblem, ruleOr, rulesByField, validateByRule } from '../auth/register-rules.ts';
import { TextField } from '../auth/text-field.tsx';
import { useAgentInvite, useRegisterDownline } from './team-api.ts';

const panelClass = 'rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6';

const InvitePanel = () => {
  const { t } = useTranslation();
  const invite = useAgentInvite();
  const [copied, setCopied] = useState(false);
  const code = invite.data?.affiliateCode;
  const link = code ? inviteLink(window.location.origin, code) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <section className={panelClass} aria-label={t('rc_invite_title')} data-testid="invite-panel">
      <h2 className="text-base font-bold text-ink sm:text-lg">{t('rc_invite_title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('rc_invite_body')}</p>
      {!code ? (
        <div className="grid min-h-40 place-items-center">
          {invite.isError ? (
            <p className="text-sm text-red-300">{errorText(t, invite.error)}</p>
          ) : (
            <Spinner label={t('team_loading')} size="md" />
          )}
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode value={link} size={150} label={t('rc_invite_qr')} />
          <div className="grid w-full min-w-0 gap-3">
            <div>
              <p className="text-xs text-muted">{t('rc_invite_code')}</p>
              <p className="font-mono text-xl font-bold tracking-widest text-gold" data-testid="invite-code">
                {code}
              </p>
            </div>
            <div>
              <p className="text-xs text-muted">{t('rc_invite_link')}</p>
              <p
                className="mt-1 rounded-xl border border-line bg-black/30 px-3 py-2 font-mono text-xs break-all text-ink"
                data-testid="invite-link"
              >
                {link}
              </p>
            </div>
            <button
              type="button"
              className={`justify-self-start ${buttonClass({ size: 'sm' })}`}
              onClick={copy}
            >
              {copied ? t('rc_invite_copied') : t('rc_invite_copy')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
};

type Values = { username: string; password: string; confirmPassword: string; nickname: string };
const EMPTY: Values = { username: '', password: '', confirmPassword: '', nickname: '' };

const RegisterPanel = () => {
  const { t } = useTranslation();
  const { register: rules } = usePermission();
  const byField = useMemo(() => rulesByField(rules), [rules]);
  const registerDownline = useRegisterDownline();
  const [kind, setKind] = useState<TDownlineKind>('member');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const [done, setDone] = useState<TRegisteredDownline | null>(null);

  const hint = (field: 'username' | 'password') => {
    const { key, params } = hintOf(ruleOr(byField, field));
    return t(key, params ?? {});
  };
  const bind = (field: keyof Values) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Values, string>> = {};
    const say = (problem: { key: string; params?: Record<string, string | number> } | null) =>
      problem ? t(problem.key, problem.params ?? {}) : undefined;
    found.username = say(validateByRule(values.username, ruleOr(byField, 'username'), true));
    found.password = say(validateByRule(values.password, ruleOr(byField, 'password'), true));
    found.confirmPassword = say(confirmProblem(values.confirmPassword, values.password));
    if (values.nickname.trim()) found.nickname = say(validateByRule(values.nickname, NICKNAME_RULE, true));
    const shown = Object.fromEntries(Object.entries(found).filter(([, text]) => text));
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    try {
      const created = await registerDownline.mutateAsync({
        kind,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      });
      setDone(created);
      setValues(EMPTY);
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
      const text = errorText(t, error);
      setErrors(field && field in EMPTY ? { [field]: text } : { form: text });
    }
  };

  return (
    <section className={panelClass} aria-label={t('rc_form_title')} data-testid="register-downline">
      <h2 className="text-base font-bold text-ink sm:text-lg">{t('rc_form_title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('rc_form_body')}</p>
      {done && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-emerald-400/40 bg-emerald-400/10 p-3 text-sm text-emerald-200"
        >
          <p className="font-semibold">
            {t(done.kind === 'agent' ? 'rc_done_agent' : 'rc_done_member', { account: done.account })}
          </p>
          <p className="mt-1 text-emerald-100/80">{t('rc_done_password')}</p>
          {done.affiliateCode && <p className="mt-1">{t('rc_done_code', { code: done.affiliateCode })}</p>}
        </div>
      )}
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-xs font-semibold text-ink/90">{t('rc_kind')}</legend>
          {(['member', 'agent'] as const).map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                kind === option
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-line bg-black/20 text-muted'
              }`}
            >
              <input
                type="radio"
                name="downline-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="sr-only"
              />
              {t(option === 'agent' ? 'rc_kind_agent' : 'rc_kind_member')}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('field_username')}
            required
            autoComplete="off"
            hint={hint('username')}
            {...bind('username')}
          />
          <TextField
            label={t('rc_nickname')}
            autoComplete="off"
            hint={t(hintOf(NICKNAME_RULE).key, hintOf(NICKNAME_RULE).params ?? {})}
            {...bind('nickname')}
          />
          <TextField
            label={t('field_password')}
            secret
            required
            autoComplete="new-password"
            hint={hint('password')}
            {...bind('password')}
          />
          <TextField
            label={t('field_confirmPassword')}
            secret
            required
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </div>
        {errors.form && (
          <p
            role="alert"
            className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-300"
          >
            {errors.form}
          </p>
        )}
        <button
          type="submit"
          className={`justify-self-start ${buttonClass({})}`}
          disabled={registerDownline.isPending}
        >
          {registerDownline.isPending ? t('rc_submitting') : t('rc_submit')}
        </button>
      </form>
    </section>
  );
};

export const RegisterCenterPage = () => {
  const { t } = useTranslation();
  return (
    <section className="grid gap-4 sm:gap-5" data-testid="register-center">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('rc_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('rc_subtitle')}</p>
      </header>
      <InvitePanel />
      <RegisterPanel />
    </section>
  );
};
