/** Customer service opens in a 440x750 popup window (spec §2 "Right bar"). */
export const openCustomerService = (url: string) => {
  if (!url) return;
  const popup = window.open(url, 'customerService', 'width=440,height=750');
  // Popup blockers: fall back to a new tab.
  if (!popup) window.open(url, '_blank', 'noopener');
};

/** Opens a configured external resource in a new or the same tab, as the resource says. */
export const openResource = ({ url, newTab }: { url: string; newTab: boolean }) => {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
};

const samePath = (a: string, b: string) =>
  (a.replace(/\/+$/, '') || '/').toLowerCase() === (b.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * Whether the customer-service link opens the page at `here` (the brand's is `/help?section=contact`,
 * and that page is what its popup shows): offering it there again would only reload the page.
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
