/** Spec §2 "Route guard": without a session token a route that needs authentication goes to /login. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSessionToken } from '../shared/session-store.ts';

export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (!hasSessionToken()) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
};
