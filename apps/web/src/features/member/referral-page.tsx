/**
 * The personal centre's `referral` page (issue 17, ADR 067; GET /wps/member/referral): the member's
 * referral code, invite link and its QR code; what each friend's milestone pays; the rewards paid
 * and held for review; and the friends who joined (account masked), each with their deposits, valid
 * bet and rewards. When the brand runs no programme the code still brings friends, without rewards.
 */
import { type TReferral, ZReferralResponse } from '@luckwell/contracts/member/referral';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { Pager } from '../../shared/pager.tsx';
import { QrCode } from '../../shared/qr-code.tsx';
import { useSessionStore } from '../../shared/session-store.ts';

const schema = async () => ZReferralResponse;
const panel = 'rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6';

const STATUS_TONE = {
  paid: 'bg-emerald-500/15 text-emerald-300',
  held: 'bg-amber-500/15 text-amber-200',
  rejected: 'bg-red-500/15 text-red-300',
} as const;

const Invite = ({ data }: { data: TReferral }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const link = new URL(data.path, window.location.origin).href;
  const copy = (what: 'code' | 'link') => {
    void navigator.clipboard?.writeText(what === 'code' ? data.code : link).then(() => {
      setCopied(what);
      setTimeout(() => setCopied(null), 1500);
    });
  };
  return (
    <section className="grid gap-4 rounded-2xl border border-gold/30 bg-gradient-to-br from-gold/10 via-surface to-primary/10 p-4 sm:grid-cols-[auto_1fr] sm:p-5">
      <div className="justify-self-center">
        <QrCode value={link} size={150} label={t('ref_qr')} />
      </div>
      <div className="grid min-w-0 content-start gap-3">
        <div>
          <p className="text-xs text-muted">{t('ref_code')}</p>
          <p className="flex flex-wrap items-center gap-3">
            <span
              className="font-mono text-2xl font-bold tracking-widest text-gold"
              data-testid="referral-code"
            >
              {data.code}
            </span>
            <button
              type="button"
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
              onClick={() => copy('code')}
            >
              {copied === 'code' ? t('ref_copied') : t('ref_copy_code')}
            </button>
          </p>
        </div>
        <div>
          <p className="text-xs text-muted">{t('ref_link')}</p>
          <p
            className="mt-1 rounded-xl border border-line bg-black/30 px-3 py-2 font-mono text-xs break-all text-ink"
            data-testid="referral-link"
          >
            {link}
          </p>
        </div>
        <button
          type="button"
          className={`justify-self-start ${buttonClass({ size: 'sm' })}`}
          onClick={() => copy('link')}
        >
          {copied === 'link' ? t('ref_copied') : t('ref_copy_link')}
        </button>
      </div>
    </section>
  );
};

const Milestones = ({ data, money }: { data: TReferral; money: (amount: string) => string }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ref-milestones">
      <h2 id="ref-milestones" className="mb-1 text-sm font-semibold text-ink">
        {t('ref_milestones_title')}
      </h2>
      <p className="mb-3 text-xs text-muted">{t('ref_milestones_note')}</p>
      <ol className="grid gap-2 sm:grid-cols-3">
        {data.milestones.map((milestone, at) => (
          <li
            key={`${milestone.kind}-${milestone.threshold}`}
            className="grid gap-1 rounded-xl border border-line bg-black/20 p-3"
            data-testid={`milestone-${at}`}
          >
            <span className="text-xs text-muted">
              {t(milestone.kind === 'deposit' ? 'ref_when_deposit' : 'ref_when_bet', {
                amount: money(milestone.threshold),
              })}
            </span>
            <span className="text-lg font-bold text-gold tabular-nums">+{money(milestone.reward)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
};

const Friends = ({
  data,
  money,
  onPage,
}: {
  data: TReferral;
  money: (amount: string) => string;
  onPage: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', { dateStyle: 'medium' });
  return (
    <section aria-labelledby="ref-friends">
      <h2 id="ref-friends" className="mb-2 text-sm font-semibold text-ink">
        {t('ref_friends_title', { count: data.invitees })}
      </h2>
      {data.content.length === 0 ? (
        <EmptyState title={t('ref_friends_empty_title')} description={t('ref_friends_empty_body')} />
      ) : (
        <>
          <ul className="grid gap-2" data-testid="referral-friends">
            {data.content.map((friend) => (
              <li
                key={`${friend.account}-${friend.joinedAt}`}
                className="grid gap-2 rounded-xl border border-line bg-black/20 p-3 text-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-ink">{friend.account}</span>
                  <span className="text-xs text-muted">
                    {t('ref_joined', { date: when.format(new Date(friend.joinedAt)) })}
                  </span>
                </div>
                <p className="text-xs text-muted tabular-nums">
                  {t('ref_friend_figures', {
                    deposits: money(friend.deposits),
                    validBet: money(friend.validBet),
                  })}
                </p>
                {friend.rewards.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {friend.rewards.map((reward) => (
                      <li
                        key={`${reward.milestone}-${reward.amount}`}
                        className={`rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums ${STATUS_TONE[reward.status]}`}
                      >
                        {t(`ref_reward_${reward.status}`, { amount: money(reward.amount) })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  data.enabled && <p className="text-xs text-muted">{t('ref_no_reward_yet')}</p>
                )}
              </li>
            ))}
          </ul>
          <Pager page={data.pageNum} totalPages={data.totalPages} onPage={onPage} label={t('ref_pages')} />
        </>
      )}
    </section>
  );
};

export const ReferralPage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const [page, setPage] = useState(1);
  const referral = useQuery({
    queryKey: ['referral', token, page],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/referral', schema, { signal, query: { page: String(page) } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const data = referral.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '').replace(/\.00$/, '');

  const body = () => {
    if (referral.isPending) {
      return (
        <div className="grid min-h-64 place-items-center">
          <Spinner label={t('ref_loading')} size="lg" />
        </div>
      );
    }
    if (referral.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('ref_error_title')}
          description={t(errorMessageKey(referral.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void referral.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5" aria-busy={referral.isFetching}>
        <Invite data={data} />
        {data.enabled ? (
          <>
            <dl className="grid grid-cols-3 gap-2" data-testid="referral-sums">
              {[
                { key: 'friends', label: t('ref_sum_friends'), value: String(data.invitees) },
                { key: 'paid', label: t('ref_sum_paid'), value: money(data.paid) },
                { key: 'held', label: t('ref_sum_held'), value: money(data.held) },
              ].map((sum) => (
                <div key={sum.key} className="grid gap-1 rounded-xl border border-line bg-black/20 p-3">
                  <dt className="text-xs text-muted">{sum.label}</dt>
                  <dd className="text-base font-bold text-gold tabular-nums sm:text-xl">{sum.value}</dd>
                </div>
              ))}
            </dl>
            <Milestones data={data} money={money} />
          </>
        ) : (
          <p className="rounded-xl border border-line bg-black/20 px-3 py-2 text-sm text-muted">
            {t('ref_off')}
          </p>
        )}
        <Friends data={data} money={money} onPage={setPage} />
        {data.enabled && <p className="text-xs text-muted">{t('ref_rules')}</p>}
      </div>
    );
  };

  return (
    <section className={panel} data-testid="referral-page">
      <header className="mb-5">
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_referral')}</h1>
        <p className="mt-1 text-sm text-muted">{t('ref_intro')}</p>
      </header>
      {body()}
    </section>
  );
};
