/**
 * The member centre's default page, "My account" (issue 15 securityCenter, ADR 047): demo_owner
 * (whose account no other journey changes) signs in on a second device first, then here; /member
 * opens on My account with the previous sign-in's time and address, the nickname change shows in
 * the header, an email is bound with the code from the dev inbox, a birthday (then locked) and a Zalo
 * number are given, and signing out the other devices refuses the second device's session from then on.
 */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';

// Two sign-ins (each solving the human check) on a shared, busy machine: allow for slow pages.
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 30_000 });

const ACCOUNT = 'demo_owner';
const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A browser of its own (own address) signed in as demo_owner; answers its page and session token. */
const signIn = async (browser: Browser, ip: string) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const page = await context.newPage();
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await slow(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill(ACCOUNT);
  await dialog.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(dialog).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { context, page, token: token ?? '' };
};

const memberInfoStatus = async (page: Page, token: string) =>
  (await page.request.get('/wps/member/info', { headers: { authorization: `Bearer ${token}` } })).status();

test('a member reads the last sign-in, renames themself and signs out the other device', async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'one desktop journey: the page itself is checked at 375 px by its component tests');
  const otherIp = randomIp();
  const other = await signIn(browser, otherIp);
  const here = await signIn(browser, randomIp());
  const { page } = here;

  await page.goto('/member');
  await slow(page.getByRole('heading', { name: 'Tài khoản của tôi' })).toBeVisible();
  await slow(page.getByTestId('previous-sign-in')).toContainText(`từ ${otherIp}`);
  await slow(page.getByTestId('profile-card')).toContainText(ACCOUNT);

  // A new nickname shows in the header at once.
  const nickname = `Chủ Nhà ${randomInt(10, 99)}`;
  await page.getByRole('button', { name: 'Sửa hồ sơ' }).click();
  await page.getByLabel('Biệt danh').fill(nickname);
  await page.getByRole('radio', { name: 'Ảnh đại diện 6' }).check({ force: true });
  await page.getByRole('button', { name: 'Lưu' }).click();
  await slow(page.getByText('Đã lưu hồ sơ.')).toBeVisible();
  await slow(page.getByTestId('member-name')).toHaveText(nickname);
  await slow(
    page.getByRole('banner').getByRole('button', { name: nickname }).locator('img[src$="avatar-6.svg"]'),
  ).toBeVisible();

  // A new email, bound with the code the dev inbox received.
  const email = `owner.${randomInt(1000, 9999)}@example.com`;
  await page.getByTestId('security-email').getByRole('button').click();
  const bind = page.getByRole('dialog', { name: 'Liên kết email' });
  await bind.getByLabel('Email mới').fill(email);
  await bind.getByRole('button', { name: 'Gửi mã' }).click();
  await slow(bind.getByRole('status')).toContainText('Đã gửi mã tới');
  await expect(bind.getByRole('button', { name: /Gửi lại \(\d+s\)/ })).toBeDisabled();
  const inbox = await page.request.get(`/dev/inbox/messages?channel=email&to=${encodeURIComponent(email)}`);
  const code = /verification code is (\d{6})/.exec((await inbox.json()).value[0]?.body ?? '')?.[1];
  expect(code, 'a code in the dev inbox').toBeTruthy();
  await bind.getByLabel('Mã xác minh').fill(code ?? '');
  await bind.getByRole('button', { name: 'Xác minh và lưu' }).click();
  await slow(bind).toBeHidden();
  await slow(page.getByTestId('security-email')).toContainText('đã xác minh');
  // The long verified address still fits a 375 px phone without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await slow(page.getByTestId('security-email')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Personal details: a birthday and a Zalo number; the birthday is then locked (set once).
  const details = page.getByTestId('personal-details-panel');
  await details.getByRole('button', { name: 'Bổ sung thông tin' }).click();
  await details.getByLabel('Ngày sinh').fill('1992-04-18');
  await details.getByLabel('Số Zalo').fill('0912000047');
  await details.getByRole('button', { name: 'Lưu' }).click();
  await slow(details.getByText('Đã lưu thông tin cá nhân.')).toBeVisible();
  await slow(details.getByTestId('personal-details')).toContainText('0912000047');
  await details.getByRole('button', { name: 'Bổ sung thông tin' }).click();
  await expect(details.getByLabel('Ngày sinh')).toHaveAttribute('readonly', '');
  await details.getByRole('button', { name: 'Hủy' }).click();

  // An own photo: a png uploaded from the device shows in the header at once.
  await page.getByRole('button', { name: 'Sửa hồ sơ' }).click();
  await page.getByLabel('Tải ảnh lên').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await slow(page.getByText('Đã lưu hồ sơ.')).toBeVisible();
  await slow(
    page.getByRole('banner').getByRole('button', { name: nickname }).locator('img[src*="/media/avatars/"]'),
  ).toBeVisible();

  // Both sessions are listed; this one is marked.
  const sessions = page.getByTestId('session-list');
  await slow(sessions.getByRole('listitem')).toHaveCount(2);
  await slow(sessions.getByText('Thiết bị này')).toHaveCount(1);
  await slow(page.getByTestId('login-history')).toContainText(otherIp);

  expect(await memberInfoStatus(other.page, other.token)).toBe(200);
  await page.getByRole('button', { name: 'Đăng xuất thiết bị khác' }).click();
  await slow(page.getByText('Đã đăng xuất 1 thiết bị khác.')).toBeVisible();
  await slow(sessions.getByRole('listitem')).toHaveCount(1);

  // The other device's session is refused from now on; this one still works.
  expect(await memberInfoStatus(other.page, other.token)).toBe(401);
  await other.page.reload();
  await slow(other.page.getByTestId('member-name')).toHaveCount(0);
  expect(await memberInfoStatus(page, here.token)).toBe(200);

  await other.context.close();
  await here.context.close();
});
