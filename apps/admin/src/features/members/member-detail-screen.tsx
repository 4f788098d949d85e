/**
 * One member at /admin/members/:id: account, type, status and balance; the last sign-ins with
 * address and result; known addresses; the wallet and its ledger (member-wallet.tsx); and the support actions — lock, unlock, reset password —
 * each confirmed first and written to the audit log (shown below for roles that may read it).
 */
import type { TAdminMemberDetail, TResetMemberPassword } from '@luckwell/contracts/admin/members';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon, type IconName } from '../../shared/icons.tsx';
import { memberTypeText, STATUS_TONES } from '../../shared/member-labels.ts';
import { OneTimeSecret } from '../../shared/one-time-secret.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';
import { MemberMessages, MemberSaferPlay } from './member-safer-play.tsx';
import { MemberWallet } from './member-wallet.tsx';
import { useMemberAction, useMemberDetail, useMemberHistory } from './members-api.ts';

type Pending = 'lock' | 'unlock' | 'reset' | null;

const Card = ({
  title,
  icon,
  children,
  id,
}: {
  title: string;
  icon: IconName;
  children: ReactNode;
  id: string;
}) => (
  <section aria-labelledby={id} className="overflow-hidden rounded-2xl border border-line/80 bg-surface/60">
    <h2 id={id} className="flex items-center gap-2.5 border-b border-line/60 px-5 py-3.5 text-base font-bold">
      <Icon name={icon} className="size-[18px] text-primary" />
      {title}
    </h2>
    {children}
  </section>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-1">
    <dt className="text-xs font-medium text-muted">{label}</dt>
    <dd className="truncate text-sm font-semibold text-ink">{children}</dd>
  </div>
);

const Facts = ({ member }: { member: TAdminMemberDetail }) => {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-x-5 gap-y-4 p-5 lg:grid-cols-3">
      <Fact label={t('member.balance')}>
        {member.balance === null ? (
          '—'
        ) : (
          <span className="text-gold text-base">
            {formatMoney(member.balance)} <span className="text-xs text-muted">{member.currency}</span>
          </span>
        )}
      </Fact>
      <Fact label={t('members.col.brand')}>{member.merchantCode}</Fact>
      <Fact label={t('members.col.type')}>{memberTypeText(member.type)}</Fact>
      <Fact label={t('member.nickname')}>{member.nickname}</Fact>
      <Fact label={t('member.upline')}>{member.uplineAccount ?? '—'}</Fact>
      <Fact label={t('member.affiliateCode')}>{member.affiliateCode ?? '—'}</Fact>
      <Fact label={t('member.mobile')}>{member.mobileNum ?? '—'}</Fact>
      <Fact label={t('member.email')}>{member.email ?? '—'}</Fact>
      <Fact label={t('member.payeeName')}>{member.payeeName ?? '—'}</Fact>
      {member.personalDetails.map((detail) => (
        <Fact key={detail.field} label={t(`member.detail.${detail.field}`)}>
          {detail.value}
        </Fact>
      ))}
      <Fact label={t('members.col.registered')}>{formatDateTime(member.createdAt)}</Fact>
      <Fact label={t('member.registerIp')}>{member.registerIp ?? '—'}</Fact>
      <Fact label={t('members.col.lastLogin')}>
        {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}
      </Fact>
      <Fact label={t('member.failedLogins')}>{member.failedLogins}</Fact>
      <Fact label={t('member.activeSessions')}>{member.activeSessions}</Fact>
      <Fact label={t('member.mustChange')}>{t(member.mustChangePassword ? 'common.yes' : 'common.no')}</Fact>
    </dl>
  );
};

const LOGIN_COLUMNS = ['time', 'ip', 'result', 'how', 'device'] as const;

const Logins = ({ member }: { member: TAdminMemberDetail }) => {
  const { t } = useTranslation();
  if (member.lastLogins.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-muted">{t('member.noLogins')}</p>;
  }
  return (
    <DataTable
      caption={t('member.lastLogins')}
      minWidth="min-w-[640px]"
      cellPadding="px-5 py-2.5"
      columns={LOGIN_COLUMNS.map((column) => t(`member.login.${column}`))}
    >
      {member.lastLogins.map((login) => (
        <tr
          key={`${login.at}|${login.ip}|${login.success}|${login.reason}`}
          className="border-b border-line/40 last:border-b-0"
        >
          <td className="px-5 py-2.5 whitespace-nowrap tabular-nums">{formatDateTime(login.at)}</td>
          <td className="px-5 py-2.5 font-mono text-xs">{login.ip}</td>
          <td className="px-5 py-2.5">
            <Badge tone={login.success ? 'jade' : 'danger'} dot>
              {t(login.success ? 'member.login.success' : 'member.login.failed')}
            </Badge>
          </td>
          <td className="px-5 py-2.5 text-ink/75">{login.reason ?? '—'}</td>
          <td
            className="max-w-64 truncate px-5 py-2.5 text-xs text-muted"
            title={login.userAgent ?? undefined}
          >
            {login.userAgent ?? '—'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
};

const History = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const history = useMemberHistory(id, true);
  if (history.isPending) return <Loader label={t('common.loading')} className="min-h-24" />;
  if (history.isError) return <p className="px-5 py-6 text-sm text-danger">{errorText(history.error)}</p>;
  if (history.data.content.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-muted">{t('member.noHistory')}</p>;
  }
  return (
    <ul className="divide-y divide-line/40">
      {history.data.content.map((entry) => {
        const reason = (entry.after as { reason?: unknown } | null)?.reason;
        return (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm">
            <span className="w-40 shrink-0 text-xs text-muted tabular-nums">
              {formatDateTime(entry.createdAt)}
            </span>
            <span className="font-semibold text-ink">
              {t(`audit.action.${entry.action}` as 'audit.action.member.lock', {
                defaultValue: entry.action,
              })}
            </span>
            <span className="text-muted">{t('member.by', { operator: entry.operatorName ?? '—' })}</span>
            {typeof reason === 'string' && (
              <span className="min-w-0 flex-1 truncate text-ink/75">“{reason}”</span>
            )}
          </li>
        );
      })}
    </ul>
  );
};

const TemporaryPassword = ({
  result,
  account,
  onClose,
}: {
  result: TResetMemberPassword | null;
  account: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={t('member.reset.doneTitle')}
      closeLabel={t('common.close')}
      size="sm"
    >
      {result && (
        <OneTimeSecret
          intro={
            <p className="text-sm leading-relaxed text-ink/80">
              {t('member.reset.doneBody', { account, count: result.sessionsEnded })}
            </p>
          }
          label={t('member.reset.temporary')}
          value={result.temporaryPassword}
          copyLabel={t('member.reset.copy')}
          once={t('member.reset.once')}
          onDone={onClose}
        />
      )}
    </Modal>
  );
};

export const MemberDetailScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const canRead = useCan('members.read');
  const canLock = useCan('members.lock');
  const canReset = useCan('members.resetPassword');
  const canAudit = useCan('audit.read');
  const canReadWallet = useCan('wallet.read');
  const canSendMessages = useCan('messages.send');
  const detail = useMemberDetail(canRead ? id : Number.NaN);
  const { lockOrUnlock, resetPassword } = useMemberAction(id);
  const [pending, setPending] = useState<Pending>(null);
  const [temporary, setTemporary] = useState<TResetMemberPassword | null>(null);

  const crumbs = [{ label: t('section.members.title'), to: '/members' }];

  if (!canRead) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('section.members.title')} crumbs={crumbs} />
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      </div>
    );
  }
  if (detail.isPending) return <Loader label={t('common.loading')} className="min-h-80" />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('member.title')} crumbs={crumbs} />
        <EmptyState
          tone={missing ? 'neutral' : 'error'}
          title={t(missing ? 'member.notFound' : 'common.loadFailed')}
          description={missing ? t('member.notFoundBody') : errorText(detail.error)}
          action={
            <Link to="/members" className="text-sm font-semibold text-primary hover:underline">
              {t('member.backToSearch')}
            </Link>
          }
        />
      </div>
    );
  }

  const member = detail.data;
  const temporarilyLocked = member.lockedUntil !== null;
  const lockable = member.status === 'active';
  const unlockable = member.status === 'locked' || temporarilyLocked;

  const close = () => {
    if (lockOrUnlock.isPending || resetPassword.isPending) return;
    lockOrUnlock.reset();
    resetPassword.reset();
    setPending(null);
  };

  const confirm = (reason: string) => {
    if (pending === 'reset') {
      resetPassword.mutate(
        { reason },
        {
          onSuccess: (result) => {
            setPending(null);
            setTemporary(result);
            toast.success(t('member.toast.reset', { account: member.account }));
          },
          onError: (error) => toast.error(errorText(error)),
        },
      );
      return;
    }
    if (pending === 'lock' || pending === 'unlock') {
      const action = pending;
      lockOrUnlock.mutate(
        { action, reason },
        {
          onSuccess: () => {
            setPending(null);
            toast.success(t(`member.toast.${action}`, { account: member.account }));
          },
          onError: (error) => toast.error(errorText(error)),
        },
      );
    }
  };

  const actionError =
    pending === 'reset'
      ? resetPassword.isError
        ? errorText(resetPassword.error)
        : null
      : lockOrUnlock.isError
        ? errorText(lockOrUnlock.error)
        : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {member.account}
            <Badge tone={STATUS_TONES[member.status]} dot>
              {t(`members.status.${member.status}`)}
            </Badge>
          </span>
        }
        description={t('member.subtitle', { nickname: member.nickname, brand: member.merchantCode })}
        crumbs={[...crumbs, { label: member.account }]}
        actions={
          <>
            {canLock && lockable && (
              <Button
                variant="secondary"
                onClick={() => setPending('lock')}
                className="!border-danger/60 !text-danger hover:!bg-danger/10"
              >
                <Icon name="lock" className="size-4" />
                {t('member.lock')}
              </Button>
            )}
            {canLock && unlockable && (
              <Button variant="secondary" onClick={() => setPending('unlock')}>
                <Icon name="unlock" className="size-4" />
                {t('member.unlock')}
              </Button>
            )}
            {canReset && (
              <Button variant="ghost" onClick={() => setPending('reset')} className="border border-line">
                <Icon name="key" className="size-4" />
                {t('member.resetPassword')}
              </Button>
            )}
          </>
        }
      />

      {(temporarilyLocked || member.mustChangePassword) && (
        <div className="flex flex-col gap-2">
          {temporarilyLocked && (
            <p className="flex items-start gap-2.5 rounded-xl border border-accent/40 bg-accent/10 p-3.5 text-sm text-ink/90">
              <Icon name="clock" className="mt-0.5 size-[18px] shrink-0 text-accent" />
              {t('member.tempLocked', { until: formatDateTime(member.lockedUntil) })}
            </p>
          )}
          {member.mustChangePassword && (
            <p className="flex items-start gap-2.5 rounded-xl border border-primary/35 bg-primary/[0.08] p-3.5 text-sm text-ink/90">
              <Icon name="key" className="mt-0.5 size-[18px] shrink-0 text-primary" />
              {t('member.mustChangeNotice')}
            </p>
          )}
        </div>
      )}

      <Card id="member-account" title={t('member.account')} icon="user">
        <Facts member={member} />
      </Card>

      {canReadWallet && (
        <Card id="member-wallet" title={t('wallet.title')} icon="cashier">
          <MemberWallet memberId={member.id} account={member.account} />
        </Card>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card id="member-logins" title={t('member.lastLogins')} icon="clock">
          <Logins member={member} />
        </Card>
        <Card id="member-ips" title={t('member.knownIps')} icon="globe">
          {member.knownIps.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-muted">{t('member.noIps')}</p>
          ) : (
            <ul className="divide-y divide-line/40">
              {member.knownIps.map((known) => (
                <li key={known.ip} className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm">
                  <span className="font-mono text-xs text-ink">{known.ip}</span>
                  <span className="text-right text-xs text-muted tabular-nums">
                    {t('member.lastSeen', { at: formatDateTime(known.lastSeenAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card id="member-safer-play" title={t('sp.title')} icon="shieldCheck">
        <MemberSaferPlay memberId={member.id} canLengthen={canLock} />
      </Card>

      {canSendMessages && (
        <Card id="member-messages" title={t('sp.messages')} icon="content">
          <MemberMessages memberId={member.id} />
        </Card>
      )}

      {canAudit && (
        <Card id="member-history" title={t('member.history')} icon="audit">
          <History id={member.id} />
        </Card>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`member.confirm.${pending}Title`, { account: member.account }) : ''}
        confirmLabel={pending ? t(`member.confirm.${pending}`) : ''}
        tone={pending === 'unlock' ? 'primary' : 'danger'}
        reason={pending === 'lock' ? 'required' : 'optional'}
        pending={lockOrUnlock.isPending || resetPassword.isPending}
        error={actionError}
        onConfirm={confirm}
        onClose={close}
      >
        {pending && t(`member.confirm.${pending}Body`, { account: member.account })}
      </ConfirmDialog>
      <TemporaryPassword result={temporary} account={member.account} onClose={() => setTemporary(null)} />
    </div>
  );
};
