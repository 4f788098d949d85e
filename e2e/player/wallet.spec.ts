/**
 * The member's wallet on the player site (issue 4 "Cashier", spec §2 "Member info bar" and the
 * personal centre's transactionHistory): demo_saver (whose money no other journey moves) signs in, sees the seeded 2,500,000 VND,
 * hides it (the choice survives a reload), shows it again, refreshes it with a click, and reads the
 * account record with its presets and type filter.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

const signIn = async (page: Page) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_saver');
  await dialog.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  // The first sign-in of the seeded account (in either project) gets the welcome popup.
  const welcome = page.getByRole('dialog', { name: 'Chào mừng thành viên mới' });
  if (await welcome.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await welcome.getByRole('button', { name: 'Đóng' }).click();
    await expect(welcome).toBeHidden();
  }
};

test('the member sees the balance, hides and shows it, and reads the account record', async ({
  page,
  isMobile,
}) => {
  await signIn(page);
  const balance = visible(page.getByTestId('member-balance'));
  await expect(balance).toHaveText('₫2,500,000.00');

  await visible(page.getByRole('button', { name: 'Ẩn số dư' })).click();
  await expect(balance).toHaveText('******');
  await page.reload();
  await expect(visible(page.getByTestId('member-balance'))).toHaveText('******');
  await visible(page.getByRole('button', { name: 'Hiện số dư' })).click();
  await expect(visible(page.getByTestId('member-balance'))).toHaveText('₫2,500,000.00');

  // A click on the balance asks the wallet again.
  const refreshed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/v2/wallets/balance' && response.ok(),
  );
  await visible(page.getByTestId('member-balance')).click();
  await refreshed;
  await expect(visible(page.getByTestId('member-balance'))).toHaveText('₫2,500,000.00');

  await page.goto('/member?page=transactionHistory');
  await expect(page.getByRole('heading', { name: 'Lịch sử giao dịch' })).toBeVisible();
  const record = page.getByTestId(isMobile ? 'tx-cards' : 'tx-table');
  await expect(record.getByText('+₫2,500,000.00')).toBeVisible();
  await expect(record.getByText('Cộng tiền')).toBeVisible();
  await expect(page.getByText('Số giao dịch: 1')).toBeVisible();

  await page.getByRole('button', { name: '30 ngày qua' }).click();
  await expect(record.getByText('+₫2,500,000.00')).toBeVisible();
  await page.getByLabel('Loại giao dịch').selectOption('bet');
  await expect(page.getByText('Không có giao dịch trong khoảng thời gian này')).toBeVisible();
});
