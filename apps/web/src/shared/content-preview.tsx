/**
 * An operator's preview link (ADR 079): the site opened with `?contentPreview=<token>` shows one
 * unpublished banner or announcement besides what is live. The token is kept for the tab (session
 * storage), so moving around the site keeps the preview; it goes to the server in a header, and a
 * ribbon says what the visitor is looking at and ends it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PARAM = 'contentPreview';
const STORAGE_KEY = 'luckwell.contentPreview';
/**
 * The contracts' CONTENT_PREVIEW_HEADER, spelled here: the contracts module carries zod, which the
 * first paint's announcements call must not load.
 */
export const CONTENT_PREVIEW_HEADER = 'x-content-preview';

/** The preview token of this tab, from the address or kept from it; null outside a preview. */
export const contentPreviewToken = (): string | null => {
  if (typeof window === 'undefined') return null;
  try {
    const fromUrl = new URLSearchParams(window.location.search).get(PARAM);
    if (fromUrl && /^[\w-]{32}$/.test(fromUrl)) {
      sessionStorage.setItem(STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

const endPreview = () => {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(PARAM);
  window.location.assign(url.toString());
};

/** The ribbon across the top of a preview; nothing outside one (and nothing in the server's page). */
export const ContentPreviewRibbon = () => {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => setPreviewing(contentPreviewToken() !== null), []);
  if (!previewing) return null;
  return (
    <output className="fixed inset-x-0 top-0 z-[200] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-accent px-4 py-2 text-center text-sm font-semibold text-on-primary shadow-lg">
      <span>{t('content_preview_ribbon')}</span>
      <button
        type="button"
        onClick={endPreview}
        className="rounded-full bg-black/20 px-3 py-1 underline-offset-2 hover:underline"
      >
        {t('content_preview_end')}
      </button>
    </output>
  );
};
