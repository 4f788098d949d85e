/**
 * Catalogue → Arenas at /admin/games/arenas (issue 22, ADR 087; `tables.manage`): the cockfight
 * arena console. One card per arena with its odds, limits and fight of the moment — status, result,
 * each side's pool (slips and stake) and live price — read again every 2 s while on screen. A manual
 * arena moves only by the operator: open the next fight, last call, close betting, enter the result;
 * any running fight (auto arenas too) can be cancelled with a reason, every bet refunded. "Edit
 * arena" changes its name, opening, odds (from the next fight), limits and live stream (audited).
 */
import type { TArenaAdmin, TArenaFightAdmin } from '@luckwell/contracts/admin/arenas';
import type { TCockfightSide } from '@luckwell/contracts/provider/cockfight';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Spinner } from '@luckwell/ui/spinner';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { toast } from '../../shared/toasts.tsx';
import { ArenaSettingsDialog } from './arena-settings-dialog.tsx';
import { type FightMove, useArenas, useFightMove } from './arenas-api.ts';
import { movesOf, percentOf, priceOf, SIDE_STYLE, SIDES, STATUS_TONES, sideOf } from './arenas-labels.ts';
import { CancelDialog, ResultDialog } from './fight-dialogs.tsx';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-xs text-muted">{label}</dt>
    <dd className="text-sm font-medium text-ink tabular-nums">{children}</dd>
  </div>
);

const Pool = ({ side, fight }: { side: TCockfightSide; fight: TArenaFightAdmin }) => {
  const { t } = useTranslation();
  const pool = fight.pools[side];
  const milli = { meron: fight.board.meronMilli, wala: fight.board.walaMilli, draw: fight.board.drawMilli }[
    side
  ];
  const style = SIDE_STYLE[side];
  const won = fight.result !== null && sideOf(fight.result) === side;
  return (
    <div
      data-testid={`pool-${side}`}
      className={`flex min-w-0 flex-col gap-1 rounded-xl border px-3 py-2.5 ${style.panel} ${won ? 'ring-2 ring-current' : ''} ${won ? style.text : ''}`}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className={`text-sm font-bold uppercase tracking-wide ${style.text}`}>
          {t(`arenas.side.${side}`)}
        </span>
        <span className="font-mono text-sm font-semibold text-ink tabular-nums" title={t('arenas.price')}>
          {priceOf(milli)}
        </span>
      </span>
      <span className="truncate text-base font-bold text-ink tabular-nums sm:text-lg">
        {formatMoney(pool.stake)}
      </span>
      <span className="text-xs text-muted">{t('arenas.slips', { count: pool.slips })}</span>
    </div>
  );
};

const FightPanel = ({ arena, fight }: { arena: TArenaAdmin; fight: TArenaFightAdmin | null }) => {
  const { t } = useTranslation();
  if (!fight) {
    return (
      <div className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
        {t(arena.mode === 'manual' ? 'arenas.fight.noneManual' : 'arenas.fight.none')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold text-ink tabular-nums">
          {t('arenas.fight.number', { number: fight.number })}
        </span>
        <Badge tone={STATUS_TONES[fight.status]} dot>
          {t(`arenas.status.${fight.status}`)}
        </Badge>
        {fight.result && (
          <span
            className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold ${SIDE_STYLE[sideOf(fight.result)].pill}`}
          >
            {t('arenas.fight.result', { result: t(`arenas.side.${sideOf(fight.result)}`) })}
          </span>
        )}
        <span className="ms-auto text-xs text-muted tabular-nums">
          {t('arenas.fight.opened', { at: formatDateTime(fight.opensAt) })}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {SIDES.map((side) => (
          <Pool key={side} side={side} fight={fight} />
        ))}
      </div>
      {fight.board.mode === 'parimutuel' &&
        fight.board.oneSided &&
        (fight.status === 'OPEN' || fight.status === 'LAST_CALL' || fight.status === 'CLOSED') && (
          <p className="text-xs text-muted">{t('arenas.fight.oneSided')}</p>
        )}
      {fight.settledAt && (
        <p className="text-xs text-muted tabular-nums">
          {t('arenas.fight.settledAt', { at: formatDateTime(fight.settledAt) })}
        </p>
      )}
      {(fight.status === 'RESULT' || fight.status === 'CANCELLED') && !fight.settledAt && (
        <p className="flex items-center gap-2 text-xs text-primary">
          <Spinner label={t('arenas.fight.settling')} size="sm" />
          {t('arenas.fight.settling')}
        </p>
      )}
      {fight.cancelReason && (
        <p className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-xs text-ink/85">
          <span className="font-semibold text-danger">{t('arenas.fight.cancelReason')}</span>{' '}
          {fight.cancelReason}
        </p>
      )}
    </div>
  );
};

const ArenaCard = ({
  arena,
  onResult,
  onCancel,
  onEdit,
}: {
  arena: TArenaAdmin;
  onResult: (fight: TArenaFightAdmin) => void;
  onCancel: (fight: TArenaFightAdmin) => void;
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  const move = useFightMove();
  const moves = movesOf(arena);
  const { fight } = arena;
  const [step, setStep] = useState<FightMove['kind'] | null>(null);

  const run = (next: FightMove, done: (number: number) => string) => {
    setStep(next.kind);
    move.mutate(next, {
      onSuccess: (saved) => toast.success(done(saved.fight?.number ?? 0)),
    });
  };
  const busy = move.isPending;
  const stepButton = (
    kind: FightMove['kind'],
    label: string,
    onClick: () => void,
    variant: 'primary' | 'secondary' = 'secondary',
  ) => (
    <Button
      variant={variant}
      size="sm"
      disabled={busy}
      aria-busy={(busy && step === kind) || undefined}
      onClick={onClick}
    >
      {busy && step === kind && <Spinner label={t('common.working')} size="sm" />}
      {label}
    </Button>
  );

  const odds =
    arena.odds.mode === 'parimutuel'
      ? t('arenas.odds.parimutuel', { cut: percentOf(arena.odds.cutBps ?? 0) })
      : t('arenas.odds.fixed', {
          meron: priceOf(arena.odds.meronMilli ?? 0),
          wala: priceOf(arena.odds.walaMilli ?? 0),
        });
  const anyMove = Object.values(moves).some(Boolean);

  return (
    <section
      aria-label={arena.name}
      data-testid={`arena-${arena.code}`}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate text-lg font-semibold text-ink">{arena.name}</h2>
          <span className="font-mono text-xs text-muted">{arena.code}</span>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={arena.mode === 'manual' ? 'gold' : 'neutral'}>{t(`arenas.mode.${arena.mode}`)}</Badge>
          <Badge tone={arena.enabled ? 'jade' : 'neutral'} dot>
            {t(arena.enabled ? 'arenas.enabled' : 'arenas.disabled')}
          </Badge>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('arenas.action.edit')}
          </Button>
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-line/50 bg-white/[0.02] px-3 py-2.5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Fact label={t('arenas.odds.label')}>{odds}</Fact>
        <Fact label={t('arenas.limits')}>
          {formatMoney(arena.minStake)} – {formatMoney(arena.maxStake)}
        </Fact>
        <div className="sm:col-span-2">
          <Fact label={t('arenas.stream.label')}>
            <span title={arena.streamUrl ?? undefined} className="block truncate">
              {arena.streamUrl ? t('arenas.stream.on', { url: arena.streamUrl }) : t('arenas.stream.off')}
            </span>
          </Fact>
        </div>
      </dl>
      <FightPanel arena={arena} fight={fight} />
      {move.isError && <FormAlert>{errorText(move.error)}</FormAlert>}
      <footer className="flex flex-wrap items-center gap-2 border-t border-line/50 pt-3">
        {moves.open &&
          stepButton(
            'open',
            t('arenas.action.open'),
            () => run({ kind: 'open', arena: arena.code }, (number) => t('arenas.done.open', { number })),
            'primary',
          )}
        {fight &&
          moves.lastCall &&
          stepButton('last-call', t('arenas.action.lastCall'), () =>
            run({ kind: 'last-call', arena: arena.code, number: fight.number }, (number) =>
              t('arenas.done.lastCall', { number }),
            ),
          )}
        {fight &&
          moves.close &&
          stepButton('close', t('arenas.action.close'), () =>
            run({ kind: 'close', arena: arena.code, number: fight.number }, (number) =>
              t('arenas.done.close', { number }),
            ),
          )}
        {fight && moves.result && (
          <Button size="sm" disabled={busy} onClick={() => onResult(fight)}>
            {t('arenas.action.result')}
          </Button>
        )}
        {!anyMove && (
          <span className="text-xs text-muted">
            {t(arena.mode === 'auto' ? 'arenas.hint.auto' : 'arenas.hint.wait')}
          </span>
        )}
        {anyMove && arena.mode === 'auto' && (
          <span className="text-xs text-muted">{t('arenas.hint.autoCancel')}</span>
        )}
        {fight && moves.cancel && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            className="ms-auto !text-danger hover:!bg-danger/10"
            onClick={() => onCancel(fight)}
          >
            {t('arenas.action.cancel')}
          </Button>
        )}
      </footer>
    </section>
  );
};

type Dialog =
  | { kind: 'result' | 'cancel'; code: string; fight: TArenaFightAdmin }
  | { kind: 'settings'; code: string }
  | null;

const Console = () => {
  const { t } = useTranslation();
  const query = useArenas();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (query.isPending) return <Loader label={t('common.loading')} />;
  if (query.isError && !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { arenas } = query.data;
  if (arenas.length === 0)
    return (
      <EmptyState
        className="border-dashed"
        title={t('arenas.empty.title')}
        description={t('arenas.empty.body')}
      />
    );
  const open = dialog ? arenas.find((a) => a.code === dialog.code) : undefined;
  // The dialog keeps the fight it was opened on; the figures follow the live list while it is that fight.
  const fightOf = (arena: TArenaAdmin, fight: TArenaFightAdmin) =>
    arena.fight?.number === fight.number ? arena.fight : fight;

  return (
    <>
      {query.isError && <FormAlert>{t('arenas.stale', { error: errorText(query.error) })}</FormAlert>}
      <div className="grid gap-4 lg:grid-cols-2">
        {arenas.map((arena) => (
          <ArenaCard
            key={arena.code}
            arena={arena}
            onResult={(fight) => setDialog({ kind: 'result', code: arena.code, fight })}
            onCancel={(fight) => setDialog({ kind: 'cancel', code: arena.code, fight })}
            onEdit={() => setDialog({ kind: 'settings', code: arena.code })}
          />
        ))}
      </div>
      {dialog && open && dialog.kind === 'result' && (
        <ResultDialog arena={open} fight={fightOf(open, dialog.fight)} onClose={() => setDialog(null)} />
      )}
      {dialog && open && dialog.kind === 'cancel' && (
        <CancelDialog arena={open} fight={fightOf(open, dialog.fight)} onClose={() => setDialog(null)} />
      )}
      {dialog && open && dialog.kind === 'settings' && (
        <ArenaSettingsDialog key={open.code} arena={open} onClose={() => setDialog(null)} />
      )}
    </>
  );
};

const LiveHint = () => {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-jade/40 bg-jade/10 px-3 py-1 text-xs font-semibold text-jade">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-current" />
      {t('arenas.live')}
    </span>
  );
};

export const ArenasScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('tables.manage');
  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.arenas.title')}
        description={t('section.arenas.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.arenas.title') }]}
        actions={allowed ? <LiveHint /> : undefined}
      />
      {allowed ? (
        <Console />
      ) : (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      )}
    </div>
  );
};
