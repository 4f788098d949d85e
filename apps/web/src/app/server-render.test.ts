import { dehydrate } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../features/i18n/i18n.ts';
import { usePermissionStore } from '../shared/permission-store.ts';
import { permissionFixture } from '../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';
import { adoptServerRender, type ServerRenderPayload, withoutLocation } from './server-render.ts';

/** What the server's render of a brand speaking `languages` hands the browser. */
const payloadOf = (language: 'vi' | 'en', languages: ('vi' | 'en')[] = ['vi', 'en']): ServerRenderPayload => {
  const server = createQueryClient();
  const permission = permissionFixture({ location: { ip: '203.0.113.9', country: 'VN' } });
  server.setQueryData(['permission'], { ...permission, brand: { ...permission.brand, languages } });
  return {
    language,
    state: withoutLocation(dehydrate(server)),
    picks: { imageBase: 'https://img.example', launchBase: '' },
    location: { ip: '198.51.100.4', country: 'VN' },
  };
};

beforeAll(() => {
  initI18n();
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the browser's take-over of the server's render", () => {
  it('never hands one visitor’s location to the next: the kept state has none', () => {
    expect(JSON.stringify(payloadOf('vi').state)).not.toContain('203.0.113.9');
  });

  it("fills the cache with the render, the visitor's own location and the server's CDN picks", async () => {
    const client = createQueryClient();
    expect(await adoptServerRender(payloadOf('vi'), client)).toBe(true);
    expect(client.getQueryData<{ location: unknown }>(['permission'])?.location).toEqual({
      ip: '198.51.100.4',
      country: 'VN',
    });
    expect(usePermissionStore.getState().imageBase).toBe('https://img.example');
  });

  it('draws the page again for a signed-in member, whose header is not the visitor’s', async () => {
    sessionStorage.setItem('token', 'a-session');
    expect(await adoptServerRender(payloadOf('vi'), createQueryClient())).toBe(false);
  });

  it('draws the page again when the visitor chose another language than the render’s', async () => {
    localStorage.setItem('lang', 'en');
    expect(await adoptServerRender(payloadOf('vi'), createQueryClient())).toBe(false);
    // A choice the brand does not offer falls back to its default: the render's.
    expect(await adoptServerRender(payloadOf('vi', ['vi']), createQueryClient())).toBe(true);
  });
});
