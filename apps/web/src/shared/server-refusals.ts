/**
 * Refusals that concern the whole session, not one call (ADR 042): the server holds a session that
 * must change its password, and refuses trial accounts real-money calls. Whatever screen made the
 * call, the player sees the same thing the sign-in would have shown: the forced change-password
 * modal, or the "real account needed" dialog.
 */
import type { ApiError } from '@luckwell/ui/api-client';
import { useOverlayStore } from './overlay-store.ts';
import {
  type PasswordChangeReason,
  SESSION_KEYS,
  useSessionStore,
  writeSessionKey,
} from './session-store.ts';

const reasonOf = (params: Record<string, string | number> | undefined): PasswordChangeReason =>
  params?.reason === 'expired' ? 'expired' : 'weak';

export const onServerRefusal = (
  error: ApiError,
  detail: { params?: Record<string, string | number> | undefined } | null,
) => {
  const overlays = useOverlayStore.getState();
  if (error.code === 'AUTH_PASSWORD_CHANGE_REQUIRED') {
    const session = useSessionStore.getState();
    if (session.passwordChange) return; // The modal is already up.
    const reason = reasonOf(detail?.params);
    writeSessionKey(SESSION_KEYS.validate, reason);
    useSessionStore.setState({ passwordChange: reason, isLogin: false });
    overlays.openChangePassword({ reason, forced: true, site: 'member' });
    return;
  }
  if (error.code === 'AUTH_TRIAL_FORBIDDEN') overlays.openRealAccount();
};
