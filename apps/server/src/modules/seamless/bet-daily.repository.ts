/**
 * The daily aggregates of settled rounds (bet-daily.table.ts): adding a round as it settles, and
 * reading a member's range by day and by category. The game's category is read from the catalogue
 * when the round is added, so a report never joins the catalogue again.
 */

import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from '../games/game.table.ts';
import { betDaily } from './bet-daily.table.ts';
import { BET_SLICE_MINUTES, betSlices } from './bet-slices.table.ts';
import type { BetRecordRow } from './seamless.repository.ts';

/** The category of a round whose game is not (or no longer) in the catalogue. */
export const UNCATEGORISED = 'OTHER';

export type SettledRound = Pick<
  BetRecordRow,
  | 'merchantId'
  | 'memberId'
  | 'vendor'
  | 'gameCode'
  | 'stakeMinor'
  | 'validBetMinor'
  | 'payoutMinor'
  | 'winLossMinor'
> & { settledAt: Date };

export type BetSums = {
  rounds: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
};

const sums = {
  rounds: sql<number>`coalesce(sum(${betDaily.rounds}), 0)`.mapWith(Number),
  stake: sql<string>`coalesce(sum(${betDaily.stakeMinor}), 0)::text`.mapWith((v: string) => BigInt(v)),
  validBet: sql<string>`coalesce(sum(${betDaily.validBetMinor}), 0)::text`.mapWith((v: string) => BigInt(v)),
  payout: sql<string>`coalesce(sum(${betDaily.payoutMinor}), 0)::text`.mapWith((v: string) => BigInt(v)),
  winLoss: sql<string>`coalesce(sum(${betDaily.winLossMinor}), 0)::text`.mapWith((v: string) => BigInt(v)),
};

const SLICE_MS = BET_SLICE_MINUTES * 60_000;
/** The start of the 5-minute slice an instant falls in. */
export const sliceStartOf = (at: Date) => new Date(Math.floor(at.getTime() / SLICE_MS) * SLICE_MS);

export const createBetDailyRepository = (db: Database) => ({
  /**
   * Adds one settled round to its member's day and 5-minute slice. Call it in the transaction that
   * settles the round (which settles a round once), so the sums can neither miss nor repeat a round.
   * A resettled round's difference is added as `rounds: 0` on its correction's day (ADR 090).
   */
  add: async (round: SettledRound, { rounds = 1 }: { rounds?: 0 | 1 } = {}) => {
    const category = sql`coalesce((select ${games.gameType} from ${games} where ${and(
      eq(games.merchantId, round.merchantId),
      eq(games.vassalage, round.vendor),
      eq(games.gameCode, round.gameCode),
    )}), ${UNCATEGORISED})`;
    await db
      .insert(betDaily)
      .values({
        merchantId: round.merchantId,
        memberId: round.memberId,
        day: businessDayOf(round.settledAt),
        category,
        vendor: round.vendor,
        rounds,
        stakeMinor: round.stakeMinor,
        validBetMinor: round.validBetMinor,
        payoutMinor: round.payoutMinor,
        winLossMinor: round.winLossMinor,
      })
      .onConflictDoUpdate({
        target: [betDaily.merchantId, betDaily.memberId, betDaily.day, betDaily.category, betDaily.vendor],
        set: {
          rounds: sql`${betDaily.rounds} + excluded.rounds`,
          stakeMinor: sql`${betDaily.stakeMinor} + excluded.stake_minor`,
          validBetMinor: sql`${betDaily.validBetMinor} + excluded.valid_bet_minor`,
          payoutMinor: sql`${betDaily.payoutMinor} + excluded.payout_minor`,
          winLossMinor: sql`${betDaily.winLossMinor} + excluded.win_loss_minor`,
        },
      });
    await db
      .insert(betSlices)
      .values({
        merchantId: round.merchantId,
        memberId: round.memberId,
        sliceStart: sliceStartOf(round.settledAt),
        rounds,
        validBetMinor: round.validBetMinor,
        winLossMinor: round.winLossMinor,
      })
      .onConflictDoUpdate({
        target: [betSlices.merchantId, betSlices.memberId, betSlices.sliceStart],
        set: {
          rounds: sql`${betSlices.rounds} + excluded.rounds`,
          validBetMinor: sql`${betSlices.validBetMinor} + excluded.valid_bet_minor`,
          winLossMinor: sql`${betSlices.winLossMinor} + excluded.win_loss_minor`,
        },
      });
  },

  /**
   * Adds many settled rounds at once (a live round's slips, ADR 091): the same sums as `add` for each,
   * grouped first so each day and slice row is upserted once, in key order (two batches sharing
   * members lock their rows in the same order). In the transaction that settles them.
   */
  addMany: async (rounds: readonly SettledRound[]) => {
    if (rounds.length === 0) return;
    const rows = JSON.stringify(
      rounds.map((round) => ({
        merchant_id: round.merchantId,
        member_id: round.memberId,
        day: businessDayOf(round.settledAt),
        slice_start: sliceStartOf(round.settledAt).toISOString(),
        vendor: round.vendor,
        game_code: round.gameCode,
        stake: round.stakeMinor.toString(),
        valid_bet: round.validBetMinor.toString(),
        payout: round.payoutMinor.toString(),
        win_loss: round.winLossMinor.toString(),
      })),
    );
    const settled = sql`jsonb_to_recordset(${rows}::jsonb) as r(merchant_id int, member_id bigint, day date,
      slice_start timestamptz, vendor varchar, game_code varchar, stake bigint, valid_bet bigint, payout bigint,
      win_loss bigint)`;
    await db.execute(sql`insert into ${betDaily}
        (merchant_id, member_id, day, category, vendor, rounds, stake_minor, valid_bet_minor, payout_minor, win_loss_minor)
      select r.merchant_id, r.member_id, r.day, coalesce(g.game_type, ${UNCATEGORISED}), r.vendor, count(*),
        sum(r.stake), sum(r.valid_bet), sum(r.payout), sum(r.win_loss)
      from ${settled}
      left join ${games} g on g.merchant_id = r.merchant_id and g.vassalage = r.vendor and g.game_code = r.game_code
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5
      on conflict (merchant_id, member_id, day, category, vendor) do update set
        rounds = ${betDaily.rounds} + excluded.rounds,
        stake_minor = ${betDaily.stakeMinor} + excluded.stake_minor,
        valid_bet_minor = ${betDaily.validBetMinor} + excluded.valid_bet_minor,
        payout_minor = ${betDaily.payoutMinor} + excluded.payout_minor,
        win_loss_minor = ${betDaily.winLossMinor} + excluded.win_loss_minor`);
    await db.execute(sql`insert into ${betSlices}
        (merchant_id, member_id, slice_start, rounds, valid_bet_minor, win_loss_minor)
      select r.merchant_id, r.member_id, r.slice_start, count(*), sum(r.valid_bet), sum(r.win_loss)
      from ${settled}
      group by 1, 2, 3
      order by 1, 2, 3
      on conflict (merchant_id, member_id, slice_start) do update set
        rounds = ${betSlices.rounds} + excluded.rounds,
        valid_bet_minor = ${betSlices.validBetMinor} + excluded.valid_bet_minor,
        win_loss_minor = ${betSlices.winLossMinor} + excluded.win_loss_minor`);
  },

  /** A member's sums per day and per category over business days `from`..`to` (inclusive). */
  memberRange: async (query: { merchantId: number; memberId: number; from: string; to: string }) => {
    const where = and(
      eq(betDaily.merchantId, query.merchantId),
      eq(betDaily.memberId, query.memberId),
      gte(betDaily.day, query.from),
      lte(betDaily.day, query.to),
    );
    // One statement, both groupings: a row has a day (and no category) or a category (and no day).
    const rows = await db
      .select({
        day: sql<string | null>`${betDaily.day}::text`,
        category: sql<string | null>`${betDaily.category}`,
        ...sums,
      })
      .from(betDaily)
      .where(where)
      .groupBy(sql`grouping sets ((${betDaily.day}), (${betDaily.category}))`);
    const byDay = rows.flatMap(({ day, category: _, ...s }) => (day === null ? [] : [{ day, ...s }]));
    const byCategory = rows.flatMap(({ day, category, ...s }) =>
      day === null && category !== null ? [{ category, ...s }] : [],
    );
    return { byDay, byCategory };
  },
});
