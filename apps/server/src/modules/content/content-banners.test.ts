/**
 * Banners and uploaded pictures (issue 19, ADR 077) through /admin-api/content as the content
 * operator: an upload is checked by its bytes, kept as AVIF and WebP at the widths it allows and
 * served immutable; a banner on it reaches visitors at once with those sources, on its schedule;
 * the refusals change nothing.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAdminBanner, TAdminBannerRequest, TContentImage } from '@luckwell/contracts/admin/content';
import type { TAnnouncements } from '@luckwell/contracts/content/announcements';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';

let app: App;
let content: OperatorClient;

beforeAll(async () => {
  ({ app } = await createTestApp());
  content = createOperatorClient(app);
  await content.signIn('content', 'Content@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#e0364f' } })
    .toFormat(format)
    .toBuffer()
    .then((bytes) => `data:image/${format};base64,${bytes.toString('base64')}`);

const upload = async (image: string, brand = 'LW') =>
  content.post(`/content/images?merchantCode=${brand}`, { image });

const uploaded = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const answer = await upload(await picture(width, height, format));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as TContentImage;
};

const bannerRequest = (overrides: Partial<TAdminBannerRequest> = {}): TAdminBannerRequest => ({
  merchantCode: 'LW',
  groupName: 'w_home',
  title: { vi: 'Thưởng nạp đầu', en: 'First deposit bonus' },
  imageUrl: '/img/banners/home-2.svg',
  linkageType: 'INTERNAL',
  link: '/promotions',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: null,
  sort: 0,
  enabled: true,
  reason: 'Autumn campaign',
  ...overrides,
});

const visitorBanners = async () => {
  const answer = await app.inject({
    method: 'GET',
    url: '/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B&language=vi',
    headers: { host: 'localhost:8080' },
  });
  return (answer.json().value as TAnnouncements).banners;
};

describe('POST /admin-api/content/images', () => {
  it('keeps a 2400 px upload as AVIF and WebP at 640, 1280 and 1920 px, served immutable', async () => {
    const image = await uploaded(2400, 800, 'jpeg');
    expect(image).toMatchObject({ width: 2400, height: 800 });
    expect(image.url).toMatch(/^\/media\/content\/[0-9a-f]{32}-1920\.webp$/);
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const avif = image.sources[0]?.srcset ?? '';
    expect(avif.split(', ').map((c) => c.split(' ')[1])).toEqual(['640w', '1280w', '1920w']);

    const first = avif.split(' ')[0] ?? '';
    const served = await app.inject({ method: 'GET', url: first, headers: { host: 'localhost:8080' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(213);
  });

  it('never enlarges: a 1000 px upload is kept at 640 and 1000 px', async () => {
    const image = await uploaded(1000, 400, 'webp');
    expect(image.sources[1]?.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['640w', '1000w']);
    expect(image.url).toMatch(/-1000\.webp$/);
  });

  it('refuses what is not a picture, too narrow or too heavy, storing nothing', async () => {
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
    const html = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const truncated = (await picture(800, 300)).slice(0, 200);
    const cases: [string, number, string][] = [
      [gif, 415, 'CONTENT_IMAGE_INVALID'],
      [html, 415, 'CONTENT_IMAGE_INVALID'],
      [truncated, 415, 'CONTENT_IMAGE_INVALID'],
      [await picture(600, 200), 400, 'CONTENT_IMAGE_TOO_SMALL'],
      [
        `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64')}`,
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [image, status, code] of cases) {
      const answer = await upload(image);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, code, value: { field: 'body.image' } });
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/media/content/0123456789abcdef0123456789abcdef-640.webp',
      headers: { host: 'localhost:8080' },
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({
      method: 'GET',
      url: '/media/content/..%2F..%2Fetc%2Fpasswd',
      headers: { host: 'localhost:8080' },
    });
    expect(traversal.statusCode).toBe(400);
  });
});

describe('/admin-api/content/banners', () => {
  it('publishes a banner on an upload that visitors get at once, with its AVIF and WebP', async () => {
    const image = await uploaded(1920, 640);
    const answer = await content.post('/content/banners', bannerRequest({ imageUrl: image.url, sort: 0 }));
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json().value as TAdminBanner;
    expect(saved).toMatchObject({ state: 'live', sources: image.sources, link: '/promotions' });

    const seen = (await visitorBanners()).find((b) => b.id === saved.id);
    expect(seen).toMatchObject({ url: image.url, sources: image.sources, title: 'Thưởng nạp đầu' });
  });

  it('keeps a scheduled or disabled banner from visitors, and lists it with its state', async () => {
    const later = await content.post(
      '/content/banners',
      bannerRequest({ startsAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const changed = await content.put(
      `/content/banners/${later.json().value.id}`,
      bannerRequest({ enabled: false, reason: 'Paused' }),
    );
    expect(changed.json().value.state).toBe('off');
    expect((await visitorBanners()).map((b) => b.id)).not.toContain(later.json().value.id);
    const list = (await content.get('/content/banners?merchantCode=LW')).json().value.list as TAdminBanner[];
    expect(list.find((b) => b.id === later.json().value.id)?.state).toBe('off');
  });

  it("refuses another brand's upload, a made-up one, and links that are not what their kind says", async () => {
    const other = await uploaded(800, 300);
    const jdgOnly = (await upload(await picture(800, 300), 'JDG')).json().value as TContentImage;
    const before = (await content.get('/content/banners?merchantCode=LW')).json().value.list.length;
    const refusals: [Partial<TAdminBannerRequest> | Record<string, unknown>, string, string][] = [
      [{ imageUrl: jdgOnly.url }, 'CONTENT_IMAGE_NOT_FOUND', 'body.imageUrl'],
      [
        { imageUrl: '/media/content/0123456789abcdef0123456789abcdef-640.webp' },
        'CONTENT_IMAGE_NOT_FOUND',
        'body.imageUrl',
      ],
      [{ imageUrl: 'https://evil.example/x.png' }, 'VALIDATION_FAILED', 'body.imageUrl'],
      [
        { imageUrl: other.url, linkageType: 'INTERNAL', link: '//evil.example' },
        'CONTENT_LINK_INVALID',
        'body.link',
      ],
      [{ linkageType: 'EXTERNAL', link: 'javascript:alert(1)' }, 'CONTENT_LINK_INVALID', 'body.link'],
      [{ linkageType: 'EXTERNAL', link: 'http://plain.example' }, 'CONTENT_LINK_INVALID', 'body.link'],
      [
        { endsAt: new Date(Date.now() - 3_600_000).toISOString() },
        'CONTENT_ENDS_BEFORE_START',
        'body.endsAt',
      ],
    ];
    for (const [overrides, code, field] of refusals) {
      const answer = await content.post('/content/banners', { ...bannerRequest(), ...overrides });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code, value: { field } });
    }
    expect((await content.get('/content/banners?merchantCode=LW')).json().value.list.length).toBe(before);
  });

  it('takes no link for a banner that opens nothing', async () => {
    const answer = await content.post(
      '/content/banners',
      bannerRequest({ linkageType: 'NONE', link: '/ignored' }),
    );
    expect(answer.json().value.link).toBeNull();
  });
});

describe("the site's drawn banners (docs/decisions/083-drawn-banners-as-webp.md)", () => {
  it("reach visitors with the WebP renditions the web build made, an upload's own sources untouched", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'lw-web-dist-'));
    mkdirSync(path.join(webDist, 'img'));
    writeFileSync(
      path.join(webDist, 'img', 'renditions.json'),
      JSON.stringify({ '/img/banners/home-1.svg': { type: 'image/webp', widths: [640, 1920] } }),
    );
    const built = await createTestApp({ WEB_DIST: webDist });
    try {
      const answer = await built.app.inject({
        method: 'GET',
        url: '/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B&language=vi',
        headers: { host: 'localhost:8080' },
      });
      const banners = (answer.json().value as TAnnouncements).banners;
      expect(banners.find((b) => b.url === '/img/banners/home-1.svg')?.sources).toEqual([
        {
          type: 'image/webp',
          srcset: '/img/banners/home-1-640.webp 640w, /img/banners/home-1-1920.webp 1920w',
        },
      ]);
      // A drawn picture the build did not render stays an SVG on its own.
      expect(banners.find((b) => b.url === '/img/banners/home-2.svg')?.sources).toEqual([]);
    } finally {
      await built.app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  }, 60_000);
});
