/**
 * The back office's arenas desk (issue 22, ADR 087): every cockfight arena with its fight of the
 * moment, its pools and slips; an operator's moves of a fight (open, last call, close, result on a
 * manual arena; cancel on any), each audited in the same transaction as the move. A result or a
 * cancel is settled right after (each slip paid or refunded); what cannot be now, the beat retries.
 */
import type { TArenaAdmin } from '@luckwell/contracts/admin/arenas';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { TFightResult, TFightStatus } from '@luckwell/contracts/provider/cockfight';
import type { FightAction } from '@luckwell/games/cockfight/fight';
import type { Database } from '../../../db/client.ts';
import type { Actor, createAuditService } from '../../admin/audit.service.ts';
import { type ArenaRow, createCockfightRepository, type FightRow } from './cockfight.repository.ts';
import { arenaView, boardOf, type CockfightService, phaseOf } from './cockfight.service.ts';

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

  return { list, openFight, move };
};

export type CockfightAdminService = ReturnType<typeof createCockfightAdminService>;
