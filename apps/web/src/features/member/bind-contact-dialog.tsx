/**
 * Binding or changing the member's email or mobile (issue 15 "securityCenter"): the new address,
 * "send code" (a countdown until another may be asked), the code from the message; when the one
 * bound now is verified, a code sent to it as well. The server checks every step and names the
 * failing field.
 */
import type { TBindContactRequest } from '@luckwell/contracts/member/contact';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { useBindContact, useSendContactCode } from './account-api.ts';

type Channel = 'email' | 'sms';

const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-line bg-black/30 px-4 text-sm text-ink transition focus:border-primary focus:outline-none';

/** Seconds left before another code may be asked, ticking down. */
const useCountdown = () => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    left: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds: number) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
};

const CodeRow = ({
  label,
  value,
  onChange,
  onSend,
  sending,
  left,
  error,
  id,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  left: number;
  error?: string | undefined;
  id: string;
}) => {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-ink/90">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={error ? true : undefined}
          className={`${inputClass} ${error ? 'border-red-400/80' : ''}`}
        />
        <button
          type="button"
          className={`shrink-0 ${buttonClass({ size: 'sm', variant: 'secondary' })}`}
          disabled={sending || left > 0}
          onClick={onSend}
        >
          {left > 0 ? t('acc_resend_in', { seconds: left }) : t('acc_send_code')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};

export const BindContactDialog = ({
  channel,
  currentVerified,
  currentMasked,
  onClose,
}: {
  channel: Channel;
  currentVerified: boolean;
  currentMasked: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const ids = useId();
  const send = useSendContactCode();
  const bind = useBindContact();
  const newTimer = useCountdown();
  const currentTimer = useCountdown();
  const [email, setEmail] = useState('');
  const [dialing, setDialing] = useState('+84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const field = error instanceof ApiError ? (error.field ?? 'form').replace(/^body\./, '') : 'form';
    setProblem({ field, text: errorText(t, error) });
  };
  const newAddress =
    channel === 'email'
      ? ({ channel: 'email', email: email.trim() } as const)
      : ({ channel: 'sms', countryDialingCode: dialing.trim(), mobileNum: mobile.trim() } as const);

  const sendNew = async () => {
    setProblem(null);
    try {
      const sent = await send.mutateAsync({ target: 'new', ...newAddress });
      newTimer.start(sent.expiredMinutes * 60);
      setNotice(t('acc_code_sent', { to: sent.destination }));
    } catch (error) {
      fail(error);
    }
  };
  const sendCurrent = async () => {
    setProblem(null);
    try {
      const sent = await send.mutateAsync({ target: 'current', channel });
      currentTimer.start(sent.expiredMinutes * 60);
      setNotice(t('acc_code_sent', { to: sent.destination }));
    } catch (error) {
      fail(error);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const request: TBindContactRequest = {
      ...newAddress,
      code,
      ...(currentVerified ? { currentCode } : {}),
    };
    try {
      await bind.mutateAsync(request);
      onClose();
    } catch (error) {
      fail(error);
    }
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);
  const title = t(channel === 'email' ? 'acc_bind_email_title' : 'acc_bind_mobile_title');

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('acc_cancel')} size="sm">
      <form className="grid gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6" onSubmit={submit} noValidate>
        {currentMasked && (
          <p className="rounded-xl border border-line bg-black/30 px-3 py-2 text-xs text-muted">
            {t('acc_bound_now', { address: currentMasked })}
          </p>
        )}
        {currentVerified && (
          <CodeRow
            id={`${ids}-current`}
            label={t('acc_current_code', { address: currentMasked ?? '' })}
            value={currentCode}
            onChange={setCurrentCode}
            onSend={() => void sendCurrent()}
            sending={send.isPending}
            left={currentTimer.left}
            error={errorOf('currentCode') ?? errorOf('channel')}
          />
        )}
        {channel === 'email' ? (
          <div>
            <label htmlFor={`${ids}-email`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('acc_new_email')}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              aria-invalid={errorOf('email') ? true : undefined}
              className={`${inputClass} ${errorOf('email') ? 'border-red-400/80' : ''}`}
            />
            {errorOf('email') && (
              <p role="alert" className="mt-1.5 text-xs text-red-300">
                {errorOf('email')}
              </p>
            )}
          </div>
        ) : (
          <div>
            <label htmlFor={`${ids}-mobile`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('acc_new_mobile')}
            </label>
            <div className="flex gap-2">
              <input
                aria-label={t('acc_dialing_code')}
                value={dialing}
                onChange={(event) => setDialing(event.target.value)}
                inputMode="tel"
                className={`${inputClass} w-20 shrink-0 px-3`}
              />
              <input
                id={`${ids}-mobile`}
                value={mobile}
                onChange={(event) => setMobile(event.target.value.replace(/[^\d]/g, ''))}
                inputMode="tel"
                autoComplete="tel-national"
                aria-invalid={errorOf('mobileNum') ? true : undefined}
                className={`${inputClass} ${errorOf('mobileNum') ? 'border-red-400/80' : ''}`}
              />
            </div>
            {errorOf('mobileNum') && (
              <p role="alert" className="mt-1.5 text-xs text-red-300">
                {errorOf('mobileNum')}
              </p>
            )}
          </div>
        )}
        <CodeRow
          id={`${ids}-code`}
          label={t('acc_verification_code')}
          value={code}
          onChange={setCode}
          onSend={() => void sendNew()}
          sending={send.isPending}
          left={newTimer.left}
          error={errorOf('code')}
        />
        {notice && !problem && (
          <p role="status" className="text-xs text-emerald-300">
            {notice}
          </p>
        )}
        {problem && !['email', 'mobileNum', 'code', 'currentCode', 'channel'].includes(problem.field) && (
          <p
            role="alert"
            className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-300"
          >
            {problem.text}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass({ size: 'sm', variant: 'ghost' })} onClick={onClose}>
            {t('acc_cancel')}
          </button>
          <button type="submit" className={buttonClass({ size: 'sm' })} disabled={bind.isPending}>
            {bind.isPending ? t('acc_saving') : t('acc_verify_and_save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
