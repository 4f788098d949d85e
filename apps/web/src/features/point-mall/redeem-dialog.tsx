/**
 * Redeeming a good (spec §3 "Points": redeem quantity, receiving address; §7 sealed
 * `passwordCheck/MCS2_redeemPointReward`): how many, who receives it, their phone and address, and
 * the payment password, checked with the contract's own schema before the sealed call. The answer is
 * the order, in process until the operator sends it with a transaction reference.
 */
import type { TMallItem, TRedeemRequest, TRedemption } from '@luckwell/contracts/member/points';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { SafeImage } from '@luckwell/ui/safe-image';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { MallArt } from './mall-art.tsx';
import { formatPoints, fromHundredths, hundredths, useRedeem } from './points-api.ts';
import { needsPaymentPassword, PaymentPasswordNeeded, pointsErrorText } from './points-refusal.tsx';
import { RedeemStatusChip } from './redeem-status.tsx';

type Problems = Partial<Record<'quantity' | 'name' | 'phone' | 'address' | 'password' | 'form', string>>;

const FIELD_OF: Record<string, keyof Problems> = {
  quantity: 'quantity',
  receiverName: 'name',
  receiverPhone: 'phone',
  receivingAddress: 'address',
  paymentPassword: 'password',
};

const MESSAGE_OF: Record<keyof Problems, string> = {
  quantity: 'pm_err_quantity',
  name: 'pm_err_name',
  phone: 'pm_err_phone',
  address: 'pm_err_address',
  password: 'pm_err_password',
  form: 'in_input_error',
};

const TextArea = ({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) => {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-ink/90">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={300}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full resize-y rounded-xl border bg-page/70 px-3.5 py-2.5 text-sm text-ink placeholder:text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none ${
          error ? 'border-red-400' : 'border-line'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
};

const OrderDone = ({
  order,
  item,
  onClose,
}: {
  order: TRedemption;
  item: TMallItem;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const bonus = item.kind === 'bonus';
  return (
    <div className="grid gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6" data-testid="redeem-done">
      <div className="flex items-center gap-3 rounded-2xl border border-emerald-400/30 bg-emerald-500/10 p-4">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-500/20 text-emerald-300"
        >
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <div role="status">
          <p className="font-bold text-emerald-200">{t(bonus ? 'pm_done_bonus_title' : 'pm_done_title')}</p>
          <p className="text-sm text-ink/80">
            {bonus
              ? t(item.wageringMultiplier ? 'pm_done_bonus_wagering' : 'pm_done_bonus_cash', {
                  times: item.wageringMultiplier ?? 0,
                })
              : t('pm_done_body')}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-line bg-black/20 p-4 text-sm">
        <dt className="text-muted">{t('pm_order_no')}</dt>
        <dd className="font-semibold text-ink tabular-nums">#{order.id}</dd>
        <dt className="text-muted">{t('pm_order_item')}</dt>
        <dd className="font-semibold text-ink">
          {order.productName} × {order.quantity}
        </dd>
        <dt className="text-muted">{t('pm_order_points')}</dt>
        <dd className="font-semibold text-gold tabular-nums">
          {t('pm_points', { points: formatPoints(order.points) })}
        </dd>
        <dt className="text-muted">{t('pm_order_status')}</dt>
        <dd>
          <RedeemStatusChip status={order.status} />
        </dd>
        {order.receivingAddress && (
          <>
            <dt className="text-muted">{t('pm_address')}</dt>
            <dd className="break-words text-ink">{order.receivingAddress}</dd>
          </>
        )}
        {order.transactionReference && (
          <>
            <dt className="text-muted">{t(bonus ? 'pm_bonus_reference' : 'pm_reference')}</dt>
            <dd className="text-ink">{order.transactionReference}</dd>
          </>
        )}
        <dt className="text-muted">{t('pm_apply_time')}</dt>
        <dd className="text-ink">{formatWhen(order.applyTime, i18n.language)}</dd>
      </dl>
      <Button block onClick={onClose}>
        {t('pm_done_close')}
      </Button>
    </div>
  );
};

type RedeemDialogProps = {
  item: TMallItem;
  symbol: string;
  /** The member's points balance, when known. */
  balance: string | undefined;
  /** Whether the member has a payment password, when known. */
  passwordSet: boolean | undefined;
  onClose: () => void;
};

export const RedeemDialog = ({ item, symbol, balance, passwordSet, onClose }: RedeemDialogProps) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const redeem = useRedeem();
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<TRedemption | null>(null);
  const maxQuantity = Math.max(1, Math.min(10, item.available ?? 10));
  const total = fromHundredths(hundredths(item.points) * BigInt(quantity));
  const short = balance !== undefined && hundredths(total) > hundredths(balance);
  const noPassword = passwordSet === false || needsPaymentPassword(redeem.error);
  const bonus = item.kind === 'bonus';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    // Bonus money is paid at once: it has no receiver (ADR 073).
    const request: TRedeemRequest = bonus
      ? { itemId: item.id, quantity, paymentPassword: password }
      : {
          itemId: item.id,
          quantity,
          receiverName: name,
          receiverPhone: phone.replace(/[\s.-]/g, ''),
          receivingAddress: address,
          paymentPassword: password,
        };
    const { ZRedeemRequest } = await import('@luckwell/contracts/member/points');
    const checked = ZRedeemRequest.safeParse(request);
    const found: Problems = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'form';
        found[field] ??= t(MESSAGE_OF[field]);
      }
    }
    if (short) found.quantity = t('pm_err_short', { balance: formatPoints(balance ?? '0') });
    setProblems(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    redeem.mutate(checked.data, {
      onSuccess: (order) => {
        setPassword('');
        setDone(order);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        const text = pointsErrorText(t, error);
        setProblems(
          field === 'body.paymentPassword'
            ? { password: text }
            : needsPaymentPassword(error)
              ? {}
              : { form: text },
        );
      },
    });
  };

  return (
    <Modal open onClose={onClose} title={t('pm_redeem_title')} closeLabel={t('common_close')} size="md">
      {done ? (
        <OrderDone order={done} item={item} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
          <div className="flex items-center gap-3 rounded-2xl border border-line bg-black/20 p-3">
            {item.imageUrl ? (
              <SafeImage
                src={imageUrl(item.imageUrl)}
                alt=""
                fallbackLabel={item.name}
                width={96}
                height={72}
                className="h-16 w-20 shrink-0 rounded-xl object-cover"
              />
            ) : (
              <MallArt name={item.name} className="h-16 w-20 shrink-0 rounded-xl" />
            )}
            <div className="min-w-0">
              <p className="font-bold text-ink">{item.name}</p>
              <p className="text-sm text-gold tabular-nums">
                {t('pm_points_each', { points: formatPoints(item.points) })}
              </p>
              <p className="text-xs text-muted">
                {t('pm_value', { amount: formatMoney(item.value, symbol) })}
              </p>
            </div>
          </div>

          <div className="grid grid-cols-[1fr_auto] items-end gap-3">
            <div>
              <span className="mb-1.5 block text-xs font-semibold text-ink/90" id="redeem-quantity-label">
                {t('pm_quantity')}
              </span>
              <div className="inline-flex items-center rounded-full border border-line bg-page/70">
                <button
                  type="button"
                  className="grid size-10 place-items-center rounded-full text-lg font-bold text-ink disabled:opacity-40"
                  aria-label={t('pm_quantity_less')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((n) => Math.max(1, n - 1))}
                >
                  −
                </button>
                <output
                  aria-labelledby="redeem-quantity-label"
                  className="w-10 text-center font-bold text-ink tabular-nums"
                  data-testid="redeem-quantity"
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className="grid size-10 place-items-center rounded-full text-lg font-bold text-ink disabled:opacity-40"
                  aria-label={t('pm_quantity_more')}
                  disabled={quantity >= maxQuantity}
                  onClick={() => setQuantity((n) => Math.min(maxQuantity, n + 1))}
                >
                  +
                </button>
              </div>
            </div>
            <div className="text-right">
              <p className="text-xs text-muted">{t('pm_total')}</p>
              <p className="text-xl font-extrabold text-gold tabular-nums" data-testid="redeem-total">
                {t('pm_points', { points: formatPoints(total) })}
              </p>
              {balance !== undefined && (
                <p className={`text-xs tabular-nums ${short ? 'text-red-300' : 'text-muted'}`}>
                  {t('pm_balance_after', {
                    points: formatPoints(fromHundredths(hundredths(balance) - hundredths(total))),
                  })}
                </p>
              )}
            </div>
          </div>
          {problems.quantity && (
            <p role="alert" className="-mt-2 text-xs text-red-400">
              {problems.quantity}
            </p>
          )}

          {bonus ? (
            <p className="rounded-xl border border-primary/30 bg-primary/10 px-3 py-2 text-sm text-ink/85">
              {item.wageringMultiplier
                ? t('pm_bonus_note_wagering', {
                    amount: formatMoney(String(Number(item.value) * quantity), symbol, { trimCents: true }),
                    times: item.wageringMultiplier,
                  })
                : t('pm_bonus_note_cash', {
                    amount: formatMoney(String(Number(item.value) * quantity), symbol, { trimCents: true }),
                  })}
            </p>
          ) : (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={t('pm_receiver_name')}
                  autoComplete="name"
                  value={name}
                  error={problems.name}
                  onChange={(event) => setName(event.target.value)}
                />
                <Field
                  label={t('pm_receiver_phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={phone}
                  error={problems.phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              </div>
              <TextArea
                label={t('pm_receiving_address')}
                hint={t('pm_receiving_address_hint')}
                value={address}
                error={problems.address}
                onChange={setAddress}
              />
            </>
          )}
          {noPassword ? (
            <PaymentPasswordNeeded />
          ) : (
            <Field
              label={t('pm_payment_password')}
              type="password"
              autoComplete="off"
              value={password}
              error={problems.password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          {problems.form && (
            <p role="alert" className="text-sm text-red-400">
              {problems.form}
            </p>
          )}
          <Button type="submit" block size="lg" disabled={redeem.isPending || noPassword}>
            {redeem.isPending ? t('pm_working') : t('pm_redeem_confirm')}
          </Button>
        </form>
      )}
    </Modal>
  );
};
