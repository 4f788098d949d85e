/**
 * What every brand-scoped route knows about its request: the brand (from the host), the caller's
 * address and country, and the language to answer in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant, MerchantsService } from '../modules/merchants/merchants.service.ts';
import { normalizeHost } from '../modules/merchants/merchants.service.ts';
import { countryFromHeader, plainIp } from '../modules/system/access-rules.ts';
import type { Config } from './config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
  }
}

export type Caller = { ip: string; country: string | null; host: string };

export const callerOf = (request: FastifyRequest, config: Pick<Config, 'COUNTRY_HEADER'>): Caller => ({
  ip: plainIp(request.ip),
  country: countryFromHeader(request.headers[config.COUNTRY_HEADER]),
  host: normalizeHost(request.headers.host),
});

/** `?language=` wins, then Accept-Language, then the brand's default; always one the brand offers. */
export const languageOf = (request: FastifyRequest, merchant: Merchant, explicit?: string): string => {
  const offered = merchant.languages;
  if (explicit && offered.includes(explicit)) return explicit;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find((code) => code && offered.includes(code));
  return accepted ?? merchant.defaultLanguage;
};

/** Registers, inside an encapsulated scope, the hook that resolves the brand of every request. */
export const scopeToMerchant = (app: FastifyInstance, merchants: MerchantsService) => {
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.addHook('onRequest', (request, _reply, done) => {
    // Almost every request is for a host resolved moments ago: answer those without a promise.
    const known = merchants.peekByHost(normalizeHost(request.headers.host));
    if (known) {
      request.merchant = known;
      done();
      return;
    }
    merchants.resolve(request).then((merchant) => {
      request.merchant = merchant;
      done();
    }, done);
  });
};
