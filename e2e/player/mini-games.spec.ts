/**
 * The mini games on the house provider (issue 6, ADR 038): demo_miner (whose money only this
 * journey moves) finds a mines game of Luckwell Originals through the catalogue, launches it from
 * the lobby, bets with one mine, opens a tile and cashes out if it was a gem (or loses the stake on
 * a mine — either way the balance moves by exactly what the round says), closes the game and finds
 * that balance in the header; then opens a plinko game and drops a ball. On a phone, mines and
 * hi-lo open in a tab of their own and fit 375 px.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { houseGameOf, playButtonInLobby, signIn } from './house-game-helpers.ts';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** "1,000,000.00 VND" or "₫1,000,000.00" → 1000000 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cents = (amount: number) => Math.round(amount * 100);

/** Opens a Luckwell Originals game from the lobby's game list: the popup with the game's frame. */
const openFromLobby = async (page: Page, game: { gameCode: string; gameName: string }) => {
  await (await playButtonInLobby(page, game)).click();
  const popup = page.getByRole('dialog', { name: game.gameName });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.gameName}"]`);
  const balance = frame.getByTestId('provider-balance');
  await expect(balance).toHaveText(/VND$/, { timeout: 30_000 });
  return { popup, frame, balance };
};

test('a member plays mines and plinko on the house provider, and the header balance follows', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_miner money: one run only');

  await signIn(page, 'demo_miner');

  const mines = await houseGameOf(page, 'mines');
  const { popup, frame, balance } = await openFromLobby(page, mines);
  const headerBalance = page.getByTestId('member-balance').filter({ visible: true }).first();
  const start = amountOf(await headerBalance.textContent());
  expect(amountOf(await balance.textContent())).toBe(start);

  // A bet of 10 with one mine: the stake leaves the balance at once.
  await frame.getByRole('button', { name: '1 mìn', exact: true }).click();
  await expect(frame.getByTestId('mines-count')).toHaveText('1');
  await frame.getByRole('button', { name: '10', exact: true }).click();
  await frame.getByTestId('mines-bet').click();
  await expect(frame.getByTestId('mines-cashout')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => cents(amountOf(await balance.textContent()))).toBe(cents(start) - 1_000);

  // Open a tile: a gem lets the player cash out what the game shows; a mine ends the round.
  await frame.getByTestId('mines-cell-12').click();
  await expect(frame.getByTestId('mines-cell-12')).not.toHaveAttribute('data-tile', 'hidden', {
    timeout: 30_000,
  });
  let after = start - 10;
  if ((await frame.getByTestId('mines-cell-12').getAttribute('data-tile')) === 'gem') {
    const value = amountOf(await frame.getByTestId('mines-cashout-value').textContent());
    expect(value).toBe(10.31); // 99 % × 25/24, floored
    await frame.getByTestId('mines-cashout').click();
    await expect(frame.getByTestId('mines-result')).toHaveText(`Bạn nhận ${value.toFixed(2)} VND!`);
    after += value;
  } else {
    await expect(frame.getByTestId('mines-result')).toHaveText('Trúng mìn! Chúc may mắn lần sau.');
  }
  // The round is over: its one mine is shown, and the bet button is back.
  await expect(frame.locator('[data-tile="mine"], [data-tile="hit"]')).toHaveCount(1);
  await expect(frame.getByTestId('mines-bet')).toBeVisible();
  await expect.poll(async () => cents(amountOf(await balance.textContent()))).toBe(cents(after));

  // Closing the game asks the header balance again.
  await popup.getByRole('button', { name: 'Đóng trò chơi' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => cents(amountOf(await headerBalance.textContent()))).toBe(cents(after));

  // Plinko: one ball, 8 rows, low risk; the slot it lands in pays what the result says.
  const plinko = await houseGameOf(page, 'plinko');
  const second = await openFromLobby(page, plinko);
  expect(cents(amountOf(await second.balance.textContent()))).toBe(cents(after));
  await second.frame.getByRole('slider', { name: 'Số hàng' }).fill('8');
  await second.frame.getByRole('button', { name: 'Thấp' }).click();
  await expect(second.frame.getByTestId('plinko-slot-8')).toBeVisible();
  await second.frame.getByRole('button', { name: '10', exact: true }).click();
  await second.frame.getByTestId('plinko-drop').click();
  const result = second.frame.getByTestId('plinko-result');
  await expect(result).toHaveText(/^Ô .+×: nhận .+ VND$/, { timeout: 30_000 });
  await expect(second.frame.locator('[data-hit="true"]')).toHaveCount(1);
  const won = amountOf((await result.textContent())!.split('nhận')[1]!);
  await expect
    .poll(async () => cents(amountOf(await second.balance.textContent())))
    .toBe(cents(after) - 1_000 + cents(won));
});

test('on a phone the mines and hi-lo games open in a tab of their own and fit 375 px', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');

  await signIn(page, 'demo_miner');

  for (const [family, ready] of [
    ['mines', 'mines-grid'],
    ['hilo', 'hilo-bet'],
  ] as const) {
    const game = await houseGameOf(page, family);
    const play = await playButtonInLobby(page, game);
    const [tab] = await Promise.all([context.waitForEvent('page'), play.click()]);
    await expect(tab.getByTestId('provider-balance')).toHaveText(/VND$/, { timeout: 30_000 });
    await expect(tab.getByTestId(ready)).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe(`/game/${family}`);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tab.close();
  }
});
