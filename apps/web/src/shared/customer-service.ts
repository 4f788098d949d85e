/**
 * Customer service (spec §2 "Right bar", §7 `CBS_launchChat`; issue 19): a click opens a 440x750
 * popup window at once — empty, so popup blockers let it through — then asks the server where the
 * brand's live chat is (the site's own chat window `/chat`, or the brand's external desk) and sends
 * the popup there. If the call fails the brand's configured customer-service link opens instead;
 * if popups are blocked, a new tab.
 */
import { apiRequest } from './api-client.ts';

/** The window every customer-service link opens in, so a second click reuses it. */
const WINDOW_NAME = 'customerService';
const WINDOW_FEATURES = 'width=440,height=750';
/** The live chat's model (`CBS_modelList`): the only one the brands have. */
export const LIVE_CHAT_MODEL = 'live';

const launchSchema = () => import('@luckwell/contracts/support/chat').then((m) => m.ZLaunchChatResponse);

/** Where the live chat is now, or null when the server could not say. */
const launchChatUrl = async () => {
  try {
    const { chatUrl } = await apiRequest('/relay/CBS_launchChat', launchSchema, {
      method: 'POST',
      body: { modelId: LIVE_CHAT_MODEL },
    });
    return chatUrl || null;
  } catch {
    return null;
  }
};

const sameOrigin = (url: string) => {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
};

/**
 * Opens customer service in its popup. `fallbackUrl` is the brand's `customerServiceUrl`, used when
 * the launch call fails. Resolves once the popup (or tab) has its address.
 */
export const openCustomerService = async (fallbackUrl: string) => {
  const popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
  const chosen = (await launchChatUrl()) ?? fallbackUrl;
  if (!chosen) {
    popup?.close();
    return;
  }
  // An empty popup's relative addresses would resolve against about:blank: make them absolute.
  const url = new URL(chosen, window.location.href).href;
  if (popup && !popup.closed) {
    popup.location.href = url;
    popup.focus?.();
    return;
  }
  // The site's own chat window keeps the opener, so the member's session (session storage) goes with it.
  if (sameOrigin(url)) window.open(url, '_blank');
  else window.open(url, '_blank', 'noopener');
};

/** Opens a configured external resource in a new or the same tab, as the resource says. */
export const openResource = ({ url, newTab }: { url: string; newTab: boolean }) => {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
};

const samePath = (a: string, b: string) =>
  (a.replace(/\/+$/, '') || '/').toLowerCase() === (b.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * Whether the brand's customer-service link opens the page at `here` (a brand's may be
 * `/help?section=contact`, and that page is what its popup shows when the live chat cannot be
 * launched): offering it there again would only reload the page. The live chat's own window
 * (`/chat`) has no site layout, so no customer-service button to hide.
 */
export const opensHere = (url: string, here: { pathname: string; search: string }) => {
  if (!url) return false;
  try {
    const target = new URL(url, window.location.href);
    if (target.origin !== window.location.origin || !samePath(target.pathname, here.pathname)) return false;
    const params = new URLSearchParams(here.search);
    return [...target.searchParams].every(([key, value]) => params.get(key) === value);
  } catch {
    return false;
  }
};
