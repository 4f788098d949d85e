/**
 * The member's own account under /wps/member (issue 15 "securityCenter", ADR 047): profile change,
 * security status, sign-in history, live sessions and signing out other devices. Every route is
 * for a fully signed-in real account: the guard's default refuses trial accounts and sessions that
 * must change their password first (ADR 042).
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import { ZAccountSecurityResponse } from '@luckwell/contracts/member/account-security';
import {
  ZBindContactRequest,
  ZContactCodeRequest,
  ZContactCodeResponse,
} from '@luckwell/contracts/member/contact';
import {
  ZLoginHistoryResponse,
  ZMemberSessionsResponse,
  ZSignOutOthersResponse,
} from '@luckwell/contracts/member/login-activity';
import { ZMemberInfoResponse } from '@luckwell/contracts/member/member-info';
import {
  ZPersonalDetailsResponse,
  ZUpdatePersonalDetailsRequest,
} from '@luckwell/contracts/member/personal-details';
import { ZUpdateProfileRequest, ZUploadAvatarRequest } from '@luckwell/contracts/member/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { IMAGE_BODY_LIMIT } from '../../platform/uploaded-image.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { MemberAccountService } from './member-account.service.ts';
import { AVATAR_MEDIA_PATH } from './member-account.service.ts';

type Options = { account: MemberAccountService; guard: MemberGuard };

export const memberAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { account, guard }) => {
  const tags = ['member'];

  app.put(
    '/wps/member/profile',
    {
      schema: {
        tags,
        summary: 'Change your nickname or pick a drawn avatar; answers the member info',
        body: ZUpdateProfileRequest,
        response: { 200: ZMemberInfoResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await account.updateProfile(request.merchant, request.signedIn.member, request.body)),
  );

  app.get(
    '/wps/member/details',
    {
      schema: {
        tags,
        summary: 'Your personal details the brand offers, each with its rule and whether it is locked',
        response: { 200: ZPersonalDetailsResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.personalDetails(request.merchant, request.signedIn.member)),
  );

  app.put(
    '/wps/member/details',
    {
      schema: {
        tags,
        summary:
          'Complete or change personal details (by the registration field rules; identity details are set once)',
        body: ZUpdatePersonalDetailsRequest,
        response: { 200: ZPersonalDetailsResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await account.updatePersonalDetails(request.merchant, request.signedIn.member, request.body)),
  );

  app.put(
    '/wps/member/info/icon',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload your own avatar: png or jpg, at most 5 MB (base64); answers the member info',
        body: ZUploadAvatarRequest,
        response: { 200: ZMemberInfoResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await account.uploadAvatar(request.merchant, request.signedIn.member, request.body.image)),
  );

  app.get(
    `${AVATAR_MEDIA_PATH}/:key`,
    {
      schema: {
        tags,
        summary: 'An uploaded avatar (public, immutable: each upload has a new random key)',
        params: z.object({ key: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/) }),
      },
    },
    async (request, reply) => {
      const image = await account.avatarImage(request.params.key);
      if (!image) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.key');
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.get(
    '/wps/member/security',
    {
      schema: {
        tags,
        summary: 'The status of each security item and the previous successful sign-in',
        response: { 200: ZAccountSecurityResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.security(request.merchant, request.signedIn)),
  );

  app.post(
    '/wps/member/contact/code',
    {
      schema: {
        tags,
        summary: 'Send a code to a new email or mobile, or to the verified one bound now (to replace it)',
        body: ZContactCodeRequest,
        response: { 200: ZContactCodeResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await account.sendContactCode(request.merchant, request.signedIn.member, request.body)),
  );

  app.put(
    '/wps/member/contact',
    {
      schema: {
        tags,
        summary:
          'Bind and verify an email or mobile with its code (and the current one’s code to replace a verified one)',
        body: ZBindContactRequest,
        response: { 200: ZAccountSecurityResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.bindContact(request.merchant, request.signedIn, request.body)),
  );

  app.get(
    '/wps/member/logins',
    {
      schema: {
        tags,
        summary: 'Your last sign-in attempts: time, address, device and result',
        response: { 200: ZLoginHistoryResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.loginHistory(request.signedIn.member.id)),
  );

  app.get(
    '/wps/member/sessions',
    {
      schema: {
        tags,
        summary: 'Your live sessions, this one marked',
        response: { 200: ZMemberSessionsResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.sessions(request.signedIn)),
  );

  app.post(
    '/wps/member/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Sign out every other device: ends all your sessions but this one',
        response: { 200: ZSignOutOthersResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await account.signOutOthers(request.signedIn)),
  );
};
