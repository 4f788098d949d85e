/**
 * The back office's tables desk (issue 21, ADR 082 and 084): the house's shared live tables with
 * their round of the moment and its slips, and its card tables with the hands in play; a live
 * table's opening, limits and timings, a card table's opening and rake, each with a reason and
 * audited in the same transaction; and cancelling a live round, whose slips the live service refunds.
 *
 * A live table closes only while its round holds no bets: a closed table's rounds are not dealt,
 * so bets left on one would wait for it to open again. The operator cancels the round (bets
 * refunded) or lets it settle first.
 */
import type {
  TCardTableAdmin,
  TCardTableUpdateRequest,
  TLiveBrandLimitsRequest,
  TLiveRoundCancelled,
  TLiveTableAdmin,
  TLiveTableUpdateRequest,
} from '@luckwell/contracts/admin/tables';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { TLiveKind, TLiveMode } from '@luckwell/contracts/provider/live';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, createAuditService } from '../../admin/audit.service.ts';
import { merchants } from '../../merchants/merchant.table.ts';
import { type CardTableRow, createCardsRepository } from '../cards/cards.repository.ts';
import type { TienLenService } from '../cards/tien-len.service.ts';
import { createLiveRepository, type LiveTableRow } from './live.repository.ts';
import { type LiveService, phaseOf } from './live.service.ts';
import { createLiveAdminRepository } from './live-admin.repository.ts';
import { isLiveKind } from './live-games.ts';

type Options = {
  db: Database;
  audit: ReturnType<typeof createAuditService>;
  live: Pick<LiveService, 'cancelRound' | 'ensureTables'>;
  tienLen: Pick<TienLenService, 'ensureTables'>;
  now?: () => Date;
};

const liveTableNotFound = () =>
  new AppError(404, 'LIVE_TABLE_NOT_FOUND', 'live_err_table_not_found', 'params.table');
const cardTableNotFound = () =>
  new AppError(404, 'CARD_TABLE_NOT_FOUND', 'cards_err_table_not_found', 'params.table');
const roundNotFound = () =>
  new AppError(404, 'LIVE_ROUND_NOT_FOUND', 'live_err_round_not_found', 'params.number');
const roundFinished = () =>
  new AppError(409, 'LIVE_ROUND_FINISHED', 'tables_err_round_finished', 'params.number');

const moneyOf = (minor: bigint | string) => fromMinorUnits(BigInt(minor));
const minAboveMax = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'tables_err_min_above_max', field);

export const createLiveAdminService = ({ db, audit, live, tienLen, now = () => new Date() }: Options) => {
  const repository = createLiveAdminRepository(db);
  const liveRepository = createLiveRepository(db);
  const cardsRepository = createCardsRepository(db);

  /** The house's tables exist even before a player opened one (as each service inserts them). */
  const ensureTables = () => Promise.all([live.ensureTables(), tienLen.ensureTables()]);

  const liveDtos = async (tables: LiveTableRow[]): Promise<TLiveTableAdmin[]> => {
    const at = now();
    const rounds = await repository.latestRounds(tables.map((t) => t.id));
    const [totals, limits] = await Promise.all([
      repository.slipTotals(rounds.map((r) => r.id)),
      liveRepository.limitsOfTables(tables.map((t) => t.id)),
    ]);
    const roundOf = new Map(rounds.map((r) => [r.tableId, r]));
    const totalOf = new Map(totals.map((t) => [t.roundId, t]));
    return tables.map((table) => {
      const round = roundOf.get(table.id);
      const sum = round ? totalOf.get(round.id) : undefined;
      return {
        code: table.code,
        name: table.name,
        kind: (isLiveKind(table.kind) ? table.kind : 'baccarat') satisfies TLiveKind,
        mode:
          table.mode === 'commission' || table.mode === 'no_commission' ? (table.mode as TLiveMode) : null,
        enabled: table.enabled,
        bettingMs: table.bettingMs,
        dealingMs: table.dealingMs,
        minStake: moneyOf(table.minStakeMinor),
        maxStake: moneyOf(table.maxStakeMinor),
        brandLimits: limits
          .filter((l) => l.tableId === table.id)
          .map((l) => ({
            brand: l.brand,
            minStake: moneyOf(l.minStakeMinor),
            maxStake: moneyOf(l.maxStakeMinor),
          })),
        round: round
          ? {
              number: round.number,
              phase: phaseOf(round, at),
              slips: sum?.slips ?? 0,
              stake: moneyOf(sum?.totalMinor ?? '0'),
              cancelReason: round.cancelReason,
            }
          : null,
      };
    });
  };

  const cardDtos = async (tables: CardTableRow[]): Promise<TCardTableAdmin[]> => {
    const counts = await repository.handCounts();
    const hands = (tableId: number, status: string) =>
      counts.find((c) => c.tableId === tableId && c.status === status)?.hands ?? 0;
    return tables.map((table) => ({
      code: table.code,
      name: table.name,
      game: table.game,
      seats: table.seats,
      base: moneyOf(table.baseMinor),
      escrowUnits: table.escrowUnits,
      rakeBps: table.rakeBps,
      rakeCap: moneyOf(table.rakeCapMinor),
      turnMs: table.turnMs,
      enabled: table.enabled,
      handsWaiting: hands(table.id, 'waiting'),
      handsPlaying: hands(table.id, 'playing'),
    }));
  };

  const list = async () => {
    await ensureTables();
    const [liveRows, cardRows] = await Promise.all([liveRepository.tables(), cardsRepository.tables()]);
    return {
      serverTime: now().toISOString(),
      live: await liveDtos(liveRows),
      cards: await cardDtos(cardRows),
    };
  };

  const liveTable = async (code: string) => {
    const row = await liveRepository.tableByCode(code);
    if (!row) throw liveTableNotFound();
    return (await liveDtos([row]))[0]!;
  };

  const updateLiveTable = async (actor: Actor, code: string, input: TLiveTableUpdateRequest) => {
    await ensureTables();
    const before = await liveTable(code);
    const { reason, ...changes } = input;
    await audit.transaction(async (tx) => {
      const desk = createLiveAdminRepository(tx);
      const table = await desk.lockLiveTable(code);
      if (!table) throw liveTableNotFound();
      const minMinor = changes.minStake ? toMinorUnits(changes.minStake) : table.minStakeMinor;
      const maxMinor = changes.maxStake ? toMinorUnits(changes.maxStake) : table.maxStakeMinor;
      if (minMinor > maxMinor) throw minAboveMax(changes.minStake ? 'body.minStake' : 'body.maxStake');
      if (changes.enabled === false && table.enabled) {
        const round = await createLiveRepository(tx).latestRound(table.id);
        if (round && ['betting', 'dealing'].includes(round.status)) {
          const held = await desk.placedSlips(round.id);
          if (held > 0) {
            throw new AppError(409, 'LIVE_ROUND_OPEN', 'tables_err_round_open', 'body.enabled').with({
              params: { number: round.number, slips: held },
            });
          }
        }
      }
      await desk.updateLiveTable(table.id, {
        ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
        ...(changes.bettingMs === undefined ? {} : { bettingMs: changes.bettingMs }),
        ...(changes.dealingMs === undefined ? {} : { dealingMs: changes.dealingMs }),
        minStakeMinor: minMinor,
        maxStakeMinor: maxMinor,
      });
      const { round: _round, brandLimits: _brands, ...settings } = before;
      await audit.record(tx, actor, {
        action: 'liveTable.update',
        target: { type: 'live_table', id: code },
        before: settings,
        after: { ...changes, reason },
      });
    });
    return liveTable(code);
  };

  /**
   * A brand's own stake limits at a live table, or (`limits: null`) the brand back on the table's.
   * They bound the brand's next slips; bets already placed stand.
   */
  const setBrandLimits = async (
    actor: Actor,
    code: string,
    brand: string,
    input: TLiveBrandLimitsRequest,
  ) => {
    await ensureTables();
    const before = await liveTable(code);
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, brand.toUpperCase()));
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.brand');
    const limits = input.limits && {
      minStakeMinor: toMinorUnits(input.limits.minStake),
      maxStakeMinor: toMinorUnits(input.limits.maxStake),
    };
    if (limits && limits.minStakeMinor > limits.maxStakeMinor) throw minAboveMax('body.limits.minStake');
    await audit.transaction(async (tx) => {
      const desk = createLiveAdminRepository(tx);
      const table = await desk.lockLiveTable(code);
      if (!table) throw liveTableNotFound();
      if (limits)
        await desk.setBrandLimits(table.id, merchant.code, limits.minStakeMinor, limits.maxStakeMinor, now());
      else await desk.clearBrandLimits(table.id, merchant.code);
      await audit.record(tx, actor, {
        action: 'liveTable.brandLimits',
        target: { type: 'live_table', id: `${code}:${merchant.code}` },
        before: {
          limits: before.brandLimits.find((l) => l.brand === merchant.code) ?? null,
          table: { minStake: before.minStake, maxStake: before.maxStake },
        },
        after: { limits: input.limits, reason: input.reason },
      });
    });
    return liveTable(code);
  };

  /**
   * Cancels a live round not yet settled: the live service closes it, with this audit record in the
   * same transaction (the cancel and its record commit together), then refunds every slip not yet
   * resolved (one it cannot refund now is retried by the table's due work).
   */
  const cancelLiveRound = async (
    actor: Actor,
    code: string,
    number: number,
    reason: string,
  ): Promise<TLiveRoundCancelled> => {
    const table = await liveRepository.tableByCode(code);
    if (!table) throw liveTableNotFound();
    const round = await liveRepository.roundByNumber(table.id, number);
    if (!round) throw roundNotFound();
    if (round.status !== 'betting' && round.status !== 'dealing') throw roundFinished();
    if (!table.enabled) throw new AppError(409, 'PROVIDER_BAD_ACTION', 'tables_err_table_closed');
    const [sum] = await repository.slipTotals([round.id]);
    const slips = sum?.slips ?? 0;
    const stake = moneyOf(sum?.totalMinor ?? '0');
    let unfinished: number;
    try {
      ({ unfinished } = await live.cancelRound(code, number, reason, (tx) =>
        audit.record(tx, actor, {
          action: 'liveRound.cancel',
          target: { type: 'live_round', id: `${code}:${number}` },
          before: { phase: phaseOf(round, now()), slips, stake },
          after: { reason },
        }),
      ));
    } catch (error) {
      // Settled (or cancelled) between our read and the live service's conditional update.
      if (error instanceof AppError && error.code === 'PROVIDER_BAD_ACTION') throw roundFinished();
      throw error;
    }
    return { table: code, number, refunded: slips - unfinished, unfinished, stake };
  };

  const cardTable = async (code: string) => {
    const row = await cardsRepository.tableByCode(code);
    if (!row) throw cardTableNotFound();
    return (await cardDtos([row]))[0]!;
  };

  /** A card table's opening and rake; a closed table seats no one new, hands in play finish. */
  const updateCardTable = async (actor: Actor, code: string, input: TCardTableUpdateRequest) => {
    await ensureTables();
    const before = await cardTable(code);
    const { reason, ...changes } = input;
    await audit.transaction(async (tx) => {
      const desk = createLiveAdminRepository(tx);
      const table = await desk.lockCardTable(code);
      if (!table) throw cardTableNotFound();
      await desk.updateCardTable(table.id, {
        ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
        ...(changes.rakeBps === undefined ? {} : { rakeBps: changes.rakeBps }),
        ...(changes.rakeCap === undefined ? {} : { rakeCapMinor: toMinorUnits(changes.rakeCap) }),
      });
      const { handsWaiting: _waiting, handsPlaying: _playing, ...settings } = before;
      await audit.record(tx, actor, {
        action: 'cardTable.update',
        target: { type: 'card_table', id: code },
        before: settings,
        after: { ...changes, reason },
      });
    });
    return cardTable(code);
  };

  return { list, updateLiveTable, setBrandLimits, cancelLiveRound, updateCardTable };
};

export type LiveAdminService = ReturnType<typeof createLiveAdminService>;
