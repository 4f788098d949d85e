import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';
import { withPageHints } from './static-apps.ts';

let app: App;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'luckwell-dist-'));
  for (const name of ['web', 'admin']) {
    mkdirSync(path.join(dir, name, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dir, name, 'index.html'),
      `<!doctype html><html><head><title>${name}</title><script>window.boot = 1;</script></head></html>`,
    );
    writeFileSync(path.join(dir, name, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dir, name, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dir, name, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log(1)'));
  }
  ({ app } = await createTestApp({ WEB_DIST: path.join(dir, 'web'), ADMIN_DIST: path.join(dir, 'admin') }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('the two web apps on one port', () => {
  it('serves the player site at / and its client routes, revalidating the page', async () => {
    for (const url of ['/', '/index', '/member', '/gameListCenter/rng/lw']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Luckwell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the brand and preloads its first home banner in the page, before any script runs', async () => {
    const page = (host: string) => app.inject({ method: 'GET', url: '/', headers: { host } });
    const luckwell = (await page('localhost')).body;
    expect(luckwell).toContain(
      '<link rel="preload" as="image" href="/img/banners/home-1.svg" fetchpriority="high" />',
    );
    const jade = (await page('brand2.localhost')).body;
    expect(jade).toContain('<title>Jade Dragon</title>');
    expect(jade).toContain('href="/img/banners/jade-home-1.svg"');
    // A host that is no brand's still gets the app, which shows the invalid-URL page.
    const unknown = (await page('unknown.example')).body;
    expect(unknown).toContain('<title>web</title>');
    expect(unknown).not.toContain('rel="preload"');
  });

  it("preloads an uploaded banner's widths in the format its picture chooses first", () => {
    const html = withPageHints('<head><title>web</title></head>', {
      title: 'Luckwell',
      preloadImage: {
        href: '/media/content/k-1920.webp',
        srcset: '/media/content/k-640.avif 640w, /media/content/k-1920.avif 1920w',
        type: 'image/avif',
      },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/content/k-1920.webp" imagesrcset="/media/content/k-640.avif 640w, /media/content/k-1920.avif 1920w" imagesizes="100vw" type="image/avif" fetchpriority="high" />',
    );
  });

  it('serves the back office at /admin and its client routes', async () => {
    for (const url of ['/admin', '/admin/', '/admin/preview/members']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>admin</title>');
    }
  });

  it('caches fingerprinted assets for good', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy a browser accepts', async () => {
    const send = (encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { host: 'localhost', 'accept-encoding': encoding },
      });
    expect((await send('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await send('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await send('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing file or API path with the 404 envelope, not the page', async () => {
    for (const url of ['/assets/missing.js', '/wps/nope', '/relay/NOPE']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('the player site page and its inline boot script', () => {
  it('allows exactly that script in the Content-Security-Policy, by its hash', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update('window.boot = 1;').digest('base64');
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
    // Other responses keep the site-wide policy, with no page's hashes.
    const api = await app.inject({ method: 'GET', url: '/health' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });
});
