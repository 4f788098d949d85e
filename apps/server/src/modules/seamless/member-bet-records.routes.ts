/**
 * `GET /wps/member/bets` (the member's betting record, spec §2 "personalHistoryCopy"): the signed-in
 * member's own rounds, newest first, paged, by date range, vendor, game category and status, with
 * the totals (stake, valid bet, payout, win/loss) of the whole filter. Reads the bet records the
 * seamless protocol writes; house provider rounds are marked replayable (game recall).
 */

import {
  ZMemberBetRecordsQuery,
  ZMemberBetRecordsResponse,
} from '@luckwell/contracts/games/member-bet-records';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import { createBetRecordsAdminRepository } from './bet-records-admin.repository.ts';

type Options = { db: Database; guard: MemberGuard; replayable: (vendor: string) => boolean };

export const memberBetRecordsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, guard, replayable },
) => {
  const repository = createBetRecordsAdminRepository(db);
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
      const filter = {
        merchantId: request.merchant.id,
        memberId: request.signedIn.member.id,
        vendor,
        category,
        status,
        from,
        to,
      };
      const [rows, totals] = await Promise.all([
        repository.page(filter, size, (page - 1) * size),
        repository.totals(filter),
      ]);
      return ok({
        list: rows.map((row) => ({
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
          replayable: replayable(row.vendor),
        })),
        page,
        size,
        total: totals.n,
        totalPages: Math.ceil(totals.n / size),
        totalStake: fromMinorUnits(totals.stake),
        totalValidBet: fromMinorUnits(totals.validBet),
        totalPayout: fromMinorUnits(totals.payout),
        totalWinLoss: fromMinorUnits(totals.winLoss),
        currencySymbol: request.merchant.currencySymbol,
      });
    },
  );
};
