/**
 * Catalogue → Tables at /admin/games/tables (issue 21, ADR 082 and 084; `tables.manage`): the house's
 * shared tables. Each live table with its status, stake limits, timings and round of the moment
 * (phase, slips and what they staked), read again every 5 s; its settings, and cancelling the round
 * with a reason (every bet refunded). Each card table with its stakes, rake and the hands in play;
 * its opening and rake. Every change carries a reason to the audit log.
 */
import type { TCardTableAdmin, TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { BrandLimitsDialog } from './brand-limits-dialog.tsx';
import { CardTableDialog } from './card-table-dialog.tsx';
import { LiveTableDialog } from './live-table-dialog.tsx';
import { useTables, useTablesActions } from './tables-api.ts';
import { cancellable, cardGameOf, gameOf, PHASE_TONES, percentOf, secondsOf } from './tables-labels.ts';

const LIVE_COLUMNS = ['table', 'status', 'limits', 'timing', 'round', 'bets', 'actions'] as const;
const CARD_COLUMNS = ['table', 'status', 'seats', 'stakes', 'rake', 'turn', 'hands', 'actions'] as const;

const StatusBadge = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <Badge tone={enabled ? 'jade' : 'neutral'} dot>
      {t(enabled ? 'tables.status.open' : 'tables.status.closed')}
    </Badge>
  );
};

const LiveRow = ({
  table,
  onEdit,
  onBrandLimits,
  onCancel,
}: {
  table: TLiveTableAdmin;
  onEdit: () => void;
  onBrandLimits: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const { round } = table;
  return (
    <tr className="border-b border-line/40 align-top hover:bg-white/[0.02]">
      <td className="px-3 py-3">
        <span className="block font-semibold whitespace-nowrap text-ink">{table.name}</span>
        <span className="block text-xs whitespace-nowrap text-muted">
          <span className="font-mono">{table.code}</span> · {gameOf(table)}
        </span>
      </td>
      <td className="px-3 py-3">
        <StatusBadge enabled={table.enabled} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-ink/90 tabular-nums">
        <span className="block">
          {formatMoney(table.minStake)} – {formatMoney(table.maxStake)}
        </span>
        {table.brandLimits.length > 0 && (
          <span className="block text-xs text-muted" title={table.brandLimits.map((l) => l.brand).join(', ')}>
            {t('tables.brandLimits.count', { count: table.brandLimits.length })}
          </span>
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-ink/90 tabular-nums">
        <span className="block">{t('tables.timing', { betting: secondsOf(table.bettingMs) })}</span>
        <span className="block text-xs text-muted">
          {t('tables.timingDealing', { dealing: secondsOf(table.dealingMs) })}
        </span>
      </td>
      <td className="px-3 py-3">
        {round ? (
          <>
            <span className="flex items-center gap-2 whitespace-nowrap">
              <span className="font-semibold text-ink tabular-nums">
                {t('tables.round.number', { number: round.number })}
              </span>
              <Badge tone={PHASE_TONES[round.phase]}>{t(`tables.phase.${round.phase}`)}</Badge>
            </span>
            {round.cancelReason && (
              <span className="mt-1 block max-w-56 truncate text-xs text-muted" title={round.cancelReason}>
                {round.cancelReason}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted">{t('tables.round.none')}</span>
        )}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
        {round ? (
          <>
            <span className="block font-semibold text-ink">{formatMoney(round.stake)}</span>
            <span className="block text-xs text-muted">{t('tables.live.slips', { count: round.slips })}</span>
          </>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className="px-3 py-3">
        <span className="flex flex-col items-end gap-1.5 whitespace-nowrap">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('tables.editTable', { name: table.name })}
            onClick={onEdit}
          >
            {t('tables.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('tables.brandLimits.title', { name: table.name })}
            onClick={onBrandLimits}
          >
            {t('tables.brandLimits.action')}
          </Button>
          {table.enabled && cancellable(round) && (
            <Button
              variant="ghost"
              size="sm"
              className="!text-danger hover:!bg-danger/10"
              aria-label={t('tables.cancelRoundOf', { number: round.number, name: table.name })}
              onClick={onCancel}
            >
              {t('tables.cancelRound')}
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
};

const CardRow = ({ table, onEdit }: { table: TCardTableAdmin; onEdit: () => void }) => {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-line/40 align-top hover:bg-white/[0.02]">
      <td className="px-3 py-3">
        <span className="block font-semibold whitespace-nowrap text-ink">{table.name}</span>
        <span className="block text-xs whitespace-nowrap text-muted">
          <span className="font-mono">{table.code}</span> · {cardGameOf(table.game)}
        </span>
      </td>
      <td className="px-3 py-3">
        <StatusBadge enabled={table.enabled} />
      </td>
      <td className="px-3 py-3 text-ink/90 tabular-nums">{table.seats}</td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">
        <span className="block font-semibold text-ink">{formatMoney(table.base)}</span>
        <span className="block text-xs text-muted">
          {t('tables.cards.escrow', { units: table.escrowUnits })}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">
        <span className="block font-semibold text-ink">
          {t('tables.cards.rake', { percent: percentOf(table.rakeBps) })}
        </span>
        <span className="block text-xs text-muted">
          {t('tables.cards.rakeCap', { cap: formatMoney(table.rakeCap) })}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-ink/90 tabular-nums">
        {t('tables.seconds', { seconds: secondsOf(table.turnMs) })}
      </td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">
        <span className="block text-ink">{t('tables.cards.playing', { count: table.handsPlaying })}</span>
        <span className="block text-xs text-muted">
          {t('tables.cards.waiting', { count: table.handsWaiting })}
        </span>
      </td>
      <td className="px-3 py-3">
        <span className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('tables.editTable', { name: table.name })}
            onClick={onEdit}
          >
            {t('tables.edit')}
          </Button>
        </span>
      </td>
    </tr>
  );
};

const SectionTitle = ({ id, title, hint }: { id: string; title: string; hint?: string }) => (
  <div className="flex flex-col gap-0.5">
    <h2 id={id} className="text-lg font-semibold text-ink">
      {title}
    </h2>
    {hint && <p className="text-xs text-muted">{hint}</p>}
  </div>
);

const Desk = () => {
  const { t } = useTranslation();
  const live = useTables({ select: (value) => value.live });
  const cards = useTables({ select: (value) => value.cards });
  const { cancelRound } = useTablesActions();
  const [editingLive, setEditingLive] = useState<TLiveTableAdmin | null>(null);
  const [editingCard, setEditingCard] = useState<TCardTableAdmin | null>(null);
  const [brandLimitsOf, setBrandLimitsOf] = useState<TLiveTableAdmin | null>(null);
  const [cancelling, setCancelling] = useState<TLiveTableAdmin | null>(null);
  const round = cancelling?.round ?? null;

  return (
    <>
      <div className="flex flex-col gap-3">
        <SectionTitle id="tables-live" title={t('tables.live.title')} hint={t('tables.live.hint')} />
        <ResultsPanel
          query={live}
          caption={t('tables.live.title')}
          minWidth="min-w-[960px]"
          cellPadding="px-3 py-3"
          columns={LIVE_COLUMNS.map((c) =>
            c === 'bets'
              ? { label: t(`tables.live.col.${c}`), align: 'right' as const }
              : t(`tables.live.col.${c}`),
          )}
          empty={{
            when: (data) => data.length === 0,
            title: t('tables.live.empty.title'),
            description: t('tables.live.empty.body'),
          }}
        >
          {(data) =>
            data.map((table) => (
              <LiveRow
                key={table.code}
                table={table}
                onEdit={() => setEditingLive(table)}
                onBrandLimits={() => setBrandLimitsOf(table)}
                onCancel={() => {
                  cancelRound.reset();
                  setCancelling(table);
                }}
              />
            ))
          }
        </ResultsPanel>
      </div>
      <div className="flex flex-col gap-3">
        <SectionTitle id="tables-cards" title={t('tables.cards.title')} />
        <ResultsPanel
          query={cards}
          caption={t('tables.cards.title')}
          minWidth="min-w-[920px]"
          cellPadding="px-3 py-3"
          columns={CARD_COLUMNS.map((c) => t(`tables.cards.col.${c}`))}
          empty={{
            when: (data) => data.length === 0,
            title: t('tables.cards.empty.title'),
            description: t('tables.cards.empty.body'),
          }}
        >
          {(data) =>
            data.map((table) => (
              <CardRow key={table.code} table={table} onEdit={() => setEditingCard(table)} />
            ))
          }
        </ResultsPanel>
      </div>
      {editingLive && <LiveTableDialog table={editingLive} onClose={() => setEditingLive(null)} />}
      {brandLimitsOf && <BrandLimitsDialog table={brandLimitsOf} onClose={() => setBrandLimitsOf(null)} />}
      {editingCard && <CardTableDialog table={editingCard} onClose={() => setEditingCard(null)} />}
      <ConfirmDialog
        open={cancelling !== null && round !== null}
        title={
          cancelling && round
            ? t('tables.cancelRoundOf', { number: round.number, name: cancelling.name })
            : ''
        }
        confirmLabel={t('tables.cancelRound')}
        tone="danger"
        reason="required"
        pending={cancelRound.isPending}
        error={cancelRound.isError ? errorText(cancelRound.error) : null}
        onClose={() => {
          if (!cancelRound.isPending) setCancelling(null);
        }}
        onConfirm={(reason) => {
          if (!cancelling || !round) return;
          cancelRound.mutate(
            { table: cancelling.code, number: round.number, reason },
            {
              onSuccess: (done) => {
                setCancelling(null);
                if (done.unfinished > 0) {
                  toast.error(
                    t('tables.cancel.pending', { number: done.number, unfinished: done.unfinished }),
                  );
                } else {
                  toast.success(t('tables.cancel.done', { number: done.number, refunded: done.refunded }));
                }
              },
            },
          );
        }}
      >
        {cancelling && round && (
          <span className="flex flex-col gap-3">
            <span
              role="note"
              className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2.5 font-semibold text-danger"
            >
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              {t('tables.cancel.warning')}
            </span>
            <span>
              {round.slips > 0
                ? t('tables.cancel.body', {
                    number: round.number,
                    name: cancelling.name,
                    slips: round.slips,
                    stake: formatMoney(round.stake),
                  })
                : t('tables.cancel.bodyEmpty', { number: round.number, name: cancelling.name })}
            </span>
          </span>
        )}
      </ConfirmDialog>
    </>
  );
};

export const TablesScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('tables.manage');
  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.tables.title')}
        description={t('section.tables.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.tables.title') }]}
      />
      {allowed ? (
        <Desk />
      ) : (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      )}
    </div>
  );
};
