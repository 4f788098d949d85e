/**
 * The form for one method: a bank transfer shows where to transfer and asks for the amount, the
 * transfer reference and an optional receipt; a gateway asks for the amount and sends the member to
 * the provider's payment page.
 */
import type { TPaymentMethod } from '@luckwell/contracts/cashier/deposit';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { minor, parseAmount, readReceipt, useRequestDeposit } from './deposit-api.ts';

const CopyRow = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="truncate font-mono text-sm font-bold text-ink">{value}</span>
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-full border border-line px-2.5 py-1 text-xs font-semibold text-primary hover:bg-primary/10"
        >
          {copied ? t('dp_copied') : t('dp_copy')}
        </button>
      </dd>
    </div>
  );
};

export const DepositForm = ({
  method,
  currency,
  symbol,
}: {
  method: TPaymentMethod;
  currency: string;
  symbol: string;
}) => {
  const { t } = useTranslation();
  const request = useRequestDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<{ name: string; data: string } | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'amount' | 'reference'; text: string } | null>(null);
  const [submitted, setSubmitted] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const min = formatMoney(method.minAmount, symbol);
  const max = formatMoney(method.maxAmount, symbol);
  const bank = method.kind === 'bank';

  const chooseReceipt = async (file: File | undefined) => {
    setReceiptError(null);
    if (!file) return setReceipt(null);
    const data = await readReceipt(file);
    if (!data) {
      setReceipt(null);
      return setReceiptError(t('dp_receipt_invalid'));
    }
    setReceipt({ name: file.name, data });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(null);
    const money = parseAmount(amount);
    if (!money) return setProblem({ field: 'amount', text: t('dp_amount_invalid') });
    const value = minor(money);
    if (value < minor(method.minAmount) || value > minor(method.maxAmount)) {
      return setProblem({ field: 'amount', text: t('dp_amount_range', { min, max }) });
    }
    if (bank && reference.trim().length < 3) {
      return setProblem({ field: 'reference', text: t('dp_reference_required') });
    }
    setProblem(null);
    request.mutate(
      {
        methodId: method.id,
        amount: money as never,
        ...(bank ? { reference: reference.trim() } : {}),
        ...(bank && receipt ? { receiptImage: receipt.data } : {}),
      },
      {
        onSuccess: (deposit) => {
          if (deposit.redirectUrl) {
            setRedirecting(true);
            window.location.assign(deposit.redirectUrl);
            return;
          }
          setAmount('');
          setReference('');
          setReceipt(null);
          setSubmitted(deposit.id);
        },
      },
    );
  };

  const serverError = request.isError ? errorText(t, request.error) : null;
  return (
    <div className="flex flex-col gap-5">
      {bank && (
        <div className="rounded-xl border border-primary/40 bg-gradient-to-br from-primary/10 to-transparent p-4">
          <p className="mb-1 text-sm font-bold text-ink">{t('dp_transfer_to')}</p>
          <dl className="divide-y divide-line/50">
            <CopyRow label={t('dp_bank')} value={method.bankName ?? ''} />
            <CopyRow label={t('dp_account_number')} value={method.accountNumber ?? ''} />
            <CopyRow label={t('dp_account_name')} value={method.accountName ?? ''} />
          </dl>
          <p className="mt-2 text-xs text-muted">{t('dp_transfer_note')}</p>
        </div>
      )}
      <form noValidate onSubmit={submit} aria-label={t('dp_step_details')} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('dp_amount', { currency })}
            hint={t('dp_amount_hint', { min, max })}
            error={problem?.field === 'amount' ? problem.text : null}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          {bank && (
            <Field
              label={t('dp_reference')}
              hint={t('dp_reference_hint')}
              error={problem?.field === 'reference' ? problem.text : null}
              maxLength={64}
              autoComplete="off"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </div>
        {bank && (
          <div>
            <label htmlFor="deposit-receipt" className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('dp_receipt')}
            </label>
            <input
              id="deposit-receipt"
              type="file"
              accept="image/png,image/jpeg"
              aria-describedby="deposit-receipt-hint"
              onChange={(event) => void chooseReceipt(event.target.files?.[0])}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-white/15"
            />
            <p
              id="deposit-receipt-hint"
              className={`mt-1 text-xs ${receiptError ? 'text-red-400' : 'text-muted'}`}
            >
              {receiptError ??
                (receipt ? t('dp_receipt_chosen', { name: receipt.name }) : t('dp_receipt_hint'))}
            </p>
          </div>
        )}
        {!bank && <p className="text-xs text-muted">{t('dp_gateway_note')}</p>}
        {serverError && (
          <p role="alert" className="text-sm text-red-400">
            {serverError}
          </p>
        )}
        {submitted !== null && (
          <p role="status" className="text-sm text-emerald-400">
            {t('dp_submitted', { id: submitted })}
          </p>
        )}
        {redirecting && (
          <p role="status" className="text-sm text-ink/80">
            {t('dp_redirecting')}
          </p>
        )}
        <Button type="submit" size="lg" className="sm:self-start" disabled={request.isPending || redirecting}>
          {bank ? t('dp_submit_bank') : t('dp_submit_gateway')}
        </Button>
      </form>
    </div>
  );
};
