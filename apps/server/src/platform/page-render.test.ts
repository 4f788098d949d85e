/**
 * The home page drawn on the server (ADR 075), with a stand-in for the player site's server build:
 * it asks the permission call through the server, as the real one does, and writes the brand's
 * name, the language and the path into its HTML.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-3c4d.js">
    <link rel="stylesheet" crossorigin href="/assets/index-5e6f.css">
  </head>
  <body>
    <div id="root"><div class="boot" aria-busy="true"><i></i></div></div>
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
    BLOCKED_COUNTRIES: 'SG',
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
    expect(html).toMatch(
      /<html lang="vi" data-ssr="vi" data-languages="vi,en" data-brand="LW" style="--brand-background:#/,
    );
    expect(payloadOf(html)).toMatchObject({ language: 'vi', location: { ip: '127.0.0.1' } });
    expect(response.headers.vary).toContain('Cookie');
    // A game lobby too; other client routes are the browser's to draw.
    expect((await home({}, '/rng')).body).toContain('<div id="root"><main><h1>Luckwell · vi · /rng</h1>');
    // The boot screen of a page the browser draws names the brand.
    expect((await home({}, '/promotions')).body).toContain(
      '<div class="boot" aria-busy="true"><i></i><b>Luckwell</b></div>',
    );
  });

  it('asks for the app only after the banner painted, by a script the page allows by its hash', async () => {
    const response = await home();
    const html = response.body;
    // The stylesheet stays in the head; the module script and its preloads move to the loader.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-5e6f.css">');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var done=0;[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/assets/index-1a2b.js"');
    expect(loader).toContain('["/assets/vendor-3c4d.js"]');
    expect(loader).toContain('largest-contentful-paint');
    // A page the boot script hid (a member, another language) loads the app at once.
    expect(loader).toContain('if(document.documentElement.hasAttribute("data-csr")){load();return}');
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const plain = (await home()).body;
    const br = await home({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await home({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(gzip.rawPayload.length).toBeLessThan(plain.length);
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

  it('draws nothing for a visitor from a blocked region, whatever it drew for others', async () => {
    await home();
    const html = (await home({ 'cf-ipcountry': 'SG' })).body;
    expect(html).toContain('class="boot"');
    expect(html).not.toContain('lw-ssr');
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
