/**
 * Issue 4 "Transfers", end to end against a real server with the demo seed: demo_teammate sends to
 * their upline demo_teamlead from the member centre (a wrong payment password first); demo_teamlead
 * signs in on the agent site, is refused a member outside their team (demo_friend), then sends to
 * demo_teammate picked from their team. Both see "transfer successful" and the money move.
 *
 * Desktop only: it moves demo_teamlead's and demo_teammate's money (no other journey reads them),
 * and the phone run would race it.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { label } from '../player/auth-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_teamlead money: one run only');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const closePopupIfShown = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: 'Ưu đãi thành viên mới' });
  try {
    await popup.waitFor({ state: 'visible', timeout: 4_000 });
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  } catch {
    // It did not show this time.
  }
};

/** "₫1,000,000.00" → 100000000 (minor units). */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a member sends to the upline; the agent is refused outside the team and sends to the downline', async ({
  page,
}) => {
  // demo_teammate signs in on the player site and opens the transfer page.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_teammate');
  await login.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await page.goto('/member?page=transferUpline');
  await closePopupIfShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chuyển tiền' })).toBeVisible();
  await expect(page.getByTestId('transfer-upline-account')).toHaveText('demo_teamlead');
  const before = minorOf(await page.getByTestId('transfer-balance').textContent());

  const form = page.getByRole('form', { name: 'Chuyển lên tuyến trên' });
  await form.getByLabel('Số tiền (VND)').fill('5000');
  await form.getByLabel('Mật khẩu thanh toán').fill('135790');
  await form.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('Số tiền phải từ');

  await form.getByLabel('Số tiền (VND)').fill('10000');
  await form.getByLabel('Mật khẩu thanh toán').fill('999999');
  await form.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('Mật khẩu thanh toán không đúng', { timeout: 30_000 });
  await expect(page.getByTestId('transfer-balance')).toHaveText(/./);
  expect(minorOf(await page.getByTestId('transfer-balance').textContent())).toBe(before);

  await form.getByLabel('Mật khẩu thanh toán').fill('135790');
  await form.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Chuyển tiền thành công', { timeout: 30_000 });
  await expect(form.getByRole('status')).toContainText('demo_teamlead');
  await expect
    .poll(async () => minorOf(await page.getByTestId('transfer-balance').textContent()))
    .toBe(before - 1_000_000);

  // demo_teamlead signs in on the agent site and opens the downline transfer.
  await page.goto('/agent');
  const agentForm = page.getByRole('region', { name: 'Đăng nhập đại lý' });
  await agentForm.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_teamlead');
  await agentForm.getByLabel(label('Mật khẩu')).fill('Agent@2026');
  await agentForm.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Chuyển xuống tuyến dưới' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chuyển tiền' })).toBeVisible();
  const agentBefore = minorOf(await page.getByTestId('transfer-balance').textContent());

  const down = page.getByRole('form', { name: 'Chuyển xuống tuyến dưới' });
  await down.getByLabel('Tài khoản nhận').fill('demo_friend');
  await down.getByLabel('Số tiền (VND)').fill('20000');
  await down.getByLabel('Mật khẩu thanh toán').fill('135790');
  await down.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  await expect(down.getByRole('alert')).toHaveText('Tài khoản này không thuộc tuyến dưới của bạn.', {
    timeout: 30_000,
  });
  expect(minorOf(await page.getByTestId('transfer-balance').textContent())).toBe(agentBefore);

  await down.getByLabel('Tài khoản nhận').fill('');
  await down.getByRole('button', { name: /demo_teammate/ }).click();
  await expect(down.getByLabel('Tài khoản nhận')).toHaveValue('demo_teammate');
  await down.getByLabel('Số tiền (VND)').fill('20000');
  await down.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  await expect(down.getByRole('status')).toContainText('Chuyển tiền thành công', { timeout: 30_000 });
  await expect(down.getByRole('status')).toContainText('demo_teammate');
  await expect
    .poll(async () => minorOf(await page.getByTestId('transfer-balance').textContent()))
    .toBe(agentBefore - 2_000_000);
});
