/**
 * The back office's referral programme, mounted at /admin-api/referral (issue 17, ADR 067): a
 * brand's settings and rewards, held ones first (`promotions.read`); the settings changed and a held
 * reward paid or rejected, each with a reason (`promotions.manage`, audited). Schema → handler only;
 * the rules are in referral.service.ts.
 */
import {
  ZAdminReferralDecision,
  ZAdminReferralQuery,
  ZAdminReferralRequest,
  ZAdminReferralResponse,
} from '@luckwell/contracts/admin/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { ReferralService } from './referral.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; referral: ReferralService };

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const referralAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, referral },
) => {
  const { actor, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const manage = { onRequest: guard.requires('promotions.manage') };
  const tags = ['admin: promotions'];

  app.get(
    '/',
    {
      onRequest: guard.requires('promotions.read'),
      schema: {
        tags,
        summary: "A brand's referral programme and its rewards, held ones first",
        querystring: ZAdminReferralQuery,
        response: { 200: ZAdminReferralResponse },
      },
    },
    async (request) => ok(await referral.adminReferral(request.query.merchantCode)),
  );

  app.put(
    '/',
    {
      ...manage,
      schema: {
        tags,
        summary: "Set a brand's referral programme: on or off and its milestones (audited)",
        body: ZAdminReferralRequest,
        response: { 200: ZAdminReferralResponse },
      },
    },
    async (request) => ok(await referral.saveSettings(actor(request), request.body)),
  );

  for (const [path, approve] of [
    ['/rewards/:id/approve', true],
    ['/rewards/:id/reject', false],
  ] as const) {
    app.post(
      path,
      {
        ...manage,
        schema: {
          tags,
          summary: approve
            ? 'Pay a held referral reward (audited)'
            : 'Reject a held referral reward (audited)',
          params: ZId,
          body: ZAdminReferralDecision,
          response: { 200: ZAdminReferralResponse },
        },
      },
      async (request) =>
        ok(await referral.decide(actor(request), request.params.id, approve, request.body.reason)),
    );
  }
};
