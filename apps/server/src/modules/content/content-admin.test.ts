/**
 * The back office's announcements (issue 19) through /admin-api/content, as the content operator:
 * what is saved is sanitised, audited, and what players read at once; scheduling, the brand's
 * own rows only, the refusals of section 8 and the permission.
 */
import type { TAdminAnnouncement, TAdminAnnouncementRequest } from '@luckwell/contracts/admin/content';
import type { TAnnouncements } from '@luckwell/contracts/content/announcements';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';

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

const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const request = (overrides: Partial<TAdminAnnouncementRequest> = {}): TAdminAnnouncementRequest => ({
  merchantCode: 'LW',
  type: 'B',
  execution: 'B',
  promotionType: null,
  title: { vi: 'Bảo trì tối nay', en: 'Maintenance tonight' },
  content: { vi: '<p>Bảo trì <b>02:00</b></p>', en: '<p>Maintenance at <b>02:00</b></p>' },
  startsAt: hourFromNow(-1),
  endsAt: null,
  sort: 0,
  enabled: true,
  reason: 'Scheduled upgrade',
  ...overrides,
});

/** What a visitor's browser reads for the home page, in `language`. */
const visitorNotices = async (language: 'vi' | 'en', execution = 'B') => {
  const answer = await app.inject({
    method: 'GET',
    url: `/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=${execution}&language=${language}`,
    headers: { host: 'localhost:8080' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as TAnnouncements;
};

const create = async (body: TAdminAnnouncementRequest) => {
  const answer = await content.post('/content/announcements', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as TAdminAnnouncement;
};

describe('/admin-api/content/announcements', () => {
  it('publishes a notice players read at once, its HTML sanitised, and audits it', async () => {
    const saved = await create(
      request({
        title: { vi: 'Thông báo mới', en: 'New notice' },
        content: {
          vi: '<p onclick="steal()">Xin chào<script>alert(1)</script> <a href="javascript:alert(1)">đây</a></p>',
          en: '<p>Hello <img src=x onerror=alert(1)></p>',
        },
      }),
    );
    expect(saved.state).toBe('live');
    expect(saved.content.vi).toBe('<p>Xin chào <a>đây</a></p>');
    expect(saved.content.en).toBe('<p>Hello <img /></p>');

    const vi = await visitorNotices('vi');
    expect(vi.notices.find((n) => n.id === saved.id)).toMatchObject({
      title: 'Thông báo mới',
      content: '<p>Xin chào <a>đây</a></p>',
    });
    const en = await visitorNotices('en');
    expect(en.notices.find((n) => n.id === saved.id)?.title).toBe('New notice');

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'announcement.create'), eq(auditLog.targetId, String(saved.id))))
      .orderBy(desc(auditLog.id));
    expect(entry?.operatorName).toBe('content');
    expect(entry?.after).toMatchObject({ reason: 'Scheduled upgrade', type: 'B' });
  });

  it('shows a scheduled announcement only from its start and until its end', async () => {
    const later = await create(request({ title: { vi: 'Sắp tới', en: 'Coming' }, startsAt: hourFromNow(2) }));
    const ended = await create(
      request({ title: { vi: 'Đã hết', en: 'Ended' }, startsAt: hourFromNow(-3), endsAt: hourFromNow(-1) }),
    );
    expect(later.state).toBe('scheduled');
    expect(ended.state).toBe('ended');
    const ids = (await visitorNotices('vi')).notices.map((n) => n.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);

    const list = (await content.get('/content/announcements?merchantCode=LW')).json().value
      .list as TAdminAnnouncement[];
    expect(list.find((a) => a.id === later.id)?.state).toBe('scheduled');
  });

  it('changes, disables and keeps English empty when the operator leaves it so (Vietnamese for English readers)', async () => {
    const saved = await create(
      request({ title: { vi: 'Chỉ tiếng Việt', en: '' }, content: { vi: '<p>Một</p>', en: '' } }),
    );
    expect((await visitorNotices('en')).notices.find((n) => n.id === saved.id)?.title).toBe('Chỉ tiếng Việt');

    const changed = await content.put(
      `/content/announcements/${saved.id}`,
      request({ enabled: false, reason: 'Pulled' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.state).toBe('off');
    expect((await visitorNotices('vi')).notices.map((n) => n.id)).not.toContain(saved.id);
  });

  it("asks for the brand's own language: Vietnamese at Luckwell, English at Jade Dragon", async () => {
    const englishOnly = request({ title: { vi: '', en: 'Welcome' }, content: { vi: '', en: '<p>Hi</p>' } });
    const refused = await content.post('/content/announcements', englishOnly);
    expect(refused.json()).toMatchObject({
      code: 'CONTENT_LANGUAGE_MISSING',
      value: { field: 'body.title.vi' },
    });
    const jade = await create({ ...englishOnly, merchantCode: 'JDG' });
    expect(jade.title).toEqual({ vi: '', en: 'Welcome' });
    const noTitle = await content.post('/content/announcements', request({ title: { vi: 'Có', en: '' } }));
    expect(noTitle.json()).toMatchObject({
      code: 'CONTENT_LANGUAGE_MISSING',
      value: { field: 'body.title.en' },
    });
  });

  it('shows a first-sign-in popup to that audience only', async () => {
    const popup = await create(
      request({ type: 'PU', execution: 'F', title: { vi: 'Chào mừng', en: 'Welcome' } }),
    );
    expect((await visitorNotices('vi', 'F')).popup.map((p) => p.id)).toContain(popup.id);
    expect((await visitorNotices('vi', 'B')).popup.map((p) => p.id)).not.toContain(popup.id);
    expect((await visitorNotices('vi', 'A')).popup.map((p) => p.id)).not.toContain(popup.id);
  });

  it('refuses what section 8 lists, changing nothing', async () => {
    const before = (await content.get('/content/announcements?merchantCode=LW')).json().value.list.length;
    const refusals: [TAdminAnnouncementRequest | Record<string, unknown>, number, string, string][] = [
      [
        request({ content: { vi: '<script>alert(1)</script>', en: '' } }),
        400,
        'CONTENT_EMPTY',
        'body.content.vi',
      ],
      [request({ endsAt: hourFromNow(-2) }), 400, 'CONTENT_ENDS_BEFORE_START', 'body.endsAt'],
      [{ ...request(), reason: '' }, 400, 'VALIDATION_FAILED', 'body.reason'],
      [
        { ...request(), content: { vi: 'x'.repeat(20_001), en: '' } },
        400,
        'VALIDATION_FAILED',
        'body.content.vi',
      ],
      [{ ...request(), type: 'ZZ' }, 400, 'VALIDATION_FAILED', 'body.type'],
    ];
    for (const [body, status, code, field] of refusals) {
      const answer = await content.post('/content/announcements', body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, code, value: { field } });
    }
    const missing = await content.put('/content/announcements/999999', request());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT_NOT_FOUND');
    expect((await content.get('/content/announcements?merchantCode=LW')).json().value.list.length).toBe(
      before,
    );
  });

  it("never changes another brand's announcement through this brand's code", async () => {
    const own = await create(request({ merchantCode: 'JDG' }));
    const answer = await content.put(`/content/announcements/${own.id}`, request({ merchantCode: 'LW' }));
    expect(answer.statusCode).toBe(404);
  });

  it('previews HTML as players would get it', async () => {
    const answer = await content.post('/content/preview', { html: '<p>Hi<script>x()</script></p>' });
    expect(answer.json().value).toEqual({ html: '<p>Hi</p>', changed: true });
    const clean = await content.post('/content/preview', { html: '<p>Hi</p>' });
    expect(clean.json().value).toEqual({ html: '<p>Hi</p>', changed: false });
  });

  it('is the content operators’ (and owners’): support may not', async () => {
    const support = createOperatorClient(app, { ip: '198.51.100.201' });
    await support.signIn('support', 'Support@2026');
    const answer = await support.get('/content/announcements?merchantCode=LW');
    expect(answer.statusCode).toBe(403);
  });
});
