/**
 * Catalogue & marketing → Promotions → Applications at /admin/promotions/applications (issue 17,
 * ADR 070): the review queue of application promotions. Members apply with a comment and up to three
 * images; an operator with `promotions.manage` opens one, looks at its images and issues a bonus (at
 * most the promotion's maximum, paid under the promotion's wagering terms) or rejects it with a
 * reason the member reads. Waiting applications come oldest first; decided ones newest first.
 */
import type { TAdminApplication } from '@luckwell/contracts/admin/promotions';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText, failedField } from '../../shared/error-text.ts';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { typedMoney } from './promotion-dialog.tsx';
import { useApplication, useApplications, useDecideApplication } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

const STATUSES = ['applying', 'issued', 'rejected'] as const;
const STATUS_TONE: Record<TAdminApplication['status'], BadgeTone> = {
  applying: 'gold',
  issued: 'jade',
  rejected: 'danger',
};

/** One application: its comment and images, and (while it waits) the operator's decision. */
const ReviewDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const canManage = useCan('promotions.manage');
  const application = useApplication(id);
  const decide = useDecideApplication();
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = application.data;
  const shownAmount = amount ?? data?.maxBonus.replace(/\.00$/, '') ?? '';

  const submit = (issue: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!data || decide.isPending) return;
    const found: Record<string, string> = {};
    if (reason.trim().length < 3) found.reason = t('applications.reasonMissing');
    if (issue && !/^\d+\.\d{2}$/.test(typedMoney(shownAmount))) found.amount = t('promotions.field.invalid');
    if (Object.keys(found).length > 0) return setErrors(found);
    decide.mutate(
      { id, amount: issue ? typedMoney(shownAmount) : null, reason },
      {
        onSuccess: () => {
          toast.success(t(issue ? 'applications.issued' : 'applications.rejected', { id }));
          onClose();
        },
        onError: (error) => {
          const field = failedField(error).split('.')[0] ?? '';
          setErrors({ [field === 'amount' || field === 'reason' ? field : 'form']: errorText(error) });
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={decide.isPending ? () => undefined : onClose}
      title={t('applications.review.title', { id })}
      closeLabel={t('common.close')}
      size="xl"
    >
      <div className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        {application.isPending ? (
          <Loader label={t('common.loading')} className="min-h-40" />
        ) : application.isError || !data ? (
          <LoadError error={application.error} onRetry={() => void application.refetch()} />
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted">{t('applications.col.member')}</dt>
                <dd className="font-semibold text-ink">{data.account}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('applications.col.promotion')}</dt>
                <dd className="text-ink">
                  {i18n.language === 'vi' ? data.promotionTitle.vi : data.promotionTitle.en}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('applications.col.when')}</dt>
                <dd className="text-ink tabular-nums">{formatDateTime(data.createdAt)}</dd>
              </div>
            </dl>
            <div>
              <p className="text-xs text-muted">{t('applications.col.comment')}</p>
              <p className="mt-1 rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm whitespace-pre-wrap text-ink">
                {data.comment}
              </p>
            </div>
            {data.images.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('applications.images')}>
                {data.images.map((src, index) => (
                  <li key={src.slice(-32)}>
                    <a href={src} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={src}
                        alt={t('applications.image', { n: index + 1 })}
                        className="aspect-[4/3] w-full rounded-xl border border-line object-contain bg-black/40"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('applications.noImages')}</p>
            )}
            {data.status !== 'applying' ? (
              <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-ink">
                <Badge tone={STATUS_TONE[data.status]}>{t(`applications.status.${data.status}`)}</Badge>{' '}
                {data.amount && `${formatMoney(data.amount)} · `}
                {t('applications.decidedBy', { name: data.decidedBy ?? '—', reason: data.reason ?? '' })}
              </p>
            ) : canManage ? (
              <form noValidate onSubmit={submit(true)} className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('applications.amount', { max: formatMoney(data.maxBonus) })}
                  hint={
                    data.wageringMultiplier === 0
                      ? t('applications.amountCash')
                      : t('applications.amountBonus', { n: data.wageringMultiplier })
                  }
                  inputMode="decimal"
                  value={shownAmount}
                  error={errors.amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setErrors({});
                  }}
                />
                <TextAreaField
                  label={t('applications.reason')}
                  hint={t('applications.reasonHint')}
                  value={reason}
                  error={errors.reason}
                  maxLength={500}
                  rows={3}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setErrors({});
                  }}
                />
                {errors.form && (
                  <div className="sm:col-span-2">
                    <FormAlert>{errors.form}</FormAlert>
                  </div>
                )}
                <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => submit(false)()}
                    disabled={decide.isPending}
                  >
                    {t('applications.reject')}
                  </Button>
                  <BusyButton type="submit" busy={decide.isPending}>
                    {t('applications.issue')}
                  </BusyButton>
                </div>
              </form>
            ) : (
              <p className="text-sm text-muted">{t('applications.readOnly')}</p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
};

/** Promotions → Applications (/promotions/applications): the brand's applications by status. */
export const ApplicationsView = () => {
  const { t, i18n } = useTranslation();
  const brand = usePromotionsBrand();
  const [status, setStatus] = useState<TAdminApplication['status']>('applying');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const applications = useApplications(brand, status, page);
  const waiting = applications.data?.waiting;
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="applications-title" className="text-lg font-bold text-ink">
            {t('applications.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('applications.body')}</p>
        </div>
        <FilterChips
          label={t('applications.filter')}
          values={STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          text={(value) =>
            value === 'applying' && waiting
              ? `${t('applications.status.applying')} (${waiting})`
              : t(`applications.status.${value}`)
          }
        />
      </div>
      <ResultsPanel
        query={applications}
        caption={t('applications.title')}
        minWidth="min-w-[880px]"
        columns={[
          '#',
          t('applications.col.member'),
          t('applications.col.promotion'),
          t('applications.col.comment'),
          t('applications.col.status'),
          t('applications.col.when'),
          '',
        ]}
        empty={{
          when: (data) => data.content.length === 0,
          title: t(`applications.empty.${status}`),
          description: t('applications.empty.body'),
        }}
        footer={(data) => <Pagination page={data} onPage={setPage} />}
      >
        {(data) =>
          data.content.map((row) => (
            <tr key={row.id} className="border-b border-line/30 align-top last:border-0">
              <td className="px-4 py-3 text-muted tabular-nums">{row.id}</td>
              <td className="px-4 py-3 font-semibold text-ink">{row.account}</td>
              <td className="px-4 py-3 text-ink">
                {i18n.language === 'vi' ? row.promotionTitle.vi : row.promotionTitle.en}
              </td>
              <td className="max-w-[22rem] px-4 py-3 text-ink/85">
                <p className="line-clamp-2">{row.comment}</p>
                <p className="mt-1 text-xs text-muted">
                  {t('applications.imageCount', { count: row.imageCount })}
                </p>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONE[row.status]} dot>
                  {t(`applications.status.${row.status}`)}
                </Badge>
                {row.amount && (
                  <p className="mt-1 text-xs font-semibold text-gold tabular-nums">
                    {formatMoney(row.amount)}
                  </p>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                {formatDateTime(row.decidedAt ?? row.createdAt)}
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  type="button"
                  size="sm"
                  variant={row.status === 'applying' ? 'primary' : 'ghost'}
                  onClick={() => setOpen(row.id)}
                >
                  {t(row.status === 'applying' ? 'applications.review' : 'applications.open')}
                </Button>
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      {open !== null && <ReviewDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
};
