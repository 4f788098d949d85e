import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const as = async (host: string, url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, body: response.json() };
};

const BRAND_SCOPED_URLS = [
  '/wps/system/permission',
  '/lgw/games/game_menus',
  '/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&execution=B',
  '/wps/system/helpCenter',
];

describe('white label: the host picks the brand', () => {
  it('maps localhost, 127.0.0.1 and [::1] to the demo brand', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST']) {
      const { body } = await as(host, '/wps/system/permission');
      expect(body.value.brand.merchantCode).toBe('LW');
    }
  });

  it('serves the second brand on brand2.localhost with its own theme, languages and flags', async () => {
    const lw = (await as('localhost', '/wps/system/permission')).body.value;
    const jdg = (await as('brand2.localhost:8080', '/wps/system/permission')).body.value;
    expect(jdg.brand.merchantCode).toBe('JDG');
    expect(jdg.brand.languages).toEqual(['en']);
    expect(lw.brand.languages).toEqual(['vi', 'en']);
    expect(jdg.brand.theme.primary).not.toBe(lw.brand.theme.primary);
    expect(jdg.whitelabelVal.FREEPLAY3).toBe(false);
    expect(lw.whitelabelVal.FREEPLAY3).toBe(true);
    expect(jdg.mainDomain).toBe('brand2.localhost');
  });

  it('answers an unknown host with the invalid-URL envelope', async () => {
    for (const url of BRAND_SCOPED_URLS) {
      const { status, body } = await as('unknown.example', url);
      expect(status).toBe(403);
      expect(body).toEqual({
        success: false,
        code: 'DOMAIN_CHECK_FAILED',
        message: 'in_invalid_url',
        value: null,
      });
    }
  });

  it('never shows one brand the other brand’s data', async () => {
    const lw = {
      menus: (await as('localhost', BRAND_SCOPED_URLS[1]!)).body.value,
      content: (await as('localhost', BRAND_SCOPED_URLS[2]!)).body.value,
      help: (await as('localhost', BRAND_SCOPED_URLS[3]!)).body.value,
      permission: (await as('localhost', BRAND_SCOPED_URLS[0]!)).body.value,
    };
    const jdg = {
      menus: (await as('brand2.localhost', BRAND_SCOPED_URLS[1]!)).body.value,
      content: (await as('brand2.localhost', BRAND_SCOPED_URLS[2]!)).body.value,
      help: (await as('brand2.localhost', BRAND_SCOPED_URLS[3]!)).body.value,
      permission: (await as('brand2.localhost', BRAND_SCOPED_URLS[0]!)).body.value,
    };
    const ids = (items: { id: number }[]) => new Set(items.map((i) => i.id));
    const overlap = (a: Set<number>, b: Set<number>) => [...a].filter((x) => b.has(x));

    expect(overlap(ids(lw.content.banners), ids(jdg.content.banners))).toEqual([]);
    expect(overlap(ids(lw.content.notices), ids(jdg.content.notices))).toEqual([]);
    expect(overlap(ids(lw.help), ids(jdg.help))).toEqual([]);
    expect(lw.help.map((c: { key: string }) => c.key)).toEqual(['guides', 'about', 'contact']);
    expect(jdg.help.map((c: { key: string }) => c.key)).toEqual(['support']);
    expect(jdg.content.banners.map((b: { url: string }) => b.url)).toContain('/img/banners/jade-home-1.svg');
    expect(lw.content.banners.map((b: { url: string }) => b.url)).not.toContain(
      '/img/banners/jade-home-1.svg',
    );

    const categories = (menus: { gameType: string }[]) => menus.map((m) => m.gameType);
    expect(categories(jdg.menus)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS']);
    expect(categories(lw.menus)).toContain('COCKFIGHT');
    expect(jdg.permission.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'TELEGRAM',
      'Android',
    ]);
    expect(jdg.permission.domainRoute.domains.map((d: { host: string }) => d.host)).toEqual([
      'brand2.localhost',
    ]);
  });
});
