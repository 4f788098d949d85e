/**
 * Safer play (issue 15, ADR 051), end to end against the real server with the demo seed:
 * demo_careful (1,000,000 VND; no other journey uses it) sets a daily deposit limit of 100,000 on
 * /saferPlay, and a deposit of 150,000 is refused with the limit and what is left; then, through
 * the footer's link, self-excludes for 6 months behind the confirmation. From then on a game does
 * not launch and a deposit is refused, each saying until when; the withdraw page still opens.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { closePopupIfShown, label } from './auth-helpers.ts';

test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 30_000 });
const visible = (locator: Locator) => locator.filter({ visible: true }).first();

test('a member limits deposits, self-excludes, and can still withdraw but no longer play or deposit', async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'one desktop journey: the page itself is checked at 375 px by its component tests');
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();

  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await slow(login).toBeVisible({ timeout: 60_000 });
  await login.getByRole('textbox', { name: label('Tên đăng nhập') }).fill('demo_careful');
  await login.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(login).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);

  // A daily deposit limit applies at once.
  await page.goto('/saferPlay');
  await slow(page.getByRole('heading', { level: 1, name: 'Chơi có trách nhiệm' })).toBeVisible();
  const daily = page.getByTestId('limit-depositDay');
  await slow(daily.getByTestId('limit-value')).toHaveText('Không giới hạn');
  await daily.getByRole('button', { name: 'Đặt: Hạn mức nạp theo ngày' }).click();
  await daily.getByLabel('Hạn mức (VND)').fill('100000');
  await daily.getByRole('button', { name: 'Lưu' }).click();
  await slow(daily.getByText('Đã lưu. Hạn mức mới có hiệu lực ngay.')).toBeVisible();
  await slow(daily.getByTestId('limit-value')).toHaveText('₫100,000.00');

  // A deposit over it is refused, saying the limit and what is left.
  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);
  await slow(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chơi có trách nhiệm: đặt hạn mức nạp' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Thông tin nạp tiền' });
  await form.getByLabel('Số tiền (VND)').fill('150000');
  await form.getByLabel('Mã tham chiếu chuyển khoản').fill('FT-E2E-LIMIT');
  await form.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  await slow(
    form.getByText(
      'Khoản nạp này vượt hạn mức nạp theo ngày của bạn (₫100,000.00). Bạn chỉ có thể nạp thêm tối đa ₫100,000.00.',
    ),
  ).toBeVisible();

  // The footer's link leads back; self-exclusion for 6 months, confirmed.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chơi có trách nhiệm' }).click();
  await expect(page).toHaveURL(/\/saferPlay$/);
  const panel = page.getByTestId('self-exclusion-panel');
  await slow(panel.getByLabel('Thời lượng')).toHaveValue('6');
  await panel.getByRole('button', { name: 'Tự loại trừ' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tự loại trừ trong 6 tháng?' });
  await expect(
    confirm.getByText('Không thể hủy hay rút ngắn, kể cả bởi bạn hay bộ phận hỗ trợ.'),
  ).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Tự loại trừ' })).toBeDisabled();
  await confirm.getByLabel('Tôi đã hiểu và muốn tiếp tục').check();
  await confirm.getByRole('button', { name: 'Tự loại trừ' }).click();
  await slow(confirm).toBeHidden();
  await slow(page.getByTestId('excluded-banner')).toContainText('Bạn đã tự loại trừ đến');

  // No game launches.
  await page.goto('/rng');
  await closePopupIfShown(page);
  const grid = page.getByTestId('game-grid');
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('NOVA-0008');
  const play = grid.getByRole('button', { name: /^Chơi / });
  await slow(play).toHaveCount(1);
  const name = (await play.getAttribute('aria-label'))?.replace(/^Chơi /, '') ?? '';
  await play.click();
  const popup = page.getByRole('dialog', { name });
  await slow(popup.getByRole('alert')).toContainText('Tài khoản của bạn đang tạm ngừng chơi đến');
  await expect(popup.locator('iframe')).toHaveCount(0);
  await popup.getByRole('button', { name: 'Đóng', exact: true }).click();

  // No deposit, even under the limit.
  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);
  const again = page.getByRole('form', { name: 'Thông tin nạp tiền' });
  await slow(again.getByLabel('Số tiền (VND)')).toBeVisible();
  await again.getByLabel('Số tiền (VND)').fill('50000');
  await again.getByLabel('Mã tham chiếu chuyển khoản').fill('FT-E2E-EXCLUDED');
  await again.getByRole('button', { name: 'Gửi yêu cầu nạp tiền' }).click();
  await slow(
    again.getByText(/^Tài khoản của bạn đang tạm ngừng chơi đến .+bạn vẫn có thể rút tiền/),
  ).toBeVisible();

  // The withdraw page still opens, with the balance.
  await page.goto('/member?page=withdraw');
  await slow(page.getByRole('heading', { level: 1, name: 'Rút tiền' })).toBeVisible();
  await slow(visible(page.getByTestId('member-balance'))).toHaveText('₫1,000,000.00');
  await context.close();
});
