/**
 * Spec §2 "Route guard": without a session token a route that needs authentication goes to /login.
 * The member centre also needs a real account (spec §2: trial users get the real-account warning)
 * and the agent centre an agent ("Agent centre redirects to /agent for non-agents").
 */
import { Loader } from '@luckwell/ui/loader';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useOverlayStore } from '../shared/overlay-store.ts';
import { hasSessionToken, useSessionStore } from '../shared/session-store.ts';

export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (!hasSessionToken()) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
};

/** Waits for the member info when the answer depends on the member type. */
const Waiting = () => {
  const { t } = useTranslation();
  return <Loader label={t('app_loading')} className="min-h-[60vh]" />;
};

export const RequireRealAccount = ({ children }: { children: ReactNode }) => {
  const member = useSessionStore((state) => state.member);
  const isTrial = useSessionStore((state) => state.isTrial);
  const openRealAccount = useOverlayStore((state) => state.openRealAccount);
  useEffect(() => {
    if (isTrial) openRealAccount();
  }, [isTrial, openRealAccount]);
  if (isTrial) return <Navigate to="/" replace />;
  if (!member) return <Waiting />;
  return children;
};

export const RequireAgent = ({ children }: { children: ReactNode }) => {
  const member = useSessionStore((state) => state.member);
  const isAgent = useSessionStore((state) => state.isAgent);
  const isLogin = useSessionStore((state) => state.isLogin);
  if (!hasSessionToken()) return <Navigate to="/login" replace />;
  if (member && !isAgent) return <Navigate to="/agent" replace />;
  // Known from the session key while the member info loads; otherwise wait for it.
  if (!isAgent || !isLogin) return <Waiting />;
  return children;
};
