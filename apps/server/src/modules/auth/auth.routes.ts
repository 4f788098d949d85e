/**
 * HTTP face of sign-in, registration, passwords and one-time codes (spec §7 auth rows). Sealed
 * bodies are opened in `preValidation`, so each route validates the plain payload against its
 * contract whichever way it arrived.
 */
import { ZAffiliateQuery, ZAffiliateResponse } from '@luckwell/contracts/agent/affiliate';
import {
  ZCaptchaResponse,
  ZFreeplayRequest,
  ZFreeplayResponse,
  ZHumanCheckChallengeResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
} from '@luckwell/contracts/auth/session';
import {
  ZSmsNoLoginRequest,
  ZSmsRegisterRequest,
  ZSmsSentResponse,
} from '@luckwell/contracts/auth/verification';
import { MessageKey } from '@luckwell/contracts/envelope';
import { ZMemberIconResponse, ZMemberInfoResponse } from '@luckwell/contracts/member/member-info';
import {
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZForgotByPhoneRequest,
  ZForgotByPhoneResponse,
  ZPasswordResponse,
} from '@luckwell/contracts/member/password';
import { ZRegisterRequest, ZRegisterResponse } from '@luckwell/contracts/member/register';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { languageOf } from '../../platform/request-context.ts';
import { plainIp } from '../system/access-rules.ts';
import type { AuthService, Origin } from './auth.service.ts';
import type { HumanCheck } from './human-check.ts';
import type { MemberGuard } from './member-guard.ts';
import type { MemberProfile } from './member-profile.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { revokeSession } from './session-store.ts';

type Options = {
  db: Database;
  auth: AuthService;
  guard: MemberGuard;
  profile: MemberProfile;
  codes: OneTimeCodes;
  humanCheck: HumanCheck;
  limiter: RateLimiter;
  /** Opens a sealed body, or passes a plain one when the brand still allows it. */
  openBody: (request: FastifyRequest) => Promise<unknown>;
};

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  const device = request.headers['x-device-id'];
  return {
    ip: plainIp(request.ip),
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
    // A browser's own random id (ADR 067); anything else is ignored, never refused.
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, auth, guard, profile, codes, humanCheck, limiter, openBody },
) => {
  const tags = ['auth'];
  const sealed = {
    preValidation: async (request: FastifyRequest) => {
      request.body = await openBody(request);
    },
  };
  /** Per-address throttle for endpoints anyone can call (captcha images, challenges). */
  const throttle = (name: string, max: number, windowSeconds: number) => async (request: FastifyRequest) => {
    const count = await limiter.hit(`${name}:${request.merchant.id}:${plainIp(request.ip)}`, {
      max,
      windowSeconds,
    });
    if (!count.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited).with({
        retryAfterSeconds: count.retryAfterSeconds,
      });
    }
  };

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A captcha image (PNG, base64) and its id',
        response: { 200: ZCaptchaResponse },
      },
      preHandler: throttle('captcha', 30, 60),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await codes.newCaptcha(request.merchant.id));
    },
  );

  app.get(
    '/wps/verification/challenge',
    {
      schema: {
        tags,
        summary: 'An ALTCHA proof-of-work challenge for the human check',
        response: { 200: ZHumanCheckChallengeResponse },
      },
      preHandler: throttle('challenge', 60, 60),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ ...(await humanCheck.challenge(request.merchant.id)) });
    },
  );

  app.post(
    '/wps/session/login',
    {
      schema: {
        tags,
        summary: 'Sign in (sealed body)',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
      ...sealed,
    },
    async (request) => ok(await auth.login(request.merchant, request.body, originOf(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        summary: 'Start a trial account (type 4) with play money',
        body: ZFreeplayRequest,
        response: { 200: ZFreeplayResponse },
      },
    },
    async (request) => ok(await auth.freeplay(request.merchant, request.body, originOf(request))),
  );

  app.delete(
    '/wps/session/logout',
    {
      schema: { tags, summary: 'End this session', response: { 200: ZLogoutResponse } },
      ...guard.member({ trial: true, pendingPasswordChange: true }),
    },
    async (request) => {
      await revokeSession(db, request.signedIn.sessionId);
      return ok(null);
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for login or forgot password',
        body: ZSmsNoLoginRequest,
        response: { 200: ZSmsSentResponse },
      },
    },
    async (request) => ok(await auth.sendSms(request.merchant, request.body, originOf(request))),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for registration',
        body: ZSmsRegisterRequest,
        response: { 200: ZSmsSentResponse },
      },
    },
    async (request) => {
      const { mobileNo, countryDialingCode, humanCheck: check } = request.body;
      return ok(
        await auth.sendSms(
          request.merchant,
          { mobileNum: mobileNo, countryDialingCode, purpose: 'register', humanCheck: check },
          originOf(request),
        ),
      );
    },
  );

  app.get(
    '/wps/member/info',
    {
      schema: { tags: ['member'], summary: 'The signed-in member', response: { 200: ZMemberInfoResponse } },
      ...guard.member({ trial: true, pendingPasswordChange: true }),
    },
    async (request) =>
      ok(
        await profile.info(request.merchant, request.signedIn.member, languageOf(request, request.merchant)),
      ),
  );

  app.get(
    '/wps/member/info/icon',
    {
      schema: {
        tags: ['member'],
        summary: "The signed-in member's avatar",
        response: { 200: ZMemberIconResponse },
      },
      ...guard.member({ trial: true, pendingPasswordChange: true }),
    },
    async (request) => ok({ iconUrl: profile.iconOf(request.signedIn.member) }),
  );

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          tags: ['member'],
          summary: `Register by ${mode} (sealed body); signs the new member in`,
          body: ZRegisterRequest,
          response: { 200: ZRegisterResponse },
        },
        ...sealed,
      },
      async (request) => ok(await auth.register(request.merchant, request.body, mode, originOf(request))),
    );
  }

  app.post(
    '/wps/member/password',
    {
      schema: {
        tags: ['member'],
        summary: 'Change password (sealed body); ends other sessions',
        body: ZChangePasswordRequest,
        response: { 200: ZPasswordResponse },
      },
      ...sealed,
      ...guard.member({ pendingPasswordChange: true }),
    },
    async (request) => {
      const { member, sessionId } = request.signedIn;
      await auth.changePassword(request.merchant, member, sessionId, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['member'],
        summary: 'Forgot password: mail a temporary password (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZForgotByEmailRequest,
        response: { 200: ZPasswordResponse },
      },
    },
    async (request) => {
      await auth.forgotByEmail(request.merchant, request.body, originOf(request));
      return { ...ok(null), message: 'in_been_out' };
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags: ['member'],
        summary: 'Forgot password: set a new one with an SMS code (sealed body)',
        body: ZForgotByPhoneRequest,
        response: { 200: ZForgotByPhoneResponse },
      },
      ...sealed,
    },
    async (request) => ok(await auth.forgotByPhone(request.merchant, request.body, originOf(request))),
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary: 'Check an invitation (affiliate) code',
        querystring: ZAffiliateQuery,
        response: { 200: ZAffiliateResponse },
      },
      preHandler: throttle('affiliate', 60, 60),
    },
    async (request) => ok(await profile.affiliate(request.merchant, request.query.code)),
  );
};
