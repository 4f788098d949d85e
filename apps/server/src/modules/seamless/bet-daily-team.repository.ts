/**
 * The daily aggregates (bet-daily.table.ts) per member of an agent's team: the agent centre's user
 * loss statements (`palStatementsAgentCopy`, issue 16). Read through the closure table (ADR 054),
 * never the rounds; trial accounts never count.
 */
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { accountStartsWith } from '../members/account-prefix.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { betDaily } from './bet-daily.table.ts';

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

export const createBetDailyTeamRepository = (db: Database) => ({
  /**
   * One page of the team's members who played on business days `from`..`to` (inclusive), each with
   * their sums, the lowest win/loss (the biggest loser) first; and the sums and count of every member
   * the filter matches.
   */
  lossPage: async (query: {
    merchantId: number;
    agentId: number;
    from: string;
    to: string;
    account?: string;
    limit: number;
    offset: number;
  }) => {
    const account = query.account ? sql` and ${accountStartsWith(sql`m.account`, query.account)}` : sql``;
    // One statement: the team's aggregate rows are summed per member once, then paged and totalled.
    const rows = rowsOf<Row>(
      await db.execute(sql`
        with played as materialized (
          select t.descendant_id as member_id, m.account, t.depth as level,
            sum(bd.rounds) as rounds, sum(bd.stake_minor) as stake, sum(bd.valid_bet_minor) as valid_bet,
            sum(bd.payout_minor) as payout, sum(bd.win_loss_minor) as win_loss
          from ${memberTree} t
          join ${members} m on m.id = t.descendant_id and m.merchant_id = ${query.merchantId}
            and m.type <> ${TRIAL_TYPE}${account}
          join ${betDaily} bd on bd.merchant_id = ${query.merchantId} and bd.member_id = t.descendant_id
            and bd.day between ${query.from}::date and ${query.to}::date
          where t.ancestor_id = ${query.agentId} and t.depth > 0
          group by t.descendant_id, m.account, t.depth
        ),
        page as (
          select *, row_number() over (order by win_loss, lower(account), member_id)::int as n
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
    const page: MemberPlay[] = rows
      .filter((row) => row.member_id !== null)
      .sort((a, b) => a.n - b.n)
      .map((row) => ({
        memberId: Number(row.member_id),
        account: row.account ?? '',
        level: Number(row.level),
        ...sums(row),
      }));
    return {
      rows: page,
      players: Number(totals?.n ?? 0),
      totals: sums(totals),
    };
  },
});

export type BetDailyTeamRepository = ReturnType<typeof createBetDailyTeamRepository>;
