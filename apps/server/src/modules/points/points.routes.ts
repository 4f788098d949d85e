/**
 * The member's points (issue 17, ADR 065), under the spec's call names (§7 "Points"): the balance
 * (`MCS2_getPointBalance`), the rules and conversion table (`MCS2_getPointConfig`), the mall's goods
 * (`MCS2_getPointReward`), redeeming one and exchanging points for cash with the payment password
 * (`passwordCheck/MCS2_redeemPointReward`, `passwordCheck/MCS2_convertPoint`, sealed bodies), the
 * redeem history (`MCS2_getRedeemPointList`) and the points details (`ODSFE2_MemTransDet`).
 */
import { Language } from '@luckwell/contracts/language';
import {
  ZConvertRequest,
  ZConvertResponse,
  ZMallItemsResponse,
  ZPageQuery,
  ZPointBalanceResponse,
  ZPointConfigResponse,
  ZPointsLinesQuery,
  ZPointsLinesResponse,
  ZRedeemRequest,
  ZRedemptionResponse,
  ZRedemptionsResponse,
} from '@luckwell/contracts/member/points';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { PointsService } from './points.service.ts';

type Options = {
  points: PointsService;
  guard: MemberGuard;
  /** Opens a sealed body (the payment password travels sealed, as at sign-in). */
  openBody: (request: FastifyRequest) => Promise<unknown>;
};

const ZLanguageQuery = z.object({ language: Language.optional() });

export const pointsRoutes: FastifyPluginAsyncZod<Options> = async (app, { points, guard, openBody }) => {
  const tags = ['points'];
  const sealed = {
    preValidation: async (request: FastifyRequest) => {
      request.body = await openBody(request);
    },
  };
  // A member's own points: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/relay/MCS2_getPointBalance',
    {
      schema: {
        tags,
        summary: "The member's points: balance, held by redemptions, earned in all",
        response: { 200: ZPointBalanceResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await points.balance(request.merchant, request.signedIn.member)),
  );

  app.get(
    '/relay/MCS2_getPointConfig',
    {
      schema: {
        tags,
        summary: 'How points are earned and the points-for-cash conversion table (visitors too)',
        response: { 200: ZPointConfigResponse },
      },
    },
    async (request) => ok(await points.config(request.merchant)),
  );

  app.get(
    '/relay/MCS2_getPointReward',
    {
      schema: {
        tags,
        summary: "The points mall's goods, in the operator's order (visitors too: the shop window)",
        querystring: ZLanguageQuery,
        response: { 200: ZMallItemsResponse },
      },
    },
    async (request) =>
      ok(await points.items(request.merchant, languageOf(request, request.merchant, request.query.language))),
  );

  app.post(
    '/relay/passwordCheck/MCS2_redeemPointReward',
    {
      schema: {
        tags,
        summary: 'Redeem a good with points (sealed, payment password): held until the operator sends it',
        querystring: ZLanguageQuery,
        body: ZRedeemRequest,
        response: { 200: ZRedemptionResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) =>
      ok(
        await points.redeem(
          request.merchant,
          request.signedIn.member,
          request.body,
          languageOf(request, request.merchant, request.query.language),
        ),
      ),
  );

  app.get(
    '/relay/MCS2_getRedeemPointList',
    {
      schema: {
        tags,
        summary: "The member's redemptions, newest first",
        querystring: ZPageQuery.extend(ZLanguageQuery.shape),
        response: { 200: ZRedemptionsResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(
        await points.redemptions(
          request.merchant,
          request.signedIn.member,
          request.query.page,
          languageOf(request, request.merchant, request.query.language),
        ),
      ),
  );

  app.post(
    '/relay/passwordCheck/MCS2_convertPoint',
    {
      schema: {
        tags,
        summary: "Exchange points for cash at the brand's rate (sealed, payment password)",
        body: ZConvertRequest,
        response: { 200: ZConvertResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) => ok(await points.convert(request.merchant, request.signedIn.member, request.body)),
  );

  app.get(
    '/relay/ODSFE2_MemTransDet',
    {
      schema: {
        tags,
        summary: "The points wallet's lines, newest first",
        querystring: ZPointsLinesQuery,
        response: { 200: ZPointsLinesResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await points.lines(request.merchant, request.signedIn.member, request.query.before)),
  );
};
