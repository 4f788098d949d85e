/**
 * The home page rendered on the server (issue 18, ADR 075). The player site's own server build
 * (`apps/web/dist-ssr/entry-server.js`, `renderPage`) draws the page; its API calls are answered by
 * this server in process (`inject`, with the visitor's host, address and language), so the HTML is
 * what the browser would have drawn for the visitor.
 *
 * A render is kept per host and language together with the API answers it was drawn from; a visit
 * asks those again (in process, a few milliseconds) and reuses the render only if every answer is
 * the same, so a change of the brand's content (a banner, a notice, a colour) shows on the next
 * visit, with nothing to invalidate by hand. The visitor's own address and country (the permission
 * call's `location`) never enter a kept render: each visit's payload carries its own.
 *
 * No render (undefined, the page then loads as before) without the server build, for a host that is
 * no brand's, or when the site is closed to the visitor (maintenance, region).
 */
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Language = 'vi' | 'en';
type ApiAnswer = { status: number; body: string };

/** The parts of `entry-server.tsx`'s output this side reads. */
type RenderedPage = {
  html: string;
  payload: { language: Language; location: unknown } & Record<string, unknown>;
  permission: {
    brand: {
      merchantCode: string;
      languages: Language[];
      theme: { background: string; surface: string; primary: string; accent: string };
    };
  };
};
type RenderModule = {
  renderPage: (input: {
    url: string;
    language: Language | null;
    api: (url: string, language: Language) => Promise<ApiAnswer>;
  }) => Promise<RenderedPage>;
};

/** What the player site's index.html takes from a render. */
export type ServerRender = {
  /** Inside `<div id="root">`. */
  html: string;
  /** `#lw-ssr`'s JSON, this visitor's location included. */
  payload: string;
  language: Language;
  /** The brand's languages: a stored choice outside them does not count (the boot script). */
  languages: Language[];
  merchantCode: string;
  theme: RenderedPage['permission']['brand']['theme'];
};

const PERMISSION_URL = '/wps/system/permission';
const isLanguage = (value: unknown): value is Language => value === 'vi' || value === 'en';

/** The visitor's language: a link's `?lang=`, else the `lang` cookie the site writes, else none. */
export const requestedLanguage = (request: FastifyRequest): Language | null => {
  const linked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(linked)) return linked;
  const cookie = /(?:^|;\s*)lang=(vi|en)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? cookie : null;
};

/** The permission answer without the visitor's own location: what a kept render may depend on. */
const sharedPart = (url: string, body: string) => {
  if (url !== PERMISSION_URL) return body;
  const parsed = JSON.parse(body) as { value?: Record<string, unknown> };
  if (parsed.value) delete parsed.value.location;
  return JSON.stringify(parsed);
};

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close or confuse it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type Kept = { render: RenderedPage; answers: Map<string, string> };

export const createPageRenderer = (app: FastifyInstance, entry: string) => {
  const kept = new Map<string, Kept>();
  let loaded: { mtimeMs: number; module: Promise<RenderModule> } | undefined;
  const loadModule = (): Promise<RenderModule> | undefined => {
    if (!existsSync(entry)) return undefined;
    // A build finished while the server runs is picked up, as the static files are.
    const { mtimeMs } = statSync(entry);
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, module: import(`${pathToFileURL(entry).href}?v=${mtimeMs}`) };
      kept.clear();
    }
    return loaded.module;
  };
  // Renders share the page module's state (its language, its stores): one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  return async (request: FastifyRequest, path: string): Promise<ServerRender | undefined> => {
    const module = loadModule();
    if (!module) return undefined;
    const ask = async (url: string, language: Language): Promise<ApiAnswer> => {
      // The visitor's own headers (their host, forwarded address, the CDN's country header …): the
      // API decides from them what it decides for the browser, a blocked region first.
      const { 'accept-encoding': _encoding, connection: _connection, ...headers } = request.headers;
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { ...headers, accept: 'application/json', 'accept-language': language },
      });
      return { status: response.statusCode, body: response.body };
    };

    const language = requestedLanguage(request);
    const permission = await ask(PERMISSION_URL, language ?? 'vi');
    if (permission.status !== 200) return undefined;
    const visitor = JSON.parse(permission.body) as { value?: { status?: number; location?: unknown } };
    if (visitor.value?.status !== 0) return undefined;

    const key = `${request.headers.host ?? ''}|${language ?? ''}|${path}`;
    const current = kept.get(key);
    const stillTrue = async (entry: Kept) => {
      for (const [url, body] of entry.answers) {
        const answer = url === PERMISSION_URL ? permission : await ask(url, entry.render.payload.language);
        if (sharedPart(url, answer.body) !== body) return false;
      }
      return true;
    };
    let render = current && (await stillTrue(current)) ? current.render : undefined;
    if (!render) {
      const { renderPage } = await module;
      render = await oneAtATime(async () => {
        const answers = new Map<string, string>();
        const page = await renderPage({
          url: path,
          language,
          api: async (url, asked) => {
            const answer = url === PERMISSION_URL ? permission : await ask(url, asked);
            answers.set(url, sharedPart(url, answer.body));
            return answer;
          },
        });
        kept.set(key, { render: page, answers });
        return page;
      });
    }
    return {
      html: render.html,
      payload: scriptJson({ ...render.payload, location: visitor.value.location ?? null }),
      language: render.payload.language,
      languages: render.permission.brand.languages,
      merchantCode: render.permission.brand.merchantCode,
      theme: render.permission.brand.theme,
    };
  };
};
