import './fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { adoptServerRender, readServerRender } from './app/server-render.ts';
import { initI18n } from './features/i18n/i18n.ts';
import { listenToRefusals } from './shared/api-client.ts';
import { onServerRefusal } from './shared/server-refusals.ts';
import { adoptTokenFromUrl } from './shared/session-store.ts';

initI18n();
listenToRefusals(onServerRefusal);
// Spec §4: a token in the URL query at startup signs the player in (member info then loads). A
// house game's, a live or card table's, a cockfight arena's, a fishing room's or the sportsbook's
// URL carries a one-time launch token instead, for the game client, never a session.
if (!/^\/(game|liveTable|cardTable|cockfight|fishing|sportsbook)\//.test(window.location.pathname))
  adoptTokenFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The server's HTML of the page (ADR 075) is taken over where this visit sees what the server drew;
 * otherwise the browser draws the page itself, over it. Either way the page is shown again (the
 * boot script hides a server render it expects to be replaced).
 */
/** Resolves just after the browser's next paint (a frame's callbacks run before it is painted). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const start = async (container: HTMLElement) => {
  const payload = readServerRender();
  const client = createQueryClient();
  const adopted = payload ? await adoptServerRender(payload, client).catch(() => false) : false;
  delete document.documentElement.dataset.csr;
  if (adopted) {
    // The server's page is on screen as soon as it is painted: let that paint happen before the
    // app takes it over (a long task), not after.
    await afterNextPaint();
    // As a transition, the take-over yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a tap waits a slice, not the page).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
void start(root);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
