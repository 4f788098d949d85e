/**
 * Security headers from helmet, computed once at start and copied onto every response.
 * (@fastify/helmet rebuilds helmet, CSP parsing included, on every request: a measurable share of
 * a fast route's time. Our headers are the same for every route, so they are a constant.)
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'", 'https:'],
      mediaSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The site opens customer-service and game windows that must keep their opener.
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet's middleware against a recording response to learn the headers it sets. */
export const securityHeaders = (options: HelmetOptions = SECURITY_POLICY): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous; it only touches setHeader/removeHeader.
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

export const registerSecurityHeaders = (app: FastifyInstance, options?: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
