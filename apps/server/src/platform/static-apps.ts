/**
 * Serves the built player site at `/` and the back office at `/admin`, each with a fallback to its
 * index.html so client-side routes load on refresh. API paths never fall back: they answer the
 * 404 envelope.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRender } from './page-render.ts';
import { securityHeaders } from './security-headers.ts';

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

/** What the server knows about a page before the app runs: the brand's name and its first image. */
/** The first banner: its URL, and for an upload its first modern format's widths (issue 19). */
export type PreloadImage = { href: string; srcset?: string; type?: string };
export type PageHints = { title: string; preloadImage: PreloadImage | null };

type Options = {
  webDist: string;
  adminDist: string;
  /**
   * Per request; undefined for a host that is no brand's (the app then shows the invalid-URL page).
   * `banner`: whether the page needs the banner preload (a server-drawn page writes its own).
   */
  pageHints: (request: FastifyRequest, need: { banner: boolean }) => Promise<PageHints | undefined>;
  /** The home page drawn on the server (ADR 075), when it can be. */
  renderPage?: (request: FastifyRequest, path: string) => Promise<ServerRender | undefined>;
};

/** The pages the server draws (ADR 075): the home page and the game lobbies (spec §2 routes). */
const SERVER_RENDERED = new Set([
  '/',
  '/index',
  '/home',
  ...['sports', 'esports', 'jili', 'rng', 'fish', 'live', 'pvp', 'lott', 'elott', 'cockfight'].map(
    (category) => `/${category}`,
  ),
]);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The player site's index.html with the brand's title and a preload of the home banner, so the
 * largest image downloads while the scripts do instead of after two API calls.
 */
export const withPageHints = (html: string, hints: PageHints | undefined) => {
  if (!hints) return html;
  const image = hints.preloadImage;
  // An uploaded banner is a <picture>: the preload names the same widths and format, so the browser
  // fetches the one file the picture will choose, not the fallback.
  const widths = image?.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="100vw" type="${escapeHtml(image.type ?? '')}"`
    : '';
  const preload = image
    ? `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${widths} fetchpriority="high" />`
    : '';
  return (
    html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(hints.title)}</title>`)
      .replace('</head>', `${preload}</head>`)
      // The boot screen names the brand while the app loads: the first thing a player sees on a
      // page the browser draws (a game, the member centre) is its name, not an empty spinner.
      .replace(
        '<div class="boot" aria-busy="true"><i></i></div>',
        `<div class="boot" aria-busy="true"><i></i><b>${escapeHtml(hints.title)}</b></div>`,
      )
  );
};

/**
 * The site's Content-Security-Policy with the SHA-256 of each inline script of the page added to
 * `script-src`: index.html's boot script (the early API calls) runs, and no other inline script
 * would.
 */
export const withInlineScriptHashes = (csp: string, html: string) => {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return csp;
  return csp.replace(
    /script-src ([^;]*)/,
    (_directive, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
  );
};

/**
 * index.html with the app's module script and its preloads asked for only once the page's banner
 * has painted (ADR 075): the drawn page needs none of them to be seen, and on a slow network they
 * would otherwise share the line with the stylesheet and the banner. Then the app loads as before
 * (1.5 s after the page at the latest: a slow banner, or a tab opened in the background, where
 * frames wait).
 */
export const withScriptsAfterFirstPaint = (html: string) => {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const loader = [
    'var done=0;function load(){if(done)return;done=1;',
    `${JSON.stringify(preloads.map((preload) => preload[1]))}.forEach(function(href){`,
    'var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";',
    'link.href=href;document.head.append(link)});',
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";',
    `script.src=${JSON.stringify(entry[1])};document.head.append(script)}`,
    // At once when the boot script hid the page (`data-csr`: a member, another language): the app
    // draws it, and a hidden banner never paints.
    'if(document.documentElement.hasAttribute("data-csr")){load();return}',
    // Otherwise once the first banner has painted (its largest-contentful-paint entry; a frame
    // after the first paint where the browser has no such entry): the app's code would otherwise
    // hold the main thread while the banner waits to be drawn.
    'var hero=document.querySelector(\'img[fetchpriority="high"]\');',
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    'if(hero&&types.indexOf("largest-contentful-paint")>=0){',
    'new PerformanceObserver(function(list,observer){list.getEntries().forEach(function(entry){',
    'if(entry.element===hero){observer.disconnect();setTimeout(load,0)}})})',
    '.observe({type:"largest-contentful-paint",buffered:true})',
    '}else requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1500);',
  ].join('');
  return page.replace('</body>', `<script>(function(){${loader}})()</script></body>`);
};

/**
 * index.html with the server's render of the page in `#root` (the boot screen's place), its JSON for
 * the browser beside it, the image preloads React wrote moved into the head, and the brand's
 * language and colours on `<html>` (what the browser's boot would set).
 */
export const withServerRender = (html: string, render: ServerRender) => {
  const page = withScriptsAfterFirstPaint(html);
  const preloads = /^(?:<link [^>]*\/>)+/.exec(render.html)?.[0] ?? '';
  const body = render.html.slice(preloads.length);
  const theme = [
    `--brand-background:${render.theme.background}`,
    `--brand-surface:${render.theme.surface}`,
    `--brand-primary:${render.theme.primary}`,
    `--brand-accent:${render.theme.accent}`,
  ].join(';');
  return page
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${render.language}" data-ssr="${render.language}" data-languages="${render.languages.join(',')}" data-brand="${escapeHtml(render.merchantCode)}" style="${escapeHtml(theme)}">`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${escapeHtml(render.theme.background)}" />`,
    )
    .replace('</head>', `${preloads}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div><\/div>/,
      () =>
        `<div id="root">${body}</div><script type="application/json" id="lw-ssr">${render.payload}</script>`,
    );
};

type PageEncoding = 'br' | 'gzip';

/** The compression a browser accepts for the page, brotli first (every current browser has it). */
const pageEncoding = (accepted: string | string[] | undefined): PageEncoding | undefined => {
  const list = (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '')).toLowerCase();
  if (/\bbr\b/.test(list)) return 'br';
  if (/\bgzip\b/.test(list)) return 'gzip';
  return undefined;
};

/**
 * The page compressed per request (a drawn home page is ~45 KB of HTML, ~9 KB compressed): brotli
 * at quality 5 takes about a millisecond and gets most of 11's gain.
 */
const compressPage = (html: string, encoding: PageEncoding) =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });

const SITE_CSP = securityHeaders()['content-security-policy'] ?? '';

/** Vite fingerprints everything under assets/, so those are cached for good; the rest is revalidated. */
const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
};

export const registerStaticApps = async (
  app: FastifyInstance,
  { webDist, adminDist, pageHints, renderPage }: Options,
) => {
  // Files are looked up per request (wildcard routes), so a build finished after the server started
  // is served without a restart.
  const hasWeb = () => existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = () => existsSync(path.join(adminDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
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
  let webIndex: { mtimeMs: number; html: string; csp: string } | undefined;
  const readWebIndex = async () => {
    const file = path.join(webDist, 'index.html');
    const { mtimeMs } = await stat(file);
    if (webIndex?.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      webIndex = { mtimeMs, html, csp: withInlineScriptHashes(SITE_CSP, html) };
    }
    return webIndex;
  };

  const serverRender = async (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!renderPage || !SERVER_RENDERED.has(path)) return undefined;
    return renderPage(request, path).catch((error: unknown) => {
      request.log.warn({ err: error }, 'server render unavailable');
      return undefined;
    });
  };

  const serveWebPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const render = await serverRender(request);
    // A rendered page preloads its own banner (React writes it): the hints need not look it up.
    const hints = await pageHints(request, { banner: !render }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page hints unavailable');
      return undefined;
    });
    const index = await readWebIndex();
    const withHints = withPageHints(index.html, hints);
    const html = render ? withServerRender(withHints, render) : withHints;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', render ? withInlineScriptHashes(SITE_CSP, html) : index.csp)
      // The page differs by the language cookie; a shared cache must not mix them.
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressPage(html, encoding));
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (!hasWeb()) return reply.callNotFound();
    return serveWebPage(request, reply);
  });

  return {
    /** For the not-found handler: answer a page route with its SPA, or say it is not one. */
    serveSpa: async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url) || path.extname(url) !== '') return false;
      if (url === '/admin' || url.startsWith('/admin/')) {
        if (!hasAdmin()) return false;
        await reply.header('cache-control', 'no-cache').sendFile('index.html', adminDist);
        return true;
      }
      if (!hasWeb()) return false;
      await serveWebPage(request, reply);
      return true;
    },
  };
};
