/**
 * Two-step sign-in enrolment at /admin/two-step: a new secret as a QR code and a setup key, and the
 * first code from the authenticator app to turn it on. Owners land here after signing in until it
 * is on (skippable outside production); the server makes everyone enrol first in production.
 */
import type { TOperatorMe } from '@luckwell/contracts/admin/session';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { apiRequest, readToken } from '../../shared/api-client.ts';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { ME_QUERY_KEY, skipTotpForNow, useMe, useSignOut } from '../../shared/operator-session.ts';
import { SecretField } from '../../shared/secret-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { TotpCodeField } from './totp-code-field.tsx';
import { normalizeTotp, validateTotp } from './validate-login.ts';

const SETUP_QUERY_KEY = ['admin', 'totp-setup'] as const;

const loadSetup = () => import('@luckwell/contracts/admin/session').then((m) => m.ZTotpSetupResponse);
const loadMe = () => import('@luckwell/contracts/admin/session').then((m) => m.ZOperatorMeResponse);

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const StepNumber = ({ n }: { n: number }) => (
  <span className="bg-gold grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold text-on-primary">
    {n}
  </span>
);

const EnrolmentCard = ({ me }: { me: TOperatorMe }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  // A query, not an effect: it runs once even when React renders the screen twice, so the secret
  // shown is the one the server keeps pending.
  const setup = useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: () => apiRequest('/admin-api/me/totp/setup', loadSetup, { method: 'POST' }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
  });

  const enable = useMutation({
    mutationFn: (totp: string) =>
      apiRequest('/admin-api/me/totp/enable', loadMe, { method: 'POST', body: { code: totp } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(ME_QUERY_KEY, updated);
      queryClient.removeQueries({ queryKey: SETUP_QUERY_KEY });
      toast.success(t('totp.enabled'));
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => setCodeError(errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enable.isPending) return;
    const problem: TranslationKey | undefined = validateTotp(code);
    setCodeError(problem ? t(problem) : undefined);
    if (!problem) enable.mutate(normalizeTotp(code));
  };

  const skip = () => {
    skipTotpForNow();
    navigate('/dashboard', { replace: true });
  };

  if (setup.isPending) return <Loader label={t('totp.preparing')} />;
  if (setup.isError) {
    return (
      <LoadError title={t('totp.setupFailed')} error={setup.error} onRetry={() => void setup.refetch()} />
    );
  }

  const { secret, qrSvg } = setup.data;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <ol className="flex flex-col gap-5">
        <li className="flex gap-3">
          <StepNumber n={1} />
          <p className="pt-0.5 text-sm leading-relaxed text-ink/85">{t('totp.step1')}</p>
        </li>
        <li className="flex gap-3">
          <StepNumber n={2} />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <p className="pt-0.5 text-sm leading-relaxed text-ink/85">{t('totp.step2')}</p>
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
                alt={t('totp.qrAlt', { username: me.operator.username })}
                width={180}
                height={180}
                className="size-[180px] shrink-0 rounded-2xl bg-white p-2 shadow-lg shadow-black/40"
              />
              <div className="flex w-full min-w-0 flex-col gap-2">
                <SecretField
                  label={t('totp.setupKey')}
                  value={groupSecret(secret)}
                  copyText={secret}
                  copyLabel={t('totp.copyKey')}
                  wrap
                />
                <p className="text-xs leading-relaxed text-muted">{t('totp.setupKeyHint')}</p>
              </div>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <StepNumber n={3} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="pt-0.5 text-sm leading-relaxed text-ink/85">{t('totp.step3')}</p>
            <TotpCodeField
              name="code"
              label={t('totp.code')}
              value={code}
              error={codeError}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(undefined);
              }}
            />
          </div>
        </li>
      </ol>
      <div className="flex flex-col gap-3">
        <BusyButton
          type="submit"
          size="lg"
          block
          busy={enable.isPending}
          icon="shieldCheck"
          iconClassName="size-5"
        >
          {t('totp.enable')}
        </BusyButton>
        {me.totpEnrolment !== 'required' && (
          <Button variant="ghost" block onClick={skip}>
            {t(me.totpEnrolment === 'recommended' ? 'totp.skip' : 'totp.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
};

export const TotpEnrolmentScreen = () => {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();

  if (!readToken()) return <Navigate to="/login" replace />;
  if (me.data?.operator.totpEnabled) return <Navigate to="/dashboard" replace />;

  const notice: TranslationKey | null =
    me.data?.totpEnrolment === 'required'
      ? 'totp.requiredNotice'
      : me.data?.totpEnrolment === 'recommended'
        ? 'totp.recommendedNotice'
        : null;

  return (
    <AuthFrame
      id="totp-title"
      icon="shieldCheck"
      title={t('totp.title')}
      subtitle={t('totp.subtitle')}
      width="max-w-[600px]"
      className="min-h-dvh"
      headerEnd={
        <button
          type="button"
          onClick={() => signOut.mutate()}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted transition hover:bg-white/5 hover:text-ink"
        >
          <Icon name="signOut" className="size-4" />
          <span className="hidden sm:inline">{t('shell.operator.signOut')}</span>
        </button>
      }
    >
      {notice && (
        <p className="mb-6 flex items-start gap-2.5 rounded-xl border border-primary/35 bg-primary/[0.08] p-3.5 text-sm leading-relaxed text-ink/90">
          <Icon name="info" className="mt-0.5 size-[18px] shrink-0 text-primary" />
          {t(notice)}
        </p>
      )}
      {me.data ? (
        <EnrolmentCard me={me.data} />
      ) : me.isError ? (
        <EmptyState tone="error" title={t('common.loadFailed')} description={errorText(me.error)} />
      ) : (
        <Loader label={t('common.loading')} />
      )}
    </AuthFrame>
  );
};
