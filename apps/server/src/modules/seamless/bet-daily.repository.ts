/**
 * The daily aggregates of settled rounds (bet-daily.table.ts): adding a round as it settles, and
 * reading a member's range by day and by category. The game's category is read from the catalogue
 * when the round is added, so a report never joins the catalogue again.
 */

import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { games } from '../games/game.table.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { betDaily } from './bet-daily.table.ts';
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

export const createBetDailyRepository = (db: Database) => ({
  /**
   * Adds one settled round to its member's day. Call it in the transaction that settles the round
   * (which settles a round once), so the sums can neither miss nor repeat a round.
   */
  add: async (round: SettledRound) => {
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
        rounds: 1,
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
  },

  /**
   * An agent's team's sums per business day over `from`..`to` (inclusive), with how many members
   * played that day; and how many distinct members played in each of `spans` (a span's players are
   * not the sum of its days').
   */
  teamRange: async (query: {
    merchantId: number;
    agentId: number;
    from: string;
    to: string;
    spans: readonly { from: string; to: string }[];
  }) => {
    // One statement, driven from the team (closure table, ADR 054) into each member's aggregate
    // rows by their key: the team's rows are read once, then summed by day and counted per span.
    const spans = sql.join(
      query.spans.map(
        (span) =>
          sql`count(distinct member_id) filter (where day between ${span.from}::date and ${span.to}::date)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{
      day: string | null;
      players: number | null;
      rounds: string | null;
      stake: string | null;
      valid_bet: string | null;
      payout: string | null;
      win_loss: string | null;
      spans: number[] | null;
    }>(
      await db.execute(sql`
        with team_days as materialized (
          select bd.member_id, bd.day, bd.rounds, bd.stake_minor, bd.valid_bet_minor, bd.payout_minor, bd.win_loss_minor
          from ${memberTree} t
          join ${members} m on m.id = t.descendant_id and m.type <> ${TRIAL_TYPE}
          join ${betDaily} bd on bd.merchant_id = ${query.merchantId} and bd.member_id = t.descendant_id
            and bd.day between ${query.from}::date and ${query.to}::date
          where t.ancestor_id = ${query.agentId} and t.depth > 0
        )
        select day::text as day, count(distinct member_id)::int as players, sum(rounds)::text as rounds,
          sum(stake_minor)::text as stake, sum(valid_bet_minor)::text as valid_bet,
          sum(payout_minor)::text as payout, sum(win_loss_minor)::text as win_loss, null::int[] as spans
        from team_days group by day
        union all
        select null, null, null, null, null, null, null, array[${spans}]::int[] from team_days`),
    );
    const byDay = rows.flatMap((row) =>
      row.day === null
        ? []
        : [
            {
              day: row.day,
              players: Number(row.players),
              rounds: Number(row.rounds),
              stake: BigInt(row.stake ?? 0),
              validBet: BigInt(row.valid_bet ?? 0),
              payout: BigInt(row.payout ?? 0),
              winLoss: BigInt(row.win_loss ?? 0),
            },
          ],
    );
    const active = rows.find((row) => row.day === null)?.spans ?? [];
    return { byDay, playersBySpan: active.map(Number) };
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
