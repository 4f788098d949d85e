/**
 * The member's safer-play settings under /wps/member/safer-play (issue 15, ADR 051): read them, set
 * a limit, the reality check, take a time-out or self-exclude, and this session's time and result.
 * Real accounts only (the guard's default refuses trial sessions and sessions owing a password
 * change); an excluded member can still read and change them (a lower limit, a longer exclusion).
 */
import {
  ZExclusionRequest,
  ZPlaySessionResponse,
  ZRealityCheckRequest,
  ZSaferPlayResponse,
  ZSetLimitRequest,
} from '@luckwell/contracts/member/safer-play';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { SaferPlayService } from './safer-play.service.ts';

type Options = { saferPlay: SaferPlayService; guard: MemberGuard };

export const saferPlayRoutes: FastifyPluginAsyncZod<Options> = async (app, { saferPlay, guard }) => {
  const tags = ['member: safer play'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  type Signed = {
    signedIn: { member: { id: number; merchantId: number }; sessionCreatedAt: Date };
    merchant: { currencyCode: string };
  };
  const stateOf = (request: Signed) =>
    saferPlay.state(
      { ...request.signedIn.member, currency: request.merchant.currencyCode },
      request.signedIn.sessionCreatedAt,
    );

  app.get(
    '/wps/member/safer-play',
    {
      schema: {
        tags,
        summary: 'Your limits with what each window has used, the reality check and any exclusion',
        response: { 200: ZSaferPlayResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await stateOf(request)),
  );

  app.put(
    '/wps/member/safer-play/limits',
    {
      schema: {
        tags,
        summary: 'Set, lower, raise or remove one limit (lower at once; raise or remove after 24 hours)',
        body: ZSetLimitRequest,
        response: { 200: ZSaferPlayResponse },
      },
      ...guard.member(),
    },
    async (request) => {
      await saferPlay.setLimit(request.signedIn.member, request.body);
      return ok(await stateOf(request));
    },
  );

  app.put(
    '/wps/member/safer-play/reality-check',
    {
      schema: {
        tags,
        summary: 'Remind me every N minutes of play (or never)',
        body: ZRealityCheckRequest,
        response: { 200: ZSaferPlayResponse },
      },
      ...guard.member(),
    },
    async (request) => {
      await saferPlay.setRealityCheck(request.signedIn.member, request.body.minutes);
      return ok(await stateOf(request));
    },
  );

  app.post(
    '/wps/member/safer-play/exclusion',
    {
      schema: {
        tags,
        summary:
          'Take a time-out (1–42 days) or self-exclude (6 months–5 years, or for good); never shortened',
        body: ZExclusionRequest,
        response: { 200: ZSaferPlayResponse },
      },
      ...guard.member(),
    },
    async (request) => {
      await saferPlay.exclude(request.signedIn.member, request.body);
      return ok(await stateOf(request));
    },
  );

  app.get(
    '/wps/member/safer-play/session',
    {
      schema: {
        tags,
        summary: "This session's time played, stakes, payouts and net result (the reality check)",
        response: { 200: ZPlaySessionResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await saferPlay.playSession(request.signedIn.member, request.signedIn.sessionCreatedAt)),
  );
};
