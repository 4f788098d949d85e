/**
 * Session state (spec §3 "Session state", "Browser session keys"; §4 "Login", "Logout"). The token
 * and what the member info says about the player live in session storage under the specification's
 * keys (token, nickname, account, username, customerId, isAgent), so a reload keeps the session and
 * closing the tab ends it. Zod-free and tiny: this is on every page's first load.
 */
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import { create } from 'zustand';
import { readToken } from './api-client.ts';

/** Session-storage keys of spec §3 that belong to the signed-in player. */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  /**
   * A password change the player must make before the session counts (weak default password,
   * expired password under the policy flag). Holds the reason, so a reload reopens the modal.
   */
  validate: 'validate',
} as const;

/** Keys logout keeps (spec §4 "clears all session storage (keeping merchant codes)"). */
const KEPT_ON_LOGOUT = ['merchantCode'];

/** Agent types 1, 2, 41, 42 and trial type 4 (spec §3), restated zod-free for the first load. */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const TRIAL_TYPE = 4;

export type PasswordChangeReason = 'weak' | 'expired' | 'firstLogin';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
export const writeSessionKey = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No storage (private mode): the session lasts as long as the page.
  }
};

const pendingReason = (): PasswordChangeReason | null => {
  const value = read(SESSION_KEYS.validate);
  return value === 'weak' || value === 'expired' || value === 'firstLogin' ? value : null;
};

type SessionState = {
  token: string | null;
  /** Signed in and past any forced password change (the "after-login flag"). */
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  /** The forced password change still to make, if any. */
  passwordChange: PasswordChangeReason | null;
  member: TMemberInfo | null;
  /** Member info arrived: agent and trial flags follow from the member type (spec §4). */
  setMember: (member: TMemberInfo) => void;
  /** Logout (spec §4): all session storage cleared except the merchant codes, flags reset. */
  clear: () => void;
  /** Re-reads session storage (after another tab's change, or in tests). */
  refresh: () => void;
};

const fromStorage = () => {
  const token = readToken();
  const passwordChange = token ? pendingReason() : null;
  return {
    token,
    isLogin: token !== null && passwordChange === null,
    isAgent: token !== null && read(SESSION_KEYS.isAgent) === 'true',
    isTrial: false,
    firstTimeLogin: false,
    passwordChange,
    member: null,
  };
};

export const useSessionStore = create<SessionState>((set) => ({
  ...fromStorage(),
  setMember: (member) => {
    const isAgent = AGENT_TYPES.includes(member.type);
    writeSessionKey(SESSION_KEYS.nickname, member.nickname);
    writeSessionKey(SESSION_KEYS.account, member.account);
    writeSessionKey(SESSION_KEYS.customerId, String(member.id));
    writeSessionKey(SESSION_KEYS.isAgent, String(isAgent));
    set({ member, isAgent, isTrial: member.type === TRIAL_TYPE });
  },
  clear: () => {
    try {
      const kept = KEPT_ON_LOGOUT.map((key) => [key, sessionStorage.getItem(key)] as const);
      sessionStorage.clear();
      for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
    } catch {
      // No storage: nothing to clear.
    }
    set({
      token: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      passwordChange: null,
      member: null,
    });
  },
  refresh: () => set(fromStorage()),
}));

export const hasSessionToken = () => readToken() !== null;

/**
 * Spec §4: "If a token is in the URL query … at startup, member info loads automatically". The
 * token moves to session storage and leaves the address bar, so it is not bookmarked or shared.
 */
export const adoptTokenFromUrl = () => {
  try {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    if (!token || !/^[\w-]{16,128}$/.test(token)) return;
    writeSessionKey(SESSION_KEYS.token, token);
    writeSessionKey(SESSION_KEYS.validate, null);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    useSessionStore.getState().refresh();
  } catch {
    // No location (tests without a DOM): nothing to adopt.
  }
};
