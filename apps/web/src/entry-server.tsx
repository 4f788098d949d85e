/**
 * The player site rendered on the server (issue 18, ADR 075): the home page's first HTML holds the
 * visible page (header, banners, notices, navigation, footer) in the brand's language, and the
 * browser hydrates it instead of drawing it again.
 *
 * The page asks its API calls through the app's own client, exactly as in the browser; only the
 * answers come from `api` (the server answering itself in process) instead of the network, through
 * the hook the browser's early calls use (`__lwEarly`, packages/ui api-client). The query cache that
 * results is handed to the browser (`dehydrate`), so its first render is the server's, call for call.
 *
 * Renders share module state (i18next's language, the permission store): the caller runs one at a
 * time.
 */
import type { TLanguage } from '@luckwell/contracts/language';
import type { TPermission } from '@luckwell/contracts/system/permission';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { type ServerRenderPayload, withoutLocation } from './app/server-render.ts';
import { StartupGate } from './app/startup-gate.tsx';
import { DEFAULT_LANGUAGE, initI18n, resolveLanguage, setLanguage } from './features/i18n/i18n.ts';
import { bootstrap } from './features/system/bootstrap.ts';
import { announcementsQuery } from './shared/announcements.ts';
import { gameMenusQuery } from './shared/game-menus.ts';
import { usePermissionStore } from './shared/permission-store.ts';

/** One API answer: its HTTP status and JSON body. */
export type ApiAnswer = { status: number; body: string };
/** Asks the API for a path with its query (`/wps/system/permission`), in a language. */
export type ServerApi = (url: string, language: TLanguage) => Promise<ApiAnswer>;

export type RenderedPage = {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** For the browser (`#lw-ssr`), less `location`, which the server writes per request. */
  payload: ServerRenderPayload;
  permission: TPermission;
};

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/** Every API call of the render, answered by `api`: a stand-in for the boot script's early calls. */
const answersFrom = (api: ServerApi, language: () => TLanguage): EarlyAnswers =>
  new Proxy({} as EarlyAnswers, {
    get: (_target, url) =>
      typeof url === 'string' && url.startsWith('/')
        ? api(url, language()).then(
            ({ status, body }) =>
              new Response(body, { status, headers: { 'content-type': 'application/json' } }),
          )
        : undefined,
    deleteProperty: () => true,
  });

const global = globalThis as { __lwEarly?: EarlyAnswers };

/**
 * Renders `url` (a page of the player site) for a visitor in `language` (as the browser would resolve
 * it against the brand's languages). Throws if the API fails; a status other than 0 (maintenance,
 * region blocked) renders that screen, as the browser would.
 */
export const renderPage = async ({
  url,
  language,
  api,
}: {
  url: string;
  /** The visitor's choice (`?lang=`, the `lang` cookie), null for the brand's default. */
  language: TLanguage | null;
  api: ServerApi;
}): Promise<RenderedPage> => {
  initI18n();
  let current = language ?? DEFAULT_LANGUAGE;
  global.__lwEarly = answersFrom(api, () => current);
  try {
    const client = createQueryClient();
    const permission = await client.fetchQuery({
      queryKey: ['permission'],
      queryFn: () => bootstrap(),
      staleTime: Number.POSITIVE_INFINITY,
    });
    const rendered = resolveLanguage(language, permission.brand);
    current = rendered;
    await setLanguage(rendered);
    if (permission.status !== 1 && permission.status !== 2) {
      // What the header, the footer, the home page's banners and a lobby's vendors show. Not the
      // jackpot pool: it changes with every spin, and a kept render must outlive a few.
      await Promise.all([
        client.prefetchQuery(announcementsQuery(rendered)),
        client.prefetchQuery(gameMenusQuery),
      ]);
    }
    const page = (
      <StrictMode>
        <QueryClientProvider client={client}>
          <StartupGate>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </StartupGate>
        </QueryClientProvider>
      </StrictMode>
    );
    // The first pass waits for every lazily loaded part of the page to load; the second writes the
    // page in one piece. (A streamed render would move each part that had to wait to the end of the
    // HTML, to be put in place by inline scripts: nothing for a visitor without JavaScript.)
    await prerender(page);
    const html = renderToString(page);
    const { imageBase, launchBase } = usePermissionStore.getState();
    return {
      html,
      payload: {
        language: rendered,
        state: withoutLocation(dehydrate(client)),
        picks: { imageBase, launchBase },
        location: null,
      },
      permission,
    };
  } finally {
    delete global.__lwEarly;
  }
};
