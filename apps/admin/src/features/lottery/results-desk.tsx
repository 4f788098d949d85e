/**
 * Lottery → Results desk at /admin/games/lottery: the daily Vietnamese draws whose draw time has
 * passed and that wait for their result, or for a second operator to confirm the one entered, the
 * oldest first, each with its province and draw time (read again every 10 s). The chosen draw
 * (kept in the address) opens beside the queue: the result sheet to fill in, or the entered
 * result to confirm or reject.
 */
import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useLotteryIssues } from './lottery-api.ts';
import { gameName, provinceName, regionOfKey, STATUS_TONES } from './lottery-labels.ts';
import { ResultEntryForm } from './result-entry-form.tsx';
import { ReviewPanel } from './review-panel.tsx';

const REFRESH_MS = 10_000;

export const issueHref = (issue: Pick<TLotteryAdminIssue, 'game' | 'issue'>) =>
  `/games/lottery/issues/${encodeURIComponent(issue.game)}/${encodeURIComponent(issue.issue)}`;

/** "Northern Lottery · Hà Nội": the game and the province drawing it. */
export const drawTitle = (issue: Pick<TLotteryAdminIssue, 'game' | 'province'>) =>
  [gameName(issue.game), provinceName(issue.province)].filter(Boolean).join(' · ');

const QueueCard = ({
  issue,
  selected,
  onOpen,
}: {
  issue: TLotteryAdminIssue;
  selected: boolean;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  const entering = issue.status === 'awaiting_result';
  return (
    <li>
      <article
        aria-label={`${drawTitle(issue)} ${issue.issue}`}
        aria-current={selected || undefined}
        className={`flex flex-col gap-2.5 rounded-xl border px-3.5 py-3 transition ${
          selected
            ? 'border-primary/70 bg-primary/[0.08] shadow-lg shadow-primary/10'
            : 'border-line/80 bg-surface/60 hover:border-line'
        }`}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate text-sm font-bold text-ink">
              {provinceName(issue.province) ?? gameName(issue.game)}
            </h3>
            <p className="truncate text-xs text-muted">
              <span className="font-mono text-ink/80">{issue.issue}</span> · {gameName(issue.game)}
            </p>
          </div>
          <Badge tone={STATUS_TONES[issue.status]} dot>
            {t(`lottery.status.${issue.status}`)}
          </Badge>
        </div>
        <div className="flex items-end justify-between gap-2">
          <p className="min-w-0 text-xs leading-relaxed text-muted tabular-nums">
            <span className="flex items-center gap-1.5 text-ink/85">
              <Icon name="clock" className="size-3.5 shrink-0 text-muted" />
              {formatDateTime(issue.drawAt)}
            </span>
            <span className="block truncate">
              {entering
                ? t('lottery.desk.sales', { count: issue.tickets, stake: formatMoney(issue.stake) })
                : t('lottery.desk.enteredByName', { name: issue.enteredBy ?? '—' })}
            </span>
          </p>
          <Button
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            onClick={onOpen}
            className="shrink-0"
          >
            {t(entering ? 'lottery.desk.enter' : 'lottery.desk.review')}
          </Button>
        </div>
      </article>
    </li>
  );
};

/** Below 1280 px the panel sits under the queue: bring it into view when a draw is opened. */
const useShownWhenStacked = (key: string) => {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const stacked =
      typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 80rem)').matches;
    if (key && stacked) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [key]);
  return ref;
};

const IssuePanel = ({ issue, onClose }: { issue: TLotteryAdminIssue; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useShownWhenStacked(`${issue.game}/${issue.issue}`);
  const region = regionOfKey(issue.game);
  const heading = `${drawTitle(issue)} — ${issue.issue}`;
  return (
    <section
      ref={panel}
      aria-label={t('lottery.desk.panel', { issue: issue.issue })}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-ink">
            {t(issue.status === 'awaiting_result' ? 'lottery.entry.title' : 'lottery.review.title')}
          </h2>
          <p className="text-sm text-muted">
            {drawTitle(issue)} · <span className="font-mono">{issue.issue}</span> ·{' '}
            {t('lottery.desk.drawAt', { at: formatDateTime(issue.drawAt) })}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={issueHref(issue)}
            className="text-sm font-semibold whitespace-nowrap text-primary hover:underline"
          >
            {t('lottery.desk.openIssue')}
          </Link>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" className="size-4" />
          </Button>
        </div>
      </div>
      {!region ? (
        <p className="text-sm text-muted">{t('lottery.desk.notSheet')}</p>
      ) : issue.status === 'awaiting_result' ? (
        <ResultEntryForm
          key={`${issue.game}/${issue.issue}`}
          issue={issue}
          region={region}
          heading={heading}
          onEntered={(entered) => toast.success(t('lottery.entry.done', { issue: entered.issue }))}
        />
      ) : (
        <ReviewPanel
          key={`${issue.game}/${issue.issue}/${issue.enteredAt}`}
          issue={issue}
          region={region}
          heading={heading}
          onConfirmed={(done) => {
            toast.success(t('lottery.review.done', { issue: done.issue, tickets: done.tickets }));
            navigate(issueHref(done));
          }}
          onRejected={(done) => toast.success(t('lottery.review.rejected', { issue: done.issue }))}
        />
      )}
    </section>
  );
};

export const ResultsDesk = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const waiting = useLotteryIssues(
    { status: 'awaiting_result', limit: 100 },
    { refetchInterval: REFRESH_MS },
  );
  const entered = useLotteryIssues(
    { status: 'awaiting_confirmation', limit: 100 },
    { refetchInterval: REFRESH_MS },
  );
  const open = { game: params.get('game') ?? '', issue: params.get('issue') ?? '' };
  const choose = (issue: Pick<TLotteryAdminIssue, 'game' | 'issue'> | null) =>
    setParams(issue ? new URLSearchParams({ game: issue.game, issue: issue.issue }) : new URLSearchParams(), {
      replace: true,
    });

  if (waiting.isPending || entered.isPending)
    return <Loader label={t('common.loading')} className="min-h-60" />;
  if (waiting.isError || entered.isError) {
    return (
      <LoadError
        error={waiting.error ?? entered.error}
        onRetry={() => {
          void waiting.refetch();
          void entered.refetch();
        }}
      />
    );
  }

  // Oldest draw first: the one players have waited for longest.
  const queue = [...entered.data, ...waiting.data].sort(
    (a, b) => a.drawAt.localeCompare(b.drawAt) || a.issue.localeCompare(b.issue),
  );
  const current = queue.find((issue) => issue.game === open.game && issue.issue === open.issue);
  const counts = {
    waiting: waiting.data.length,
    entered: entered.data.length,
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <Badge tone={counts.waiting > 0 ? 'gold' : 'neutral'}>
          {t('lottery.desk.countWaiting', { count: counts.waiting })}
        </Badge>
        <Badge tone={counts.entered > 0 ? 'accent' : 'neutral'}>
          {t('lottery.desk.countEntered', { count: counts.entered })}
        </Badge>
        <span className="text-xs text-muted">{t('lottery.desk.refresh')}</span>
      </p>
      {queue.length === 0 ? (
        <EmptyState
          className="border-dashed"
          title={t('lottery.desk.empty.title')}
          description={t('lottery.desk.empty.body')}
        />
      ) : (
        <div className="grid items-start gap-5 xl:grid-cols-[320px_minmax(0,1fr)]">
          <section
            aria-label={t('lottery.desk.queue')}
            className="xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto xl:pr-1"
          >
            <ul className="grid gap-2.5 md:grid-cols-2 xl:grid-cols-1">
              {queue.map((issue) => (
                <QueueCard
                  key={`${issue.game}/${issue.issue}`}
                  issue={issue}
                  selected={issue === current}
                  onOpen={() => choose(issue)}
                />
              ))}
            </ul>
          </section>
          {current ? (
            <IssuePanel issue={current} onClose={() => choose(null)} />
          ) : open.issue ? (
            <EmptyState
              className="border-dashed"
              title={t('lottery.desk.gone.title', { issue: open.issue })}
              description={t('lottery.desk.gone.body')}
              action={
                <Link to={issueHref(open)} className="text-sm font-semibold text-primary hover:underline">
                  {t('lottery.desk.openIssue')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              className="border-dashed"
              title={t('lottery.desk.pick.title')}
              description={t('lottery.desk.pick.body')}
            />
          )}
        </div>
      )}
    </div>
  );
};
