import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { apiGet } from './api-client.ts';

// The client itself is tested in packages/ui; this checks what the player site plugs into it.
const schema = () => import('@luckwell/contracts/system/help-center').then((m) => m.ZHelpCenterResponse);

describe('player site api client', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('en');
  });

  it("sends the player's language and session token, and returns the envelope value", async () => {
    sessionStorage.setItem('token', 'abc123');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, code: 'OK', message: 'in_success', value: [] })),
    );
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
});
