/**
 * Promotions → Points mall at /admin/promotions/points (issue 17, ADR 065): the redemptions queue
 * first (what members wait for: send with the shipment's reference, or reject and the points come
 * back), then the brand's points rules and the mall's goods with stock and what was redeemed.
 * Reads under `promotions.read`; changes under `promotions.manage`, with a reason where they are rules.
 */
import {
  type TAdminMallItem,
  type TAdminOrder,
  type TAdminPoints,
  ZAdminMallItemRequest,
  ZAdminPointsSettingsRequest,
} from '@luckwell/contracts/admin/points';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { Pagination } from '../../shared/pagination.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useMallOrders, usePoints, usePointsActions, usePromotions } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

const STATUS_TONE: Record<TAdminOrder['status'], BadgeTone> = {
  in_process: 'gold',
  approved: 'jade',
  rejected: 'danger',
};
const ORDER_FILTERS = ['in_process', 'approved', 'rejected', 'all'] as const;
type OrderFilter = (typeof ORDER_FILTERS)[number];
const shown = (money: string) => money.replace(/\.00$/, '');

const SendDialog = ({ order, onClose }: { order: TAdminOrder; onClose: () => void }) => {
  const { t } = useTranslation();
  const { decide } = usePointsActions();
  const [reference, setReference] = useState('');
  const [paidAccount, setPaidAccount] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim().length < 3) {
      setError(t('points.send.referenceInvalid'));
      return;
    }
    decide.mutate(
      {
        id: order.id,
        decision: { approve: true, transactionReference: reference.trim(), paidAccount: paidAccount.trim() },
      },
      {
        onSuccess: () => {
          toast.success(t('points.sent', { id: order.id }));
          onClose();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <Modal
      open
      onClose={decide.isPending ? () => undefined : onClose}
      title={t('points.send.title', { id: order.id })}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-2 pb-6 sm:px-6">
        <dl className="grid gap-1 rounded-xl border border-line/60 bg-page/40 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('points.col.product')}</dt>
            <dd className="font-semibold text-ink">
              {order.productName} × {order.quantity}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('points.col.receiver')}</dt>
            <dd className="text-right text-ink">
              {order.receiverName} · {order.receiverPhone}
              <span className="block text-muted">{order.receivingAddress}</span>
            </dd>
          </div>
        </dl>
        <TextField
          label={t('points.send.reference')}
          value={reference}
          error={error}
          onChange={(e) => setReference(e.target.value)}
        />
        <TextField
          label={t('points.send.paidAccount')}
          hint={t('points.send.paidAccountHint')}
          value={paidAccount}
          onChange={(e) => setPaidAccount(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={decide.isPending}>
            {t('points.send.confirm')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};

const Orders = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const [status, setStatus] = useState<OrderFilter>('in_process');
  const [page, setPage] = useState(1);
  const orders = useMallOrders(brand, status === 'all' ? '' : status, page);
  const { decide } = usePointsActions();
  const [sending, setSending] = useState<TAdminOrder | null>(null);
  const [rejecting, setRejecting] = useState<TAdminOrder | null>(null);
  return (
    <section aria-labelledby="mall-orders" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="mall-orders" className="text-lg font-bold text-ink">
            {t('points.orders.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('points.orders.body')}</p>
        </div>
        <FilterChips
          label={t('points.orders.filter')}
          values={ORDER_FILTERS}
          value={status}
          text={(filter) => t(`points.status.${filter}`)}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <ResultsPanel
        query={orders}
        caption={t('points.orders.title')}
        minWidth="min-w-[960px]"
        columns={[
          '#',
          t('points.col.member'),
          t('points.col.product'),
          { label: t('points.col.points'), align: 'right' },
          t('points.col.receiver'),
          t('points.col.status'),
          { label: t('promotions.col.actions'), align: 'right' },
        ]}
        empty={{
          when: (data) => data.content.length === 0,
          title: t('points.orders.empty.title'),
          description: t('points.orders.empty.body'),
        }}
        footer={(data) => <Pagination page={data} onPage={setPage} />}
      >
        {(data) =>
          data.content.map((order) => (
            <tr key={order.id} className="border-b border-line/30 align-top last:border-0">
              <td className="px-4 py-3 text-muted tabular-nums">{order.id}</td>
              <td className="px-4 py-3">
                <p className="font-semibold text-ink">{order.account}</p>
                <p className="text-xs text-muted tabular-nums">{formatDateTime(order.applyTime)}</p>
              </td>
              <td className="px-4 py-3">
                <p className="text-ink">
                  {order.productName} × {order.quantity}
                </p>
                <p className="text-xs text-muted tabular-nums">
                  {t('points.value', { amount: formatMoney(order.value) })}
                </p>
              </td>
              <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                {formatMoney(order.points)}
              </td>
              <td className="max-w-[16rem] px-4 py-3 text-sm">
                <p className="text-ink">
                  {order.receiverName} · {order.receiverPhone}
                </p>
                <p className="text-xs text-muted">{order.receivingAddress}</p>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONE[order.status]} dot>
                  {t(`points.status.${order.status}`)}
                </Badge>
                {(order.transactionReference || order.remark) && (
                  <p className="mt-1 text-xs text-muted">{order.transactionReference ?? order.remark}</p>
                )}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {canManage && order.status === 'in_process' && (
                  <>
                    <Button size="sm" onClick={() => setSending(order)}>
                      {t('points.send')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRejecting(order)}>
                      {t('points.reject')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      {sending && <SendDialog order={sending} onClose={() => setSending(null)} />}
      <ConfirmDialog
        open={rejecting !== null}
        title={t('points.reject.title', { id: rejecting?.id ?? '' })}
        confirmLabel={t('points.reject.confirm')}
        tone="danger"
        reason="required"
        pending={decide.isPending}
        error={decide.isError ? errorText(decide.error) : null}
        onClose={() => setRejecting(null)}
        onConfirm={(remark) =>
          rejecting &&
          decide.mutate(
            { id: rejecting.id, decision: { approve: false, remark } },
            {
              onSuccess: () => {
                toast.success(t('points.rejected', { id: rejecting.id }));
                setRejecting(null);
              },
            },
          )
        }
      >
        {t('points.reject.body')}
      </ConfirmDialog>
    </section>
  );
};

const ItemDialog = ({
  brand,
  item,
  onClose,
}: {
  brand: string;
  item?: TAdminMallItem;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const { saveItem } = usePointsActions();
  // Bonus money is paid under one of the brand's promotions' wagering terms (ADR 073).
  const brandPromotions = usePromotions(brand);
  const [draft, setDraft] = useState({
    nameVi: item?.name.vi ?? '',
    nameEn: item?.name.en ?? '',
    descriptionVi: item?.description.vi ?? '',
    descriptionEn: item?.description.en ?? '',
    imageUrl: item?.imageUrl ?? '',
    points: item ? shown(item.points) : '',
    value: item ? shown(item.value) : '',
    stock: item?.stock === null || item === undefined ? '' : String(item.stock),
    sort: String(item?.sort ?? 10),
    enabled: item?.enabled ?? true,
    bonusPromotionId: item?.bonusPromotionId ? String(item.bonusPromotionId) : '',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const request = {
    merchantCode: brand,
    name: { vi: draft.nameVi, en: draft.nameEn },
    description: { vi: draft.descriptionVi, en: draft.descriptionEn },
    imageUrl: draft.imageUrl.trim() || null,
    points: typedMoney(draft.points),
    value: typedMoney(draft.value || '0'),
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    sort: Number(draft.sort),
    enabled: draft.enabled,
    bonusPromotionId: draft.bonusPromotionId ? Number(draft.bonusPromotionId) : null,
    reason: draft.reason,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAdminMallItemRequest.safeParse(request);
    if (!checked.success) {
      setErrors(issueErrors(checked.error.issues, t));
      return;
    }
    saveItem.mutate(
      { id: item?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(t('points.item.saved', { name: draft.nameEn }));
          onClose();
        },
        onError: (error) => setErrors({ form: errorText(error) }),
      },
    );
  };
  const field = (
    key: keyof typeof draft,
    errorKey: string,
    label: string,
    extra: Record<string, string> = {},
  ) => (
    <TextField
      label={label}
      value={draft[key] as string}
      error={errors[errorKey]}
      onChange={(e) => set(key)(e.target.value)}
      {...extra}
    />
  );
  return (
    <Modal
      open
      onClose={saveItem.isPending ? () => undefined : onClose}
      title={item ? t('points.item.edit') : t('points.item.new')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-2 pb-6 sm:grid-cols-2 sm:px-6">
        {field('nameVi', 'name.vi', t('points.item.nameVi'))}
        {field('nameEn', 'name.en', t('points.item.nameEn'))}
        <TextAreaField
          label={t('points.item.descriptionVi')}
          rows={2}
          value={draft.descriptionVi}
          error={errors['description.vi']}
          onChange={(e) => set('descriptionVi')(e.target.value)}
        />
        <TextAreaField
          label={t('points.item.descriptionEn')}
          rows={2}
          value={draft.descriptionEn}
          error={errors['description.en']}
          onChange={(e) => set('descriptionEn')(e.target.value)}
        />
        <div className="sm:col-span-2">
          <SelectField
            label={t('points.item.paidAs')}
            value={draft.bonusPromotionId}
            error={errors.bonusPromotionId}
            hint={t(draft.bonusPromotionId ? 'points.item.paidAsBonusHint' : 'points.item.paidAsGoodsHint')}
            onChange={(event) => set('bonusPromotionId')(event.target.value)}
          >
            <option value="">{t('points.item.paidAsGoods')}</option>
            {(brandPromotions.data?.list ?? []).map((promotion) => (
              <option key={promotion.id} value={String(promotion.id)}>
                {t('points.item.paidAsBonus', {
                  title: i18n.language === 'vi' ? promotion.title.vi : promotion.title.en,
                  n: promotion.wageringMultiplier,
                })}
              </option>
            ))}
          </SelectField>
        </div>
        {field('points', 'points', t('points.item.points'), { inputMode: 'decimal' })}
        {field('value', 'value', t('points.item.value'), { inputMode: 'decimal' })}
        {field('stock', 'stock', t('points.item.stock'), { inputMode: 'numeric', placeholder: '∞' })}
        {field('sort', 'sort', t('promotions.field.sortOrder'), { inputMode: 'numeric' })}
        {field('imageUrl', 'imageUrl', t('points.item.image'), {
          placeholder: t('promotions.field.bannerHint'),
        })}
        <div className="flex items-center gap-3 self-end pb-2">
          <Switch
            checked={draft.enabled}
            label={t('points.item.enabled')}
            onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
          />
          <span className="text-sm text-ink">{t('points.item.enabled')}</span>
        </div>
        <div className="sm:col-span-2">
          <ReasonField value={draft.reason} error={errors.reason} onChange={set('reason')} />
        </div>
        {errors.form && (
          <div className="sm:col-span-2">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={saveItem.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={saveItem.isPending}>
            {t('points.item.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};

const Rules = ({ brand, data }: { brand: string; data: TAdminPoints }) => {
  const { t, i18n } = useTranslation();
  const canManage = useCan('promotions.manage');
  const { saveSettings } = usePointsActions();
  const [enabled, setEnabled] = useState(data.settings.enabled);
  const [perPoint, setPerPoint] = useState(shown(data.settings.validBetPerPoint));
  const [cash, setCash] = useState(data.settings.cashPerPoint ? shown(data.settings.cashPerPoint) : '');
  const [min, setMin] = useState(shown(data.settings.minExchange));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<TAdminMallItem | 'new' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      merchantCode: brand,
      enabled,
      validBetPerPoint: typedMoney(perPoint),
      cashPerPoint: cash.trim() ? typedMoney(cash) : null,
      minExchange: typedMoney(min || '0'),
      reason,
    };
    const checked = ZAdminPointsSettingsRequest.safeParse(request);
    if (!checked.success) {
      setErrors(issueErrors(checked.error.issues, t));
      return;
    }
    setErrors({});
    saveSettings.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('points.rules.saved', { brand }));
        setReason('');
      },
      onError: (error) => setErrors({ form: errorText(error) }),
    });
  };
  return (
    <>
      <form
        noValidate
        aria-labelledby="points-rules"
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="points-rules" className="text-lg font-bold text-ink">
              {t('points.rules.title')}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {t('points.rules.body', {
                outstanding: formatMoney(data.outstanding),
                earned: formatMoney(data.earned),
              })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Switch
              checked={enabled}
              label={t('points.rules.enabled')}
              disabled={!canManage}
              onChange={setEnabled}
            />
            <span className="text-sm text-ink">{t('points.rules.enabled')}</span>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('points.rules.perPoint', { symbol: data.currencySymbol })}
            inputMode="decimal"
            readOnly={!canManage}
            value={perPoint}
            error={errors.validBetPerPoint}
            onChange={(e) => setPerPoint(e.target.value)}
          />
          <TextField
            label={t('points.rules.cash', { symbol: data.currencySymbol })}
            hint={t('points.rules.cashHint')}
            inputMode="decimal"
            readOnly={!canManage}
            value={cash}
            error={errors.cashPerPoint}
            onChange={(e) => setCash(e.target.value)}
          />
          <TextField
            label={t('points.rules.min')}
            inputMode="decimal"
            readOnly={!canManage}
            value={min}
            error={errors.minExchange}
            onChange={(e) => setMin(e.target.value)}
          />
        </div>
        {canManage && (
          <>
            <ReasonField value={reason} error={errors.reason} onChange={setReason} />
            {errors.form && <FormAlert>{errors.form}</FormAlert>}
            <div>
              <BusyButton type="submit" busy={saveSettings.isPending}>
                {t('points.rules.save')}
              </BusyButton>
            </div>
          </>
        )}
      </form>
      <section aria-labelledby="mall-goods" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="mall-goods" className="text-lg font-bold text-ink">
            {t('points.goods.title')}
          </h2>
          {canManage && <Button onClick={() => setEditing('new')}>{t('points.item.new')}</Button>}
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-2xl border border-line/70 bg-page/40 p-4"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-ink">
                  {i18n.language === 'vi' ? item.name.vi : item.name.en}
                </p>
                {!item.enabled && <Badge tone="danger">{t('points.item.off')}</Badge>}
              </div>
              <p className="text-sm font-bold text-gold tabular-nums">
                {t('points.item.cost', { points: formatMoney(item.points) })}
              </p>
              {item.bonusPromotionId !== null && (
                <Badge tone="gold">{t('points.item.bonusBadge', { amount: formatMoney(item.value) })}</Badge>
              )}
              <p className="text-xs text-muted tabular-nums">
                {t('points.item.stockLine', {
                  stock: item.stock === null ? '∞' : item.stock.toLocaleString('en'),
                  redeemed: item.redeemed.toLocaleString('en'),
                })}
              </p>
              {canManage && (
                <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(item)}>
                  {t('promotions.edit')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {editing && (
        <ItemDialog
          brand={brand}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};

export const PointsView = () => {
  const { t } = useTranslation();
  const brand = usePromotionsBrand();
  const points = usePoints(brand);
  return (
    <>
      <Orders brand={brand} />
      {points.isPending ? (
        <Loader label={t('common.loading')} className="min-h-40" />
      ) : points.isError ? (
        <LoadError error={points.error} onRetry={() => void points.refetch()} />
      ) : (
        <Rules
          key={`${brand}:${points.data.settings.validBetPerPoint}:${points.data.settings.cashPerPoint}`}
          brand={brand}
          data={points.data}
        />
      )}
    </>
  );
};
