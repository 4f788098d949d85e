/**
 * Lottery → Issues at /admin/games/lottery/issues: the settlement history — the issues already
 * opened, newest draw first (the latest 100), by game and status: province, draw time, status,
 * tickets, stake, payout, the house's result (stake − payout) and the result in short. An issue
 * opens its detail. The filters live in the address.
 */
import type { TLotteryIssuesQuery } from '@luckwell/contracts/admin/lottery';
import type { TLotteryDrawStatus } from '@luckwell/contracts/provider/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useLotteryGames, useLotteryIssues } from './lottery-api.ts';
import {
  compactResult,
  gameName,
  houseResult,
  houseTone,
  ISSUE_STATUSES,
  provinceName,
  STATUS_TONES,
} from './lottery-labels.ts';
import { issueHref } from './results-desk.tsx';

const LIMIT = 100;
const NO_FILTERS = { game: '', status: '' };
const COLUMNS = [
  'issue',
  'province',
  'drawAt',
  'status',
  'tickets',
  'stake',
  'payout',
  'house',
  'result',
] as const;
const RIGHT = new Set<string>(['tickets', 'stake', 'payout', 'house']);

export const IssuesView = () => {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const { applied, draft, filtered, set, submit, reset } = useUrlFilters(NO_FILTERS);
  const query: Partial<TLotteryIssuesQuery> = {
    ...(applied.game ? { game: applied.game } : {}),
    ...(applied.status ? { status: applied.status as TLotteryDrawStatus } : {}),
    limit: LIMIT,
  };
  const issues = useLotteryIssues(query, { refetchInterval: 30_000 });

  return (
    <div className="flex flex-col gap-4">
      <FilterForm
        label={t('lottery.issues.filter')}
        submitLabel={t('lottery.issues.apply')}
        filtered={filtered}
        onSubmit={submit}
        onReset={reset}
        className="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <SelectField label={t('lottery.col.game')} value={draft.game} onChange={set('game')}>
          <option value="">{t('lottery.issues.allGames')}</option>
          {(games.data ?? []).map((game) => (
            <option key={game.key} value={game.key}>
              {gameName(game.key)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('lottery.col.status')} value={draft.status} onChange={set('status')}>
          <option value="">{t('lottery.issues.allStatuses')}</option>
          {ISSUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`lottery.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <ResultsPanel
        query={issues}
        label={t('lottery.issues.title')}
        caption={t('lottery.issues.title')}
        minWidth="min-w-[980px]"
        cellPadding="px-3 py-3"
        columns={COLUMNS.map((c) =>
          RIGHT.has(c) ? { label: t(`lottery.col.${c}`), align: 'right' as const } : t(`lottery.col.${c}`),
        )}
        empty={{
          when: (data) => data.length === 0,
          title: t('lottery.issues.empty.title'),
          description: t(filtered ? 'lottery.issues.empty.filtered' : 'lottery.issues.empty.none'),
        }}
        footer={(data) =>
          data.length >= LIMIT ? (
            <p className="px-3 py-3 text-xs text-muted">{t('lottery.issues.latest', { count: LIMIT })}</p>
          ) : null
        }
      >
        {(data) =>
          data.map((issue) => {
            const house = houseResult(issue);
            const result = compactResult(issue.result);
            return (
              <tr
                key={`${issue.game}/${issue.issue}`}
                className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]"
              >
                <td className="px-3 py-3">
                  <Link
                    to={issueHref(issue)}
                    className="block font-mono font-semibold whitespace-nowrap text-primary hover:underline"
                  >
                    {issue.issue}
                  </Link>
                  <span className="block text-xs text-muted">{gameName(issue.game)}</span>
                </td>
                <td className="px-3 py-3 text-ink/85">{provinceName(issue.province) ?? '—'}</td>
                <td className="px-3 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
                  <span className="block text-ink/85">{formatDateTime(issue.drawAt).slice(0, 10)}</span>
                  {formatDateTime(issue.drawAt).slice(11)}
                </td>
                <td className="px-3 py-3">
                  <Badge tone={STATUS_TONES[issue.status]} dot>
                    {t(`lottery.status.${issue.status}`)}
                  </Badge>
                </td>
                <td className="px-3 py-3 text-right text-ink tabular-nums">{issue.tickets}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatMoney(issue.stake)}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatMoney(issue.payout)}
                </td>
                <td
                  className={`px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${houseTone(house)}`}
                >
                  {house === null ? '—' : formatMoney(house)}
                </td>
                <td className="px-3 py-3">
                  {result ? (
                    <span className="flex max-w-52 flex-wrap items-center gap-x-1.5">
                      {result.mark && (
                        <span className="text-[11px] font-bold text-danger">{result.mark}</span>
                      )}
                      <span className="font-mono text-sm font-bold tracking-wider text-ink tabular-nums">
                        {result.numbers.join(' ')}
                      </span>
                    </span>
                  ) : (
                    <span className="text-xs text-muted">—</span>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>
    </div>
  );
};
