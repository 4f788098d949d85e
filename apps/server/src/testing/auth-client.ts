/**
 * A member's browser, for `app.inject` tests: solves the ALTCHA human check, seals bodies to the
 * brand's key, carries a bearer token, and reads one-time codes from the dev inbox.
 */
import { sealPayload } from '@luckwell/contracts/auth/sealed-payload';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InjectOptions } from 'fastify';
import type { App } from '../app.ts';

export const LW_HOST = 'localhost:8080';
export const JDG_HOST = 'brand2.localhost';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ClientOptions = {
  host?: string;
  ip?: string;
  /** Sees every response body (to assert what never leaves the server). */
  observe?: (body: string) => void;
  /** Sent with every call (a browser's X-Device-Id). */
  headers?: Record<string, string>;
};

export const createAuthClient = (
  app: App,
  { host = LW_HOST, ip = '203.0.113.10', observe, headers: always = {} }: ClientOptions = {},
) => {
  let token: string | undefined;

  const call = async (method: Method, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      ...options,
      headers: {
        host,
        ...always,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.headers ?? {}),
      },
    });
    observe?.(response.body);
    return response;
  };

  const humanCheck = async () => {
    const { value: challenge } = (await call('GET', '/wps/verification/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the human check');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const sealed = async (payload: unknown) => {
    const { value } = (await call('GET', '/wps/system/permission')).json();
    return sealPayload(value.security.sealing.publicKey, value.security.sealing.kid, payload);
  };

  /** Sends `payload` sealed (the default, as the web app does) or plain. */
  const send = async (method: Method, url: string, payload: unknown, { plain = false } = {}) =>
    call(method, url, { payload: plain ? (payload as InjectOptions['payload']) : await sealed(payload) });

  const login = async (username: string, password: string, extra: Record<string, unknown> = {}) => {
    const response = await send('POST', '/wps/session/login', {
      username,
      password,
      humanCheck: await humanCheck(),
      ...extra,
    });
    if (response.json().success) token = response.json().value.token;
    return response;
  };

  /** The newest dev-inbox message to `to`. */
  const lastMessage = async (to: string) => {
    const { value } = (await call('GET', `/dev/inbox/messages?to=${encodeURIComponent(to)}&limit=1`)).json();
    return value[0] as { body: string; subject: string | null } | undefined;
  };
  const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await lastMessage(to))?.body ?? '')?.[1];

  return {
    call,
    send,
    sealed,
    humanCheck,
    login,
    lastMessage,
    lastCode,
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
  };
};
