/**
 * Issue 17 "Promotions and bonus money", end to end: the content operator creates a 50 % reload
 * bonus (up to 10,000, wagered once) in the back office; demo_bonus (1,000,000; payment password
 * 135790; only this journey moves its money) joins it on /promotions, deposits 100,000 through
 * Sandbox Pay and receives 10,000 of bonus; a withdrawal now asks before giving the bonus up (kept);
 * two dice rounds of 5,000 bring the wagering left from 10,000 to 5,000 to done; the bonus is
 * released to the main wallet and the withdrawal goes through.
 *
 * Desktop only: the journey moves demo_bonus money, and the phone run would race it.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';
import { houseGameOf, playButtonInLobby, signIn } from './house-game-helpers.ts';
import { depositBySandboxPay, openBackOffice } from './page-helpers.ts';

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_bonus money: one run only');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.21.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** One dice round of 5,000 in the game's popup, closed afterwards. */
const playDice = async (page: Page) => {
  const dice = await houseGameOf(page, 'dice');
  await (await playButtonInLobby(page, dice)).click();
  const frame = page.frameLocator(`iframe[title="${dice.gameName}"]`);
  await expect(frame.getByTestId('provider-balance')).toHaveText(/VND$/, { timeout: 30_000 });
  await frame.getByRole('button', { name: '5K', exact: true }).click();
  await frame.getByRole('button', { name: 'Gieo' }).click();
  await expect(frame.getByTestId('dice-result')).toHaveText(/Thắng|Không trúng/, { timeout: 30_000 });
};

const bonusDetails = async (page: Page) => {
  await page.goto('/member?page=bonusDetails');
  await closePopupIfShown(page);
  return page.getByRole('region', { name: 'Thưởng hiện tại' });
};

test('a member joins a deposit bonus, deposits, plays the wagering down and withdraws after completion', async ({
  page,
  browser,
}) => {
  const title = `Thưởng nạp lại E2E ${randomInt(1000, 9999)}`;

  // The content operator creates the promotion in the back office.
  const desk = await openBackOffice(browser, '198.21.7.7');
  await desk.goto('/admin/promotions?brand=LW');
  await desk.getByRole('button', { name: 'New promotion' }).click();
  const editor = desk.getByRole('dialog', { name: 'New promotion' });
  await editor.getByLabel('Bonus (% of the deposit)').fill('50');
  await editor.getByLabel('Most bonus per deposit').fill('10000');
  await editor.getByLabel('Minimum deposit').fill('50000');
  await editor.getByLabel('Wagering multiplier (×)').fill('1');
  await editor.getByLabel('Title (Vietnamese)').fill(title);
  await editor.getByLabel('Title (English)').fill(`E2E reload ${title.slice(-4)}`);
  await editor.getByLabel('Summary (Vietnamese)').fill('Nạp lại nhận 50%, cược 1 lần tiền thưởng.');
  await editor.getByLabel('Summary (English)').fill('50% on a reload, wagered once.');
  await editor.getByLabel('Rules (Vietnamese)').fill('Cược 1 lần tiền thưởng trong 14 ngày.');
  await editor.getByLabel('Rules (English)').fill('Wager the bonus once within 14 days.');
  await editor.getByLabel('Reason').fill('bonus journey');
  await editor.getByRole('button', { name: 'Create the promotion' }).click();
  await expect(editor).toBeHidden();
  await desk.context().close();

  // The member joins it.
  await signIn(page, 'demo_bonus');
  await page.goto('/promotions');
  await closePopupIfShown(page);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Tham gia' }).click();
  await expect(card.getByText('Đã tham gia — nạp tiền để nhận thưởng')).toBeVisible();

  // A deposit of 100,000 pays 10,000 of bonus (50 %, at most 10,000): 10,000 to bet.
  await page.goto('/member?page=depositv2');
  await closePopupIfShown(page);
  await depositBySandboxPay(page, '100000');
  let current = await bonusDetails(page);
  await expect(current.getByText(/Còn cần cược .*10,000/)).toBeVisible();

  // Withdrawing now would give the bonus up: the member keeps it.
  await page.goto('/member/withdraw');
  await closePopupIfShown(page);
  const form = page.getByRole('form', { name: 'Lệnh rút' });
  await form.getByLabel('Số tiền (VND)').fill('100000');
  await form.getByLabel('Mật khẩu thanh toán').fill('135790');
  await form.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const forfeit = page.getByRole('dialog', { name: 'Huỷ tiền thưởng để rút tiền?' });
  await expect(forfeit).toContainText('10,000');
  await forfeit.getByText('Giữ tiền thưởng', { exact: true }).click();
  await expect(forfeit).toBeHidden();

  // A round of 5,000 halves what is left; a second completes it.
  await playDice(page);
  current = await bonusDetails(page);
  await expect(current.getByText(/Còn cần cược .*5,000/)).toBeVisible();
  await playDice(page);
  current = await bonusDetails(page);
  await expect(current.getByText('Không có khoản thưởng nào đang hoạt động')).toBeVisible();
  const history = page.getByRole('region', { name: 'Lịch sử thưởng' });
  await expect(history.getByText('Hoàn thành').first()).toBeVisible();
  await expect(history.getByText(/10,000.* đã chuyển vào ví chính/).first()).toBeVisible();

  // Now the withdrawal goes through without asking.
  await page.goto('/member/withdraw');
  await closePopupIfShown(page);
  await form.getByLabel('Số tiền (VND)').fill('100000');
  await form.getByLabel('Mật khẩu thanh toán').fill('135790');
  await form.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Đã gửi yêu cầu rút tiền');
});
