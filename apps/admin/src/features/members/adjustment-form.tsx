/**
 * The manual adjustment form: credit or debit of the member's main wallet, an amount, and a reason
 * of at least 10 characters for the audit log. Above the brand's threshold it says the request
 * will wait for a second operator; the server's refusal (not enough money…) shows in place.
 */
import type { TAdjustment, TAdjustmentDirection } from '@luckwell/contracts/admin/wallet';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN } from '@luckwell/contracts/admin/wallet';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useRequestAdjustment } from './member-wallet-api.ts';

/** "1,234.5" → "1234.50"; undefined when it is not a positive amount with at most two decimals. */
export const parseAmount = (text: string): string | undefined => {
  const plain = text.trim().replaceAll(',', '');
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const money = `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}`;
  return /[1-9]/.test(money) ? money : undefined;
};

/** Compares two non-negative two-decimal amounts exactly. */
const minor = (money: string) => BigInt(money.replace('.', ''));

type Errors = { amount?: string; reason?: string };

export const AdjustmentForm = ({
  memberId,
  account,
  currency,
  balance,
  threshold,
  onDone,
  onCancel,
}: {
  memberId: number;
  account: string;
  currency: string;
  /** The main wallet's balance now. */
  balance: string;
  threshold: string;
  onDone: (adjustment: TAdjustment) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const request = useRequestAdjustment(memberId);
  const [direction, setDirection] = useState<TAdjustmentDirection>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const amount = parseAmount(amountText);
  const needsApproval = amount !== undefined && minor(amount) > minor(threshold);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const found: Errors = {};
    if (!amount) found.amount = t('wallet.adjust.error.amount');
    else if (direction === 'debit' && minor(amount) > minor(balance)) {
      found.amount = t('wallet.adjust.error.overBalance', { balance: formatMoney(balance) });
    }
    if (reason.trim().length < ADJUSTMENT_REASON_MIN) {
      found.reason = t('wallet.adjust.error.reason', { min: ADJUSTMENT_REASON_MIN });
    }
    setErrors(found);
    if (found.amount || found.reason || !amount) return;
    request.mutate(
      { direction, amount, reason: reason.trim() },
      { onSuccess: (adjustment) => onDone(adjustment) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('wallet.adjust.title', { account })}
      className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6"
    >
      <p className="text-sm text-ink/80">
        {t('wallet.adjust.intro', { balance: formatMoney(balance), currency })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('wallet.adjust.direction')}
          value={direction}
          onChange={(event) => setDirection(event.target.value as TAdjustmentDirection)}
        >
          <option value="credit">{t('wallet.adjust.credit')}</option>
          <option value="debit">{t('wallet.adjust.debit')}</option>
        </SelectField>
        <TextField
          label={t('wallet.adjust.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amountText}
          error={errors.amount}
          data-autofocus
          onChange={(event) => {
            setAmountText(event.target.value);
            setErrors((previous) => ({ ...previous, amount: undefined }));
          }}
        />
      </div>
      <TextAreaField
        label={t('wallet.adjust.reason')}
        placeholder={t('wallet.adjust.reasonPlaceholder')}
        hint={t('wallet.adjust.reasonHint', { min: ADJUSTMENT_REASON_MIN })}
        value={reason}
        maxLength={ADJUSTMENT_REASON_MAX}
        rows={3}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((previous) => ({ ...previous, reason: undefined }));
        }}
      />
      <p
        className={`flex items-start gap-2.5 rounded-xl border p-3 text-sm ${
          needsApproval
            ? 'border-accent/45 bg-accent/10 text-ink'
            : 'border-line/70 bg-white/[0.03] text-ink/75'
        }`}
      >
        <Icon name={needsApproval ? 'shieldCheck' : 'info'} className="mt-0.5 size-4 shrink-0 text-accent" />
        {t(needsApproval ? 'wallet.adjust.needsApproval' : 'wallet.adjust.postsAtOnce', {
          threshold: formatMoney(threshold),
          currency,
        })}
      </p>
      {request.isError && <FormAlert>{errorText(request.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={request.isPending}>
          {t('common.cancel')}
        </Button>
        <BusyButton type="submit" busy={request.isPending} icon={direction === 'credit' ? 'plus' : 'check'}>
          {t(needsApproval ? 'wallet.adjust.submitForApproval' : 'wallet.adjust.submit')}
        </BusyButton>
      </div>
    </form>
  );
};
