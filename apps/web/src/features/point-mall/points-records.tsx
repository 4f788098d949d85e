/**
 * The member's points records: the redeem history (spec §4: in process, completed, rejected, with
 * the transaction reference the operator sent the good under) page by page, and the points details
 * (each change of the points wallet with the balance after it), a page more at a time.
 */
import type { TPointsLine, TRedemption } from '@luckwell/contracts/member/points';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { formatPoints, usePointsLines, useRedemptions } from './points-api.ts';
import { RedeemStatusChip } from './redeem-status.tsx';

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={t('app_loading')} />
    </div>
  );
};

const Failed = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-start gap-2 rounded-xl border border-red-400/30 bg-red-500/10 p-4 text-sm">
      <p className="text-red-200">{t(errorMessageKey(error))}</p>
      <button type="button" className={buttonClass({ size: 'sm', variant: 'secondary' })} onClick={retry}>
        {t('common_retry')}
      </button>
    </div>
  );
};

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-xl border border-line bg-black/20 px-4 py-8 text-center text-sm text-muted">{text}</p>
);

const Redemption = ({ order }: { order: TRedemption }) => {
  const { t, i18n } = useTranslation();
  return (
    <li className="grid gap-1.5 rounded-xl border border-line bg-black/20 p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold text-ink">
          {order.productName} <span className="text-muted">× {order.quantity}</span>
        </span>
        <RedeemStatusChip status={order.status} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted">
        <span>{formatWhen(order.applyTime, i18n.language)}</span>
        <span className="font-semibold text-ink/85 tabular-nums">
          −{t('pm_points', { points: formatPoints(order.points) })}
        </span>
        <span>#{order.id}</span>
      </p>
      <p className="text-xs text-ink/75">
        <span className="text-muted">{t('pm_address')}: </span>
        <span className="break-words">{order.receivingAddress}</span>
      </p>
      {order.transactionReference && (
        <p className="text-xs text-emerald-200">
          <span className="text-muted">{t('pm_reference')}: </span>
          <span className="font-mono font-semibold" data-testid={`reference-${order.id}`}>
            {order.transactionReference}
          </span>
        </p>
      )}
      {order.remark && (
        <p className="text-xs text-ink/75">
          <span className="text-muted">{t('pm_remark')}: </span>
          {order.remark}
        </p>
      )}
    </li>
  );
};

const RedeemHistory = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRedemptions(page);
  if (history.isPending) return <Loading />;
  if (history.isError || !history.data) {
    return <Failed error={history.error} retry={() => void history.refetch()} />;
  }
  const data = history.data;
  if (data.content.length === 0) return <Empty text={t('pm_history_empty')} />;
  return (
    <div aria-busy={history.isFetching}>
      <ul className="grid gap-2" data-testid="redeem-history">
        {data.content.map((order) => (
          <Redemption key={order.id} order={order} />
        ))}
      </ul>
      <Pager
        page={data.pageNum}
        totalPages={data.totalPages}
        onPage={setPage}
        label={t('pm_history_pages')}
      />
    </div>
  );
};

const PointsLine = ({ line }: { line: TPointsLine }) => {
  const { t, i18n } = useTranslation();
  const negative = line.changedPoints.trim().startsWith('-');
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 rounded-xl border border-line bg-black/20 px-3 py-2.5 text-sm">
      <span className="font-semibold text-ink">{t(`pm_line_${line.type}`)}</span>
      <span className={`text-right font-bold tabular-nums ${negative ? 'text-red-300' : 'text-emerald-300'}`}>
        {negative ? '' : '+'}
        {formatPoints(line.changedPoints)}
      </span>
      <span className="min-w-0 truncate text-xs text-muted">
        {formatWhen(line.at, i18n.language)}
        {/* The server's own notes are not translated; an operator's adjustment says why in its note. */}
        {line.type === 'adjust' && line.remark ? ` · ${line.remark}` : ''}
      </span>
      <span className="text-right text-xs text-muted tabular-nums">
        {t('pm_line_balance', { points: formatPoints(line.balance) })}
      </span>
    </li>
  );
};

const PointsDetails = () => {
  const { t } = useTranslation();
  const lines = usePointsLines();
  if (lines.isPending) return <Loading />;
  if (lines.isError) return <Failed error={lines.error} retry={() => void lines.refetch()} />;
  const all = lines.data.pages.flatMap((page) => page.content);
  if (all.length === 0) return <Empty text={t('pm_lines_empty')} />;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" data-testid="points-lines">
        {all.map((line) => (
          <PointsLine key={line.id} line={line} />
        ))}
      </ul>
      {lines.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} justify-self-center`}
          disabled={lines.isFetchingNextPage}
          onClick={() => void lines.fetchNextPage()}
        >
          {lines.isFetchingNextPage ? t('app_loading') : t('pm_lines_more')}
        </button>
      )}
    </div>
  );
};

type RecordTab = 'history' | 'details';

export const PointsRecords = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecordTab>('history');
  return (
    <section
      aria-labelledby="points-records"
      className="rounded-2xl border border-line bg-surface/80 p-4 sm:p-6"
    >
      <h2 id="points-records" className="mb-3 text-lg font-bold text-ink">
        {t('pm_records_title')}
      </h2>
      <Tabs
        label={t('pm_records_title')}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'history', label: t('pm_tab_history') },
          { value: 'details', label: t('pm_tab_details') },
        ]}
      >
        {tab === 'history' ? <RedeemHistory /> : <PointsDetails />}
      </Tabs>
    </section>
  );
};
