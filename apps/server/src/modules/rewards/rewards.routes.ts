/**
 * The member's red envelopes and prize wheel (issue 17, ADR 064), in the rewards centre: the drops
 * and a grab (`/wps/member/red-envelopes`), the wheel and a spin (`/wps/member/wheel`). Real
 * accounts only: the member guard refuses trial sessions.
 */
import { Language } from '@luckwell/contracts/language';
import {
  ZRedEnvelopeGrabResponse,
  ZRedEnvelopesResponse,
  ZUnclaimedResponse,
  ZWheelResponse,
  ZWheelSpinResponse,
} from '@luckwell/contracts/member/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { PrizeWheelService } from './prize-wheel.service.ts';
import type { RedEnvelopesService } from './red-envelopes.service.ts';

type Options = {
  envelopes: RedEnvelopesService;
  wheel: PrizeWheelService;
  /** Promotions the member can join or claim now (ADR 063). */
  claimablePromotions: (merchant: Merchant, member: MemberRow) => Promise<number>;
  guard: MemberGuard;
};

const ZLanguageQuery = z.object({ language: Language.optional() });
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const rewardsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { envelopes, wheel, claimablePromotions, guard },
) => {
  const tags = ['rewards'];

  app.get(
    '/wps/member/rewards/unclaimed',
    {
      schema: {
        tags,
        summary: 'What waits for the member: promotions to take, red envelopes to grab, wheel tickets',
        response: { 200: ZUnclaimedResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { merchant } = request;
      const { member } = request.signedIn;
      const [promotions, open, tickets] = await Promise.all([
        claimablePromotions(merchant, member),
        envelopes.openCount(merchant.id, member.id),
        wheel.ticketsOf(merchant.id, member.id),
      ]);
      return ok({ promotions, envelopes: open, tickets, total: promotions + open + tickets });
    },
  );

  app.get(
    '/wps/member/red-envelopes',
    {
      schema: {
        tags,
        summary: 'Red envelope drops open now, coming within a week and ended within three days',
        querystring: ZLanguageQuery,
        response: { 200: ZRedEnvelopesResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(await envelopes.memberList(request.merchant, request.signedIn.member, language));
    },
  );

  app.post(
    '/wps/member/red-envelopes/:id/grab',
    {
      schema: {
        tags,
        summary: 'Grab a share of an open drop: once per member (a second grab answers the first share)',
        params: ZId,
        response: { 200: ZRedEnvelopeGrabResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await envelopes.grab(request.merchant, request.signedIn.member, request.params.id)),
  );

  app.get(
    '/wps/member/wheel',
    {
      schema: {
        tags,
        summary:
          "The prize wheel: prizes with their chances, the expected value, the member's tickets and spins",
        querystring: ZLanguageQuery,
        response: { 200: ZWheelResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(await wheel.wheel(request.merchant, request.signedIn.member, language));
    },
  );

  app.post(
    '/wps/member/wheel/spin',
    {
      schema: {
        tags,
        summary: "Spend a ticket: the server's weighted pick, paid at once",
        querystring: ZLanguageQuery,
        response: { 200: ZWheelSpinResponse },
      },
      ...guard.member(),
    },
    async (request) => {
      const language = languageOf(request, request.merchant, request.query.language);
      return ok(await wheel.spin(request.merchant, request.signedIn.member, language));
    },
  );
};
