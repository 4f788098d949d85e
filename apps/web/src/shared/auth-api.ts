/**
 * The sign-in, registration, password and one-time-code calls (spec §7 auth rows). Bodies the
 * specification marks "encrypted" are sealed to the brand's public key from the permission call
 * (contracts auth/sealed-payload.ts); a plain body goes only when the brand still accepts it and the
 * browser cannot seal (no WebCrypto outside a secure context). Loaded with the auth screens, never on
 * the first page load.
 */
import type { ZAffiliate } from '@luckwell/contracts/agent/affiliate';
import { sealPayload } from '@luckwell/contracts/auth/sealed-payload';
import type { TLoginRequest, TUserInfo } from '@luckwell/contracts/auth/session';
import type {
  TChangePasswordRequest,
  TForgotByEmailRequest,
  TForgotByPhoneRequest,
} from '@luckwell/contracts/member/password';
import type { TRegisterRequest } from '@luckwell/contracts/member/register';
import { ApiError } from '@luckwell/ui/api-client';
import type { z } from 'zod';
import { apiCall } from './api-call.ts';
import { usePermissionStore } from './permission-store.ts';

export type TAffiliate = z.infer<typeof ZAffiliate>;

const session = () => import('@luckwell/contracts/auth/session');
const verification = () => import('@luckwell/contracts/auth/verification');
const password = () => import('@luckwell/contracts/member/password');

/** What a sealed route receives: the sealed envelope, or the plain payload where allowed. */
export const sealedBody = async (payload: unknown): Promise<unknown> => {
  const security = usePermissionStore.getState().permission?.security;
  if (!security) return payload;
  const canSeal = typeof globalThis.crypto?.subtle?.importKey === 'function';
  if (canSeal) {
    return sealPayload(security.sealing.publicKey, security.sealing.kid, payload);
  }
  if (security.plaintextAllowed) return payload;
  throw new ApiError({ code: 'AUTH_ENCRYPTION_REQUIRED', messageKey: 'in_encryption_required', status: 0 });
};

export type TCaptcha = { captchaId: string; image: string; expiresInSeconds: number };

export const fetchCaptcha = (): Promise<TCaptcha> =>
  apiCall('/wps/captcha', () => session().then((m) => m.ZCaptchaResponse));

export const login = async (request: TLoginRequest): Promise<TUserInfo> =>
  apiCall('/wps/session/login', () => session().then((m) => m.ZLoginResponse), {
    method: 'POST',
    body: await sealedBody(request),
  });

/** A random string for the free-play call (spec §7 "encrypted random string"). */
const randomString = () => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const freeplay = (humanCheck: string | undefined): Promise<TUserInfo> =>
  apiCall('/wps/session/login/freeplay', () => session().then((m) => m.ZFreeplayResponse), {
    method: 'POST',
    body: {
      os: navigator.platform || 'web',
      platform: 'W',
      random: randomString(),
      gatewayVersion: 3,
      ...(humanCheck ? { humanCheck } : {}),
    },
  });

export const logout = () =>
  apiCall('/wps/session/logout', () => session().then((m) => m.ZLogoutResponse), { method: 'DELETE' });

export type SmsPurpose = 'login' | 'forgot' | 'register';

/** Sends an SMS code; registration names the number `mobileNo` (spec §3). */
export const sendSms = (input: {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  humanCheck?: string | undefined;
}): Promise<{ expiredMinutes: number }> => {
  const { purpose, mobileNum, countryDialingCode, humanCheck } = input;
  const check = humanCheck ? { humanCheck } : {};
  if (purpose === 'register') {
    return apiCall('/wps/verification/sms/register', () => verification().then((m) => m.ZSmsSentResponse), {
      method: 'POST',
      body: { mobileNo: mobileNum, countryDialingCode, ...check },
    });
  }
  return apiCall('/wps/verification/sms/noLogin', () => verification().then((m) => m.ZSmsSentResponse), {
    method: 'POST',
    body: { mobileNum, countryDialingCode, purpose, ...check },
  });
};

export const register = async (mode: 'username' | 'mobile', request: TRegisterRequest): Promise<TUserInfo> =>
  apiCall(
    mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    () => import('@luckwell/contracts/member/register').then((m) => m.ZRegisterResponse),
    { method: 'PUT', body: await sealedBody(request) },
  );

export const changePassword = async (request: TChangePasswordRequest) =>
  apiCall('/wps/member/password', () => password().then((m) => m.ZPasswordResponse), {
    method: 'POST',
    body: await sealedBody(request),
  });

/**
 * Forgot by email (spec §7 "form-encoded POST"). The one client sends JSON; the server validates the
 * same fields whichever way they come, so the body goes as JSON.
 */
export const forgotByEmail = (request: TForgotByEmailRequest) =>
  apiCall('/wps/member/password/email', () => password().then((m) => m.ZPasswordResponse), {
    method: 'POST',
    body: request,
  });

export const forgotByPhone = async (request: TForgotByPhoneRequest): Promise<{ account: string }> =>
  apiCall('/wps/member/password/verification', () => password().then((m) => m.ZForgotByPhoneResponse), {
    method: 'POST',
    body: await sealedBody(request),
  });

export const checkAffiliate = (code: string): Promise<TAffiliate> =>
  apiCall(
    '/wps/agent/affiliate',
    () => import('@luckwell/contracts/agent/affiliate').then((m) => m.ZAffiliateResponse),
    {
      query: { code, domain: window.location.hostname },
    },
  );
