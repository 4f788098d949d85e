/**
 * What the shared-table journeys (live baccarat, Tiến Lên) do alike: sign a demo member in in a
 * context of the project's size with reduced motion, and launch a house title the way the lobby does
 * (`/wps/game/launchGame`), answering the table page's address with its one-time token.
 */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';

export const dismissIfShown = async (page: Page, name: string) => {
  const popup = page.getByRole('dialog', { name });
  if (await popup.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  }
};

/** "1,000,000.00 VND" → 100000000 minor units. */
export const minorOf = (text: string | null) => {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
};

export const signIn = async (browser: Browser, account: string, testInfo: TestInfo) => {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1366, height: 900 },
    isMobile,
    hasTouch,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill(account);
  await login.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await dismissIfShown(page, 'Chào mừng thành viên mới');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { context, page, token: token! };
};

/** The lobby's launch of a title: the page's address (its one-time token inside), or '' if refused. */
export const launchPath = async (page: Page, token: string, vendor: string, gameCode: string) => {
  const response = await page.request.post('/wps/game/launchGame', {
    headers: { authorization: `Bearer ${token}` },
    data: { vendor, gameCode },
  });
  const url = (await response.json()).value?.url as string | undefined;
  if (!url) return '';
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
