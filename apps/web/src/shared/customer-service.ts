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
