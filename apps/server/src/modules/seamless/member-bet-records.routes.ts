/**
 * `GET /wps/member/bets` (the member's betting record, spec §2 "personalHistoryCopy"): the signed-in
 * member's own rounds, newest first, paged, by date range, vendor, game category and status, with
 * the totals (stake, valid bet, payout, win/loss) of the whole filter. Reads the bet records the
 * seamless protocol writes; house provider rounds are marked replayable (game recall). And
 * `GET /wps/agent/team/bets`, the agent centre's team betting record (issue 16): the same, over the
 * agent's whole team or one account of it, with each round's account.
 */

import {
  ZMemberBetRecordsQuery,
  ZMemberBetRecordsResponse,
  ZTeamBetRecordsQuery,
  ZTeamBetRecordsResponse,
} from '@luckwell/contracts/games/member-bet-records';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import { type BetRecordFilter, createBetRecordsAdminRepository } from './bet-records-admin.repository.ts';

type Options = { db: Database; guard: MemberGuard; replayable: (vendor: string) => boolean };

export const memberBetRecordsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, guard, replayable },
) => {
  const repository = createBetRecordsAdminRepository(db);
  type Row = Awaited<ReturnType<typeof repository.page>>[number];

  /** A round as both records show it. */
  const view = (row: Row) => ({
    roundId: row.roundId,
    vendor: row.vendor,
    gameCode: row.gameCode,
    gameName: row.gameName,
    stake: fromMinorUnits(row.stakeMinor),
    payout: fromMinorUnits(row.payoutMinor),
    winLoss: fromMinorUnits(row.status === 'settled' ? row.winLossMinor : 0n),
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  });

  /** One page of a filter's rounds with the totals of the whole filter. */
  const answer = async <T>(
    merchant: { currencySymbol: string },
    filter: BetRecordFilter,
    page: number,
    size: number,
    shape: (row: Row) => T,
  ) => {
    const [rows, totals] = await Promise.all([
      repository.page(filter, size, (page - 1) * size),
      repository.totals(filter),
    ]);
    return {
      list: rows.map(shape),
      page,
      size,
      total: totals.n,
      totalPages: Math.ceil(totals.n / size),
      totalStake: fromMinorUnits(totals.stake),
      totalValidBet: fromMinorUnits(totals.validBet),
      totalPayout: fromMinorUnits(totals.payout),
      totalWinLoss: fromMinorUnits(totals.winLoss),
      currencySymbol: merchant.currencySymbol,
    };
  };
  app.get(
    '/wps/member/bets',
    {
      schema: {
        tags: ['games'],
        summary: "The member's betting record: own rounds, newest first, paged",
        querystring: ZMemberBetRecordsQuery,
        response: { 200: ZMemberBetRecordsResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, size, vendor, category, status, from, to } = request.query;
      return ok(
        await answer(
          request.merchant,
          {
            merchantId: request.merchant.id,
            memberId: request.signedIn.member.id,
            vendor,
            category,
            status,
            from,
            to,
          },
          page,
          size,
          (row) => ({ ...view(row), replayable: replayable(row.vendor) }),
        ),
      );
    },
  );

  app.get(
    '/wps/agent/team/bets',
    {
      schema: {
        tags: ['agent'],
        summary: "The agent's team betting record: their team's rounds, newest first, paged",
        querystring: ZTeamBetRecordsQuery,
        response: { 200: ZTeamBetRecordsResponse },
      },
      ...guard.member({ agent: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, size, vendor, category, status, from, to, account } = request.query;
      const agent = request.signedIn.member;
      // An account outside the team matches nothing: the team condition still applies.
      const memberId = account
        ? ((await repository.memberIdOf(request.merchant.id, account)) ?? 0)
        : undefined;
      return ok(
        await answer(
          request.merchant,
          { merchantId: request.merchant.id, teamOf: agent.id, memberId, vendor, category, status, from, to },
          page,
          size,
          // An agent reads their team's rounds; replaying a round stays its player's.
          (row) => ({ ...view(row), account: row.memberAccount, replayable: false }),
        ),
      );
    },
  );
};
