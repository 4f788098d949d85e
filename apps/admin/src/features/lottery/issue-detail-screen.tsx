/**
 * One lottery issue at /admin/games/lottery/issues/:game/:issue: its times, sales and payouts and
 * the house's result; the drawn result (a Vietnamese game's as the printed sheet); for an in-house
 * draw its fairness seeds (the hash published before sales, the seed revealed once drawn); the
 * liability board; and "Cancel issue" with a reason while it is not drawn (every slip refunded).
 * Read again every 15 s while it sells or waits for its result.
 */
import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { CopyButton } from '../../shared/copy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon, type IconName } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';
import { LiabilityBoard } from './liability-board.tsx';
import { type IssueRef, useLotteryActions, useLotteryIssue, useLotteryLiability } from './lottery-api.ts';
import {
  cancellable,
  houseResult,
  houseTone,
  provinceName,
  regionOfKey,
  STATUS_TONES,
} from './lottery-labels.ts';
import { TierList, VnResultSheet } from './result-sheet-view.tsx';
import { drawTitle } from './results-desk.tsx';

const LIVE_MS = 15_000;

const Card = ({
  title,
  icon,
  children,
  aside,
}: {
  title: string;
  icon: IconName;
  children: ReactNode;
  aside?: ReactNode;
}) => (
  <section
    aria-label={title}
    className="min-w-0 overflow-hidden rounded-2xl border border-line/80 bg-surface/60"
  >
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line/60 px-5 py-3.5">
      <h2 className="flex items-center gap-2.5 text-base font-bold text-ink">
        <Icon name={icon} className="size-[18px] text-primary" />
        {title}
      </h2>
      {aside}
    </div>
    {children}
  </section>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-1">
    <dt className="text-xs font-medium text-muted">{label}</dt>
    <dd className="text-sm font-semibold break-words text-ink tabular-nums">{children}</dd>
  </div>
);

const Seed = ({ label, value, hint }: { label: string; value: string | null; hint: string }) => (
  <div className="flex min-w-0 flex-col gap-1">
    <p className="text-xs font-medium text-muted">{label}</p>
    {value ? (
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-lg bg-page/70 px-3 py-2 font-mono text-xs text-ink/90"
          title={value}
        >
          {value}
        </code>
        <CopyButton text={value} label={label} />
      </div>
    ) : (
      <p className="rounded-lg border border-dashed border-line px-3 py-2 text-xs text-muted">{hint}</p>
    )}
  </div>
);

const ResultCard = ({ issue }: { issue: TLotteryAdminIssue }) => {
  const { t } = useTranslation();
  const region = regionOfKey(issue.game);
  const tiers = issue.result ?? issue.enteredResult;
  const heading = `${drawTitle(issue)} — ${issue.issue}`;
  return (
    <Card
      title={t('lottery.detail.result')}
      icon="sparkle"
      aside={
        !issue.result && issue.enteredResult ? (
          <Badge tone="accent">{t('lottery.detail.unconfirmed')}</Badge>
        ) : undefined
      }
    >
      <div className="p-4 sm:p-5">
        {!tiers ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
            {t(`lottery.detail.noResult.${issue.status}`)}
          </p>
        ) : region ? (
          <VnResultSheet region={region} tiers={tiers} heading={heading} />
        ) : (
          <TierList tiers={tiers} />
        )}
      </div>
    </Card>
  );
};

const Summary = ({ issue }: { issue: TLotteryAdminIssue }) => {
  const { t } = useTranslation();
  const house = houseResult(issue);
  return (
    <Card title={t('lottery.detail.summary')} icon="reports">
      <dl className="grid grid-cols-2 gap-x-5 gap-y-4 p-5 sm:grid-cols-3">
        <Fact label={t('lottery.col.status')}>
          <Badge tone={STATUS_TONES[issue.status]} dot>
            {t(`lottery.status.${issue.status}`)}
          </Badge>
        </Fact>
        <Fact label={t('lottery.col.province')}>{provinceName(issue.province) ?? '—'}</Fact>
        <Fact label={t('lottery.col.tickets')}>{issue.tickets}</Fact>
        <Fact label={t('lottery.detail.opensAt')}>{formatDateTime(issue.opensAt)}</Fact>
        <Fact label={t('lottery.detail.closesAt')}>{formatDateTime(issue.closesAt)}</Fact>
        <Fact label={t('lottery.col.drawAt')}>{formatDateTime(issue.drawAt)}</Fact>
        <Fact label={t('lottery.col.stake')}>{formatMoney(issue.stake)}</Fact>
        <Fact label={t('lottery.col.payout')}>{formatMoney(issue.payout)}</Fact>
        <Fact label={t('lottery.col.house')}>
          <span className={houseTone(house)}>{house === null ? '—' : formatMoney(house)}</span>
        </Fact>
        {issue.enteredBy && (
          <Fact label={t('lottery.detail.enteredBy')}>
            {issue.enteredBy}
            <span className="block text-xs font-normal text-muted">{formatDateTime(issue.enteredAt)}</span>
          </Fact>
        )}
        {issue.confirmedBy && <Fact label={t('lottery.detail.confirmedBy')}>{issue.confirmedBy}</Fact>}
        {issue.cancelReason && (
          <div className="col-span-full">
            <Fact label={t('lottery.detail.cancelReason')}>{issue.cancelReason}</Fact>
          </div>
        )}
      </dl>
    </Card>
  );
};

const Fairness = ({ issue }: { issue: TLotteryAdminIssue }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('lottery.detail.fairness')} icon="shieldCheck">
      <div className="flex flex-col gap-3 p-5">
        <p className="text-xs leading-relaxed text-muted">{t('lottery.detail.fairnessBody')}</p>
        <Seed label={t('lottery.detail.seedHash')} value={issue.seedHash} hint="—" />
        <Seed
          label={t('lottery.detail.serverSeed')}
          value={issue.serverSeed}
          hint={t('lottery.detail.serverSeedHidden')}
        />
        <Seed label={t('lottery.detail.clientSeed')} value={issue.clientSeed} hint="—" />
      </div>
    </Card>
  );
};

const Liability = ({ issueRef, live }: { issueRef: IssueRef; live: boolean }) => {
  const { t } = useTranslation();
  const board = useLotteryLiability(issueRef, live ? LIVE_MS : undefined);
  return (
    <Card title={t('lottery.liability.title')} icon="alert">
      <div className="py-4">
        {board.isPending ? (
          <Loader label={t('common.loading')} />
        ) : board.isError ? (
          <LoadError className="mx-5" error={board.error} onRetry={() => void board.refetch()} />
        ) : (
          <LiabilityBoard board={board.data} />
        )}
      </div>
    </Card>
  );
};

export const IssueDetailScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('lottery.results');
  const params = useParams();
  const ref = { game: params.game ?? '', issue: params.issue ?? '' };
  const query = useLotteryIssue(ref, LIVE_MS);
  const { cancel } = useLotteryActions();
  const [cancelling, setCancelling] = useState(false);
  const issue = query.data;

  const crumbs = [
    { label: t('shell.group.catalogue') },
    { label: t('section.lottery.title'), to: '/games/lottery' },
    { label: t('lottery.view.issues'), to: '/games/lottery/issues' },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={issue ? drawTitle(issue) : ref.issue}
        description={t('lottery.detail.description', { issue: ref.issue, game: ref.game })}
        crumbs={[...crumbs, { label: ref.issue }]}
        actions={
          issue && allowed ? (
            <>
              {(issue.status === 'awaiting_result' || issue.status === 'awaiting_confirmation') && (
                <Link
                  to={`/games/lottery?game=${encodeURIComponent(issue.game)}&issue=${encodeURIComponent(issue.issue)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary/60 px-5 text-sm font-semibold text-primary transition hover:bg-primary/10"
                >
                  <Icon name="shieldCheck" className="size-4" />
                  {t('lottery.detail.toDesk')}
                </Link>
              )}
              {cancellable(issue.status) && (
                <Button
                  variant="ghost"
                  className="border border-danger/50 text-danger hover:bg-danger/10"
                  onClick={() => {
                    cancel.reset();
                    setCancelling(true);
                  }}
                >
                  <Icon name="close" className="size-4" />
                  {t('lottery.cancel.action')}
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : query.isPending ? (
        <Loader label={t('common.loading')} className="min-h-60" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
            <ResultCard issue={query.data} />
            <div className="flex min-w-0 flex-col gap-5">
              <Summary issue={query.data} />
              {query.data.seedHash && <Fairness issue={query.data} />}
            </div>
          </div>
          <Liability issueRef={ref} live={cancellable(query.data.status)} />
        </>
      )}
      <ConfirmDialog
        open={cancelling && issue !== undefined}
        title={t('lottery.cancel.title', { issue: ref.issue })}
        confirmLabel={t('lottery.cancel.action')}
        tone="danger"
        reason="required"
        pending={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error) : null}
        onClose={() => {
          if (!cancel.isPending) setCancelling(false);
        }}
        onConfirm={(reason) =>
          cancel.mutate(
            { ref, reason },
            {
              onSuccess: (done) => {
                setCancelling(false);
                toast.success(t('lottery.cancel.done', { issue: done.issue, tickets: done.tickets }));
              },
            },
          )
        }
      >
        {issue &&
          t('lottery.cancel.body', {
            tickets: issue.tickets,
            stake: formatMoney(issue.stake),
          })}
      </ConfirmDialog>
    </div>
  );
};
