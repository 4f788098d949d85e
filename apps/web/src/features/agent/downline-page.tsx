/**
 * The agent centre's `downlineManagmentView` (spec §2 "Agent center pages", issue 16): the team,
 * searched by account, filtered by kind and level, paged nearest first; a member with a team of
 * their own opens their line, with a path back up to the agent. A table on a desktop, cards on a
 * phone (GET /wps/agent/team/members).
 */
import type { TTeamMember, TTeamMembersQuery } from '@luckwell/contracts/agent/team-members';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { AccountSearch, ReportPending, ReportRows } from './report-parts.tsx';
import { useTeamMembers } from './team-api.ts';

const COLUMNS = [
  'account',
  'kind',
  'level',
  'upline',
  'team',
  'balance',
  'last_login',
  'status',
  'line',
] as const;

type Kind = 'all' | 'member' | 'agent';
type Level = 'all' | 'direct';

const chip = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-xs font-semibold transition sm:text-sm ${
    on ? 'border-primary bg-primary/15 text-primary' : 'border-line bg-black/20 text-muted hover:text-ink'
  }`;

const StatusBadge = ({ status }: { status: TTeamMember['status'] }) => {
  const { t } = useTranslation();
  const tone = status === 'active' ? 'bg-emerald-400/15 text-emerald-300' : 'bg-red-400/15 text-red-300';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`dl_status_${status}`)}
    </span>
  );
};

export const DownlinePage = () => {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [level, setLevel] = useState<Level>('all');
  const [under, setUnder] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query: TTeamMembersQuery = {
    page,
    ...(account ? { account } : {}),
    ...(kind !== 'all' ? { kind } : {}),
    ...(level === 'direct' ? { level: 1 } : {}),
    ...(under ? { under } : {}),
  };
  const members = useTeamMembers(query);
  const data = members.data;
  const symbol = data?.currencySymbol ?? '';
  const when = (iso: string | null) => (iso ? formatWhen(iso, i18n.language) : t('dl_never'));
  const openLine = (id: number | undefined) => {
    setUnder(id);
    setPage(1);
  };
  const onSearch = (next: string) => {
    setAccount(next);
    setPage(1);
  };

  const kindText = (member: TTeamMember) => t(member.kind === 'agent' ? 'rc_kind_agent' : 'rc_kind_member');
  const lineButton = (member: TTeamMember) =>
    member.teamSize > 0 ? (
      <button
        type="button"
        className={buttonClass({ size: 'sm', variant: 'secondary' })}
        onClick={() => openLine(member.id)}
      >
        {t('dl_open_line', { count: member.teamSize })}
      </button>
    ) : null;

  const body = () => {
    if (!data) return <ReportPending query={members} loading={t('dl_loading')} failed={t('dl_error')} />;
    if (data.content.length === 0) {
      return (
        <EmptyState
          title={t('dl_empty_title')}
          description={t(
            account || kind !== 'all' || level !== 'all' ? 'dl_empty_filtered' : 'dl_empty_body',
          )}
        />
      );
    }
    return (
      <>
        <ReportRows
          rows={data.content}
          columns={COLUMNS.map((column) => ({ key: column, label: t(`dl_col_${column}`) }))}
          caption={t('dl_title')}
          minWidth="min-w-[860px]"
          tableTestId="downline-table"
          cardsTestId="downline-cards"
          cells={(member) => (
            <>
              <td className="px-3 py-2.5">
                <p className="font-semibold text-ink">{member.account}</p>
                <p className="text-xs text-muted">{member.nickname}</p>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink">{kindText(member)}</td>
              <td className="px-3 py-2.5 tabular-nums text-ink">{t('dl_level', { level: member.level })}</td>
              <td className="px-3 py-2.5 text-muted">{member.uplineAccount ?? '—'}</td>
              <td className="px-3 py-2.5 tabular-nums text-ink">{member.teamSize}</td>
              <td className="px-3 py-2.5 font-semibold tabular-nums text-gold">
                {formatMoney(member.balance, symbol)}
              </td>
              <td className="px-3 py-2.5 text-xs text-muted">{when(member.lastLoginAt)}</td>
              <td className="px-3 py-2.5">
                <StatusBadge status={member.status} />
              </td>
              <td className="px-3 py-2.5">{lineButton(member)}</td>
            </>
          )}
          card={(member) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{member.account}</p>
                  <p className="truncate text-xs text-muted">
                    {kindText(member)} · {t('dl_level', { level: member.level })} ·{' '}
                    {member.uplineAccount ?? '—'}
                  </p>
                </div>
                <StatusBadge status={member.status} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-muted">{t('dl_col_balance')}</dt>
                <dd className="text-right font-semibold tabular-nums text-gold">
                  {formatMoney(member.balance, symbol)}
                </dd>
                <dt className="text-muted">{t('dl_col_team')}</dt>
                <dd className="text-right tabular-nums text-ink">{member.teamSize}</dd>
                <dt className="text-muted">{t('dl_col_last_login')}</dt>
                <dd className="text-right text-ink">{when(member.lastLoginAt)}</dd>
              </dl>
              {member.teamSize > 0 && <div className="mt-2.5">{lineButton(member)}</div>}
            </>
          )}
        />
        <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('dl_paging')} />
      </>
    );
  };

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="downline">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('dl_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('dl_subtitle')}</p>
      </header>
      <div className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
        <AccountSearch onSearch={onSearch} />
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('dl_kind')}</legend>
            {(['all', 'member', 'agent'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={kind === option}
                className={chip(kind === option)}
                onClick={() => {
                  setKind(option);
                  setPage(1);
                }}
              >
                {t(`dl_kind_${option}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('dl_level_filter')}</legend>
            {(['all', 'direct'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={level === option}
                className={chip(level === option)}
                onClick={() => {
                  setLevel(option);
                  setPage(1);
                }}
              >
                {t(`dl_levels_${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
        {data?.line && (
          <nav
            aria-label={t('dl_line')}
            className="mt-3 flex flex-wrap items-center gap-1 text-sm"
            data-testid="downline-path"
          >
            <button
              type="button"
              className="font-semibold text-primary hover:underline"
              onClick={() => openLine(undefined)}
            >
              {t('dl_my_team')}
            </button>
            {data.line.path.map((step) => (
              <span key={step.id} className="flex items-center gap-1">
                <span aria-hidden="true" className="text-muted">
                  ›
                </span>
                {step.id === data.line?.id ? (
                  <span className="font-semibold text-ink" aria-current="page">
                    {step.account}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="font-semibold text-primary hover:underline"
                    onClick={() => openLine(step.id)}
                  >
                    {step.account}
                  </button>
                )}
              </span>
            ))}
          </nav>
        )}
        {data && (
          <p className="mt-3 text-xs text-muted tabular-nums" data-testid="downline-total">
            {t('dl_total', { count: data.total })}
          </p>
        )}
        <div className="mt-3">{body()}</div>
      </div>
    </section>
  );
};
