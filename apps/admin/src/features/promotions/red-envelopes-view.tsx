/**
 * Promotions → Red envelopes at /admin/promotions/red-envelopes (issue 17, ADR 064): a brand's
 * drops, newest first, with their state, how many shares were grabbed and what they paid (a bar),
 * the split's smallest and largest share; `promotions.manage` schedules a drop (its total is split
 * into its shares at once) and cancels one, with a reason.
 */
import type { TAdminRedEnvelope, TAdminRedEnvelopeRequest } from '@luckwell/contracts/admin/rewards';
import { ZAdminRedEnvelopeRequest } from '@luckwell/contracts/admin/rewards';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useRedEnvelopes, useRewardActions } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

type DropState = 'open' | 'scheduled' | 'ended' | 'cancelled';
const TONE: Record<DropState, BadgeTone> = {
  open: 'jade',
  scheduled: 'violet',
  ended: 'neutral',
  cancelled: 'danger',
};

const stateOf = (drop: TAdminRedEnvelope, now = Date.now()): DropState => {
  if (drop.cancelled) return 'cancelled';
  if (Date.parse(drop.startsAt) > now) return 'scheduled';
  return Date.parse(drop.endsAt) <= now ? 'ended' : 'open';
};

/** A `datetime-local` value `hours` from now, in the operator's zone. */
const localIn = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const ScheduleDialog = ({ brand, onClose }: { brand: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const { schedule } = useRewardActions();
  const [draft, setDraft] = useState({
    titleVi: '',
    titleEn: '',
    total: '',
    shares: '100',
    startsAt: localIn(1),
    endsAt: localIn(3),
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };
  const request: TAdminRedEnvelopeRequest = {
    merchantCode: brand,
    title: { vi: draft.titleVi, en: draft.titleEn },
    total: typedMoney(draft.total),
    shares: Number(draft.shares),
    startsAt: draft.startsAt ? new Date(draft.startsAt).toISOString() : '',
    endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : '',
    reason: draft.reason,
  };
  const fieldOf = (path: string) =>
    ({ 'title.vi': 'titleVi', 'title.en': 'titleEn' })[path] ?? path.split('.')[0] ?? 'form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (schedule.isPending) return;
    const checked = ZAdminRedEnvelopeRequest.safeParse(request);
    if (!checked.success) {
      setErrors(issueErrors(checked.error.issues, t, fieldOf));
      return;
    }
    schedule.mutate(request, {
      onSuccess: () => {
        toast.success(t('envelopes.scheduled'));
        onClose();
      },
      onError: (error) => {
        const field = fieldOf(failedField(error));
        setErrors({ [field in draft ? field : 'form']: errorText(error) });
      },
    });
  };

  return (
    <Modal
      open
      onClose={schedule.isPending ? () => undefined : onClose}
      title={t('envelopes.new.title')}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-2 pb-6 sm:grid-cols-2 sm:px-6">
        <p className="text-sm leading-relaxed text-muted sm:col-span-2">{t('envelopes.new.intro')}</p>
        <TextField
          label={t('envelopes.field.titleVi')}
          value={draft.titleVi}
          error={errors.titleVi}
          onChange={(e) => set('titleVi')(e.target.value)}
        />
        <TextField
          label={t('envelopes.field.titleEn')}
          value={draft.titleEn}
          error={errors.titleEn}
          onChange={(e) => set('titleEn')(e.target.value)}
        />
        <TextField
          label={t('envelopes.field.total')}
          inputMode="decimal"
          value={draft.total}
          error={errors.total}
          onChange={(e) => set('total')(e.target.value)}
        />
        <TextField
          label={t('envelopes.field.shares')}
          inputMode="numeric"
          value={draft.shares}
          error={errors.shares}
          onChange={(e) => set('shares')(e.target.value)}
        />
        <TextField
          label={t('envelopes.field.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          error={errors.startsAt}
          onChange={(e) => set('startsAt')(e.target.value)}
        />
        <TextField
          label={t('envelopes.field.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          error={errors.endsAt}
          onChange={(e) => set('endsAt')(e.target.value)}
        />
        <div className="sm:col-span-2">
          <ReasonField value={draft.reason} error={errors.reason} onChange={set('reason')} />
        </div>
        {errors.form && (
          <div className="sm:col-span-2">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={schedule.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={schedule.isPending}>
            {t('envelopes.schedule')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};

export const RedEnvelopesView = () => {
  const { t, i18n } = useTranslation();
  const brand = usePromotionsBrand();
  const canManage = useCan('promotions.manage');
  const drops = useRedEnvelopes(brand);
  const { cancel } = useRewardActions();
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<TAdminRedEnvelope | null>(null);

  return (
    <section aria-labelledby="red-envelopes" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="red-envelopes" className="text-lg font-bold text-ink">
            {t('envelopes.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('envelopes.body')}</p>
        </div>
        {canManage && <Button onClick={() => setScheduling(true)}>{t('envelopes.new')}</Button>}
      </div>
      <ResultsPanel
        query={drops}
        caption={t('envelopes.title')}
        minWidth="min-w-[900px]"
        columns={[
          t('envelopes.col.drop'),
          t('envelopes.col.state'),
          { label: t('envelopes.col.total'), align: 'right' },
          t('envelopes.col.grabbed'),
          { label: t('envelopes.col.split'), align: 'right' },
          { label: t('promotions.col.actions'), align: 'right' },
        ]}
        empty={{
          when: (data) => data.list.length === 0,
          title: t('envelopes.empty.title'),
          description: t('envelopes.empty.body'),
        }}
      >
        {(data) =>
          data.list.map((drop) => {
            const state = stateOf(drop);
            return (
              <tr key={drop.id} className="border-b border-line/30 align-top last:border-0">
                <td className="px-4 py-3">
                  <p className="font-semibold text-ink">
                    {i18n.language === 'vi' ? drop.title.vi : drop.title.en}
                  </p>
                  <p className="mt-0.5 text-xs whitespace-nowrap text-muted tabular-nums">
                    {formatDateTime(drop.startsAt)} → {formatDateTime(drop.endsAt)}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={TONE[state]} dot>
                    {t(`envelopes.state.${state}`)}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                  {data.currencySymbol}
                  {formatMoney(drop.total)}
                </td>
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2">
                    {/* SVG attributes, not a style attribute: the console's CSP allows no inline styles. */}
                    <svg
                      viewBox="0 0 100 8"
                      preserveAspectRatio="none"
                      className="h-2 w-28"
                      aria-hidden="true"
                    >
                      <rect width="100" height="8" rx="4" className="fill-white/[0.06]" />
                      <rect
                        width={Math.max(2, Math.round((drop.grabbed / drop.shares) * 100))}
                        height="8"
                        rx="4"
                        className="fill-primary"
                      />
                    </svg>
                    <span className="text-sm whitespace-nowrap text-ink tabular-nums">
                      {t('envelopes.grabbed', { grabbed: drop.grabbed, shares: drop.shares })}
                    </span>
                  </span>
                  <p className="mt-0.5 text-xs text-muted tabular-nums">
                    {t('envelopes.paid', { amount: `${data.currencySymbol}${formatMoney(drop.paid)}` })}
                  </p>
                </td>
                <td className="px-4 py-3 text-right text-sm whitespace-nowrap text-muted tabular-nums">
                  {formatMoney(drop.smallest)} – {formatMoney(drop.largest)}
                </td>
                <td className="px-4 py-3 text-right">
                  {canManage && (state === 'open' || state === 'scheduled') && (
                    <Button variant="ghost" size="sm" onClick={() => setCancelling(drop)}>
                      {t('envelopes.cancel')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>
      {scheduling && <ScheduleDialog brand={brand} onClose={() => setScheduling(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('envelopes.cancel.title')}
        confirmLabel={t('envelopes.cancel.confirm')}
        tone="danger"
        reason="required"
        pending={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error) : null}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) =>
          cancelling &&
          cancel.mutate(
            { id: cancelling.id, reason },
            {
              onSuccess: () => {
                toast.success(t('envelopes.cancelled'));
                setCancelling(null);
              },
            },
          )
        }
      >
        {t('envelopes.cancel.body')}
      </ConfirmDialog>
    </section>
  );
};
