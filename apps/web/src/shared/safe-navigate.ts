/**
 * Navigation that ignores repeated routing to where we already are (spec §2 "Navigation errors from
 * repeated routing are ignored"): no duplicate history entry, no error.
 */
import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

export const isSameLocation = (target: string, current: { pathname: string; search: string }) => {
  const url = new URL(target, 'http://x');
  return url.pathname.toLowerCase() === current.pathname.toLowerCase() && url.search === current.search;
};

export const useSafeNavigate = () => {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (isSameLocation(to, location)) return;
      try {
        const result = navigate(to, options);
        if (result instanceof Promise) result.catch(() => undefined);
      } catch {
        // A duplicate or aborted navigation is not worth telling the player about.
      }
    },
    [navigate, location],
  );
};
