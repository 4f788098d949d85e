import { ZDomainRouteResponse } from '@luckwell/contracts/system/domain-route';
import { ZPermissionResponse } from '@luckwell/contracts/system/permission';
import { ZQrCodeQuery } from '@luckwell/contracts/system/qr-code';
import { ZRegisterSettingResponse } from '@luckwell/contracts/system/register-setting';
import { ZSystemStatusResponse } from '@luckwell/contracts/system/system-status';
import { ZWhitelabelResponse } from '@luckwell/contracts/system/whitelabel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config.ts';
import { ok, sendJson } from '../../platform/envelope.ts';
import { callerOf } from '../../platform/request-context.ts';
import { qrCodeSvg } from './qr-code.ts';
import type { SystemService } from './system.service.ts';

type Options = { system: SystemService; config: Config };

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { system, config }) => {
  const tags = ['system'];

  app.get(
    '/wps/system/permission',
    { schema: { tags, summary: 'Startup permission call', response: { 200: ZPermissionResponse } } },
    // Sent pre-serialized: the service validated both halves against the contract (see permissionJson).
    async (request, reply) =>
      sendJson(reply, await system.permissionJson(request.merchant, callerOf(request, config))),
  );

  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: '0 normal, 1 maintenance, 2 region restricted',
        response: { 200: ZSystemStatusResponse },
      },
    },
    async (request) => ok(await system.status(request.merchant, callerOf(request, config))),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, summary: 'Module flags of the brand', response: { 200: ZWhitelabelResponse } } },
    async (request) => ok(await system.whitelabel(request.merchant)),
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags, summary: 'Domains of the brand', response: { 200: ZDomainRouteResponse } } },
    async (request) => ok(await system.domainRoute(request.merchant, callerOf(request, config))),
  );

  app.get(
    '/wps/system/qrcode',
    {
      schema: {
        tags,
        summary: 'A QR code as an SVG image (app downloads, social links)',
        querystring: ZQrCodeQuery,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        // The same text always draws the same code.
        .header('cache-control', 'public, max-age=86400')
        .send(await qrCodeSvg(request.query.text, request.query.size)),
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { tags, summary: 'Registration field rules', response: { 200: ZRegisterSettingResponse } } },
    async (request) => ok(await system.registerRules(request.merchant)),
  );
};
