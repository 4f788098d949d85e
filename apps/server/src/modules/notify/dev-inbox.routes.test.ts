import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createNotifyService } from './notify.service.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = (url: string, host = 'localhost:8080') => {
  if (!app) throw new Error('no app');
  return app.inject({ method: 'GET', url, headers: { host } });
};

describe('the dev inbox', () => {
  it("lists a brand's own messages, newest first, as JSON and as a page", async () => {
    const built = await createTestApp();
    app = built.app;
    const notify = createNotifyService({ db: built.database.db, config: { MAIL_FROM: 'x <x@y.z>' } });
    const brands = await built.database.db.select().from(merchants);
    const id = (code: string) => brands.find((m) => m.code === code)?.id ?? -1;
    await notify.send({
      merchantId: id('LW'),
      channel: 'sms',
      to: '+84900000001',
      body: 'first <b>code</b> 111111',
    });
    await notify.send({
      merchantId: id('LW'),
      channel: 'email',
      to: 'a@b.co',
      subject: 'Hi',
      body: 'second',
    });
    await notify.send({ merchantId: id('JDG'), channel: 'sms', to: '+84900000001', body: 'other brand' });

    const list = (await get('/dev/inbox/messages')).json().value;
    expect(list.map((m: { body: string }) => m.body)).toEqual(['second', 'first <b>code</b> 111111']);
    const filtered = (await get('/dev/inbox/messages?to=%2B84900000001')).json().value;
    expect(filtered).toHaveLength(1);
    const page = await get('/dev/inbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('first &lt;b&gt;code&lt;/b&gt; 111111');
    expect(page.body).not.toContain('other brand');
  });

  it('reveals the answer of an unspent captcha for browser tests, and nothing else', async () => {
    ({ app } = await createTestApp());
    const { captchaId } = (await get('/wps/captcha')).json().value;
    const answer = (await get(`/dev/inbox/captcha/${captchaId}`)).json().value.answer;
    expect(answer).toMatch(/^\d{4}$/);
    expect((await get(`/dev/inbox/captcha/${captchaId}`, 'brand2.localhost')).statusCode).toBe(404);
    expect((await get('/dev/inbox/captcha/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('is not served when running for real, and cannot be switched on there', async () => {
    ({ app } = await createTestApp({ NODE_ENV: 'production' }));
    expect((await get('/dev/inbox/messages')).statusCode).toBe(404);
    await expect(createTestApp({ NODE_ENV: 'production', DEV_INBOX: 'on' })).rejects.toThrow(/DEV_INBOX/);
  });

  it('is not served when switched off', async () => {
    ({ app } = await createTestApp({ DEV_INBOX: 'off' }));
    expect((await get('/dev/inbox/messages')).statusCode).toBe(404);
    expect((await get('/dev/inbox')).json().code).toBe('NOT_FOUND');
    const { captchaId } = (await get('/wps/captcha')).json().value;
    expect((await get(`/dev/inbox/captcha/${captchaId}`)).statusCode).toBe(404);
  });
});
