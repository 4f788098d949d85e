import { type Browser, expect, type Page } from '@playwright/test';

/** The brand's welcome popups come one after another for visitors; close them as a player would. */
export const closeWelcomePopups = async (page: Page) => {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.getByRole('dialog').first().getByRole('button', { name: 'Đóng' }).click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** Home sections below the fold load as the player scrolls near them: scroll until one is there. */
export const scrollToRegion = async (page: Page, name: string) => {
  const region = page.getByRole('region', { name });
  for (let i = 0; i < 40 && (await region.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(100);
  }
  return region;
};

/**
 * From the deposit page, deposits `amount` VND through Sandbox Pay, which credits at once; answers
 * the deposit's number.
 */
export const depositBySandboxPay = async (page: Page, amount: string) => {
  await page.getByText('Sandbox Pay').first().click();
  const form = page.getByRole('form', { name: 'Thông tin nạp tiền' });
  await form.getByLabel('Số tiền (VND)').fill(amount);
  await form.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/\d+\?t=/, { timeout: 30_000 });
  const id = /sandbox-pay\/(\d+)/.exec(page.url())?.[1];
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status').filter({ hasText: `Lệnh nạp #${id}` })).toContainText(
    'Đã cộng tiền',
    {
      timeout: 30_000,
    },
  );
  return id;
};

/**
 * A back-office operator signed in in a browser context of its own (from `ip`), past the two-step
 * enrolment the demo operators put off: the page on the dashboard. Closing is the caller's
 * (`page.context().close()`).
 */
export const openBackOffice = async (
  browser: Browser,
  ip: string,
  { username = 'content', password = 'Content@2026' } = {},
) => {
  const desk = await (await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } })).newPage();
  await desk.goto('/admin/login');
  await desk.getByRole('textbox', { name: 'Username' }).fill(username);
  await desk.getByLabel('Password', { exact: true }).fill(password);
  await desk.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/(two-step|dashboard)$/);
  if (desk.url().endsWith('/two-step')) await desk.getByRole('button', { name: 'Skip for now' }).click();
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  return desk;
};
