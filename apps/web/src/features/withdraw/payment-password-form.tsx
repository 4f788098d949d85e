/**
 * Sets the first payment password, or changes it with the current one or, when it is forgotten, an
 * SMS code sent to the member's verified mobile (sealed, like sign-in).
 */
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { useSendPaymentCode, useSetPaymentPassword } from './withdraw-api.ts';

export const PaymentPasswordForm = ({ mode, onDone }: { mode: 'set' | 'change'; onDone?: () => void }) => {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const sendCode = useSendPaymentCode();
  const [bySms, setBySms] = useState(false);
  const [smsCode, setSmsCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (password.length < 6 || password.length > 32) return setProblem(t('wd_pp_short'));
    if (password !== confirm) return setProblem(t('wd_pp_mismatch'));
    setProblem(null);
    save.mutate(
      {
        ...(mode === 'change' ? (bySms ? { smsCode } : { oldPaymentPassword: old }) : {}),
        paymentPassword: password,
        confirmPaymentPassword: confirm,
      },
      {
        onSuccess: () => {
          setOld('');
          setSmsCode('');
          setPassword('');
          setConfirm('');
          setSaved(true);
          onDone?.();
        },
      },
    );
  };

  const error =
    problem ??
    (save.isError ? errorText(t, save.error) : sendCode.isError ? errorText(t, sendCode.error) : null);
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t(`wd_pp_${mode}`)}>
      {mode === 'change' && !bySms && (
        <Field
          className="sm:col-span-2"
          label={t('wd_pp_old')}
          type="password"
          autoComplete="off"
          value={old}
          onChange={(event) => setOld(event.target.value)}
        />
      )}
      {mode === 'change' && bySms && (
        <div className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field
            label={t('wd_pp_sms_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={codeSentTo ? t('wd_pp_sms_sent', { to: codeSentTo }) : t('wd_pp_sms_hint')}
            value={smsCode}
            onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <Button
            variant="secondary"
            disabled={sendCode.isPending}
            onClick={() =>
              sendCode.mutate(undefined, { onSuccess: (sent) => setCodeSentTo(sent.destination) })
            }
          >
            {t('wd_pp_sms_send')}
          </Button>
        </div>
      )}
      {mode === 'change' && (
        <button
          type="button"
          className="justify-self-start text-xs font-semibold text-primary hover:underline sm:col-span-2"
          onClick={() => {
            setBySms((was) => !was);
            save.reset();
            sendCode.reset();
          }}
        >
          {bySms ? t('wd_pp_use_old') : t('wd_pp_forgot')}
        </button>
      )}
      <Field
        label={t('wd_pp_new')}
        type="password"
        autoComplete="new-password"
        hint={t('wd_pp_hint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        label={t('wd_pp_confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-400 sm:col-span-2">
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm text-emerald-400 sm:col-span-2">
          {t('wd_pp_changed')}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t(`wd_pp_${mode}`)}
        </Button>
      </div>
    </form>
  );
};
