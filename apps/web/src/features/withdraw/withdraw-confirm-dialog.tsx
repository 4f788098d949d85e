/**
 * The withdrawal confirmation dialog (spec §2, §3 "Withdrawal confirmation", §4 "Withdrawal"): once a
 * withdrawal is paid the member says received, partially received (received and remaining amounts)
 * or not received (with a png/jpg proof up to 5 MB). Unanswered, it counts as received at the deadline.
 */
import type { TWithdrawal } from '@luckwell/contracts/cashier/withdraw';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { imageFileProblem, readImageFile } from '../../shared/image-file.ts';
import { minor, parseAmount, useConfirmWithdrawal } from './withdraw-api.ts';

type Result = 'received' | 'partial' | 'not_received';
const RESULTS: Result[] = ['received', 'partial', 'not_received'];

export const WithdrawConfirmDialog = ({
  withdrawal,
  symbol,
  onClose,
}: {
  withdrawal: TWithdrawal;
  symbol: string;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const [result, setResult] = useState<Result>('received');
  const [received, setReceived] = useState('');
  const [remaining, setRemaining] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Result | null>(null);
  const amount = formatMoney(withdrawal.amount, symbol);
  const deadline = withdrawal.confirmDeadline
    ? new Date(withdrawal.confirmDeadline).toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : null;

  const pickProof = (file: File | undefined) => {
    setProblem(null);
    if (!file) return setProof(null);
    const refused = imageFileProblem(file);
    if (refused) return setProblem(t(refused === 'type' ? 'in_cashier_proof_invalid' : 'in_image_max_5mb'));
    setProof(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let amounts = {};
    if (result === 'partial') {
      const r = parseAmount(received);
      const rest = parseAmount(remaining);
      if (
        !r ||
        !rest ||
        minor(r) <= 0n ||
        minor(rest) <= 0n ||
        minor(r) + minor(rest) !== minor(withdrawal.amount)
      ) {
        return setProblem(t('wdc_amounts_invalid', { amount }));
      }
      amounts = { receivedAmount: r, remainingAmount: rest };
    }
    if (result === 'not_received' && !proof) return setProblem(t('in_cashier_proof_required'));
    setProblem(null);
    const proofImage = result !== 'received' && proof ? await readImageFile(proof) : null;
    confirm.mutate(
      { id: withdrawal.id, result, ...amounts, ...(proofImage ? { proofImage } : {}) },
      { onSuccess: () => setAnswered(result) },
    );
  };

  const error = problem ?? (confirm.isError ? errorText(t, confirm.error) : null);
  return (
    <Modal open onClose={onClose} title={t('wdc_title')} closeLabel={t('wdc_later')} size="sm">
      {answered ? (
        <div className="flex flex-col gap-4 px-5 pt-2 pb-6 sm:px-6">
          <p role="status" className="text-sm text-ink/90">
            {t(answered === 'received' ? 'wdc_done' : 'wdc_case')}
          </p>
          <Button onClick={onClose}>{t('wdc_later')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-6 sm:px-6">
          <p className="text-sm leading-relaxed text-ink/90">
            {t('wdc_intro', {
              id: withdrawal.id,
              amount,
              account: `${withdrawal.bankName} ${withdrawal.accountNumber}`,
            })}
          </p>
          <p className="rounded-xl border border-accent/40 bg-accent/10 p-3 text-xs leading-relaxed text-ink/85">
            {deadline ? t('wdc_deadline_at', { time: deadline }) : t('wdc_deadline', { minutes: 30 })}
          </p>
          <div role="radiogroup" aria-label={t('wdc_title')} className="grid gap-2">
            {RESULTS.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-sm font-semibold transition ${
                  result === option
                    ? 'border-primary bg-primary/10 text-ink'
                    : 'border-line text-ink/80 hover:border-primary/50'
                }`}
              >
                <input
                  type="radio"
                  name="result"
                  value={option}
                  checked={result === option}
                  onChange={() => {
                    setResult(option);
                    setProblem(null);
                  }}
                />
                {t(`wdc_${option}`)}
              </label>
            ))}
          </div>
          {result === 'partial' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label={t('wdc_received_amount')}
                inputMode="decimal"
                value={received}
                onChange={(event) => {
                  setReceived(event.target.value);
                  const r = parseAmount(event.target.value);
                  if (r && minor(r) < minor(withdrawal.amount)) {
                    const rest = minor(withdrawal.amount) - minor(r);
                    setRemaining(`${rest / 100n}.${String(rest % 100n).padStart(2, '0')}`);
                  }
                }}
              />
              <Field
                label={t('wdc_remaining_amount')}
                inputMode="decimal"
                value={remaining}
                onChange={(event) => setRemaining(event.target.value)}
              />
            </div>
          )}
          {result !== 'received' && (
            <div>
              <label
                className="mb-1.5 block text-xs font-semibold text-ink/90"
                htmlFor={`proof-${withdrawal.id}`}
              >
                {t(result === 'not_received' ? 'wdc_proof' : 'wdc_proof_optional')}
              </label>
              <input
                id={`proof-${withdrawal.id}`}
                type="file"
                accept="image/png,image/jpeg"
                className="block w-full text-sm text-ink/80 file:mr-3 file:rounded-full file:border-0 file:bg-primary/15 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-primary"
                onChange={(event) => pickProof(event.target.files?.[0])}
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('wdc_later')}
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              {t('wdc_submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
