/**
 * The back office's lottery desk, mounted at /admin-api/lottery (issue 20, ADR 081): games and
 * their settings (`lottery.manage`); issues, result entry and confirmation, cancelling, the
 * liability board (`lottery.results`). Schema → handler only.
 */
import {
  ZLotteryAdminGameResponse,
  ZLotteryAdminGamesResponse,
  ZLotteryCancelRequest,
  ZLotteryIssueResponse,
  ZLotteryIssuesQuery,
  ZLotteryIssuesResponse,
  ZLotteryLiabilityResponse,
  ZLotteryResultRequest,
  ZLotterySettingsRequest,
} from '@luckwell/contracts/admin/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { ok } from '../../../platform/envelope.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../../admin/admin-routes.ts';
import type { LotteryAdminService } from './lottery-admin.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; desk: LotteryAdminService };

const GameParams = z.object({ game: z.string().min(1).max(32) });
const IssueParams = GameParams.extend({ issue: z.string().regex(/^\d{8}-\d{4}$/) });

export const lotteryAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, desk },
) => {
  const { guard, actor } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const results = { onRequest: guard.requires('lottery.results') };
  const manage = { onRequest: guard.requires('lottery.manage') };
  const tags = ['admin: lottery'];

  app.get(
    '/games',
    {
      ...results,
      schema: {
        tags,
        summary: 'Lottery games with their products, rates, RTPs and settings',
        response: { 200: ZLotteryAdminGamesResponse },
      },
    },
    async () => ok(await desk.games()),
  );
  app.put(
    '/games/:game',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "A lottery game's settings: sales on or off, closing time, prize group, liability cap (audited)",
        params: GameParams,
        body: ZLotterySettingsRequest,
        response: { 200: ZLotteryAdminGameResponse },
      },
    },
    async (request) => ok(await desk.saveSettings(actor(request), request.params.game, request.body)),
  );
  app.get(
    '/issues',
    {
      ...results,
      schema: {
        tags,
        summary:
          'Lottery issues by game and status with their tickets, stakes and payouts (settlement history)',
        querystring: ZLotteryIssuesQuery,
        response: { 200: ZLotteryIssuesResponse },
      },
    },
    async (request) => ok(await desk.issues(request.query)),
  );
  app.get(
    '/issues/:game/:issue',
    {
      ...results,
      schema: {
        tags,
        summary: 'One lottery issue',
        params: IssueParams,
        response: { 200: ZLotteryIssueResponse },
      },
    },
    async (request) => ok(await desk.issue(request.params.game, request.params.issue)),
  );
  app.post(
    '/issues/:game/:issue/result',
    {
      ...results,
      schema: {
        tags,
        summary: "Enter a daily draw's result; it settles once a second operator confirms it (audited)",
        params: IssueParams,
        body: ZLotteryResultRequest,
        response: { 200: ZLotteryIssueResponse },
      },
    },
    async (request) =>
      ok(
        await desk.enterResult(actor(request), request.params.game, request.params.issue, request.body.tiers),
      ),
  );
  app.post(
    '/issues/:game/:issue/confirm',
    {
      ...results,
      schema: {
        tags,
        summary:
          "Confirm another operator's entered result: the issue is drawn and its tickets settle (audited)",
        params: IssueParams,
        response: { 200: ZLotteryIssueResponse },
      },
    },
    async (request) =>
      ok(await desk.confirmResult(actor(request), request.params.game, request.params.issue)),
  );
  app.post(
    '/issues/:game/:issue/reject',
    {
      ...results,
      schema: {
        tags,
        summary: 'Reject an entered result: the issue waits for a result again (audited)',
        params: IssueParams,
        response: { 200: ZLotteryIssueResponse },
      },
    },
    async (request) => ok(await desk.rejectResult(actor(request), request.params.game, request.params.issue)),
  );
  app.post(
    '/issues/:game/:issue/cancel',
    {
      ...results,
      schema: {
        tags,
        summary: 'Cancel an issue not yet drawn: every slip on it is refunded (audited)',
        params: IssueParams,
        body: ZLotteryCancelRequest,
        response: { 200: ZLotteryIssueResponse },
      },
    },
    async (request) =>
      ok(
        await desk.cancelIssue(
          actor(request),
          request.params.game,
          request.params.issue,
          request.body.reason,
        ),
      ),
  );
  app.get(
    '/issues/:game/:issue/liability',
    {
      ...results,
      schema: {
        tags,
        summary:
          "An issue's liability board: exposure per product and number, largest first, against the cap",
        params: IssueParams,
        response: { 200: ZLotteryLiabilityResponse },
      },
    },
    async (request) => ok(await desk.liability(request.params.game, request.params.issue)),
  );
};
