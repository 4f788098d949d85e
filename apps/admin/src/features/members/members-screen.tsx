/**
 * Members at /admin/members: search every brand by account, nickname, mobile or e-mail, narrow by
 * brand, type and status, and open a member. The search lives in the address, so Back returns to it.
 */
import type { TAdminMemberQuery, TMemberStatus } from '@luckwell/contracts/admin/members';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime } from '../../shared/format.ts';
import {
  MEMBER_STATUSES,
  MEMBER_TYPES,
  memberTypeKey,
  memberTypeText,
  STATUS_TONES,
} from '../../shared/member-labels.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useMemberSearch } from './members-api.ts';

const PAGE_SIZE = 20;

type Filters = { q: string; merchantCode: string; type: string; status: string };

const NO_FILTERS: Filters = { q: '', merchantCode: '', type: '', status: '' };
const COLUMNS = ['account', 'brand', 'type', 'status', 'contact', 'lastLogin', 'registered'] as const;

const queryOf = (filters: Filters, page: number): TAdminMemberQuery => ({
  ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  ...(filters.merchantCode.trim() ? { merchantCode: filters.merchantCode.trim().toUpperCase() } : {}),
  ...(filters.type ? { type: Number(filters.type) } : {}),
  ...(filters.status ? { status: filters.status as TMemberStatus } : {}),
  page,
  pageSize: PAGE_SIZE,
});

export const MembersScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('members.read');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const search = useMemberSearch(queryOf(applied, page));

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.members.title')}
        description={t('members.description')}
        crumbs={[{ label: t('section.members.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('members.searchLabel')}
            submitLabel={t('members.searchButton')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              label={t('members.search')}
              type="search"
              icon="search"
              value={draft.q}
              placeholder={t('members.searchPlaceholder')}
              autoCapitalize="none"
              spellCheck={false}
              className="sm:col-span-2 lg:col-span-1"
              onChange={set('q')}
            />
            <TextField
              label={t('members.brand')}
              value={draft.merchantCode}
              placeholder="LW"
              autoCapitalize="characters"
              maxLength={32}
              onChange={set('merchantCode')}
            />
            <SelectField label={t('members.typeLabel')} value={draft.type} onChange={set('type')}>
              <option value="">{t('common.all')}</option>
              {MEMBER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(memberTypeKey(type) ?? 'members.type.0')}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('members.statusLabel')} value={draft.status} onChange={set('status')}>
              <option value="">{t('common.all')}</option>
              {MEMBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`members.status.${status}`)}
                </option>
              ))}
            </SelectField>
          </FilterForm>

          <ResultsPanel
            query={search}
            label={t('members.results')}
            caption={t('members.results')}
            minWidth="min-w-[820px]"
            columns={COLUMNS.map((column) => t(`members.col.${column}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('members.empty.title'),
              description: t(filtered ? 'members.empty.filtered' : 'members.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((member) => (
                <tr
                  key={member.id}
                  className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]"
                >
                  <td className="px-4 py-3">
                    <Link to={`/members/${member.id}`} className="group flex flex-col">
                      <span className="font-semibold text-ink group-hover:text-primary">
                        {member.account}
                      </span>
                      <span className="text-xs text-muted">{member.nickname}</span>
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <span className="rounded-md border border-line bg-page/60 px-2 py-0.5 font-mono text-xs font-semibold text-ink/85">
                      {member.merchantCode}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-ink/85">{memberTypeText(member.type)}</td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[member.status]} dot>
                      {t(`members.status.${member.status}`)}
                    </Badge>
                  </td>
                  <td className="max-w-56 px-4 py-3 text-xs text-ink/75">
                    <span className="block truncate">{member.email ?? '—'}</span>
                    <span className="block truncate text-muted">{member.mobileNum ?? ''}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink/80 tabular-nums">
                    {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink/70 tabular-nums">
                    {formatDateTime(member.createdAt)}
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
    </div>
  );
};
