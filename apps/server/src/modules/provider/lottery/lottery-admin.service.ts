/**
 * The back office's lottery desk (issue 20, ADR 081): games' settings, issues with their sales and
 * payouts, a daily draw's result entered by one operator and confirmed by another (the two-person
 * rule: the server refuses the same operator's confirmation), cancelling an issue (every slip
 * refunded), and the liability board. Every change is audited in the same transaction.
 */
import type {
  TLotteryAdminGame,
  TLotteryAdminIssue,
  TLotteryIssuesQuery,
  TLotteryLiability,
  TLotterySettingsRequest,
} from '@luckwell/contracts/admin/lottery';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { PRIZE_GROUP_DEFAULT } from '@luckwell/games/lottery/fast';
import { LOTTERY_GAMES, type LotteryGame, lotteryGame } from '@luckwell/games/lottery/games';
import { formatFraction, fraction, LotteryInputError } from '@luckwell/games/lottery/types';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, createAuditService } from '../../admin/audit.service.ts';
import { operators } from '../../admin/operator.table.ts';
import { createLotteryRepository, type LotteryDrawRow } from './lottery.repository.ts';
import {
  type LotteryService,
  loadRateOverrides,
  type StoredLiability,
  type StoredRateOverrides,
} from './lottery.service.ts';

type Options = {
  db: Database;
  audit: ReturnType<typeof createAuditService>;
  lottery: LotteryService;
  now?: () => Date;
};

const gameNotFound = () => new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found', 'params.game');
const issueNotFound = () =>
  new AppError(404, 'LOTTERY_ISSUE_NOT_FOUND', 'lottery_err_issue_not_found', 'params.issue');
const wrongState = (messageKey: string) => new AppError(409, 'LOTTERY_ISSUE_STATE', messageKey);

export const createLotteryAdminService = ({ db, audit, lottery, now = () => new Date() }: Options) => {
  const repository = createLotteryRepository(db);
  const { gameDto, drawDto, settingsOf, capOf, liabilityModeOf } = lottery.views;

  const gameOf = (key: string): LotteryGame => {
    const game = lotteryGame(key);
    if (!game) throw gameNotFound();
    return game;
  };

  const games = async (): Promise<{ games: TLotteryAdminGame[] }> => {
    const settings = await settingsOf();
    return {
      games: LOTTERY_GAMES.map((game) => {
        const setting = settings.get(game.key);
        return {
          ...gameDto(game, setting),
          cap: fromMinorUnits(capOf(setting)),
          liabilityMode: liabilityModeOf(setting).mode,
          reducedPercent: liabilityModeOf(setting).reducedPercent,
          updatedAt: setting?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  };

  const saveSettings = async (actor: Actor, key: string, input: TLotterySettingsRequest) => {
    const game = gameOf(key);
    // A fast game's closing time must leave its interval some sales time.
    if (game.intervalSeconds && input.closeSeconds >= game.intervalSeconds) {
      throw new AppError(400, 'VALIDATION_FAILED', 'lottery_err_close_seconds', 'body.closeSeconds');
    }
    const before = (await games()).games.find((g) => g.key === key)!;
    const setting = (await settingsOf()).get(key);
    const rates = input.rates === undefined ? (setting?.rates ?? null) : rateOverrides(game, input.rates);
    await audit.transaction(async (tx) => {
      await createLotteryRepository(tx).upsertSetting({
        game: key,
        enabled: input.enabled,
        closeSeconds: input.closeSeconds,
        prizeGroup: before.prizeGroup === null ? null : input.prizeGroup,
        liability: {
          capMinor: String(toMinorUnits(input.cap)),
          mode: input.liabilityMode,
          reducedPercent: input.reducedPercent,
        } satisfies StoredLiability,
        rates,
        updatedBy: actor.operatorId,
      });
      await audit.record(tx, actor, {
        action: 'lottery.settings',
        target: { type: 'lottery_game', id: key },
        before,
        after: input,
      });
    });
    return (await games()).games.find((g) => g.key === key)!;
  };

  /**
   * A Vietnamese or SEA game's rate overrides, checked: every product and tier the game's, and no
   * product returning 100 % or more at them (the house would pay out more than it takes).
   */
  const rateOverrides = (game: LotteryGame, rates: NonNullable<TLotterySettingsRequest['rates']>) => {
    if (game.drawnBy === 'house' && game.group === 'fast' && game.family !== 'vn' && rates.length > 0)
      throw new AppError(400, 'VALIDATION_FAILED', 'lottery_err_rates_by_prize_group', 'body.rates');
    const engine = lotteryEngine(game.family);
    const defaults = new Map(
      engine.products(game, { prizeGroup: PRIZE_GROUP_DEFAULT }).map((p) => [p.code, p]),
    );
    const overrides: StoredRateOverrides = {};
    rates.forEach((rate, index) => {
      if (!defaults.get(rate.product)?.rates[rate.tier])
        throw new AppError(400, 'VALIDATION_FAILED', 'lottery_err_bad_rate', `body.rates.${index}.tier`);
      overrides[rate.product] = {
        ...overrides[rate.product],
        [rate.tier]: { num: String(rate.num), den: String(rate.den) },
      };
    });
    const maths = { prizeGroup: PRIZE_GROUP_DEFAULT, rates: loadRateOverrides(overrides) };
    for (const product of engine.products(game, maths)) {
      if (product.rtp.num >= product.rtp.den) {
        const index = rates.findIndex((rate) => rate.product === product.code);
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'lottery_err_rtp_too_high',
          `body.rates.${index}.num`,
        ).with({
          params: { product: product.code },
        });
      }
    }
    return overrides;
  };

  const namesOf = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const rows = wanted.length
      ? await db
          .select({ id: operators.id, name: operators.displayName })
          .from(operators)
          .where(inArray(operators.id, wanted))
      : [];
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  const issueDtos = async (draws: LotteryDrawRow[]): Promise<TLotteryAdminIssue[]> => {
    const [totals, names] = await Promise.all([
      repository.drawTotals(draws.map((d) => d.id)),
      namesOf(draws.flatMap((d) => [d.enteredBy, d.confirmedBy])),
    ]);
    const byDraw = new Map(totals.map((t) => [t.drawId, t]));
    return draws.map((draw) => {
      const game = lotteryGame(draw.game)!;
      const sum = byDraw.get(draw.id);
      return {
        ...drawDto(draw),
        tickets: sum?.tickets ?? 0,
        stake: fromMinorUnits(BigInt(sum?.costMinor ?? '0')),
        payout: fromMinorUnits(BigInt(sum?.payoutMinor ?? '0')),
        enteredResult:
          draw.status === 'awaiting_confirmation' && draw.result !== null
            ? lotteryEngine(game.family).toTiers(game, draw.result)
            : null,
        enteredBy: draw.enteredBy === null ? null : (names.get(draw.enteredBy) ?? null),
        enteredAt: draw.enteredAt?.toISOString() ?? null,
        confirmedBy: draw.confirmedBy === null ? null : (names.get(draw.confirmedBy) ?? null),
        cancelReason: draw.cancelReason,
      };
    });
  };

  const issues = async (query: TLotteryIssuesQuery) => {
    if (query.game) gameOf(query.game);
    // The queue is up to date (a daily issue past its draw time waits for its result); drawing and
    // settling stay with the beat and the sweep, not with a read.
    await lottery.schedule();
    const rows = await repository.issues(
      { game: query.game, status: query.status, before: now() },
      query.limit,
    );
    return { issues: await issueDtos(rows) };
  };

  const issue = async (key: string, number: string) => {
    gameOf(key);
    const draw = await repository.draw(key, number);
    if (!draw) throw issueNotFound();
    return (await issueDtos([draw]))[0]!;
  };

  /** Runs `work` on the issue's row under its lock, with the audit in the same transaction. */
  const withIssue = async (
    key: string,
    number: string,
    work: (
      draw: LotteryDrawRow,
      tx: ReturnType<typeof createLotteryRepository>,
      raw: Database,
    ) => Promise<void>,
  ) => {
    gameOf(key);
    const found = await repository.draw(key, number);
    if (!found) throw issueNotFound();
    await audit.transaction(async (raw) => {
      const tx = createLotteryRepository(raw);
      const locked = (await tx.lockDraw(found.id))!;
      await work(locked, tx, raw);
    });
    return found.id;
  };

  /** One operator's entry of a daily draw's result: checked by the engine, held until a second operator confirms. */
  const enterResult = async (
    actor: Actor,
    key: string,
    number: string,
    tiers: { tier: string; numbers: string[] }[],
  ) => {
    const game = gameOf(key);
    if (game.drawnBy !== 'operator') throw wrongState('lottery_err_drawn_in_house');
    let result: unknown;
    try {
      result = lotteryEngine(game.family).fromTiers(game, tiers);
    } catch (error) {
      if (error instanceof LotteryInputError)
        throw new AppError(
          400,
          'LOTTERY_BAD_RESULT',
          `lottery_err_${error.reason}`,
          `body.tiers.${error.field}`,
        );
      throw error;
    }
    await withIssue(key, number, async (draw, tx, raw) => {
      if (!['selling', 'awaiting_result'].includes(draw.status) || draw.drawAt > now())
        throw wrongState('lottery_err_not_awaiting_result');
      await tx.moveDraw(draw.id, [draw.status], {
        status: 'awaiting_confirmation',
        result,
        enteredBy: actor.operatorId,
        enteredAt: now(),
      });
      await audit.record(raw, actor, {
        action: 'lottery.result.enter',
        target: { type: 'lottery_issue', id: `${key}:${number}` },
        after: { tiers },
      });
    });
    return issue(key, number);
  };

  /** A second operator confirms the entered result: the issue is drawn and its tickets settle now. */
  const confirmResult = async (actor: Actor, key: string, number: string) => {
    const id = await withIssue(key, number, async (draw, tx, raw) => {
      if (draw.status !== 'awaiting_confirmation') throw wrongState('lottery_err_not_awaiting_confirmation');
      if (draw.enteredBy === actor.operatorId) {
        throw new AppError(409, 'LOTTERY_SAME_OPERATOR', 'lottery_err_same_operator');
      }
      await tx.moveDraw(draw.id, ['awaiting_confirmation'], {
        status: 'drawn',
        confirmedBy: actor.operatorId,
        drawnAt: now(),
      });
      const game = lotteryGame(key)!;
      await audit.record(raw, actor, {
        action: 'lottery.result.confirm',
        target: { type: 'lottery_issue', id: `${key}:${number}` },
        after: { tiers: lotteryEngine(game.family).toTiers(game, draw.result) },
      });
    });
    await lottery.processDraw((await repository.drawById(id))!);
    return issue(key, number);
  };

  /** A second operator rejects the entry: the issue waits for a result again. */
  const rejectResult = async (actor: Actor, key: string, number: string) => {
    await withIssue(key, number, async (draw, tx, raw) => {
      if (draw.status !== 'awaiting_confirmation') throw wrongState('lottery_err_not_awaiting_confirmation');
      await tx.moveDraw(draw.id, ['awaiting_confirmation'], {
        status: 'awaiting_result',
        result: null,
        enteredBy: null,
        enteredAt: null,
      });
      await audit.record(raw, actor, {
        action: 'lottery.result.reject',
        target: { type: 'lottery_issue', id: `${key}:${number}` },
      });
    });
    return issue(key, number);
  };

  /** Cancels an issue not yet drawn: every slip on it is refunded. */
  const cancelIssue = async (actor: Actor, key: string, number: string, reason: string) => {
    const id = await withIssue(key, number, async (draw, tx, raw) => {
      if (!['selling', 'awaiting_result', 'awaiting_confirmation'].includes(draw.status))
        throw wrongState('lottery_err_not_cancellable');
      await tx.moveDraw(draw.id, [draw.status], { status: 'cancelled', result: null, cancelReason: reason });
      await audit.record(raw, actor, {
        action: 'lottery.issue.cancel',
        target: { type: 'lottery_issue', id: `${key}:${number}` },
        after: { reason },
      });
    });
    await lottery.processDraw((await repository.drawById(id))!);
    return issue(key, number);
  };

  const liability = async (key: string, number: string): Promise<TLotteryLiability> => {
    const current = await issue(key, number);
    const draw = (await repository.draw(key, number))!;
    const cap = capOf((await settingsOf()).get(key));
    const rows = await repository.liabilityOf(draw.id, 100);
    return {
      issue: current,
      cap: fromMinorUnits(cap),
      rows: rows.map((row) => ({
        product: row.product,
        number: row.number,
        exposure: fromMinorUnits(row.exposureMinor),
        stake: fromMinorUnits(row.stakeMinor),
        tickets: row.tickets,
        capShare: formatFraction(fraction(row.exposureMinor * 100n, cap)),
      })),
    };
  };

  return {
    games,
    saveSettings,
    issues,
    issue,
    enterResult,
    confirmResult,
    rejectResult,
    cancelIssue,
    liability,
  };
};

export type LotteryAdminService = ReturnType<typeof createLotteryAdminService>;
