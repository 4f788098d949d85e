/**
 * Paints the brand: theme colours become the --brand-* CSS variables every Tailwind colour token
 * derives from (styles.css), and the document title, theme colour and merchant code follow the brand.
 */
import type { TBrand } from '@luckwell/contracts/system/brand';

export const applyBrandTheme = (brand: TBrand) => {
  // The server's render of a page (ADR 075) writes the same into the HTML itself.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.style.setProperty('--brand-background', brand.theme.background);
  root.style.setProperty('--brand-surface', brand.theme.surface);
  root.style.setProperty('--brand-primary', brand.theme.primary);
  root.style.setProperty('--brand-accent', brand.theme.accent);
  root.dataset.brand = brand.merchantCode;
  document.title = brand.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.background);
};

/** Spec §9: the merchant code is written to session and local storage at start. */
export const storeMerchantCode = (merchantCode: string) => {
  for (const storage of ['sessionStorage', 'localStorage'] as const) {
    try {
      globalThis[storage].setItem('merchantCode', merchantCode);
    } catch {
      // Storage unavailable (private mode, or the server rendering): nothing to keep.
    }
  }
};
