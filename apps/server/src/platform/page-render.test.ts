/**
 * The home page drawn on the server (ADR 075), with a stand-in for the player site's server build:
 * it asks the permission call through the server, as the real one does, and writes the brand's
 * name, the language and the path into its HTML.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { merchants } from '../modules/merchants/merchant.table.ts';
import { systemSwitches } from '../modules/system/system-switch.table.ts';
import { createTestApp } from '../testing/test-app.ts';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="theme-color" content="#070b1a" />
    <title>Luckwell</title>
  </head>
  <body>
    <div id="root"><div class="boot" aria-busy="true"><i></i></div></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const ENTRY = `
export const renderPage = async ({ url, language, api }) => {
  globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
  const answer = await api('/wps/system/permission', language ?? 'vi');
  const permission = JSON.parse(answer.body).value;
  const rendered = language ?? permission.brand.defaultLanguage;
  return {
    html: '<link rel="preload" as="image" href="/img/banners/home-1.svg" fetchPriority="high"/>' +
      '<main><h1>' + permission.brand.name + ' · ' + rendered + ' · ' + url + '</h1></main>',
    payload: { language: rendered, state: { queries: [] }, picks: { imageBase: '', launchBase: '' }, location: null },
    permission,
  };
};
`;

let app: App;
let database: Awaited<ReturnType<typeof createTestApp>>['database'];
let dir: string;
const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'luckwell-ssr-'));
  mkdirSync(path.join(dir, 'web'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'web', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
  ({ app, database } = await createTestApp({
    WEB_DIST: path.join(dir, 'web'),
    ADMIN_DIST: path.join(dir, 'admin'),
    SETTINGS_CACHE_MS: '0',
  }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const home = (headers: Record<string, string> = {}, url = '/', remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { host: 'localhost', ...headers } });

/** The JSON the page hands the browser. */
const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="lw-ssr">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

const setBrandName = async (name: string) => {
  await database.db.update(merchants).set({ name }).where(eq(merchants.code, 'LW'));
};

describe('the home page drawn on the server', () => {
  beforeEach(async () => {
    await setBrandName('Luckwell');
  });

  it('puts the page in #root, its preloads in the head and the brand on <html>, for the browser to take over', async () => {
    const response = await home();
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"><main><h1>Luckwell · vi · /</h1></main></div>');
    expect(html).not.toContain('class="boot"');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/img\/banners\/home-1.svg" fetchPriority="high"\/><\/head>/,
    );
    expect(html).toMatch(/<html lang="vi" data-ssr="vi" data-brand="LW" style="--brand-background:#/);
    expect(payloadOf(html)).toMatchObject({ language: 'vi', location: { ip: '127.0.0.1' } });
    expect(response.headers.vary).toContain('Cookie');
    // Client routes other than the home page are the browser's to draw.
    expect((await home({}, '/promotions')).body).toContain('class="boot"');
  });

  it("renders in the visitor's language: a link's ?lang=, else the lang cookie", async () => {
    expect((await home({}, '/?lang=en')).body).toContain('<h1>Luckwell · en · /</h1>');
    expect((await home({ cookie: 'theme=x; lang=en' })).body).toContain('<h1>Luckwell · en · /</h1>');
    expect((await home({ cookie: 'lang=xx' })).body).toContain('<h1>Luckwell · vi · /</h1>');
    const other = (await home({ host: 'brand2.localhost' })).body;
    expect(other).toContain('data-brand="JDG"');
    // Jade Dragon speaks English first.
    expect(other).toContain('<html lang="en" data-ssr="en"');
  });

  it('keeps a render while its API answers stay the same, and draws again when the content changes', async () => {
    await home();
    const before = renders();
    for (let visit = 0; visit < 3; visit++) await home();
    expect(renders()).toBe(before);
    await setBrandName('Luckwell Plus');
    expect((await home()).body).toContain('<h1>Luckwell Plus · vi · /</h1>');
    expect(renders()).toBe(before + 1);
  });

  it("gives every visitor their own location, never another's from a kept render", async () => {
    await home({}, '/', '203.0.113.9');
    const second = await home({}, '/', '198.51.100.4');
    expect(second.body).not.toContain('203.0.113.9');
    expect(payloadOf(second.body).location.ip).toBe('198.51.100.4');
  });

  it('draws nothing while the brand is closed: maintenance is the browser app’s screen', async () => {
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    await database.db
      .update(systemSwitches)
      .set({ maintenance: true })
      .where(eq(systemSwitches.merchantId, lw!.id));
    try {
      const html = (await home()).body;
      expect(html).toContain('class="boot"');
      expect(html).not.toContain('lw-ssr');
    } finally {
      await database.db
        .update(systemSwitches)
        .set({ maintenance: false })
        .where(eq(systemSwitches.merchantId, lw!.id));
    }
  });
});
