/**
 * What the server's render of a page (ADR 075, `entry-server.tsx`) hands the browser, in a JSON
 * script of the page (`#lw-ssr`), and the browser's side of it: whether this visit can take over the
 * server's HTML (hydrate) or must draw the page itself.
 */
import type { TLanguage } from '@luckwell/contracts/language';
import type { TPermission } from '@luckwell/contracts/system/permission';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { readStoredLanguage, resolveLanguage } from '../features/i18n/i18n.ts';
import { applyPermission } from '../features/system/bootstrap.ts';
import type { CdnPicks } from '../shared/permission-store.ts';
import { hasSessionToken } from '../shared/session-store.ts';

const SERVER_RENDER_ID = 'lw-ssr';

export type ServerRenderPayload = {
  /** The language the page was rendered in. */
  language: TLanguage;
  /** The query cache the render ended with; its permission's `location` is the server's to fill. */
  state: DehydratedState;
  picks: CdnPicks;
  /** The visitor's own location (the permission call's), written per request, never cached. */
  location: TPermission['location'] | null;
};

const PERMISSION_KEY = ['permission'];

/**
 * The payload with the permission's `location` blanked: the render is cached and served to every
 * visitor of the brand, each given their own (`ServerRenderPayload.location`).
 */
export const withoutLocation = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) =>
    query.queryKey[0] === PERMISSION_KEY[0]
      ? {
          ...query,
          state: { ...query.state, data: { ...(query.state.data as TPermission), location: null } },
        }
      : query,
  ),
});

export const readServerRender = (): ServerRenderPayload | null => {
  const element = document.getElementById(SERVER_RENDER_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderPayload;
  } catch {
    return null;
  }
};

/**
 * Fills `client` with the server's render and applies its permission, if this visit sees the page
 * the server drew: a visitor (a signed-in member's header is not the visitor's), in the language the
 * server rendered. False: draw the page in the browser, as without a server render.
 */
export const adoptServerRender = async (
  payload: ServerRenderPayload,
  client: QueryClient,
): Promise<boolean> => {
  if (hasSessionToken()) return false;
  hydrate(client, payload.state);
  const rendered = client.getQueryData<TPermission>(PERMISSION_KEY);
  if (!rendered || !payload.location) return false;
  if (resolveLanguage(readStoredLanguage(), rendered.brand) !== payload.language) return false;
  const permission = { ...rendered, location: payload.location };
  client.setQueryData(PERMISSION_KEY, permission);
  await applyPermission(permission, payload.picks);
  return true;
};
