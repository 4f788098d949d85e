/**
 * The back office's reads of bet records: a brand's rounds filtered and paged newest first, the sums
 * over the whole filter, and the seamless transactions of one round. The member's username and the
 * game's catalogue name are joined in read-only (as admin-members.repository.ts reads members).
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from '../games/game.table.ts';
import { members } from '../members/member.table.ts';
import { inTeamOf } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { UNCATEGORISED } from './bet-daily.repository.ts';
import { betRecords } from './bet-record.table.ts';
import { seamlessTransactions } from './seamless-transaction.table.ts';

export type BetRecordFilter = {
  merchantId: number;
  memberId?: number | undefined;
  /** Only rounds of agent `teamOf`'s team (any depth, ADR 054). */
  teamOf?: number | undefined;
  vendor?: string | undefined;
  gameCode?: string | undefined;
  roundId?: string | undefined;
  result?: 'win' | 'loss' | undefined;
  /** The game's catalogue category; OTHER matches games the catalogue does not know. */
  category?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const gameOfRecord = and(
  eq(games.merchantId, betRecords.merchantId),
  eq(games.vassalage, betRecords.vendor),
  eq(games.gameCode, betRecords.gameCode),
);

const conditionsOf = (f: BetRecordFilter): SQL | undefined =>
  and(
    eq(betRecords.merchantId, f.merchantId),
    f.memberId !== undefined ? eq(betRecords.memberId, f.memberId) : undefined,
    f.teamOf !== undefined ? inTeamOf(betRecords.memberId, f.teamOf) : undefined,
    f.vendor ? eq(betRecords.vendor, f.vendor) : undefined,
    f.gameCode ? eq(betRecords.gameCode, f.gameCode) : undefined,
    f.roundId ? eq(betRecords.roundId, f.roundId) : undefined,
    f.status ? eq(betRecords.status, f.status) : undefined,
    f.category
      ? sql`coalesce((select ${games.gameType} from ${games} where ${gameOfRecord}), ${UNCATEGORISED}) = ${f.category}`
      : undefined,
    f.result === 'win'
      ? and(eq(betRecords.status, 'settled'), sql`${betRecords.winLossMinor} > 0`)
      : undefined,
    f.result === 'loss'
      ? and(eq(betRecords.status, 'settled'), sql`${betRecords.winLossMinor} < 0`)
      : undefined,
    f.from ? gte(betRecords.placedAt, new Date(f.from)) : undefined,
    f.to ? lt(betRecords.placedAt, new Date(f.to)) : undefined,
  );

const recordColumns = {
  id: betRecords.id,
  merchantId: betRecords.merchantId,
  merchantCode: merchants.code,
  memberId: betRecords.memberId,
  memberAccount: members.account,
  vendor: betRecords.vendor,
  gameCode: betRecords.gameCode,
  gameName: games.gameName,
  roundId: betRecords.roundId,
  currency: betRecords.currency,
  stakeMinor: betRecords.stakeMinor,
  validBetMinor: betRecords.validBetMinor,
  payoutMinor: betRecords.payoutMinor,
  winLossMinor: betRecords.winLossMinor,
  status: betRecords.status,
  placedAt: betRecords.placedAt,
  settledAt: betRecords.settledAt,
};

export const createBetRecordsAdminRepository = (db: Database) => {
  const records = () =>
    db
      .select(recordColumns)
      .from(betRecords)
      .innerJoin(members, eq(members.id, betRecords.memberId))
      .innerJoin(merchants, eq(merchants.id, betRecords.merchantId))
      .leftJoin(games, gameOfRecord);

  return {
    memberIdOf: async (merchantId: number, account: string) =>
      (
        await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.merchantId, merchantId), sql`lower(${members.account}) = lower(${account})`))
      )[0]?.id,

    page: (filter: BetRecordFilter, limit: number, offset: number) =>
      records()
        .where(conditionsOf(filter))
        .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
        .limit(limit)
        .offset(offset),

    /** How many records match and what they add up to, in minor units. */
    totals: async (filter: BetRecordFilter) => {
      const [row] = await db
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          stake: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)`,
          validBet: sql<string>`coalesce(sum(${betRecords.validBetMinor}), 0)`,
          payout: sql<string>`coalesce(sum(${betRecords.payoutMinor}), 0)`,
          winLoss: sql<string>`coalesce(sum(${betRecords.winLossMinor}), 0)`,
        })
        .from(betRecords)
        .where(conditionsOf(filter));
      return {
        n: row?.n ?? 0,
        stake: BigInt(row?.stake ?? 0),
        validBet: BigInt(row?.validBet ?? 0),
        payout: BigInt(row?.payout ?? 0),
        winLoss: BigInt(row?.winLoss ?? 0),
      };
    },

    record: async (id: number) => (await records().where(eq(betRecords.id, id)))[0],

    /** The vendor's calls of one round, in the order they came. */
    transactionsOf: (merchantId: number, vendor: string, roundId: string) =>
      db
        .select()
        .from(seamlessTransactions)
        .where(
          and(
            eq(seamlessTransactions.merchantId, merchantId),
            eq(seamlessTransactions.vendor, vendor),
            eq(seamlessTransactions.roundId, roundId),
          ),
        )
        .orderBy(seamlessTransactions.id),
  };
};
