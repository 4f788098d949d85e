/**
 * The header's inline login (spec §2 "Header login", §5 "Invalid credentials in header login warn
 * in_incorrect_password"): the same login as the popup, without captcha, remember-password or a
 * visible human check. When the server wants more than a password (the captcha, a one-time code for
 * a new address) the popup takes over with the username filled in. Loaded on the first submit.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { errorDetail } from './api-call.ts';
import { login } from './auth-api.ts';
import { HumanCheckFailed } from './human-check-error.ts';
import { solveHumanCheckIfRequired } from './human-check-loader.tsx';
import { useOverlayStore } from './overlay-store.ts';
import { completeSignIn } from './sign-in.ts';

/** A human-check solution started ahead of the submit (on focus), spent by the next login. */
let prepared: Promise<string | undefined> | null = null;

/** Starts solving the human check while the player types. */
export const prepareQuickLogin = () => {
  if (!prepared) {
    prepared = solveHumanCheckIfRequired();
    prepared.catch(() => {
      prepared = null;
    });
  }
};

const takePrepared = () => {
  const ready = prepared ?? solveHumanCheckIfRequired();
  prepared = null;
  return ready;
};

/** Signs in; resolves with an i18n key to show under the form, or null when signed in or handed off. */
export const quickLogin = async (username: string, password: string): Promise<string | null> => {
  try {
    const humanCheck = await takePrepared();
    const info = await login({
      username,
      password,
      type: 'username',
      site: 'member',
      ...(humanCheck ? { humanCheck } : {}),
    });
    completeSignIn(info, { via: 'username', site: 'member', username, typedPassword: password });
    return null;
  } catch (error) {
    if (error instanceof HumanCheckFailed) return error.messageKey;
    if (!(error instanceof ApiError)) return 'in_system_error';
    const detail = errorDetail(error);
    const needsPopup =
      detail?.captcha === true ||
      detail?.verification !== undefined ||
      error.code === 'AUTH_CAPTCHA_REQUIRED' ||
      error.code === 'AUTH_CAPTCHA_INVALID';
    if (needsPopup) {
      useOverlayStore.getState().openAuth('login', {
        username,
        captcha: detail?.verification === undefined,
        message: { key: error.code === 'AUTH_BAD_CREDENTIALS' ? 'in_incorrect_password' : error.messageKey },
      });
      return null;
    }
    return error.code === 'AUTH_BAD_CREDENTIALS' ? 'in_incorrect_password' : error.messageKey;
  }
};
