/**
 * An operator's browser for `app.inject` tests of /admin-api: signs in (with a TOTP code computed
 * from the secret when given one), carries the bearer token, and hands every body it receives to
 * `observe`, so a test file can prove no secret ever left the server.
 */
import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { App } from '../../app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The code an authenticator app would show for `secret` at `timestamp`. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

export const createOperatorClient = (
  app: App,
  { ip = '198.51.100.200', observe }: { ip?: string; observe?: (body: string) => void } = {},
) => {
  let token: string | undefined;

  const call = async (method: Method, path: string, payload?: InjectOptions['payload']) => {
    const response = await app.inject({
      method,
      url: `/admin-api${path}`,
      remoteAddress: ip,
      headers: {
        host: 'localhost:8080',
        'user-agent': 'vitest operator',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    observe?.(response.body);
    return response;
  };

  const login = async (username: string, password: string, totp?: string) => {
    const response = await call('POST', '/session/login', { username, password, ...(totp ? { totp } : {}) });
    if (response.json().success) token = response.json().value.token;
    return response;
  };

  /** Signs in and fails the test at once if that does not work. */
  const signIn = async (username: string, password: string, totp?: string) => {
    const response = await login(username, password, totp);
    if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
    return response.json().value;
  };

  return {
    call,
    login,
    signIn,
    get: (path: string) => call('GET', path),
    post: (path: string, payload: InjectOptions['payload'] = {}) => call('POST', path, payload),
    put: (path: string, payload: InjectOptions['payload']) => call('PUT', path, payload),
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
  };
};

export type OperatorClient = ReturnType<typeof createOperatorClient>;
