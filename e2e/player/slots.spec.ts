/**
 * The video slot on the house provider (issue 6): demo_spinner (whose money only this journey
 * moves) finds a Luckwell Originals slot (a `slot-5x3` title, found through the API) in the game
 * list, launches it in the game popup, spins once — the reels land, the win (if any) is shown —
 * closes the game, sees the balance moved in the header by exactly the round's result, then opens
 * the betting record and replays the round: the replay shows the grids that landed.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { houseGameOf } from './house-game-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

const dismissIfShown = async (page: Page, name: string) => {
  const popup = page.getByRole('dialog', { name });
  if (await popup.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  }
};

/** "1,000,000.00 VND" or "₫1,000,000.00" → 1000000 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const signIn = async (page: Page) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_spinner');
  await login.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await dismissIfShown(page, 'Chào mừng thành viên mới');
};

const openInList = async (page: Page, gameCode: string) => {
  await page.goto('/rng');
  await dismissIfShown(page, 'Chào mừng thành viên mới');
  await page.getByRole('tab', { name: 'Luckwell Originals' }).click();
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill(gameCode);
  await expect(page.getByText('1 trò chơi')).toBeVisible();
};

test('a member spins a Luckwell Originals slot, sees the balance in the header and replays the round', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_spinner money: one run only');
  await signIn(page);
  const slot = await houseGameOf(page, 'slot-5x3', { skipJackpot: true });
  await openInList(page, slot.gameCode);
  const headerBalance = visible(page.getByTestId('member-balance'));
  const start = amountOf(await headerBalance.textContent());

  // Launch: the popup frames the provider's slot client at /game/slot-5x3.
  await page
    .getByTestId('game-grid')
    .getByRole('button', { name: `Chơi ${slot.gameName}` })
    .click();
  const popup = page.getByRole('dialog', { name: slot.gameName });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${slot.gameName}"]`);
  const balance = frame.getByTestId('provider-balance');
  await expect(balance).toHaveText(/VND$/, { timeout: 30_000 });
  expect(amountOf(await balance.textContent())).toBe(start);
  await expect(frame.getByTestId('slot-cell')).toHaveCount(15);
  await expect(frame.getByTestId('slot-stake')).toHaveText('1,000.00');

  // The paytable shows the title's model: its RTP is the one in the game's header.
  await frame.getByRole('button', { name: 'Bảng thưởng' }).click();
  const info = frame.getByTestId('slot-info');
  await expect(info.getByTestId('slot-info-rtp')).toHaveText(/^9\d\.\d\d%$/);
  const rtp = (await info.getByTestId('slot-info-rtp').textContent())!;
  await expect(frame.getByText(`RTP ${rtp}`)).toBeVisible();
  await frame.getByRole('button', { name: 'Đóng' }).click();
  await expect(info).toBeHidden();

  // One spin at turbo speed; a round with free spins is cut short with the quick stop.
  await frame.getByRole('button', { name: 'Quay nhanh' }).click();
  await frame.getByRole('button', { name: 'Quay', exact: true }).click();
  const skip = frame.getByRole('button', { name: 'Dừng nhanh' });
  await page.waitForTimeout(3_000);
  if (await skip.isVisible()) await skip.click().catch(() => undefined);
  await expect(frame.getByRole('button', { name: 'Quay', exact: true })).toBeVisible({ timeout: 60_000 });
  const won = amountOf(await frame.getByTestId('slot-total-win').textContent());
  const after = start - 1_000 + won;
  await expect(balance).toHaveText(`${after.toLocaleString('en-US', { minimumFractionDigits: 2 })} VND`);
  await expect(frame.getByTestId('slot-message')).toHaveText(
    won > 0 ? /Bạn thắng|Dòng|cách|BONUS/ : 'Chưa trúng lần này',
  );
  const landed = await frame
    .getByTestId('slot-cell')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.symbol));
  expect(landed).toHaveLength(15);

  // Closing the game asks the header balance again: the round is in it.
  await popup.getByRole('button', { name: 'Đóng trò chơi' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => amountOf(await headerBalance.textContent())).toBe(after);

  // The betting record lists the round; its replay shows the grids that landed, the last one as left on screen.
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible();
  const records = page.getByTestId('bet-records');
  await expect(records.getByText(slot.gameName).first()).toBeVisible();
  await records.getByRole('button', { name: 'Xem lại' }).first().click();
  const replay = page.getByRole('dialog', { name: 'Xem lại ván chơi' });
  const grids = replay.getByTestId('slot-replay-grid');
  await expect(grids.first()).toBeVisible({ timeout: 30_000 });
  await expect(grids.first().getByTestId('slot-replay-cell')).toHaveCount(15);
  const replayed = await grids
    .last()
    .getByTestId('slot-replay-cell')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.symbol));
  expect(replayed).toEqual(landed);
  await expect(replay.getByText('1,000.00 VND').first()).toBeVisible();
});

test('on a phone the slot opens in a tab of its own and fits 375 px', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  await signIn(page);
  const slot = await houseGameOf(page, 'slot-5x3', { skipJackpot: true });
  await openInList(page, slot.gameCode);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByTestId('game-grid')
      .getByRole('button', { name: `Chơi ${slot.gameName}` })
      .click(),
  ]);
  await expect(tab.getByTestId('provider-balance')).toHaveText(/VND$/, { timeout: 30_000 });
  await expect(tab.getByRole('button', { name: 'Quay', exact: true })).toBeVisible();
  await expect(tab.getByTestId('slot-cell')).toHaveCount(15);
  expect(new URL(tab.url()).pathname).toBe('/game/slot-5x3');
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  // The reels fill the phone's width, and no symbol is a broken image (they are drawn, not loaded).
  const reels = await tab.getByTestId('slot-reels').boundingBox();
  expect(reels!.width).toBeGreaterThan(300);
  expect(await tab.locator('img').count()).toBe(0);
});
