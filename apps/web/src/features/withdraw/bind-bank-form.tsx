/** Binds a bank account in the payee name; a bound account is never edited (spec §4 "Account link choice"). */
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { useBindBankAccount } from './withdraw-api.ts';

export const BindBankForm = ({ payeeName }: { payeeName: string | null }) => {
  const { t } = useTranslation();
  const bind = useBindBankAccount();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = accountNumber.replace(/\s+/g, '');
    if (bankName.trim().length < 2 || !/^\d{6,24}$/.test(number) || accountName.trim().length < 2) {
      return setProblem(t('wd_bank_invalid'));
    }
    setProblem(null);
    bind.mutate(
      { bankName: bankName.trim(), accountNumber: number, accountName: accountName.trim() },
      {
        onSuccess: () => {
          setBankName('');
          setAccountNumber('');
        },
      },
    );
  };

  const error = problem ?? (bind.isError ? errorText(t, bind.error) : null);
  return (
    <form noValidate onSubmit={submit} aria-label={t('wd_bank_add')} className="grid gap-3 sm:grid-cols-3">
      <Field
        label={t('wd_bank_name')}
        placeholder={t('wd_bank_name_placeholder')}
        value={bankName}
        maxLength={64}
        onChange={(event) => setBankName(event.target.value)}
      />
      <Field
        label={t('wd_bank_number')}
        hint={t('wd_bank_number_hint')}
        inputMode="numeric"
        value={accountNumber}
        maxLength={30}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <Field
        label={t('wd_bank_holder')}
        hint={payeeName ? undefined : t('wd_bank_holder_hint')}
        value={accountName}
        readOnly={payeeName !== null}
        maxLength={128}
        onChange={(event) => setAccountName(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-400 sm:col-span-3">
          {error}
        </p>
      )}
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary" disabled={bind.isPending}>
          {t('wd_bank_add')}
        </Button>
      </div>
    </form>
  );
};
