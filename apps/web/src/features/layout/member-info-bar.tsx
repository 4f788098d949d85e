/**
 * The signed-in player's header bar (spec §2 "Member info bar"): avatar and account name (opens the
 * personal centre), balance with a show/hide toggle (masked with stars; clicking refreshes it), the
 * agent button for agents, deposit and sign-out. Trial accounts get the real-account dialog instead
 * of the member centre. On phones: the balance and the avatar; the rest lives in the side menu.
 * Loaded only once someone is signed in.
 */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../shared/format-money.ts';
import { EyeIcon } from '../../shared/icons.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { useMemberInfo } from '../../shared/member-info.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { useUnclaimedCount } from '../../shared/unclaimed-count.ts';
import { badgeText, useUnreadCount } from '../../shared/unread-count.ts';
import { BALANCE_MASK, useBalanceVisibility, useWalletBalance } from '../../shared/wallet-balance.ts';

/** Opens a member-centre page, or the real-account dialog for a trial account (spec §2). */
export const useOpenMemberCentre = () => {
  const navigate = useNavigate();
  const isTrial = useSessionStore((state) => state.isTrial);
  const openRealAccount = useOverlayStore((state) => state.openRealAccount);
  return (page?: string) => {
    if (isTrial) openRealAccount();
    else navigate(page ? `/member?page=${page}` : '/member');
  };
};

/** A header icon drawn as one stroked path (the bell, the gift, the invite). */
const StrokeIcon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20a2 2 0 0 0 4 0';
const GIFT = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.8 9 7 12 7Zm0 0s1.5-4 4-3.2S15 7 12 7Z';
const INVITE =
  'M15 19v-1.5a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4V19M9 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM19 8v6M22 11h-6';

/** A count on the bell, the gift and the phone's avatar (the label says it in words). */
const UnreadBadge = ({ count, testId = 'unread-badge' }: { count: number; testId?: string }) => (
  <span
    aria-hidden="true"
    data-testid={testId}
    className="absolute -top-1 -right-1 grid h-4 min-w-4 place-items-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-page"
  >
    {badgeText(count)}
  </span>
);

export const MemberInfoBar = () => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const member = useMemberInfo();
  const isAgent = useSessionStore((state) => state.isAgent);
  const isTrial = useSessionStore((state) => state.isTrial);
  const openLogout = useOverlayStore((state) => state.openLogout);
  const openMemberCentre = useOpenMemberCentre();
  const wallet = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggleHidden = useBalanceVisibility((state) => state.toggle);
  const unread = useUnreadCount();
  const unreadLabel = unread > 0 ? t('member_messages_unread', { count: unread }) : t('member_messages');
  // Promotions to take, red envelopes to grab and wheel tickets (the spec's unclaimed count).
  const unclaimed = useUnclaimedCount();
  const unclaimedLabel =
    unclaimed > 0 ? t('member_rewards_unclaimed', { count: unclaimed }) : t('member_rewards');
  const shown = !hidden;
  const info = member.data;
  // The invite link shows only while the brand's referral programme is on (spec §2, ADR 067).
  const inviting = info?.availablePromo.some((promo) => promo.type === 'REFERRAL' && promo.enabled) ?? false;
  // The wallet call is the fresh one; the member info's copy fills in until it answers.
  const source = wallet.data ?? info;
  const balance = source ? formatMoney(source.balance, source.currencySymbol) : '…';
  const name = info?.nickname || info?.account || '';

  const balanceButton = (compact: boolean) => (
    <button
      type="button"
      onClick={() => void wallet.refetch()}
      aria-label={t('member_balance_refresh')}
      title={t('member_balance_refresh')}
      className={`flex items-center gap-1.5 rounded-full border border-primary/40 bg-black/30 font-semibold text-gold tabular-nums transition hover:border-primary ${
        compact ? 'h-8 px-2.5 text-xs' : 'h-9 px-3.5 text-sm'
      } ${wallet.isFetching ? 'opacity-70' : ''}`}
      data-testid="member-balance"
      aria-busy={wallet.isFetching}
    >
      {isTrial && (
        <span className="rounded bg-accent/80 px-1 text-[10px] text-white">{t('member_trial_badge')}</span>
      )}
      <span>{shown ? balance : BALANCE_MASK}</span>
    </button>
  );

  const eyeButton = (compact: boolean) => (
    <button
      type="button"
      onClick={toggleHidden}
      aria-label={shown ? t('member_balance_hide') : t('member_balance_show')}
      aria-pressed={!shown}
      className={`grid place-items-center rounded-full text-muted hover:text-ink ${compact ? 'size-6' : 'size-8'}`}
    >
      <EyeIcon className="size-4" open={shown} />
    </button>
  );

  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="member-info-bar">
      <div className="hidden items-center gap-2 lg:flex">
        <button
          type="button"
          onClick={() => openMemberCentre()}
          className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 transition hover:bg-white/5"
          title={t('member_open_centre')}
        >
          {info && (
            <img
              src={imageUrl(info.iconUrl)}
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-full bg-black/40"
            />
          )}
          <span className="grid text-left leading-tight">
            <span className="max-w-[9rem] truncate text-sm font-semibold text-ink" data-testid="member-name">
              {name}
            </span>
            {info?.hasVip && !isTrial && (
              <span className="text-[11px] font-semibold text-gold" data-testid="member-vip">
                {t('vip_label', { level: info.vipRankLevel, name: info.vipLabelName })}
              </span>
            )}
          </span>
        </button>
        {!isTrial && (
          <button
            type="button"
            onClick={() => openMemberCentre('messageV2')}
            className="relative grid size-9 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-ink"
            aria-label={unreadLabel}
            title={unreadLabel}
            data-testid="member-messages"
          >
            <StrokeIcon path={BELL} />
            {unread > 0 && <UnreadBadge count={unread} />}
          </button>
        )}
        {!isTrial && (
          <button
            type="button"
            onClick={() => openMemberCentre('rewardCenter')}
            className="relative grid size-9 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-ink"
            aria-label={unclaimedLabel}
            title={unclaimedLabel}
            data-testid="member-rewards"
          >
            <StrokeIcon path={GIFT} />
            {unclaimed > 0 && <UnreadBadge count={unclaimed} testId="unclaimed-badge" />}
          </button>
        )}
        {!isTrial && inviting && (
          <button
            type="button"
            onClick={() => openMemberCentre('referral')}
            className="grid size-9 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-ink"
            aria-label={t('member_invite')}
            title={t('member_invite')}
            data-testid="member-invite"
          >
            <StrokeIcon path={INVITE} />
          </button>
        )}
        {balanceButton(false)}
        {eyeButton(false)}
        {isAgent && (
          <Link to="/agentHome" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
            {t('member_agent')}
          </Link>
        )}
        <button
          type="button"
          onClick={() => openMemberCentre('depositv2')}
          className={buttonClass({ size: 'sm' })}
        >
          {t('member_deposit')}
        </button>
        <button
          type="button"
          onClick={openLogout}
          className={buttonClass({ size: 'sm', variant: 'ghost' })}
          aria-label={t('member_sign_out')}
          title={t('member_sign_out')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path
              d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <div className="flex items-center gap-0.5 lg:hidden">
        {balanceButton(true)}
        {eyeButton(true)}
        <button
          type="button"
          onClick={() => openMemberCentre()}
          aria-label={
            unread + unclaimed > 0
              ? [t('member_open_centre'), unread > 0 && unreadLabel, unclaimed > 0 && unclaimedLabel]
                  .filter(Boolean)
                  .join(' · ')
              : t('member_open_centre')
          }
          className="relative size-8 rounded-full bg-black/40 ring-1 ring-primary/40"
        >
          {info && (
            <img src={imageUrl(info.iconUrl)} alt="" width={32} height={32} className="size-8 rounded-full" />
          )}
          {unread + unclaimed > 0 && <UnreadBadge count={unread + unclaimed} />}
        </button>
      </div>
    </div>
  );
};
