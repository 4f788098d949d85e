/**
 * Serves the built player site at `/` and the back office at `/admin`, each with a fallback to its
 * index.html so client-side routes load on refresh. API paths never fall back: they answer the
 * 404 envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/relay/',
  '/admin-api/',
  '/seamless/',
  '/provider/',
  '/events',
  '/docs',
  '/health',
];

export const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

type Dists = { webDist: string; adminDist: string };

/** Vite fingerprints everything under assets/, so those are cached for good; the rest is revalidated. */
const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
};

export const registerStaticApps = async (app: FastifyInstance, { webDist, adminDist }: Dists) => {
  // Files are looked up per request (wildcard routes), so a build finished after the server started
  // is served without a restart.
  const hasWeb = () => existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = () => existsSync(path.join(adminDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: cacheHeaders,
    // scripts/build.mjs writes .br and .gz beside each text asset.
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: cacheHeaders,
    preCompressed: true,
    decorateReply: false,
  });
  return {
    /** For the not-found handler: answer a page route with its SPA, or say it is not one. */
    serveSpa: (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url) || path.extname(url) !== '') return false;
      if (url === '/admin' || url.startsWith('/admin/')) {
        if (!hasAdmin()) return false;
        reply.header('cache-control', 'no-cache').sendFile('index.html', adminDist);
        return true;
      }
      if (!hasWeb()) return false;
      reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
      return true;
    },
  };
};
