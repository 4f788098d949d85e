/**
 * One withdrawal at /admin/cashier/withdrawals/:id: whom to pay and how much; approve & mark paid
 * with the bank's reference, or reject with a reason (each once, audited); and the member's case
 * with its amounts and proof, resolved with a note or credited once.
 */
import type { TWithdrawalCase } from '@luckwell/contracts/admin/withdrawals';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon, type IconName } from '../../shared/icons.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';
import { InputDialog } from './input-dialog.tsx';
import { CONFIRMATION_TONES, STATUS_TONES } from './labels.ts';
import { useWithdrawalActions, useWithdrawalDetail } from './withdrawals-api.ts';

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;
const toMoney = (v: string) => {
  const [w = '0', f = ''] = v.split('.');
  return `${w}.${f.padEnd(2, '0')}`;
};

const Card = ({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) => (
  <section className="overflow-hidden rounded-2xl border border-line/80 bg-surface/60">
    <h2 className="flex items-center gap-2.5 border-b border-line/60 px-5 py-3.5 text-base font-bold">
      <Icon name={icon} className="size-[18px] text-primary" />
      {title}
    </h2>
    {children}
  </section>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-1">
    <dt className="text-xs font-medium text-muted">{label}</dt>
    <dd className="text-sm font-semibold break-words text-ink">{children}</dd>
  </div>
);

type Pending = 'pay' | 'reject' | 'resolve' | 'credit' | null;

const CaseCard = ({
  kase,
  onResolve,
  onCredit,
}: {
  kase: TWithdrawalCase;
  onResolve: () => void;
  onCredit: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Card title={`${t('case.title', { id: kase.id })} · ${t(`case.claim.${kase.claim}`)}`} icon="alert">
      <div className="grid gap-5 p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <dl className="grid grid-cols-2 gap-x-5 gap-y-4 sm:grid-cols-3">
          <Fact label={t('case.amount')}>{formatMoney(kase.amount)}</Fact>
          <Fact label={t('case.received')}>{formatMoney(kase.receivedAmount)}</Fact>
          <Fact label={t('case.missing')}>
            <span className="text-danger">{formatMoney(kase.missingAmount)}</span>
          </Fact>
          <Fact label={t('case.statusLabel')}>
            <Badge tone={kase.status === 'open' ? 'gold' : 'jade'} dot>
              {t(`case.status.${kase.status}`)}
            </Badge>
          </Fact>
          <Fact label={t('case.credited')}>
            {kase.creditedAmount ? formatMoney(kase.creditedAmount) : '—'}
          </Fact>
          <Fact label={t('case.col.opened')}>{formatDateTime(kase.createdAt)}</Fact>
          {kase.resolutionNote && (
            <div className="col-span-full">
              <Fact label={t('case.resolution')}>
                “{kase.resolutionNote}” — {kase.resolvedBy} · {formatDateTime(kase.resolvedAt)}
              </Fact>
            </div>
          )}
          <div className="col-span-full flex flex-wrap gap-2">
            {kase.status === 'open' && <Button onClick={onResolve}>{t('case.resolve')}</Button>}
            {kase.creditedAmount === null && (
              <Button variant="secondary" onClick={onCredit}>
                {t('case.credit')}
              </Button>
            )}
          </div>
        </dl>
        <figure className="flex flex-col gap-2">
          <figcaption className="text-xs font-medium text-muted">{t('case.proof')}</figcaption>
          {kase.proofImage ? (
            <a href={kase.proofImage} target="_blank" rel="noreferrer">
              <img
                src={kase.proofImage}
                alt={t('case.proof')}
                className="max-h-72 rounded-xl border border-line object-contain"
              />
            </a>
          ) : (
            <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
              {t('case.noProof')}
            </p>
          )}
        </figure>
      </div>
    </Card>
  );
};

export const WithdrawalDetailScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const allowed = useCan('cashier.withdrawals');
  const detail = useWithdrawalDetail(allowed ? id : Number.NaN);
  const actions = useWithdrawalActions();
  const [pending, setPending] = useState<Pending>(null);
  const crumbs = [{ label: t('section.withdrawals.title'), to: '/cashier/withdrawals' }];

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('section.withdrawals.title')} crumbs={crumbs} />
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      </div>
    );
  }
  if (detail.isPending) return <Loader label={t('common.loading')} className="min-h-80" />;
  if (detail.isError) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('section.withdrawals.title')} crumbs={crumbs} />
        <EmptyState
          tone="error"
          title={t('wd.detail.notFound')}
          description={errorText(detail.error)}
          action={
            <Link to="/cashier/withdrawals" className="text-sm font-semibold text-primary hover:underline">
              {t('wd.detail.back')}
            </Link>
          }
        />
      </div>
    );
  }

  const { withdrawal: w, memberPayeeName, case: kase } = detail.data;
  const busy =
    actions.pay.isPending ||
    actions.reject.isPending ||
    actions.resolve.isPending ||
    actions.credit.isPending;
  const close = () => {
    if (busy) return;
    for (const m of [actions.pay, actions.reject, actions.resolve, actions.credit]) m.reset();
    setPending(null);
  };
  const failed = (m: { isError: boolean; error: unknown }) => (m.isError ? errorText(m.error) : null);
  const amount = `${formatMoney(w.amount)} ${w.currency}`;

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('wd.detail.title', { id: w.id })}
            <Badge tone={STATUS_TONES[w.status]} dot>
              {t(`wd.status.${w.status}`)}
            </Badge>
            {w.status === 'paid' && (
              <Badge tone={CONFIRMATION_TONES[w.confirmation ?? 'none']}>
                {t(`wd.confirmation.${w.confirmation ?? 'none'}` as TranslationKey)}
              </Badge>
            )}
          </span>
        }
        description={t('wd.detail.subtitle', { account: w.memberAccount, brand: w.merchantCode })}
        crumbs={[...crumbs, { label: `#${w.id}` }]}
        actions={
          w.status === 'pending' ? (
            <>
              <Button onClick={() => setPending('pay')}>
                <Icon name="check" className="size-4" />
                {t('wd.pay')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setPending('reject')}
                className="!border-danger/60 !text-danger hover:!bg-danger/10"
              >
                <Icon name="close" className="size-4" />
                {t('wd.reject')}
              </Button>
            </>
          ) : null
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('wd.detail.payTo')} icon="cashier">
          <dl className="grid grid-cols-2 gap-x-5 gap-y-4 p-5">
            <Fact label={t('wd.detail.amount')}>
              <span className="text-xl text-gold">{formatMoney(w.amount)}</span>{' '}
              <span className="text-xs text-muted">{w.currency}</span>
            </Fact>
            <Fact label={t('wd.detail.bank')}>{w.bankName}</Fact>
            <Fact label={t('wd.detail.accountNumber')}>
              <span className="font-mono">{w.accountNumber}</span>
            </Fact>
            <Fact label={t('wd.detail.accountName')}>{w.accountName}</Fact>
            <Fact label={t('wd.detail.payeeName')}>{memberPayeeName ?? '—'}</Fact>
          </dl>
        </Card>
        <Card title={t('wd.detail.request')} icon="clock">
          <dl className="grid grid-cols-2 gap-x-5 gap-y-4 p-5">
            <Fact label={t('wd.detail.requested')}>{formatDateTime(w.createdAt)}</Fact>
            <Fact label={t('wd.detail.paidBy')}>{w.paidBy ?? '—'}</Fact>
            {w.paidAt && <Fact label={t('wd.detail.paidAt')}>{formatDateTime(w.paidAt)}</Fact>}
            {w.paymentReference && <Fact label={t('wd.detail.reference')}>{w.paymentReference}</Fact>}
            {w.rejectReason && <Fact label={t('wd.detail.rejectReason')}>{w.rejectReason}</Fact>}
            {w.confirmDeadline && (
              <Fact label={t('wd.detail.deadline')}>{formatDateTime(w.confirmDeadline)}</Fact>
            )}
            {w.receivedAmount && <Fact label={t('wd.detail.received')}>{formatMoney(w.receivedAmount)}</Fact>}
          </dl>
        </Card>
      </div>

      {kase && (
        <CaseCard kase={kase} onResolve={() => setPending('resolve')} onCredit={() => setPending('credit')} />
      )}

      {pending === 'pay' && (
        <InputDialog
          title={t('wd.payTitle', { id: w.id })}
          confirmLabel={t('wd.pay')}
          pending={actions.pay.isPending}
          error={failed(actions.pay)}
          inputs={[
            {
              name: 'paymentReference',
              label: t('wd.reference'),
              placeholder: t('wd.referencePlaceholder'),
              valid: (v) => v.length >= 3 && v.length <= 64,
              invalid: t('wd.referenceRequired'),
            },
          ]}
          onClose={close}
          onConfirm={({ paymentReference = '' }) =>
            actions.pay.mutate(
              { id: w.id, paymentReference },
              {
                onSuccess: () => {
                  setPending(null);
                  toast.success(t('wd.toast.paid', { id: w.id }));
                },
              },
            )
          }
        >
          {t('wd.payBody', { amount, bank: w.bankName, account: w.accountNumber, name: w.accountName })}
        </InputDialog>
      )}
      <ConfirmDialog
        open={pending === 'reject'}
        title={t('wd.rejectTitle', { id: w.id })}
        confirmLabel={t('wd.reject')}
        tone="danger"
        reason="required"
        pending={actions.reject.isPending}
        error={failed(actions.reject)}
        onClose={close}
        onConfirm={(reason) =>
          actions.reject.mutate(
            { id: w.id, reason },
            {
              onSuccess: () => {
                setPending(null);
                toast.success(t('wd.toast.rejected', { id: w.id }));
              },
            },
          )
        }
      >
        {t('wd.rejectBody', { amount })}
      </ConfirmDialog>
      {kase && pending === 'resolve' && (
        <InputDialog
          title={t('case.resolveTitle', { id: kase.id })}
          confirmLabel={t('case.resolve')}
          pending={actions.resolve.isPending}
          error={failed(actions.resolve)}
          inputs={[
            {
              name: 'note',
              label: t('case.note'),
              valid: (v) => v.length > 0 && v.length <= 500,
              invalid: t('confirm.reasonRequired'),
            },
          ]}
          onClose={close}
          onConfirm={({ note = '' }) =>
            actions.resolve.mutate(
              { id: kase.id, note },
              {
                onSuccess: () => {
                  setPending(null);
                  toast.success(t('case.toast.resolved', { id: kase.id }));
                },
              },
            )
          }
        >
          {t('case.resolveBody')}
        </InputDialog>
      )}
      {kase && pending === 'credit' && (
        <InputDialog
          title={t('case.creditTitle', { id: kase.id })}
          confirmLabel={t('case.credit')}
          pending={actions.credit.isPending}
          error={failed(actions.credit)}
          inputs={[
            {
              name: 'amount',
              label: t('case.creditAmount'),
              initial: kase.missingAmount,
              valid: (v) => MONEY.test(v),
              invalid: t('in_cashier_amount_out_of_range', {
                min: '0.01',
                max: formatMoney(kase.missingAmount),
              }),
            },
            {
              name: 'note',
              label: t('case.note'),
              valid: (v) => v.length > 0 && v.length <= 500,
              invalid: t('confirm.reasonRequired'),
            },
          ]}
          onClose={close}
          onConfirm={({ amount: value = '', note = '' }) =>
            actions.credit.mutate(
              { id: kase.id, amount: toMoney(value) as never, note },
              {
                onSuccess: () => {
                  setPending(null);
                  toast.success(
                    t('case.toast.credited', { id: kase.id, amount: formatMoney(toMoney(value)) }),
                  );
                },
              },
            )
          }
        >
          {t('case.creditBody', { max: `${formatMoney(kase.missingAmount)} ${kase.currency}` })}
        </InputDialog>
      )}
    </div>
  );
};
