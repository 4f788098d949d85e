/**
 * Preview links (issue 19, ADR 079): an operator sees a switched-off banner and a members-only
 * popup on the brand's site as a visitor before publishing; nobody else does, another brand's site
 * does not, and the link ends.
 */
import type { TAnnouncements } from '@luckwell/contracts/content/announcements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { JDG_HOST, LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { contentPreviews } from './content-preview.table.ts';

let app: App;
let database: DatabaseHandle;
let content: OperatorClient;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  content = createOperatorClient(app);
  await content.signIn('content', 'Content@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const now = () => new Date().toISOString();

/** What a visitor's browser reads, with a preview token or without. */
const visitorReads = async (token?: string, host = LW_HOST) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&language=en',
    headers: { host, ...(token ? { 'x-content-preview': token } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { value: answer.json().value as TAnnouncements, cache: answer.headers['cache-control'] };
};

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('contentPreview') ?? '';

describe('preview links', () => {
  it('show a switched-off banner and a members-only popup to whoever opens the link, and to no one else', async () => {
    const banner = await content.post('/content/banners', {
      merchantCode: 'LW',
      groupName: 'w_home',
      title: { vi: 'Bản nháp', en: 'Draft banner' },
      imageUrl: '/img/banners/home-1.svg',
      linkageType: 'NONE',
      link: null,
      startsAt: now(),
      endsAt: null,
      sort: 998,
      enabled: false,
      reason: 'Draft for review',
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const popup = await content.post('/content/announcements', {
      merchantCode: 'LW',
      type: 'PU',
      execution: 'F',
      promotionType: null,
      title: { vi: 'Chào thành viên mới', en: 'Welcome, newcomer' },
      content: { vi: '<p>Chào</p>', en: '<p>Hello</p>' },
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: null,
      sort: 0,
      enabled: true,
      reason: 'Tomorrow',
    });
    expect(popup.statusCode, popup.body).toBe(200);

    const bannerLink = await content.post('/content/previews', {
      merchantCode: 'LW',
      kind: 'banner',
      id: banner.json().value.id,
    });
    expect(bannerLink.json().value).toMatchObject({
      host: 'localhost',
      path: expect.stringMatching(/^\/\?contentPreview=/),
    });
    const popupLink = await content.post('/content/previews', {
      merchantCode: 'LW',
      kind: 'announcement',
      id: popup.json().value.id,
    });

    const plain = await visitorReads();
    expect(plain.value.banners.map((b) => b.title)).not.toContain('Draft banner');
    expect(plain.value.popup.map((p) => p.title)).not.toContain('Welcome, newcomer');

    const withBanner = await visitorReads(tokenOf(bannerLink.json().value.path));
    expect(withBanner.value.banners.map((b) => b.title)).toContain('Draft banner');
    expect(withBanner.cache).toBe('no-store');
    const withPopup = await visitorReads(tokenOf(popupLink.json().value.path));
    expect(withPopup.value.popup.map((p) => p.title)).toContain('Welcome, newcomer');
    expect(withPopup.value.banners.map((b) => b.title)).not.toContain('Draft banner');

    // Another brand's site does not honour it; a made-up token shows nothing more.
    const elsewhere = await visitorReads(tokenOf(bannerLink.json().value.path), JDG_HOST);
    expect(elsewhere.value.banners.map((b) => b.title)).not.toContain('Draft banner');
    const madeUp = await visitorReads('A'.repeat(32));
    expect(madeUp.value.banners.map((b) => b.title)).not.toContain('Draft banner');

    // Half an hour later the link shows nothing more either.
    await database.db.update(contentPreviews).set({ expiresAt: new Date(Date.now() - 1_000) });
    const expired = await visitorReads(tokenOf(bannerLink.json().value.path));
    expect(expired.value.banners.map((b) => b.title)).not.toContain('Draft banner');
  });

  it("refuses another brand's item and an operator without content.manage", async () => {
    const jade = await content.get('/content/banners?merchantCode=JDG');
    const jadeBanner = jade.json().value.list[0].id;
    const wrongBrand = await content.post('/content/previews', {
      merchantCode: 'LW',
      kind: 'banner',
      id: jadeBanner,
    });
    expect(wrongBrand.statusCode).toBe(404);
    expect(wrongBrand.json()).toMatchObject({
      success: false,
      code: 'CONTENT_NOT_FOUND',
      value: { field: 'body.id' },
    });
    const support = createOperatorClient(app);
    await support.signIn('support', 'Support@2026');
    expect(
      (await support.post('/content/previews', { merchantCode: 'LW', kind: 'banner', id: 1 })).statusCode,
    ).toBe(403);
    expect(
      await database.db.select().from(contentPreviews).where(eq(contentPreviews.itemId, jadeBanner)),
    ).toEqual([]);
  });
});
