/**
 * Cashier → Cashier limits at /admin/cashier/limits: for one brand, the withdrawal limits (amounts,
 * confirmation minutes, bank accounts per member) and the transfer limits (per transfer, per day).
 * Each form saves on its own and is audited; the adjustment threshold stays with the finance settings.
 */
import type { TCashierSettings } from '@luckwell/contracts/admin/cashier-settings';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useFinanceSettings } from '../finance/finance-api.ts';
import { useCashierSettings, useSaveCashierSettings } from './cashier-settings-api.ts';

/** "50000" or "50,000.5" → "50000.50"; anything else stays as typed and the server names the field. */
const money = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return typed;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** A whole number as typed, or the text itself (the server refuses it with the field named). */
const whole = (typed: string) => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : typed);

const failedFieldOf = (mutation: { isError: boolean; error: unknown }) =>
  mutation.isError ? ((mutation.error as { field?: string }).field ?? '').replace(/^body\./, '') : '';

const Card = ({ title, body, children }: { title: string; body: string; children: ReactNode }) => (
  <section className="rounded-2xl border border-line/60 bg-surface/60 p-5 sm:p-6" aria-label={title}>
    <h2 className="text-lg font-bold text-ink">{title}</h2>
    <p className="mt-1 text-sm text-muted">{body}</p>
    <div className="mt-4">{children}</div>
  </section>
);

const WithdrawalForm = ({ settings }: { settings: TCashierSettings }) => {
  const { t } = useTranslation();
  const save = useSaveCashierSettings().withdrawals;
  const [draft, setDraft] = useState({
    minAmount: settings.withdrawals.minAmount as string,
    maxAmount: settings.withdrawals.maxAmount as string,
    confirmMinutes: String(settings.withdrawals.confirmMinutes),
    maxBankAccounts: String(settings.withdrawals.maxBankAccounts),
  });
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const failed = failedFieldOf(save);
  const fieldError = (key: string) => (failed === key ? t('cl.invalid') : undefined);
  const currency = settings.currency;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        merchant: settings.merchantCode,
        minAmount: money(draft.minAmount),
        maxAmount: money(draft.maxAmount),
        confirmMinutes: whole(draft.confirmMinutes),
        maxBankAccounts: whole(draft.maxBankAccounts),
      },
      { onSuccess: () => toast.success(t('cl.toast.withdrawals', { brand: settings.merchantCode })) },
    );
  };

  return (
    <Card title={t('cl.withdrawals.title')} body={t('cl.withdrawals.body')}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('cl.minAmount', { currency })}
          value={draft.minAmount}
          inputMode="decimal"
          error={fieldError('minAmount')}
          onChange={set('minAmount')}
        />
        <TextField
          label={t('cl.maxAmount', { currency })}
          value={draft.maxAmount}
          inputMode="decimal"
          error={fieldError('maxAmount')}
          onChange={set('maxAmount')}
        />
        <TextField
          label={t('cl.confirmMinutes')}
          value={draft.confirmMinutes}
          inputMode="numeric"
          error={fieldError('confirmMinutes')}
          onChange={set('confirmMinutes')}
        />
        <TextField
          label={t('cl.maxBankAccounts')}
          value={draft.maxBankAccounts}
          inputMode="numeric"
          error={fieldError('maxBankAccounts')}
          onChange={set('maxBankAccounts')}
        />
        {save.isError && (
          <div className="sm:col-span-2">
            <FormAlert>{errorText(save.error)}</FormAlert>
          </div>
        )}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {t('cl.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
};

const TransferForm = ({ settings }: { settings: TCashierSettings }) => {
  const { t } = useTranslation();
  const save = useSaveCashierSettings().transfers;
  const [draft, setDraft] = useState({
    minAmount: settings.transfers.minAmount as string,
    maxAmount: settings.transfers.maxAmount as string,
    dailyLimit: settings.transfers.dailyLimit as string,
  });
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const failed = failedFieldOf(save);
  const fieldError = (key: string) => (failed === key ? t('cl.invalid') : undefined);
  const currency = settings.currency;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        merchant: settings.merchantCode,
        minAmount: money(draft.minAmount),
        maxAmount: money(draft.maxAmount),
        dailyLimit: money(draft.dailyLimit),
      },
      { onSuccess: () => toast.success(t('cl.toast.transfers', { brand: settings.merchantCode })) },
    );
  };

  return (
    <Card title={t('cl.transfers.title')} body={t('cl.transfers.body')}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('cl.minAmount', { currency })}
          value={draft.minAmount}
          inputMode="decimal"
          error={fieldError('minAmount')}
          onChange={set('minAmount')}
        />
        <TextField
          label={t('cl.maxAmount', { currency })}
          value={draft.maxAmount}
          inputMode="decimal"
          error={fieldError('maxAmount')}
          onChange={set('maxAmount')}
        />
        <TextField
          label={t('cl.dailyLimit', { currency })}
          value={draft.dailyLimit}
          inputMode="decimal"
          error={fieldError('dailyLimit')}
          onChange={set('dailyLimit')}
        />
        {save.isError && (
          <div className="sm:col-span-2">
            <FormAlert>{errorText(save.error)}</FormAlert>
          </div>
        )}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {t('cl.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
};

export const CashierSettingsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.settings');
  const brands = useFinanceSettings();
  const [picked, setPicked] = useState('');
  const merchant = picked || brands.data?.[0]?.merchantCode || (brands.isError ? 'LW' : '');
  const settings = useCashierSettings(allowed ? merchant : '');
  const threshold = brands.data?.find((b) => b.merchantCode === merchant);

  return (
    <div className="mx-auto flex w-full max-w-4xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.cashierLimits.title')}
        description={t('section.cashierLimits.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.cashierLimits.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <div className="max-w-xs">
            <SelectField label={t('cl.brand')} value={merchant} onChange={(e) => setPicked(e.target.value)}>
              {(brands.data ?? [{ merchantCode: merchant, currency: '' }]).map((b) => (
                <option key={b.merchantCode} value={b.merchantCode}>
                  {b.merchantCode}
                  {b.currency ? ` · ${b.currency}` : ''}
                </option>
              ))}
            </SelectField>
          </div>
          {settings.isError ? (
            <div className="flex flex-col items-start gap-3">
              <FormAlert>
                {t('cl.loadFailed')} {errorText(settings.error)}
              </FormAlert>
              <Button variant="secondary" onClick={() => settings.refetch()}>
                {t('cl.retry')}
              </Button>
            </div>
          ) : !settings.data ? (
            <p className="text-sm text-muted" role="status">
              {t('cl.loading')}
            </p>
          ) : (
            // Keyed by brand and values, so the forms start again from what the server holds.
            <div className="grid gap-6" key={settings.data.merchantCode}>
              <WithdrawalForm settings={settings.data} />
              <TransferForm settings={settings.data} />
              {threshold && (
                <Card
                  title={t('cl.threshold.title')}
                  body={t('cl.threshold.body', {
                    amount: `${formatMoney(threshold.approvalThreshold)} ${threshold.currency}`,
                  })}
                >
                  <Link to="/adjustments" className="text-sm font-semibold text-primary hover:underline">
                    {t('cl.threshold.link')}
                  </Link>
                </Card>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
};
