/**
 * The back office's arenas desk (issue 22, ADR 087): every cockfight arena with its fight of the
 * moment, its pools and slips; an operator's moves of a fight (open, last call, close, result on a
 * manual arena; cancel on any), each audited in the same transaction as the move. A result or a
 * cancel is settled right after (each slip paid or refunded); what cannot be now, the beat retries.
 *
 * An arena's settings (name, opening, odds, stake limits, stream URL) change with a reason, audited
 * in the same transaction, under the arena's lock. Each fight keeps the odds it opened with (its
 * `odds` snapshot), so new odds apply from the next fight; the limits bound the next bets at once.
 * An arena closes only once its latest fight is finished and settled: a closed arena's fights are
 * neither moved by the beat nor settled by the sweep, and its page answers "no such arena".
 */
import type { TArenaAdmin, TArenaOddsRequest, TArenaUpdateRequest } from '@luckwell/contracts/admin/arenas';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { TFightResult, TFightStatus } from '@luckwell/contracts/provider/cockfight';
import type { FightAction } from '@luckwell/games/cockfight/fight';
import {
  checkOddsMode,
  FIXED_ODDS_MILLI_MAX,
  FIXED_ODDS_MILLI_MIN,
  MAX_CUT_BPS,
  ODDS_SCALE,
} from '@luckwell/games/cockfight/odds';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, createAuditService } from '../../admin/audit.service.ts';
import { type ArenaRow, createCockfightRepository, type FightRow } from './cockfight.repository.ts';
import { arenaView, boardOf, type CockfightService, FINISHED, phaseOf } from './cockfight.service.ts';

type Options = {
  db: Database;
  audit: ReturnType<typeof createAuditService>;
  cockfight: Pick<CockfightService, 'ensureArenas' | 'currentFight' | 'moveFight' | 'openFight' | 'settle'>;
  now?: () => Date;
};

const AUDIT_ACTIONS = {
  last_call: 'cockfight.fight.lastCall',
  close: 'cockfight.fight.close',
  result: 'cockfight.fight.result',
  cancel: 'cockfight.fight.cancel',
} as const;

const arenaNotFound = () =>
  new AppError(404, 'COCKFIGHT_ARENA_NOT_FOUND', 'cockfight_err_arena_not_found', 'params.arena');
const priceText = (milli: number) => (milli / ODDS_SCALE).toFixed(3);

/** A cut or a fixed price outside the engine's range, refused at its field; undefined when it fits. */
const oddsRefusal = (odds: TArenaOddsRequest): AppError | undefined => {
  if (odds.mode === 'parimutuel') {
    if (odds.cutBps < 0 || odds.cutBps > MAX_CUT_BPS)
      return new AppError(400, 'COCKFIGHT_BAD_ODDS', 'arenas_err_bad_cut', 'body.odds.cutBps').with({
        params: { max: MAX_CUT_BPS / 100 },
      });
  } else {
    for (const field of ['meronMilli', 'walaMilli'] as const) {
      const milli = odds[field];
      if (milli < FIXED_ODDS_MILLI_MIN || milli > FIXED_ODDS_MILLI_MAX)
        return new AppError(400, 'COCKFIGHT_BAD_ODDS', 'arenas_err_bad_price', `body.odds.${field}`).with({
          params: { min: priceText(FIXED_ODDS_MILLI_MIN), max: priceText(FIXED_ODDS_MILLI_MAX) },
        });
    }
  }
  // The engine's own rule, should it ever be stricter than the ranges above.
  try {
    checkOddsMode(odds);
  } catch {
    return new AppError(400, 'COCKFIGHT_BAD_ODDS', MessageKey.validation, 'body.odds');
  }
  return undefined;
};

/** The settings an operator edits, as the audit log records them before and after. */
const settingsOf = (arena: TArenaAdmin) => ({
  name: arena.name,
  enabled: arena.enabled,
  odds:
    arena.odds.mode === 'parimutuel'
      ? { mode: 'parimutuel' as const, cutBps: arena.odds.cutBps }
      : { mode: 'fixed' as const, meronMilli: arena.odds.meronMilli, walaMilli: arena.odds.walaMilli },
  limits: { minStake: arena.minStake, maxStake: arena.maxStake },
  streamUrl: arena.streamUrl,
});

export const createCockfightAdminService = ({ db, audit, cockfight, now = () => new Date() }: Options) => {
  const repository = createCockfightRepository(db);

  const dtos = async (arenas: ArenaRow[]): Promise<TArenaAdmin[]> => {
    const at = now();
    const fights = new Map<number, FightRow | undefined>();
    for (const arena of arenas)
      fights.set(
        arena.id,
        arena.enabled ? await cockfight.currentFight(arena.code) : await repository.latestFight(arena.id),
      );
    const ids = [...fights.values()].flatMap((f) => (f ? [f.id] : []));
    const counts = await repository.slipCounts(ids);
    return arenas.map((arena) => {
      const fight = fights.get(arena.id);
      const view = arenaView(arena);
      const side = (name: string) => {
        const row = fight && counts.find((c) => c.fightId === fight.id && c.side === name);
        return { slips: row?.slips ?? 0, stake: fromMinorUnits(BigInt(row?.stakeMinor ?? '0')) };
      };
      const book = fight
        ? counts
            .filter((c) => c.fightId === fight.id)
            .map((c) => ({ side: c.side, stakeMinor: BigInt(c.stakeMinor) }))
        : [];
      return {
        code: arena.code,
        name: arena.name,
        mode: view.mode,
        enabled: arena.enabled,
        odds: view.odds,
        minStake: view.limits.minStake,
        maxStake: view.limits.maxStake,
        streamUrl: view.streamUrl,
        phases: view.phases,
        fight: fight
          ? {
              number: fight.number,
              status: phaseOf(arena, fight, at),
              result: (fight.result as TFightResult | null) ?? null,
              opensAt: fight.opensAt.toISOString(),
              settledAt: fight.settledAt?.toISOString() ?? null,
              cancelReason: fight.cancelReason,
              pools: { meron: side('meron'), wala: side('wala'), draw: side('draw') },
              board: boardOf(fight, book).board,
            }
          : null,
      };
    });
  };

  const list = async () => {
    await cockfight.ensureArenas();
    return { serverTime: now().toISOString(), arenas: await dtos(await repository.arenas()) };
  };

  const arenaDto = async (code: string) => (await dtos([(await repository.arenaByCode(code))!]))[0]!;

  /** Opens a manual arena's next fight, audited in the same transaction. */
  const openFight = async (actor: Actor, code: string, reason?: string) => {
    await cockfight.ensureArenas();
    await audit.transaction(async (tx) => {
      const { fight } = await cockfight.openFight(code, tx);
      await audit.record(tx, actor, {
        action: 'cockfight.fight.open',
        target: { type: 'cockfight_fight', id: `${code}:${fight.number}` },
        before: null,
        after: { status: 'OPEN', odds: fight.odds, reason: reason ?? null },
      });
    });
    return arenaDto(code);
  };

  /** An operator's move of a fight, audited in the same transaction; a result or cancel settled after. */
  const move = async (
    actor: Actor,
    input: {
      arena: string;
      number: number;
      action: FightAction['type'];
      result?: TFightResult;
      reason?: string;
    },
  ) => {
    await cockfight.ensureArenas();
    await audit.transaction(async (tx) => {
      const { before, fight } = await cockfight.moveFight(input, tx);
      await audit.record(tx, actor, {
        action: AUDIT_ACTIONS[input.action],
        target: { type: 'cockfight_fight', id: `${input.arena}:${input.number}` },
        before: { status: before.status as TFightStatus },
        after: { status: fight.status, result: fight.result, reason: input.reason ?? null },
      });
    });
    if (input.action === 'result' || input.action === 'cancel')
      await cockfight.settle(input.arena, input.number);
    return arenaDto(input.arena);
  };

  /**
   * An arena's settings, with a reason, audited in the same transaction under the arena's lock. The
   * mode (auto schedule or manual) stays. Closing waits for the latest fight to be finished and
   * settled (COCKFIGHT_ARENA_BUSY: cancel or finish it first).
   */
  const updateArena = async (actor: Actor, code: string, input: TArenaUpdateRequest) => {
    await cockfight.ensureArenas();
    const refused = oddsRefusal(input.odds);
    if (refused) throw refused;
    const minMinor = toMinorUnits(input.limits.minStake);
    const maxMinor = toMinorUnits(input.limits.maxStake);
    if (minMinor > maxMinor)
      throw new AppError(400, 'VALIDATION_FAILED', 'arenas_err_min_above_max', 'body.limits.minStake');
    if (!(await repository.arenaByCode(code))) throw arenaNotFound();
    const before = settingsOf(await arenaDto(code));
    const { reason, ...changes } = input;
    await audit.transaction(async (tx) => {
      const repo = createCockfightRepository(tx);
      const arena = await repo.lockArena(code);
      if (!arena) throw arenaNotFound();
      if (!input.enabled && arena.enabled) {
        const latest = await repo.latestFight(arena.id);
        if (latest && (!FINISHED.includes(latest.status) || latest.settledAt === null)) {
          throw new AppError(409, 'COCKFIGHT_ARENA_BUSY', 'arenas_err_arena_busy', 'body.enabled').with({
            params: { number: latest.number, status: phaseOf(arena, latest, now()) },
          });
        }
      }
      const { odds } = input;
      await repo.updateArena(arena.id, {
        name: input.name,
        enabled: input.enabled,
        oddsMode: odds.mode,
        cutBps: odds.mode === 'parimutuel' ? odds.cutBps : null,
        meronMilli: odds.mode === 'fixed' ? odds.meronMilli : null,
        walaMilli: odds.mode === 'fixed' ? odds.walaMilli : null,
        minStakeMinor: minMinor,
        maxStakeMinor: maxMinor,
        streamUrl: input.streamUrl,
      });
      await audit.record(tx, actor, {
        action: 'cockfight.arena.update',
        target: { type: 'cockfight_arena', id: code },
        before,
        after: { ...changes, reason },
      });
    });
    return arenaDto(code);
  };

  return { list, openFight, move, updateArena };
};

export type CockfightAdminService = ReturnType<typeof createCockfightAdminService>;
