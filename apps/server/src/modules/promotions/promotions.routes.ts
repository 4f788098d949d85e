/**
 * The member's promotions (issue 17, ADR 063): `GET /wps/promotions` lists the brand's promotions
 * with the caller's statuses (visitors too); joining a deposit bonus
 * (`POST /relay/MCSFE_signUpPromotionJoin`) and claiming a no-deposit bonus
 * (`POST /relay/MCSFE_signUpRequestReward`) are the same idempotent call under the spec's two names;
 * `GET /wps/member/bonus` is the member centre's `bonusDetails`. Real accounts only for the calls
 * that touch a bonus: the member guard refuses trial sessions.
 */
import { Language } from '@luckwell/contracts/language';
import {
  ZBonusDetailsResponse,
  ZBonusQuery,
  ZBonusResponse,
  ZPromotionJoinRequest,
  ZPromotionsResponse,
  ZPromotionTakenResponse,
  ZRaffleClaimRequest,
} from '@luckwell/contracts/member/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import { IMAGE_BODY_LIMIT } from '../../platform/uploaded-image.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { PromotionsService } from './promotions.service.ts';

type Options = { promotions: PromotionsService; guard: MemberGuard };

const APPLICATION_BODY_LIMIT = 3 * IMAGE_BODY_LIMIT;

const ZLanguageQuery = z.object({ language: Language.optional() });

export const promotionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { promotions, guard }) => {
  app.get(
    '/wps/promotions',
    {
      schema: {
        tags: ['promotions'],
        summary: "The brand's running and coming promotions, with the signed-in member's statuses",
        querystring: ZLanguageQuery,
        response: { 200: ZPromotionsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signedIn = await guard.identify(request);
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(await promotions.memberList(request.merchant, signedIn?.member, language));
    },
  );

  for (const [path, summary] of [
    ['/relay/MCSFE_signUpPromotionJoin', 'Join a deposit bonus: paid on the next qualifying deposit'],
    [
      '/relay/MCSFE_signUpRequestReward',
      'Claim a no-deposit bonus or a cashback, or apply with a comment and up to 3 images',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['promotions'],
          summary: `${summary} (once per member, however many calls race)`,
          body: ZPromotionJoinRequest,
          response: { 200: ZPromotionTakenResponse },
        },
        // Three images of 5 MB each are about 20 MB of base64.
        bodyLimit: APPLICATION_BODY_LIMIT,
        ...guard.member(),
      },
      async (request) => {
        const { promotionId, comment, images } = request.body;
        return ok(
          await promotions.join(request.merchant, request.signedIn.member, promotionId, { comment, images }),
        );
      },
    );
  }

  app.post(
    '/relay/MCS2_claimRafflePromotion',
    {
      schema: {
        tags: ['promotions'],
        summary: "A raffle winner claims the prize: paid once as the promotion's bonus (ADR 071)",
        body: ZRaffleClaimRequest,
        response: { 200: ZBonusResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await promotions.claimRaffle(request.merchant, request.signedIn.member, request.body.promotionId)),
  );

  app.get(
    '/wps/member/bonus',
    {
      schema: {
        tags: ['member'],
        summary: "The member's bonus in play and every bonus, newest first (bonusDetails)",
        querystring: ZBonusQuery.extend(ZLanguageQuery.shape),
        response: { 200: ZBonusDetailsResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(
        await promotions.memberBonuses(
          request.merchant,
          request.signedIn.member,
          request.query.page,
          language,
        ),
      );
    },
  );
};
