/**
 * Issue 14 "npm start is the documented demo": the journeys' server is started by
 * scripts/start.mjs with no configuration of its own (e2e/serve.mjs), so this is what a new operator
 * gets from `npm install && npm start`. A new member registers by mobile with a code from the dev
 * inbox, signs out, signs in by SMS with a fresh code, and deposits through Sandbox Pay, which
 * credits at once.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  closePopupIfShown,
  dismissPopup,
  label,
  logout,
  registerByMobile,
  smsCodeFor,
} from './auth-helpers.ts';
import { solveCaptcha, watchCaptchas } from './captcha.ts';
import { depositBySandboxPay } from './page-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the start path is the same on a phone; one run is enough');
  watchCaptchas(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

test('the dev inbox, an SMS sign-in and a Sandbox Pay deposit work on the plain start path', async ({
  page,
  isMobile,
}) => {
  const inbox = await page.goto('/dev/inbox');
  expect(inbox?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const mobile = `9${randomInt(10_000_000, 99_999_999)}`;
  await registerByMobile(page, {
    mobile,
    password: 'Winner2026',
    solveCaptcha: () =>
      solveCaptcha(
        page,
        page.getByRole('dialog', { name: 'Đăng ký' }),
        page.getByRole('dialog', { name: 'Đăng ký' }).getByLabel(label('Mã captcha')),
      ),
  });
  await dismissPopup(page, 'Chào mừng thành viên mới');
  await logout(page, isMobile);

  // SMS sign-in: a fresh code to the same number, read from the dev inbox.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('tab', { name: 'SMS' }).click();
  await login.getByRole('textbox', { name: label('Số điện thoại') }).fill(mobile);
  const sent = page.waitForResponse((r) => r.url().includes('/wps/verification/sms/noLogin'));
  await login.getByRole('button', { name: 'Gửi mã' }).click();
  expect((await (await sent).json()).success).toBe(true);
  await login.getByLabel(label('Mã xác minh')).fill(await smsCodeFor(page, mobile));
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);
  // The account is stored when the member's info arrives, just after the dialog closes.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe(mobile);

  // Sandbox Pay credits at once, and the header follows.
  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);
  await depositBySandboxPay(page, '20000');
  await expect(page.getByTestId('member-balance').filter({ visible: true }).first()).toHaveText('₫20,000.00');
});
