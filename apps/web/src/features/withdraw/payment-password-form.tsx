/** Sets the first payment password, or changes it with the current one (sealed, like sign-in). */
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { useSetPaymentPassword } from './withdraw-api.ts';

export const PaymentPasswordForm = ({ mode, onDone }: { mode: 'set' | 'change'; onDone?: () => void }) => {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
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
        ...(mode === 'change' ? { oldPaymentPassword: old } : {}),
        paymentPassword: password,
        confirmPaymentPassword: confirm,
      },
      {
        onSuccess: () => {
          setOld('');
          setPassword('');
          setConfirm('');
          setSaved(true);
          onDone?.();
        },
      },
    );
  };

  const error = problem ?? (save.isError ? errorText(t, save.error) : null);
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t(`wd_pp_${mode}`)}>
      {mode === 'change' && (
        <Field
          className="sm:col-span-2"
          label={t('wd_pp_old')}
          type="password"
          autoComplete="off"
          value={old}
          onChange={(event) => setOld(event.target.value)}
        />
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
