/**
 * Whether a CSS media query matches now, following changes (rotation, window resizing). Lets a screen
 * skip loading code for UI that a phone never shows (the header's desktop sign-in form, say). Where
 * media queries cannot be asked (no `matchMedia`), it answers true: render, and let the CSS decide.
 */
import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

export const useMediaQuery = (query: string) => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? true,
    () => true,
  );
};
