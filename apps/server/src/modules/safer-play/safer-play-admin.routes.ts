/**
 * A member's safer play in the back office (issue 15, ADR 051), mounted under /admin-api/members:
 * their limits and exclusion (`members.read`), and lengthening an exclusion (`members.lock`),
 * audited with the reason in the same transaction. An operator cannot shorten or lift one: the
 * service refuses an exclusion that would end earlier than the one in force.
 */
import { ZAdminMemberParams } from '@luckwell/contracts/admin/members';
import { MessageKey } from '@luckwell/contracts/envelope';
import { ZAdminExclusionRequest, ZSaferPlayResponse } from '@luckwell/contracts/member/safer-play';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { SaferPlayService } from './safer-play.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; saferPlay: SaferPlayService };

export const saferPlayAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, saferPlay },
) => {
  const { actor, audit, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const tags = ['admin: members'];

  const memberOf = async (id: number) => {
    const [row] = await db
      .select({ id: members.id, merchantId: members.merchantId, currency: merchants.currencyCode })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(eq(members.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return row;
  };

  app.get(
    '/:id/safer-play',
    {
      onRequest: guard.requires('members.read'),
      schema: {
        tags,
        summary: "A member's own limits (with what each window used) and any time-out or self-exclusion",
        params: ZAdminMemberParams,
        response: { 200: ZSaferPlayResponse },
      },
    },
    async (request) => ok(await saferPlay.state(await memberOf(request.params.id))),
  );

  app.post(
    '/:id/exclusion',
    {
      onRequest: guard.requires('members.lock'),
      schema: {
        tags,
        summary: "Lengthen a member's exclusion (never shorten it); audited with the reason",
        params: ZAdminMemberParams,
        body: ZAdminExclusionRequest,
        response: { 200: ZSaferPlayResponse },
      },
    },
    async (request) => {
      const member = await memberOf(request.params.id);
      const who = actor(request);
      const before = await saferPlay.activeExclusion(member.id);
      await saferPlay.exclude(member, request.body.exclusion, who.operatorId, async (tx, after) => {
        await audit.record(tx, who, {
          action: 'member.exclusion',
          target: { type: 'member', id: member.id },
          merchantId: member.merchantId,
          before,
          after: { ...after, reason: request.body.reason },
        });
      });
      return ok(await saferPlay.state(member));
    },
  );
};
