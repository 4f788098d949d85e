/**
 * What happens after the server hands out a token, and on logout (spec §4 "Login", "Logout",
 * "Register"). Used by the login popup, the header's inline form, the register popup and the agent
 * login page, so each behaves the same. Lazily loaded with them.
 */
import type { TUserInfo } from '@luckwell/contracts/auth/session';
import type { QueryClient } from '@tanstack/react-query';
import { freeplay, logout } from './auth-api.ts';
import { solveHumanCheckIfRequired } from './human-check-loader.tsx';
import { MEMBER_INFO_KEY } from './member-info.ts';
import { useOverlayStore } from './overlay-store.ts';
import { usePermissionStore } from './permission-store.ts';
import {
  type PasswordChangeReason,
  SESSION_KEYS,
  useSessionStore,
  writeSessionKey,
} from './session-store.ts';

export type SignInVia = 'username' | 'sms' | 'register' | 'freeplay';

export type SignInContext = {
  via: SignInVia;
  site: 'member' | 'agent';
  /** The account name typed (kept under session key `username`). */
  username?: string;
  /** The password typed, so a change-password prompt need not ask for it again. */
  typedPassword?: string;
};

/**
 * The password change a login must lead to (spec §4): the brand's default weak password always; an
 * expired one when the policy flag PWDEXPFORCECHANGE3 is on and the login was not by SMS.
 */
export const forcedChangeReason = (
  info: Pick<TUserInfo, 'weakPassword' | 'passwordExpired'>,
  via: SignInVia,
  expiryPolicy: boolean,
): PasswordChangeReason | null => {
  if (via === 'sms' || via === 'freeplay') return null;
  if (info.weakPassword) return 'weak';
  if (info.passwordExpired && expiryPolicy) return 'expired';
  return null;
};

/** A login answered with a token: keep it; the session counts once no password change is due. */
export const startSession = (input: {
  token: string;
  username?: string | undefined;
  firstTimeLogin: boolean;
  passwordChange: PasswordChangeReason | null;
}) => {
  writeSessionKey(SESSION_KEYS.token, input.token);
  if (input.username) writeSessionKey(SESSION_KEYS.username, input.username);
  writeSessionKey(SESSION_KEYS.validate, input.passwordChange);
  useSessionStore.setState({
    token: input.token,
    isLogin: input.passwordChange === null,
    firstTimeLogin: input.firstTimeLogin,
    passwordChange: input.passwordChange,
    member: null,
    isAgent: false,
    isTrial: false,
  });
};

/** The forced password change was made: the session counts from now on. */
export const passwordChanged = () => {
  writeSessionKey(SESSION_KEYS.validate, null);
  useSessionStore.setState((state) => ({ passwordChange: null, isLogin: state.token !== null }));
};

/**
 * Stores the session and opens the change-password modal when one is due. Returns whether the
 * login is complete (false: the player must first change the password).
 */
export const completeSignIn = (info: TUserInfo, context: SignInContext): boolean => {
  const flags = usePermissionStore.getState().permission?.whitelabelVal;
  const reason = forcedChangeReason(info, context.via, flags?.PWDEXPFORCECHANGE3 ?? false);
  startSession({
    token: info.token,
    username: context.username,
    firstTimeLogin: info.firstTimeLogin,
    passwordChange: reason,
  });
  const overlays = useOverlayStore.getState();
  overlays.closeAuth();
  if (reason) {
    overlays.openChangePassword({ reason, forced: true, site: context.site }, context.typedPassword);
    return false;
  }
  // First login of an account someone else opened (an agent or an operator): offer a password of
  // the player's own, without forcing it.
  if (info.firstTimeLogin && context.via === 'username') {
    overlays.openChangePassword(
      { reason: 'firstLogin', forced: false, site: context.site },
      context.typedPassword,
    );
  }
  return true;
};

/**
 * Logout (spec §4): the server session ends (a failure there still signs out here), session storage
 * is cleared except the merchant codes, flags reset, cached member data dropped.
 */
export const signOut = async (queryClient: QueryClient) => {
  if (useSessionStore.getState().token) await logout().catch(() => undefined);
  useSessionStore.getState().clear();
  queryClient.removeQueries({ queryKey: [MEMBER_INFO_KEY] });
  useOverlayStore.getState().closeChangePassword();
};

/** Trial play (spec §6 "trial/free-play login"): a trial account (type 4) with play money, signed in. */
export const playForFree = async () => {
  const info = await freeplay(await solveHumanCheckIfRequired());
  completeSignIn(info, { via: 'freeplay', site: 'member' });
};
