/**
 * The back office's help centre (issue 19) through /admin-api/content/help, as the content
 * operator: categories and articles created, changed and deleted with audit rows, what players read
 * at once through /wps/system/helpCenter, HTML sanitised on write, the brand's own language, keys
 * unique in the brand, a category with articles kept, the brand's own rows only, and the permission.
 */
import { readFileSync } from 'node:fs';
import type {
  TAdminHelpArticle,
  TAdminHelpArticleRequest,
  TAdminHelpCategory,
  TAdminHelpCategoryRequest,
} from '@luckwell/contracts/admin/help';
import type { THelpCategory } from '@luckwell/contracts/system/help-center';
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

let serial = 0;
const uniqueKey = (prefix: string) => `${prefix}-${++serial}`;

const categoryRequest = (overrides: Partial<TAdminHelpCategoryRequest> = {}): TAdminHelpCategoryRequest => ({
  merchantCode: 'LW',
  key: uniqueKey('faq'),
  name: { vi: 'Câu hỏi thường gặp', en: 'Frequently asked' },
  icon: '/img/home/desc-4.svg',
  sort: 50,
  reason: 'New help section',
  ...overrides,
});

const articleRequest = (
  categoryId: number,
  overrides: Partial<TAdminHelpArticleRequest> = {},
): TAdminHelpArticleRequest => ({
  merchantCode: 'LW',
  categoryId,
  key: uniqueKey('how-to'),
  title: { vi: 'Rút tiền thế nào', en: 'How to withdraw' },
  content: { vi: '<p>Vào <b>Ví</b></p>', en: '<p>Open the <b>Wallet</b></p>' },
  sort: 0,
  reason: 'Players keep asking',
  ...overrides,
});

const ok = <T>(answer: { statusCode: number; body: string; json: () => { value: T } }) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value;
};

const createCategory = async (body = categoryRequest()) =>
  ok<TAdminHelpCategory>(await content.post('/content/help/categories', body));
const createArticle = async (body: TAdminHelpArticleRequest) =>
  ok<TAdminHelpArticle>(await content.post('/content/help/articles', body));
const remove = (path: string, body = { merchantCode: 'LW', reason: 'No longer needed' }) =>
  content.call('DELETE', `/content/help/${path}`, body);

/** What a visitor's browser reads on /help, in `language`. */
const helpCentre = async (language: 'vi' | 'en') => {
  const answer = await app.inject({
    method: 'GET',
    url: `/wps/system/helpCenter?language=${language}`,
    headers: { host: 'localhost:8080' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as THelpCategory[];
};

const auditOf = async (action: string, id: number) =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
  )[0];

describe('/admin-api/content/help', () => {
  it('creates a category and an article players read at once, and audits both', async () => {
    const category = await createCategory(categoryRequest({ key: 'withdrawals' }));
    expect(category).toMatchObject({ key: 'withdrawals', articleCount: 0, icon: '/img/home/desc-4.svg' });
    const article = await createArticle(articleRequest(category.id));
    expect(article.content.vi).toBe('<p>Vào <b>Ví</b></p>');

    const vi = (await helpCentre('vi')).find((c) => c.id === category.id);
    expect(vi).toMatchObject({
      key: 'withdrawals',
      name: 'Câu hỏi thường gặp',
      icon: '/img/home/desc-4.svg',
    });
    expect(vi?.articles).toEqual([
      { id: article.id, title: 'Rút tiền thế nào', content: '<p>Vào <b>Ví</b></p>', sort: 0 },
    ]);
    const en = (await helpCentre('en')).find((c) => c.id === category.id);
    expect(en?.articles[0]?.title).toBe('How to withdraw');

    const listed = ok<{ list: TAdminHelpCategory[] }>(
      await content.get('/content/help/categories?merchantCode=LW'),
    );
    expect(listed.list.find((c) => c.id === category.id)?.articleCount).toBe(1);
    const articles = ok<{ list: TAdminHelpArticle[] }>(
      await content.get(`/content/help/articles?merchantCode=LW&categoryId=${category.id}`),
    );
    expect(articles.list.map((a) => a.id)).toEqual([article.id]);

    const categoryEntry = await auditOf('help.category.create', category.id);
    expect(categoryEntry?.operatorName).toBe('content');
    expect(categoryEntry?.targetType).toBe('help_category');
    expect(categoryEntry?.after).toMatchObject({ key: 'withdrawals', reason: 'New help section' });
    const articleEntry = await auditOf('help.article.create', article.id);
    expect(articleEntry?.targetType).toBe('help_article');
    expect(articleEntry?.after).toMatchObject({ reason: 'Players keep asking', categoryId: category.id });
  });

  it('changes and deletes them, each change audited and seen by players at once', async () => {
    const category = await createCategory();
    const article = await createArticle(articleRequest(category.id));

    const renamed = await content.put(
      `/content/help/categories/${category.id}`,
      categoryRequest({
        key: category.key,
        name: { vi: 'Hỏi đáp', en: '' },
        sort: 1,
        reason: 'Shorter name',
      }),
    );
    expect(ok<TAdminHelpCategory>(renamed)).toMatchObject({
      name: { vi: 'Hỏi đáp', en: '' },
      articleCount: 1,
    });
    // English readers get the brand's Vietnamese where English is left empty.
    expect((await helpCentre('en')).find((c) => c.id === category.id)?.name).toBe('Hỏi đáp');

    const retitled = await content.put(
      `/content/help/articles/${article.id}`,
      articleRequest(category.id, {
        key: article.key,
        title: { vi: 'Rút tiền', en: 'Withdrawing' },
        sort: 4,
      }),
    );
    expect(ok<TAdminHelpArticle>(retitled).sort).toBe(4);
    const shown = (await helpCentre('en')).find((c) => c.id === category.id)?.articles[0];
    expect(shown).toMatchObject({ title: 'Withdrawing', sort: 4 });
    expect((await auditOf('help.article.update', article.id))?.before).toMatchObject({
      title: 'Rút tiền thế nào',
    });

    expect(ok(await remove(`articles/${article.id}`))).toEqual({ id: article.id });
    expect((await helpCentre('vi')).find((c) => c.id === category.id)?.articles).toEqual([]);
    expect(ok(await remove(`categories/${category.id}`))).toEqual({ id: category.id });
    expect((await helpCentre('vi')).map((c) => c.id)).not.toContain(category.id);

    expect((await auditOf('help.article.delete', article.id))?.after).toMatchObject({
      reason: 'No longer needed',
    });
    const deleted = await auditOf('help.category.delete', category.id);
    expect(deleted?.before).toMatchObject({ key: category.key });
    expect(deleted?.after).toMatchObject({ reason: 'No longer needed' });
  });

  it('sanitises article HTML on write: no script, event attribute or javascript: link reaches players', async () => {
    const vectors = readFileSync(new URL('./fixtures/xss-vectors.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 12);
    const category = await createCategory();
    const article = await createArticle(
      articleRequest(category.id, {
        content: {
          vi: `<p onclick="steal()">Xin chào <a href="javascript:alert(1)">đây</a></p>${vectors.join('\n')}`,
          en: '<p>Hello<script>alert(1)</script> <img src=x onerror=alert(1)></p>',
        },
      }),
    );
    expect(article.content.en).toBe('<p>Hello <img /></p>');

    const served = (await helpCentre('vi')).find((c) => c.id === category.id)?.articles[0]?.content ?? '';
    expect(served).toContain('Xin chào');
    expect(served).not.toMatch(/<script/i);
    expect(served).not.toMatch(/\son[a-z]+\s*=/i);
    // A vector's words may stay as text; no address may run script.
    expect(served).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
  });

  it("asks for the brand's own language: Vietnamese at Luckwell, English at Jade Dragon", async () => {
    const englishName = await content.post(
      '/content/help/categories',
      categoryRequest({ name: { vi: '', en: 'Only English' } }),
    );
    expect(englishName.statusCode).toBe(400);
    expect(englishName.json()).toMatchObject({
      code: 'CONTENT_LANGUAGE_MISSING',
      value: { field: 'body.name.vi' },
    });
    const jade = await createCategory(
      categoryRequest({ merchantCode: 'JDG', name: { vi: '', en: 'Only English' } }),
    );
    expect(jade.name).toEqual({ vi: '', en: 'Only English' });

    const category = await createCategory();
    const englishArticle = await content.post(
      '/content/help/articles',
      articleRequest(category.id, { title: { vi: '', en: 'Hi' }, content: { vi: '', en: '<p>Hi</p>' } }),
    );
    expect(englishArticle.json()).toMatchObject({
      code: 'CONTENT_LANGUAGE_MISSING',
      value: { field: 'body.title.vi' },
    });
    const nothingLeft = await content.post(
      '/content/help/articles',
      articleRequest(category.id, { content: { vi: '<script>alert(1)</script>', en: '' } }),
    );
    expect(nothingLeft.json()).toMatchObject({ code: 'CONTENT_EMPTY', value: { field: 'body.content.vi' } });
  });

  it('refuses a key the brand already uses, and malformed keys, changing nothing', async () => {
    const category = await createCategory(categoryRequest({ key: 'taken-key' }));
    const again = await content.post('/content/help/categories', categoryRequest({ key: 'taken-key' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HELP_KEY_TAKEN', value: { field: 'body.key' } });
    // Another brand may use it.
    await createCategory(categoryRequest({ merchantCode: 'JDG', key: 'taken-key' }));

    const article = await createArticle(articleRequest(category.id, { key: 'article-key' }));
    const other = await createArticle(articleRequest(category.id));
    const clash = await content.put(
      `/content/help/articles/${other.id}`,
      articleRequest(category.id, { key: article.key }),
    );
    expect(clash.json()).toMatchObject({ code: 'HELP_KEY_TAKEN', value: { field: 'body.key' } });

    for (const key of ['A', 'Has Space', 'x'.repeat(65), 'ümlaut']) {
      const answer = await content.post('/content/help/categories', categoryRequest({ key }));
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.key' } });
    }
    const badIcon = await content.post('/content/help/categories', {
      ...categoryRequest(),
      icon: '/evil.svg',
    });
    expect(badIcon.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.icon' } });
    const noReason = await content.post('/content/help/articles', {
      ...articleRequest(category.id),
      reason: 'x',
    });
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.reason' } });

    const listed = ok<{ list: TAdminHelpArticle[] }>(
      await content.get(`/content/help/articles?merchantCode=LW&categoryId=${category.id}`),
    );
    expect(listed.list.map((a) => a.key).sort()).toEqual([article.key, other.key].sort());
  });

  it('keeps a category that still holds articles', async () => {
    const category = await createCategory();
    await createArticle(articleRequest(category.id));
    const refused = await remove(`categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'HELP_CATEGORY_NOT_EMPTY',
      message: 'in_help_category_not_empty',
    });
    expect((await helpCentre('vi')).map((c) => c.id)).toContain(category.id);
  });

  it("never reads, changes or deletes another brand's categories and articles through this brand's code", async () => {
    const jadeCategory = await createCategory(
      categoryRequest({ merchantCode: 'JDG', name: { vi: '', en: 'Jade' } }),
    );
    const jadeArticle = await createArticle(
      articleRequest(jadeCategory.id, {
        merchantCode: 'JDG',
        title: { vi: '', en: 'Jade' },
        content: { vi: '', en: '<p>J</p>' },
      }),
    );
    const lwCategory = await createCategory();

    const refusals = [
      await content.put(`/content/help/categories/${jadeCategory.id}`, categoryRequest()),
      await remove(`categories/${jadeCategory.id}`),
      await content.put(`/content/help/articles/${jadeArticle.id}`, articleRequest(lwCategory.id)),
      await remove(`articles/${jadeArticle.id}`),
      await content.post('/content/help/articles', articleRequest(jadeCategory.id)),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND', message: 'in_help_not_found' });
    }
    const lwArticles = ok<{ list: TAdminHelpArticle[] }>(
      await content.get(`/content/help/articles?merchantCode=LW&categoryId=${jadeCategory.id}`),
    );
    expect(lwArticles.list).toEqual([]);
    const jade = ok<{ list: TAdminHelpArticle[] }>(
      await content.get('/content/help/articles?merchantCode=JDG'),
    );
    expect(jade.list.find((a) => a.id === jadeArticle.id)?.title.en).toBe('Jade');
  });

  it('is the content operators’ (and owners’): support may not', async () => {
    const owner = createOperatorClient(app, { ip: '198.51.100.202' });
    await owner.signIn('owner', 'Owner@2026');
    expect((await owner.get('/content/help/categories?merchantCode=LW')).statusCode).toBe(200);

    const support = createOperatorClient(app, { ip: '198.51.100.201' });
    await support.signIn('support', 'Support@2026');
    expect((await support.get('/content/help/categories?merchantCode=LW')).statusCode).toBe(403);
    const create = await support.post('/content/help/categories', categoryRequest());
    expect(create.statusCode).toBe(403);
    const removal = await support.call('DELETE', '/content/help/articles/1', {
      merchantCode: 'LW',
      reason: 'nope',
    });
    expect(removal.statusCode).toBe(403);
  });
});
