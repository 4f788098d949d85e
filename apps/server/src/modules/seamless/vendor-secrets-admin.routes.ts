/**
 * The back office's vendor secret rotation, mounted at /admin-api/games: a new random secret for a
 * vendor of a brand, answered once; the previous one stays valid for a day (ADR 023). Audited
 * without the secret.
 */
import { randomBytes } from 'node:crypto';
import {
  ZRotateVendorSecretRequest,
  ZRotateVendorSecretValue,
} from '@luckwell/contracts/admin/vendor-secrets';
import { envelope, MessageKey } from '@luckwell/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { actorOf } from '../admin/operator-auth.service.ts';
import { plainIp } from '../system/access-rules.ts';
import { createSeamlessRepository } from './seamless.repository.ts';
import { SECRET_ROTATION_GRACE_MS } from './seamless.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean };

export const vendorSecretsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp },
) => {
  const { audit, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });

  app.post(
    '/vendor-secrets/rotate',
    {
      onRequest: guard.requires('games.vendors'),
      schema: {
        tags: ['admin: games'],
        summary: "Rotate a vendor's seamless-wallet secret for a brand (the new secret is shown once)",
        body: ZRotateVendorSecretRequest,
        response: { 200: envelope(ZRotateVendorSecretValue) },
      },
    },
    async (request) => {
      const { merchantId, vendor } = request.body;
      const secret = randomBytes(32).toString('hex');
      const previousValidUntil = new Date(Date.now() + SECRET_ROTATION_GRACE_MS);
      await db.transaction(async (tx) => {
        const books = tx as unknown as Database;
        const row = await createSeamlessRepository(books).rotateSecret(
          merchantId,
          vendor,
          secret,
          previousValidUntil,
        );
        if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'body.vendor');
        await audit.record(books, actorOf(request.operatorAuth.operator, { ip: plainIp(request.ip) }), {
          action: 'vendorSecret.rotate',
          target: { type: 'vendor', id: `${merchantId}:${vendor}` },
          merchantId,
          after: { previousValidUntil: previousValidUntil.toISOString() },
        });
      });
      return ok({ merchantId, vendor, secret, previousValidUntil: previousValidUntil.toISOString() });
    },
  );
};
