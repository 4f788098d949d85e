/**
 * The second operator's half of a daily draw's result (the two-person rule): the entered sheet with
 * who entered it and when, Confirm (the issue is drawn and its tickets settle at once) and Reject
 * (the draw waits for a result again). The operator who entered it sees that it waits for someone
 * else, and Confirm stays disabled for them — the server refuses it anyway.
 */
import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import type { VnRegion } from '@luckwell/games/lottery/vn';
import { Button } from '@luckwell/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useMe } from '../../shared/operator-session.ts';
import { useLotteryActions } from './lottery-api.ts';
import { VnResultSheet } from './result-sheet-view.tsx';

/** Whether the signed-in operator entered this result (the server names operators by display name). */
const enteredByMe = (issue: Pick<TLotteryAdminIssue, 'enteredBy'>, displayName: string | undefined) =>
  issue.enteredBy !== null && displayName !== undefined && issue.enteredBy === displayName;

export const ReviewPanel = ({
  issue,
  region,
  heading,
  onConfirmed,
  onRejected,
}: {
  issue: TLotteryAdminIssue;
  region: VnRegion;
  heading: string;
  onConfirmed: (issue: TLotteryAdminIssue) => void;
  onRejected: (issue: TLotteryAdminIssue) => void;
}) => {
  const { t } = useTranslation();
  const me = useMe().data;
  const { confirm, reject } = useLotteryActions();
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const own = enteredByMe(issue, me?.operator.displayName);
  const ref = { game: issue.game, issue: issue.issue };

  const close = () => {
    if (confirm.isPending || reject.isPending) return;
    confirm.reset();
    reject.reset();
    setAsking(null);
  };

  return (
    <section aria-label={t('lottery.review.title')} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t('lottery.review.enteredBy', {
          name: issue.enteredBy ?? '—',
          at: formatDateTime(issue.enteredAt),
        })}
      </p>
      {own ? (
        <p
          role="status"
          id="lottery-own-entry"
          className="flex items-start gap-2.5 rounded-xl border border-accent/45 bg-accent/10 p-3 text-sm text-ink"
        >
          <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <strong className="block font-semibold">{t('lottery.review.waiting')}</strong>
            {t('lottery.review.waitingBody')}
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-2.5 rounded-xl border border-primary/35 bg-primary/[0.07] p-3 text-sm text-ink">
          <Icon name="shieldCheck" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('lottery.review.check')}
        </p>
      )}
      {issue.enteredResult ? (
        <VnResultSheet region={region} tiers={issue.enteredResult} heading={heading} />
      ) : (
        <p className="text-sm text-muted">{t('lottery.review.noEntry')}</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="secondary" onClick={() => setAsking('reject')}>
          <Icon name="close" className="size-4" />
          {t('lottery.review.reject')}
        </Button>
        <Button
          disabled={own}
          aria-describedby={own ? 'lottery-own-entry' : undefined}
          onClick={() => setAsking('confirm')}
        >
          <Icon name="check" className="size-4" />
          {t('lottery.review.confirm')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'confirm'}
        title={t('lottery.review.confirmTitle', { issue: issue.issue })}
        confirmLabel={t('lottery.review.confirm')}
        pending={confirm.isPending}
        error={confirm.isError ? errorText(confirm.error) : null}
        onClose={close}
        onConfirm={() =>
          confirm.mutate(ref, {
            onSuccess: (done) => {
              setAsking(null);
              onConfirmed(done);
            },
          })
        }
      >
        {t('lottery.review.confirmBody', { tickets: issue.tickets, stake: formatMoney(issue.stake) })}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title={t('lottery.review.rejectTitle', { issue: issue.issue })}
        confirmLabel={t('lottery.review.reject')}
        tone="danger"
        pending={reject.isPending}
        error={reject.isError ? errorText(reject.error) : null}
        onClose={close}
        onConfirm={() =>
          reject.mutate(ref, {
            onSuccess: (done) => {
              setAsking(null);
              onRejected(done);
            },
          })
        }
      >
        {t('lottery.review.rejectBody')}
      </ConfirmDialog>
    </section>
  );
};
