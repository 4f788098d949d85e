/**
 * Finding and starting a game (issue 5; spec §2 game list pages and "Game start behaviour"): a
 * visitor's click opens the login popup; demo_gamer (whose money only this journey moves) opens
 * /rng, filters by vendor, searches, stars a game (the star survives a reload), launches it in the
 * game popup, plays one round on it — a Nova Slots dice title, played by the house dice engine as
 * Nova Slots (the demo game aggregator, ADR 045) — and finds the new balance in the header and the
 * bet in the account record.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** Closes the announcement popup named `name` if it shows within a moment. */
const dismissIfShown = async (page: Page, name: string) => {
  const popup = page.getByRole('dialog', { name });
  if (await popup.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  }
};

/** "2,999,000.00 VND" or "₫2,999,000.00" → 2999000 */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a visitor who clicks a game gets the login popup', async ({ page }) => {
  await page.goto('/rng');
  // The welcome offer pops up for every new visitor; close it as a player would.
  const offer = page.getByRole('dialog', { name: 'Ưu đãi thành viên mới' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Đóng' }).click();
  await expect(offer).toBeHidden();
  const grid = page.getByTestId('game-grid');
  await visible(grid.getByRole('button', { name: /^Chơi / })).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByTestId('game-popup')).toHaveCount(0);
});

test('a member filters, searches, stars and plays a game, and the round shows in the balance and the record', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_gamer money: one run only');

  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_gamer');
  await login.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await dismissIfShown(page, 'Chào mừng thành viên mới');

  await page.goto('/rng');
  await dismissIfShown(page, 'Chào mừng thành viên mới');
  const grid = page.getByTestId('game-grid');

  // Filter by vendor: every tile is now a Nova Slots game.
  const byVendor = page.waitForResponse((r) => r.url().includes('vassalage=NOVA') && r.ok());
  await page.getByRole('tab', { name: 'Nova Slots' }).click();
  await byVendor;
  await expect(grid.getByText('NOVA', { exact: true }).first()).toBeVisible();
  await expect(grid.getByText('ORIENT', { exact: true })).toHaveCount(0);

  // Search by game code: one game.
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('NOVA-0008');
  await expect(page.getByText('1 trò chơi')).toBeVisible();
  const play = grid.getByRole('button', { name: /^Chơi / });
  await expect(play).toHaveCount(1);
  const name = (await play.getAttribute('aria-label'))!.replace(/^Chơi /, '');

  // Favourite it; the star is still on after a reload.
  const star = grid.getByRole('button', { name: `Yêu thích: ${name}` });
  const unstarred = (await star.getAttribute('aria-pressed')) !== 'true';
  if (unstarred) {
    const saved = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2') && r.ok());
    await star.click();
    await saved;
  }
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('NOVA-0008');
  await expect(grid.getByRole('button', { name: `Yêu thích: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: 'Yêu thích' }).click();
  await expect(grid.getByRole('button', { name: `Chơi ${name}` })).toBeVisible();

  // Launch: the game popup frames the dice client, which opens its session with the launch token.
  await grid.getByRole('button', { name: `Chơi ${name}` }).click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  const balance = game.getByTestId('provider-balance');
  await expect(balance).toHaveText(/VND$/, { timeout: 30_000 });
  const before = amountOf((await balance.textContent()) ?? '');
  expect(before).toBeGreaterThanOrEqual(1_000);

  // One round: a 10.00 bet under 50.00 (debit) and its win (credit, 0 or 19.80) through the seamless protocol.
  await game.getByRole('button', { name: '10', exact: true }).click();
  await expect(game.getByTestId('dice-chance')).toHaveText('50.00%');
  await game.getByRole('button', { name: 'Gieo' }).click();
  const result = game.getByTestId('dice-result');
  await expect(result).toHaveText(/Thắng|Không trúng/, { timeout: 30_000 });
  const won = ((await result.textContent()) ?? '').startsWith('Thắng');
  const after = before - 10 + (won ? 19.8 : 0);
  await expect(balance).toHaveText(`${after.toLocaleString('en-US', { minimumFractionDigits: 2 })} VND`);

  await popup.getByRole('button', { name: 'Đóng trò chơi' }).click();
  await expect(popup).toBeHidden();

  // The game is first among the recently played.
  await page.getByRole('tab', { name: 'Chơi gần đây' }).click();
  await expect(grid.getByRole('button', { name: /^Chơi / }).first()).toHaveAttribute(
    'aria-label',
    `Chơi ${name}`,
  );

  // The header balance, asked again, is the game's.
  const refreshed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/wps/v2/wallets/balance' && r.ok(),
  );
  await visible(page.getByTestId('member-balance')).click();
  await refreshed;
  await expect
    .poll(async () => amountOf((await visible(page.getByTestId('member-balance')).textContent()) ?? ''))
    .toBe(after);

  // The account record holds the bet (and the win, when there was one).
  await page.goto('/member?page=transactionHistory');
  await expect(page.getByRole('heading', { name: 'Lịch sử giao dịch' })).toBeVisible();
  const record = page.getByTestId('tx-table');
  await expect(record.getByText('-₫10.00').first()).toBeVisible();
  await expect(record.getByText('Cược').first()).toBeVisible();
  if (won) await expect(record.getByText('+₫19.80').first()).toBeVisible();
});
