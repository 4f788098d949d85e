/**
 * Whether the player asked the system for less motion. Animations then jump to their end, and
 * nothing on a page moves by itself (carousels stay put until the player turns them).
 */
import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Read once, where a hook cannot be used (an animation's start). */
export const prefersReducedMotion = () => globalThis.matchMedia?.(QUERY).matches === true;

/** The same, kept up to date when the player changes the system setting. */
export const useReducedMotion = () => {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    const list = globalThis.matchMedia?.(QUERY);
    if (!list) return;
    const change = () => setReduced(list.matches);
    list.addEventListener?.('change', change);
    return () => list.removeEventListener?.('change', change);
  }, []);
  return reduced;
};
