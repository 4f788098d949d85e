/**
 * Issue 4 "Withdraw", end to end against a real server with the demo seed: demo_player (payment
 * password 135790, one bound account) withdraws; the finance operator pays it in /admin with a
 * reference; the member says it arrived only in part; the operator finds the case.
 *
 * Desktop only: the journey moves demo_player's money, and the phone run would race it.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { label } from '../player/auth-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_player money: one run only');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** Closes the announcement popup if it comes up (welcome offer for visitors, notices for members). */
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

test('a member withdraws, the operator pays, the member reports a partial receipt, the operator sees the case', async ({
  page,
  browser,
}) => {
  // The member signs in and asks for 100,000 VND.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_player');
  await login.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await page.goto('/member/withdraw');
  await closePopupIfShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rút tiền' })).toBeVisible();
  // Requests left unconfirmed by an earlier run ask first; put them aside.
  const leftover = page.getByRole('dialog', { name: 'Xác nhận rút tiền' });
  while (await leftover.isVisible()) await leftover.getByRole('button', { name: 'Để sau' }).first().click();

  const form = page.getByRole('form', { name: 'Lệnh rút' });
  await form.getByLabel('Số tiền (VND)').fill('100000');
  await form.getByLabel('Mật khẩu thanh toán').fill('135790');
  await form.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Đã gửi yêu cầu rút tiền');
  const first = page.getByRole('listitem').filter({ hasText: 'Đang xử lý' }).first();
  const id = /#(\d+)/.exec((await first.textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();

  // The finance operator pays it with the bank's reference.
  const desk = await (
    await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.19.7.7' } })
  ).newPage();
  await desk.goto('/admin/login');
  await desk.getByRole('textbox', { name: 'Username' }).fill('finance');
  await desk.getByLabel('Password', { exact: true }).fill('Finance@2026');
  await desk.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await desk.goto(`/admin/cashier/withdrawals/${id}`);
  await desk.getByRole('button', { name: 'Approve & mark paid' }).click();
  const pay = desk.getByRole('dialog', { name: `Mark withdrawal #${id} paid` });
  await pay.getByLabel('Payment reference').fill(`VCB-E2E-${id}`);
  await pay.getByRole('button', { name: 'Approve & mark paid' }).click();
  await expect(pay).toBeHidden();
  await expect(desk.getByText(`VCB-E2E-${id}`)).toBeVisible();

  // Back on the site the confirmation dialog asks; only 40,000 arrived.
  await page.reload();
  await closePopupIfShown(page);
  const confirm = page.getByRole('dialog', { name: 'Xác nhận rút tiền' });
  await expect(confirm).toContainText(`#${id}`, { timeout: 30_000 });
  await expect(confirm).toContainText('tính là đã nhận lúc');
  await confirm.getByLabel('Nhận một phần').check();
  await confirm.getByLabel('Số tiền đã nhận').fill('40000');
  await expect(confirm.getByLabel('Số tiền còn lại')).toHaveValue('60000.00');
  await confirm.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(confirm.getByRole('status')).toContainText('mở hồ sơ khiếu nại');

  // The operator finds the case with the amounts.
  await desk.goto('/admin/cashier/withdrawal-cases?status=open');
  const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: `#${id}` }) });
  await expect(row).toContainText('Partially received');
  await expect(row).toContainText('60,000.00');
  await row.getByRole('link', { name: `#${id}` }).click();
  await expect(desk.getByRole('button', { name: 'Credit missing amount' })).toBeVisible();
  await expect(desk.getByText('Partially received').first()).toBeVisible();
});
