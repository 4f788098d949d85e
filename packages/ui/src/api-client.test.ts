import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, errorMessageKey } from './api-client.ts';

// Stand-ins for `@luckwell/contracts/envelope`, which this package does not depend on.
const envelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), code: z.literal('OK'), message: z.string(), value });
const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.object({ field: z.string().optional() }).nullable(),
});
const helpCenter = async () => envelope(z.array(z.object({ id: z.number(), name: z.string() })));

const ok = (value: unknown) => ({ success: true, code: 'OK', message: 'in_success', value });

const respond = (body: unknown, status = 200) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

const sentHeaders = (fetchMock: ReturnType<typeof respond>) =>
  fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;

/** A session storage for the node test environment. */
const memoryStorage = (entries: Record<string, string> = {}) => {
  const items = new Map(Object.entries(entries));
  return { getItem: (key: string) => items.get(key) ?? null } as Storage;
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

let language = 'vi';
const client = createApiClient({
  tokenStorageKey: 'token',
  language: () => language,
  loadErrorEnvelope: async () => ErrorEnvelope,
});

describe('api client', () => {
  beforeEach(() => {
    language = 'vi';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the current language and the session token, and returns the envelope value', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ token: 'abc123' }));
    language = 'en';
    const fetchMock = respond(ok([{ id: 1, name: 'Guides' }]));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      client.apiGet('/wps/system/helpCenter', helpCenter, { query: { language: 'en', page: undefined } }),
    ).resolves.toEqual([{ id: 1, name: 'Guides' }]);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/system/helpCenter?language=en');
    expect(sentHeaders(fetchMock)['Accept-Language']).toBe('en');
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer abc123');
  });

  it('takes an answer the boot script already asked for, once, and asks again when that call failed', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const url = '/wps/system/helpCenter?language=vi';
    vi.stubGlobal('__lwEarly', {
      [url]: Promise.resolve(new Response(JSON.stringify(ok([{ id: 7, name: 'Early' }])))),
    });
    const fetchMock = respond(ok([{ id: 2, name: 'Network' }]));
    vi.stubGlobal('fetch', fetchMock);
    const get = () => client.apiGet('/wps/system/helpCenter', helpCenter, { query: { language: 'vi' } });

    await expect(get()).resolves.toEqual([{ id: 7, name: 'Early' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(get()).resolves.toEqual([{ id: 2, name: 'Network' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.stubGlobal('__lwEarly', { [url]: Promise.reject(new TypeError('offline')) });
    await expect(get()).resolves.toEqual([{ id: 2, name: 'Network' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the token under the key each app configures', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ token: 'player', adminToken: 'operator' }));
    const admin = createApiClient({
      tokenStorageKey: 'adminToken',
      language: () => 'en',
      loadErrorEnvelope: async () => ErrorEnvelope,
    });
    const fetchMock = respond(ok([]));
    vi.stubGlobal('fetch', fetchMock);

    await admin.apiGet('/admin-api/x', helpCenter);

    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer operator');
    expect(admin.readToken()).toBe('operator');
  });

  it('sends no Authorization header without a token', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const fetchMock = respond(ok([]));
    vi.stubGlobal('fetch', fetchMock);

    await client.apiGet('/wps/system/helpCenter', helpCenter);

    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  it("sends a call's own headers beside its language and token, never in place of them", async () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ token: 'abc123' }));
    const fetchMock = respond(ok([]));
    vi.stubGlobal('fetch', fetchMock);

    await client.apiGet('/wps/system/helpCenter', helpCenter);
    await client.apiRequest('/wps/support/conversation', null, {
      headers: { 'x-chat-token': 'visitor-1', Authorization: 'Bearer forged', 'Accept-Language': 'xx' },
    });

    expect(sentHeaders(fetchMock)['x-chat-token']).toBeUndefined();
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers['x-chat-token']).toBe('visitor-1');
    expect(headers.Authorization).toBe('Bearer abc123');
    expect(headers['Accept-Language']).toBe('vi');
  });

  it('has no session where there is no session storage at all', () => {
    // The node test environment has none, as a locked-down browser may not.
    expect(client.readToken()).toBeNull();
  });

  it('posts a JSON body', async () => {
    const fetchMock = respond(ok({ token: 't' }));
    vi.stubGlobal('fetch', fetchMock);

    await client.apiRequest('/admin-api/session/login', null, { method: 'POST', body: { username: 'ops' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"ops"}');
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('returns the value unchecked for a route that has no contract yet', async () => {
    vi.stubGlobal('fetch', respond(ok({ token: 't', anything: 1 })));

    await expect(client.apiRequest('/admin-api/session/login', null)).resolves.toEqual({
      token: 't',
      anything: 1,
    });
  });

  it('turns an error envelope into an ApiError carrying the code, the i18n key and the field', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'in_input_error',
          value: { field: 'body.username' },
        },
        400,
      ),
    );

    const error = await failureOf(client.apiGet('/wps/system/helpCenter', helpCenter));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      messageKey: 'in_input_error',
      field: 'body.username',
      status: 400,
    });
    expect(errorMessageKey(error)).toBe('in_input_error');
  });

  it('loads the refusal schema only when an answer is a refusal', async () => {
    const loadErrorEnvelope = vi.fn(async () => ErrorEnvelope);
    const counting = createApiClient({ tokenStorageKey: 'token', language: () => 'vi', loadErrorEnvelope });
    vi.stubGlobal('fetch', respond(ok([{ id: 1, name: 'Guides' }])));
    await counting.apiGet('/wps/system/helpCenter', helpCenter);
    expect(loadErrorEnvelope).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      respond({ success: false, code: 'NOT_FOUND', message: 'in_not_found', value: null }, 404),
    );
    const error = await failureOf(counting.apiGet('/wps/system/helpCenter', helpCenter));
    expect(error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'in_not_found' });
    expect(loadErrorEnvelope).toHaveBeenCalledTimes(1);
  });

  it('reads an error envelope the same way when the route has no contract yet', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ success: false, code: 'NOT_FOUND', message: 'in_not_found', value: null }, 404),
    );

    const error = await failureOf(client.apiRequest('/admin-api/session/login', null, { method: 'POST' }));

    expect(error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'in_not_found', status: 404 });
    expect(error.field).toBeUndefined();
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', respond(ok([{ id: 'x' }])));

    const error = await failureOf(client.apiGet('/wps/system/helpCenter', helpCenter));

    expect(error).toMatchObject({ code: 'SYSTEM_ERROR', messageKey: 'in_system_error' });
  });

  it('reports a body that is not JSON as a system error, or as too large for a 413', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await failureOf(client.apiGet('/x', helpCenter))).toMatchObject({
      messageKey: 'in_system_error',
      status: 502,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Request Entity Too Large', { status: 413 })),
    );
    expect(await failureOf(client.apiGet('/x', helpCenter))).toMatchObject({
      messageKey: 'in_payload_too_large',
      status: 413,
    });
  });

  it('reports a network failure as in_network_abnormal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const error = await failureOf(client.apiGet('/wps/system/helpCenter', helpCenter));

    expect(error).toMatchObject({ code: 'NETWORK', messageKey: 'in_network_abnormal', status: 0 });
  });

  it('reports a schema that cannot be downloaded as in_network_abnormal', async () => {
    vi.stubGlobal('fetch', respond(ok([])));

    const error = await failureOf(
      client.apiGet('/wps/system/helpCenter', () => Promise.reject(new TypeError('chunk failed'))),
    );

    expect(error).toMatchObject({ code: 'NETWORK', messageKey: 'in_network_abnormal' });
  });

  /** A fetch that never answers, but rejects as a browser does when its signal aborts. */
  const hangingFetch = () =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

  it('gives up after the timeout with in_page_timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const quick = createApiClient({
      tokenStorageKey: 'token',
      language: () => 'vi',
      loadErrorEnvelope: async () => ErrorEnvelope,
      timeoutMs: 5_000,
    });

    const failure = failureOf(quick.apiGet('/wps/system/helpCenter', helpCenter));
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);

    expect(await failure).toMatchObject({ code: 'TIMEOUT', messageKey: 'in_page_timeout', status: 0 });
  });

  it("passes the caller's own abort through untranslated", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const caller = new AbortController();

    const failure = client
      .apiGet('/wps/system/helpCenter', helpCenter, { signal: caller.signal })
      .catch((error: unknown) => error);
    caller.abort();

    const error = await failure;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('shows in_system_error for anything that is not an ApiError', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('in_system_error');
  });
});
