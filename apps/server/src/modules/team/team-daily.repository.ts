/**
 * An agent's team read from its rollups (ADR 057): `team_daily` by day, `team_period_players` for
 * weeks and months, and the team's size from the closure table's index. Each read is a handful of
 * rows or an index count, whatever the team's size.
 */
import { AGENT_TYPES, TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { and, between, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { teamDaily, teamPeriodPlayers } from './team-daily.table.ts';

export type TeamDay = {
  day: string;
  joined: number;
  players: number;
  rounds: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  deposits: bigint;
  firstDeposits: number;
  withdrawals: bigint;
};

export const createTeamDailyRepository = (db: Database) => ({
  /** The team's sums per business day over `from`..`to` (inclusive); days without any are absent. */
  days: async (merchantId: number, agentId: number, from: string, to: string): Promise<TeamDay[]> => {
    const rows = await db
      .select({
        day: teamDaily.day,
        joined: sql<number>`sum(${teamDaily.joined})::int`,
        players: sql<number>`sum(${teamDaily.players})::int`,
        rounds: sql<number>`sum(${teamDaily.rounds})::int`,
        stake: sql<string>`sum(${teamDaily.stakeMinor})::text`,
        validBet: sql<string>`sum(${teamDaily.validBetMinor})::text`,
        payout: sql<string>`sum(${teamDaily.payoutMinor})::text`,
        winLoss: sql<string>`sum(${teamDaily.winLossMinor})::text`,
        deposits: sql<string>`sum(${teamDaily.depositsMinor})::text`,
        firstDeposits: sql<number>`sum(${teamDaily.firstDeposits})::int`,
        withdrawals: sql<string>`sum(${teamDaily.withdrawalsMinor})::text`,
      })
      .from(teamDaily)
      .where(
        and(
          eq(teamDaily.agentId, agentId),
          between(teamDaily.day, from, to),
          eq(teamDaily.merchantId, merchantId),
        ),
      )
      .groupBy(teamDaily.day);
    return rows.map((row) => ({
      day: row.day,
      joined: Number(row.joined),
      players: Number(row.players),
      rounds: Number(row.rounds),
      stake: BigInt(row.stake),
      validBet: BigInt(row.validBet),
      payout: BigInt(row.payout),
      winLoss: BigInt(row.winLoss),
      deposits: BigInt(row.deposits),
      firstDeposits: Number(row.firstDeposits),
      withdrawals: BigInt(row.withdrawals),
    }));
  },

  /** How many of the team played in each period (`2026-W48`, `2026-11`); 0 for one without play. */
  periodPlayers: async (agentId: number, periods: readonly string[]) => {
    const rows =
      periods.length === 0
        ? []
        : await db
            .select({
              period: teamPeriodPlayers.period,
              players: sql<number>`sum(${teamPeriodPlayers.players})::int`,
            })
            .from(teamPeriodPlayers)
            .where(
              and(eq(teamPeriodPlayers.agentId, agentId), inArray(teamPeriodPlayers.period, [...periods])),
            )
            .groupBy(teamPeriodPlayers.period);
    const byPeriod = new Map(rows.map((row) => [row.period, Number(row.players)]));
    return periods.map((period) => byPeriod.get(period) ?? 0);
  },

  /**
   * The team's size, direct members and sub-agents: index counts of the closure table, less the rare
   * trial account given an upline (trial accounts never count), and the sub-agents from the brand's
   * agents index. Partial-index predicates are written as literals so the planner can match them.
   */
  counts: async (merchantId: number, agentId: number) => {
    const [sizes] = await db
      .select({
        teamSize: sql<number>`count(*)::int`,
        directMembers: sql<number>`(count(*) filter (where ${memberTree.depth} = 1))::int`,
      })
      .from(memberTree)
      .where(and(eq(memberTree.ancestorId, agentId), gt(memberTree.depth, 0)));
    const below = (where: SQL) =>
      db
        .select({
          all: sql<number>`count(*)::int`,
          direct: sql<number>`(count(*) filter (where ${memberTree.depth} = 1))::int`,
        })
        .from(members)
        .innerJoin(
          memberTree,
          and(
            eq(memberTree.descendantId, members.id),
            eq(memberTree.ancestorId, agentId),
            gt(memberTree.depth, 0),
          ),
        )
        .where(and(eq(members.merchantId, merchantId), where));
    const [[agents], [trials]] = await Promise.all([
      below(sql`${members.type} in (${sql.raw(AGENT_TYPES.join(', '))})`),
      below(sql`${members.type} = ${sql.raw(String(TRIAL_TYPE))} and ${members.uplineId} is not null`),
    ]);
    return {
      teamSize: Number(sizes?.teamSize ?? 0) - Number(trials?.all ?? 0),
      directMembers: Number(sizes?.directMembers ?? 0) - Number(trials?.direct ?? 0),
      subAgents: Number(agents?.all ?? 0),
    };
  },
});

export type TeamDailyRepository = ReturnType<typeof createTeamDailyRepository>;
