/**
 * The daily aggregates (bet-daily.table.ts) per member of an agent's team: the agent centre's user
 * loss statements (`palStatementsAgentCopy`, issue 16). Read through the closure table (ADR 054),
 * never the rounds; trial accounts never count. A whole day, ISO week or month reads the members'
 * period sums (bet-period.table.ts) instead of their days.
 */
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { accountStartsWith } from '../members/account-prefix.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { betDaily } from './bet-daily.table.ts';
import { betPeriods } from './bet-period.table.ts';

export type MemberPlay = {
  memberId: number;
  account: string;
  /** Levels below the agent (1 = direct). */
  level: number;
  rounds: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
};

/** A member of the page (their place in the order as `n`), or the totals (no member; `n` players). */
type Row = {
  member_id: number | null;
  account: string | null;
  level: number | null;
  n: number;
  rounds: string | null;
  stake: string | null;
  valid_bet: string | null;
  payout: string | null;
  win_loss: string | null;
};

const sums = (row: Partial<Row> = {}) => ({
  rounds: Number(row.rounds ?? 0),
  stake: BigInt(row.stake ?? 0),
  validBet: BigInt(row.valid_bet ?? 0),
  payout: BigInt(row.payout ?? 0),
  winLoss: BigInt(row.win_loss ?? 0),
});

/** The days played: a range of bet_daily, or one day, ISO week or month of bet_periods (ADR 060). */
export type PlaySpan = { from: string; to: string } | { period: string };

type PageQuery = { merchantId: number; agentId: number; limit: number; offset: number };

const toPage = (rows: Row[]): MemberPlay[] =>
  rows
    .filter((row) => row.member_id !== null)
    .sort((a, b) => a.n - b.n)
    .map((row) => ({
      memberId: Number(row.member_id),
      account: row.account ?? '',
      level: Number(row.level),
      ...sums(row),
    }));

export const createBetDailyTeamRepository = (db: Database) => ({
  /**
   * One page of the team's members who played in `span`, each with their sums, the lowest win/loss
   * (the biggest loser) first; and the sums and count of every member the filter matches.
   */
  lossPage: async (query: PageQuery & { span: PlaySpan; account?: string }) => {
    const { merchantId, agentId, span } = query;
    const account = query.account ? sql` and ${accountStartsWith(sql`m.account`, query.account)}` : sql``;
    const team = sql`${memberTree} t
          join ${members} m on m.id = t.descendant_id and m.merchant_id = ${merchantId}
            and m.type <> ${TRIAL_TYPE}${account}`;
    // A period is one row per member; a range sums the member's aggregate rows.
    const played =
      'period' in span
        ? sql`select t.descendant_id as member_id, m.account, t.depth as level, p.rounds,
            p.stake_minor as stake, p.valid_bet_minor as valid_bet, p.payout_minor as payout,
            p.win_loss_minor as win_loss
          from ${team}
          join ${betPeriods} p on p.member_id = t.descendant_id and p.period = ${span.period}
            and p.merchant_id = ${merchantId}
          where t.ancestor_id = ${agentId} and t.depth > 0`
        : sql`select t.descendant_id as member_id, m.account, t.depth as level,
            sum(bd.rounds) as rounds, sum(bd.stake_minor) as stake, sum(bd.valid_bet_minor) as valid_bet,
            sum(bd.payout_minor) as payout, sum(bd.win_loss_minor) as win_loss
          from ${team}
          join ${betDaily} bd on bd.merchant_id = ${merchantId} and bd.member_id = t.descendant_id
            and bd.day between ${span.from}::date and ${span.to}::date
          where t.ancestor_id = ${agentId} and t.depth > 0
          group by t.descendant_id, m.account, t.depth`;
    // One statement: the team's rows are summed per member once, then paged and totalled.
    const rows = rowsOf<Row>(
      await db.execute(sql`
        with played as materialized (${played}),
        page as (
          select *, row_number() over (order by win_loss, member_id)::int as n
          from played order by n limit ${query.limit} offset ${query.offset}
        )
        select member_id, account, level, n, rounds::text as rounds, stake::text as stake,
          valid_bet::text as valid_bet, payout::text as payout, win_loss::text as win_loss
        from page
        union all
        select null, null, null, count(*)::int, sum(rounds)::text, sum(stake)::text, sum(valid_bet)::text,
          sum(payout)::text, sum(win_loss)::text
        from played`),
    );
    const totals = rows.find((row) => row.member_id === null);
    return {
      rows: toPage(rows),
      players: Number(totals?.n ?? 0),
      totals: sums(totals),
    };
  },

  /**
   * The same page for a whole period without a filter, and without the totals (the team rollups
   * have them): the period's rows in the rank index's order, kept while the member is in the team.
   * A big team's first pages stop after a few dozen rows; PostgreSQL sorts a small team's instead.
   */
  rankedPage: async (query: PageQuery & { period: string }): Promise<MemberPlay[]> => {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        select p.member_id, m.account, t.depth as level, 0 as n, p.rounds::text as rounds,
          p.stake_minor::text as stake, p.valid_bet_minor::text as valid_bet, p.payout_minor::text as payout,
          p.win_loss_minor::text as win_loss
        from ${betPeriods} p
        join ${memberTree} t on t.ancestor_id = ${query.agentId} and t.descendant_id = p.member_id
          and t.depth > 0
        join ${members} m on m.id = p.member_id and m.type <> ${TRIAL_TYPE}
        where p.merchant_id = ${query.merchantId} and p.period = ${query.period}
        order by p.win_loss_minor, p.member_id
        limit ${query.limit} offset ${query.offset}`),
    );
    return toPage(rows);
  },
});

export type BetDailyTeamRepository = ReturnType<typeof createBetDailyTeamRepository>;
