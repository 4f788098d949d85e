/**
 * The member's missions and leaderboards (issue 17, ADR 068; the personal centre's
 * `missionLeaderboard`): `POST /relay/MCSFE_getMissionSummaryDetails` (missions with progress and
 * the count waiting to be claimed), `POST /relay/MCSFE_getMissionLeaderboard` (this period's
 * standings, the member's place, the last winners) and `POST /wps/member/missions/:id/claim`. Real
 * accounts only: the member guard refuses trial sessions.
 */
import { Language } from '@luckwell/contracts/language';
import {
  ZLeaderboardsResponse,
  ZMissionClaimResponse,
  ZMissionSummaryResponse,
} from '@luckwell/contracts/member/missions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/request-context.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { MissionsService } from './missions.service.ts';

type Options = { missions: MissionsService; guard: MemberGuard };

const ZLanguageBody = z.object({ language: Language.optional() }).optional();
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const missionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { missions, guard }) => {
  const tags = ['missions'];

  app.post(
    '/relay/MCSFE_getMissionSummaryDetails',
    {
      schema: {
        tags,
        summary: "The member's missions with their progress, and how many wait to be claimed",
        body: ZLanguageBody,
        response: { 200: ZMissionSummaryResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.body?.language);
      return ok(await missions.summary(request.merchant, request.signedIn.member, language));
    },
  );

  app.post(
    '/relay/MCSFE_getMissionLeaderboard',
    {
      schema: {
        tags,
        summary: "This period's leaderboards with the member's place, and the last period's winners",
        body: ZLanguageBody,
        response: { 200: ZLeaderboardsResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const language = languageOf(request, request.merchant, request.body?.language);
      return ok(await missions.memberLeaderboards(request.merchant, request.signedIn.member, language));
    },
  );

  app.post(
    '/wps/member/missions/:id/claim',
    {
      schema: {
        tags,
        summary: "Claim a completed mission's reward for this period (once)",
        params: ZId,
        response: { 200: ZMissionClaimResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await missions.claim(request.merchant, request.signedIn.member, request.params.id)),
  );
};
