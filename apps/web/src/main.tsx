import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './features/i18n/i18n.ts';
import { listenToRefusals } from './shared/api-client.ts';
import { onServerRefusal } from './shared/server-refusals.ts';
import { adoptTokenFromUrl } from './shared/session-store.ts';

initI18n();
listenToRefusals(onServerRefusal);
// Spec §4: a token in the URL query at startup signs the player in (member info then loads). A
// house game's URL carries a one-time launch token instead, for the game client, never a session.
if (!window.location.pathname.startsWith('/game/')) adoptTokenFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
