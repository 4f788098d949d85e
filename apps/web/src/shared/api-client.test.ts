import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { ApiError, apiGet } from './api-client.ts';

const schema = () => import('@luckwell/contracts/system/help-center').then((m) => m.ZHelpCenterResponse);

const respond = (body: unknown, status = 200) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

describe('api client', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('en');
  });

  it('sends the current language and the session token, and returns the envelope value', async () => {
    sessionStorage.setItem('token', 'abc123');
    const fetchMock = respond({ success: true, code: 'OK', message: 'in_success', value: [] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/wps/system/helpCenter', schema, { query: { language: 'en' } })).resolves.toEqual(
      [],
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/system/helpCenter?language=en');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe(i18next.language);
    expect(headers.Authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = respond({ success: true, code: 'OK', message: 'in_success', value: [] });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/wps/system/helpCenter', schema);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('turns an error envelope into an ApiError carrying the i18n key', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ success: false, code: 'DOMAIN_CHECK_FAILED', message: 'in_invalid_url', value: null }, 403),
    );
    const error = await apiGet('/wps/system/helpCenter', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('in_invalid_url');
    expect((error as ApiError).code).toBe('DOMAIN_CHECK_FAILED');
  });

  it('reports a network failure as in_network_abnormal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiGet('/wps/system/helpCenter', schema).catch((e: unknown) => e);
    expect((error as ApiError).messageKey).toBe('in_network_abnormal');
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ success: true, code: 'OK', message: 'in_success', value: [{ id: 'x' }] }),
    );
    const error = await apiGet('/wps/system/helpCenter', schema).catch((e: unknown) => e);
    expect((error as ApiError).messageKey).toBe('in_system_error');
  });
});
