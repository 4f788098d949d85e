import { ApiError } from '@luckwell/ui/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAYS_CLOSED, useOverlayStore } from './overlay-store.ts';
import { onServerRefusal } from './server-refusals.ts';
import { useSessionStore } from './session-store.ts';
import { startSession } from './sign-in.ts';

const refusal = (code: string, messageKey: string) => new ApiError({ code, messageKey, status: 403 });

describe('refusals of the whole session', () => {
  afterEach(() => {
    sessionStorage.clear();
    useSessionStore.getState().refresh();
    useOverlayStore.setState(OVERLAYS_CLOSED);
  });

  it('opens the forced change-password modal when the server holds the session, and keeps it held across a reload', () => {
    startSession({ token: 'tok_abcdefghijklmnop', firstTimeLogin: false, passwordChange: null });
    onServerRefusal(refusal('AUTH_PASSWORD_CHANGE_REQUIRED', 'in_password_change_required'), {
      params: { reason: 'expired' },
    });
    expect(useOverlayStore.getState().changePassword).toEqual({
      reason: 'expired',
      forced: true,
      site: 'member',
    });
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, passwordChange: 'expired' });
    useSessionStore.getState().refresh();
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, passwordChange: 'expired' });
  });

  it('shows a trial account the real-account dialog, and leaves other refusals to the caller', () => {
    onServerRefusal(refusal('AUTH_TRIAL_FORBIDDEN', 'in_need_true_account'), null);
    expect(useOverlayStore.getState().realAccountOpen).toBe(true);
    useOverlayStore.setState(OVERLAYS_CLOSED);
    onServerRefusal(refusal('VALIDATION_FAILED', 'in_input_error'), null);
    expect(useOverlayStore.getState()).toMatchObject({ realAccountOpen: false, changePassword: null });
  });
});
