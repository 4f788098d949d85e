/**
 * Who the desk is talking to, beside the chat: a member's account, real name, VIP level, status,
 * registration, last sign-in and cash balance, and their newest wallet transactions; a visitor's
 * name and contact (all the desk knows of them).
 */
import type { TSupportMemberProfile } from '@luckwell/contracts/admin/support';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import type { TSupportConversation } from './support-api.ts';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-baseline justify-between gap-3 border-b border-line/40 py-2 last:border-b-0">
    <dt className="shrink-0 text-xs text-muted">{label}</dt>
    <dd className="min-w-0 text-right text-sm font-medium break-words text-ink">{children}</dd>
  </div>
);

const STATUS_TONES: Record<string, 'jade' | 'danger' | 'neutral'> = {
  active: 'jade',
  locked: 'danger',
  disabled: 'neutral',
};

const statusText = (status: string) =>
  i18next.exists(`members.status.${status}`)
    ? i18next.t(`members.status.${status}` as 'members.status.active')
    : status;

const typeText = (type: string) =>
  i18next.exists(`wallet.entryKind.${type}`)
    ? i18next.t(`wallet.entryKind.${type}` as 'wallet.entryKind.bet')
    : type;

const Amount = ({ value }: { value: string }) => (
  <span className={`tabular-nums ${value.startsWith('-') ? 'text-danger' : 'text-jade'}`}>
    {formatMoney(value)}
  </span>
);

const MemberProfile = ({ member }: { member: TSupportMemberProfile }) => {
  const { t } = useTranslation();
  const canOpen = useCan('members.read');
  return (
    <>
      <div className="rounded-2xl border border-primary/25 bg-linear-to-br from-primary/12 to-transparent p-4">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">
          {t('support.profile.balance')}
        </p>
        <p className="text-gold mt-1 text-2xl font-bold tabular-nums">
          {formatMoney(member.balance)} <span className="text-base font-semibold">{member.currency}</span>
        </p>
      </div>
      <dl className="px-1">
        <Fact label={t('support.profile.account')}>{member.account}</Fact>
        <Fact label={t('support.profile.realName')}>{member.realName || '—'}</Fact>
        <Fact label={t('support.profile.vip')}>
          {member.vipLevel === null ? '—' : `VIP ${member.vipLevel}`}
        </Fact>
        <Fact label={t('support.profile.status')}>
          <Badge tone={STATUS_TONES[member.status] ?? 'neutral'} dot>
            {statusText(member.status)}
          </Badge>
        </Fact>
        <Fact label={t('support.profile.registered')}>{formatDateTime(member.registeredAt)}</Fact>
        <Fact label={t('support.profile.lastLogin')}>{formatDateTime(member.lastLoginAt)}</Fact>
      </dl>
      {canOpen && (
        <Link
          to={`/members/${member.memberId}`}
          className="flex items-center gap-1.5 self-start px-1 text-sm font-semibold text-primary hover:underline"
        >
          {t('support.profile.open')}
          <Icon name="chevronRight" className="size-4" />
        </Link>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="px-1 text-sm font-bold text-ink">{t('support.profile.transactions')}</h3>
        {member.transactions.length === 0 ? (
          <p className="rounded-xl border border-line/60 px-3 py-4 text-center text-sm text-muted">
            {t('support.profile.noTransactions')}
          </p>
        ) : (
          <div className="overflow-hidden rounded-xl border border-line/60">
            <DataTable
              caption={t('support.profile.transactions')}
              minWidth="min-w-[260px]"
              cellPadding="px-2.5 py-2"
              columns={[
                t('support.tx.when'),
                t('support.tx.type'),
                { label: t('support.tx.amount'), align: 'right' },
              ]}
            >
              {member.transactions.map((tx) => (
                <tr key={tx.id} className="border-b border-line/40 align-top last:border-b-0">
                  <td className="px-2.5 py-2 text-xs whitespace-nowrap text-muted tabular-nums">
                    {formatDateTime(tx.createdAt).slice(5, 16)}
                  </td>
                  <td className="px-2.5 py-2 text-xs text-ink/90">{typeText(tx.type)}</td>
                  <td className="px-2.5 py-2 text-right text-xs">
                    <Amount value={tx.amount} />
                    <span className="block text-[11px] text-muted tabular-nums">
                      {t('support.tx.after', { balance: formatMoney(tx.balanceAfter) })}
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </div>
    </>
  );
};

export const CustomerPanel = ({ data }: { data: TSupportConversation | undefined }) => {
  const { t } = useTranslation();
  if (!data) return null;
  const { conversation, member } = data;
  return (
    <aside
      aria-label={t('support.profile.title')}
      className="flex flex-col gap-4 rounded-3xl border border-line/70 bg-surface/60 p-4 xl:h-[calc(100dvh-15rem)] xl:min-h-[560px] xl:overflow-y-auto"
    >
      <h2 className="flex items-center gap-2 text-sm font-bold tracking-[0.12em] text-muted uppercase">
        <Icon name="user" className="size-4" />
        {t(member ? 'support.profile.title' : 'support.profile.visitorTitle')}
      </h2>
      {member ? (
        <MemberProfile member={member} />
      ) : (
        <>
          <div className="flex items-center gap-2">
            <p className="min-w-0 truncate text-lg font-bold text-ink">{conversation.name}</p>
            <Badge tone="violet">{t('support.visitor')}</Badge>
          </div>
          <dl className="px-1">
            <Fact label={t('support.profile.name')}>{conversation.name}</Fact>
            <Fact label={t('support.profile.contact')}>{conversation.contact || '—'}</Fact>
            <Fact label={t('support.profile.language')}>{conversation.language.toUpperCase()}</Fact>
            <Fact label={t('support.profile.started')}>{formatDateTime(conversation.createdAt)}</Fact>
          </dl>
          <p className="rounded-xl border border-line/60 bg-white/[0.02] p-3 text-xs leading-relaxed text-muted">
            {t('support.profile.visitorNote')}
          </p>
        </>
      )}
    </aside>
  );
};
