/**
 * Issue 4 "Deposit (depositv2)", end to end against a real server with the demo seed:
 * demo_payer (1,000,000 VND; no other journey moves its money) deposits 150,000 by bank
 * transfer with a reference and a receipt; the finance operator approves it in /admin; the member
 * sees the new balance in the header and the deposit in the account record.
 *
 * Desktop only: the journey moves demo_payer's money, and the phone run would race it.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { closePopupIfShown, label } from '../player/auth-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_payer money: one run only');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.20.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** A 1×1 png: the receipt. */
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

test('a member deposits by bank transfer, finance approves it, the member sees the money', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_payer');
  await login.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);

  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
  await expect(visible(page.getByTestId('member-balance'))).toHaveText('₫1,000,000.00');
  // The seeded bank transfer is chosen first and shows where to transfer.
  await expect(page.getByText('0451000888999')).toBeVisible();
  await expect(page.getByText('CONG TY LUCKWELL')).toBeVisible();

  const form = page.getByRole('form', { name: 'Thông tin nạp tiền' });
  // Below the method's minimum: refused in place, nothing sent.
  await form.getByLabel('Số tiền (VND)').fill('1000');
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  await expect(form.getByText('Số tiền phải từ')).toBeVisible();

  await form.getByLabel('Số tiền (VND)').fill('150000');
  await form.getByLabel('Mã tham chiếu chuyển khoản').fill('FT-E2E-150K');
  await form.getByLabel('Ảnh biên lai (không bắt buộc)').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: RECEIPT,
  });
  await expect(form.getByText('Đã chọn: receipt.png')).toBeVisible();
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  const sent = form.getByRole('status');
  await expect(sent).toContainText('Đã gửi yêu cầu nạp tiền #');
  const id = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();
  const row = page.getByRole('listitem').filter({ hasText: `#${id}` });
  await expect(row).toContainText('Chờ duyệt');

  // The finance operator approves it from the queue.
  const desk = await (
    await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.20.7.7' } })
  ).newPage();
  await desk.goto('/admin/login');
  await desk.getByRole('textbox', { name: 'Username' }).fill('finance');
  await desk.getByLabel('Password', { exact: true }).fill('Finance@2026');
  await desk.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await desk.getByRole('link', { name: 'Deposits' }).first().click();
  await expect(desk.getByRole('heading', { name: 'Deposits' })).toBeVisible();
  const queued = desk.getByRole('row').filter({ hasText: `#${id}` });
  await expect(queued).toContainText('demo_payer');
  await expect(queued).toContainText('FT-E2E-150K');
  await queued.getByRole('button', { name: 'Receipt' }).click();
  const receipt = desk.getByRole('dialog', { name: `Receipt of deposit #${id}` });
  await expect(receipt.getByRole('img')).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();
  await queued.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: `Approve deposit #${id}` });
  await expect(approve).toContainText('150,000.00');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(queued).toContainText('Approved');

  // The member sees it: the request credited, the header balance, the account record.
  await expect(row).toContainText('Đã cộng tiền', { timeout: 30_000 });
  await expect(visible(page.getByTestId('member-balance'))).toHaveText('₫1,150,000.00', { timeout: 30_000 });
  await page.goto('/member?page=transactionHistory');
  // A cold member-centre chunk on a busy CI machine can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Lịch sử giao dịch' })).toBeVisible({ timeout: 30_000 });
  const record = page.getByTestId('tx-table');
  await expect(record.getByText('+₫150,000.00')).toBeVisible();
  await expect(record.getByText(`Deposit #${id}`)).toBeVisible();
});

test('a member pays through the sandbox gateway and is credited at once', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_payer');
  await login.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);
  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);

  await page.getByText('Sandbox Pay').first().click();
  const form = page.getByRole('form', { name: 'Thông tin nạp tiền' });
  await form.getByLabel('Số tiền (VND)').fill('20000');
  await form.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();

  // The provider's page: the amount, then Pay.
  await expect(page).toHaveURL(/\/sandbox-pay\/\d+\?t=/);
  const id = /sandbox-pay\/(\d+)/.exec(page.url())?.[1];
  await expect(page.getByRole('paragraph').filter({ hasText: '20,000.00' }).first()).toContainText('VND');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the site: credited.
  await expect(page).toHaveURL(new RegExp(`/member\\?page=depositv2&deposit=${id}$`));
  await expect(page.getByRole('status').filter({ hasText: `Lệnh nạp #${id}` })).toContainText('Đã cộng tiền');
  await expect(page.getByRole('listitem').filter({ hasText: `#${id}` })).toContainText('Đã cộng tiền');

  // The payment page of a finished payment offers nothing to pay.
  await page.goBack();
  await expect(page.getByText('This payment is approved.')).toBeVisible();
});
