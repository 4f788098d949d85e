/**
 * Owns brands (merchants) and their domains: which brand a request is for, decided by its host.
 * Lookups are cached per host for a few seconds so a busy page does not ask the database each time;
 * a new domain or brand setting is seen by every server within HOST_CACHE_MS.
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { createMerchantsRepository, type MerchantRow } from './merchants.repository.ts';

export type Merchant = MerchantRow;

const HOST_CACHE_MS = 5_000;

/** `Brand.example:8080.` → `brand.example`; IPv6 literals keep their brackets. */
export const normalizeHost = (hostHeader: string | undefined): string => {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  const withoutPort = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
};

export const createMerchantsService = (db: Database, { cacheMs = HOST_CACHE_MS } = {}) => {
  const repository = createMerchantsRepository(db);
  const byHost = createTtlCache<string, Merchant | undefined>({ ttlMs: cacheMs });
  const findByHost = (host: string) => byHost.get(host, () => repository.findByHost(host));

  return {
    findByHost,
    /** The brand of this request, or the spec's "invalid URL … domain check failed". */
    resolve: async (request: FastifyRequest): Promise<Merchant> => {
      const merchant = await findByHost(normalizeHost(request.headers.host));
      if (!merchant) throw new AppError(403, 'DOMAIN_CHECK_FAILED', MessageKey.domainCheckFailed);
      return merchant;
    },
    /** The brand of a host seen in the last few seconds, without waiting; undefined if not known yet. */
    peekByHost: (host: string): Merchant | undefined => byHost.peek(host)?.value,
    listDomains: repository.listDomains,
  };
};

export type MerchantsService = ReturnType<typeof createMerchantsService>;
