/**
 * Session state (spec §3 "Session state"): the token lives in session storage as the spec says.
 * Login arrives with a later issue; today this only answers "is there a token".
 */
import { create } from 'zustand';
import { readToken } from './api-client.ts';

type SessionState = {
  token: string | null;
  isLogin: boolean;
  /** Re-reads the token from session storage (after login/logout or another tab's change). */
  refresh: () => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  token: readToken(),
  isLogin: readToken() !== null,
  refresh: () => {
    const token = readToken();
    set({ token, isLogin: token !== null });
  },
}));

export const hasSessionToken = () => readToken() !== null;
