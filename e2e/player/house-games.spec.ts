/**
 * The house game provider (issue 6): demo_dicer (whose money only this journey moves) finds a dice
 * game of Luckwell Originals in the game list, launches it in the game popup (the provider's game
 * client at /game/dice), plays one round through the provider and the seamless wallet, rotates the
 * server seed, opens the round's "verify" link and sees the same roll recomputed in the browser,
 * then closes the game, finds the new balance in the header and replays the round from the
 * betting record.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { houseGameOf, playButtonInLobby, signIn } from './house-game-helpers.ts';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** "1,000,000.00 VND" or "₫1,000,000.00" → 1000000 */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a member plays dice on the house provider, verifies the round, and sees the balance in the header', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_dicer money: one run only');

  await signIn(page, 'demo_dicer');

  // A dice game of the house games that can start (other built families open too).
  const dice = await houseGameOf(page, 'dice');

  const play = await playButtonInLobby(page, dice);
  const headerBalance = visible(page.getByTestId('member-balance'));
  const start = amountOf((await headerBalance.textContent()) ?? '');

  // Launch: the popup frames the provider's dice client, which opens its session with the launch token.
  await play.click();
  const popup = page.getByRole('dialog', { name: dice.gameName });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${dice.gameName}"]`);
  const balance = frame.getByTestId('provider-balance');
  await expect(balance).toHaveText(/VND$/, { timeout: 30_000 });
  const before = amountOf((await balance.textContent()) ?? '');
  expect(before).toBe(start);

  // One round: under 50.00 with a 10.00 stake.
  await frame.getByRole('button', { name: '10', exact: true }).click();
  await expect(frame.getByTestId('dice-chance')).toHaveText('50.00%');
  await expect(frame.getByTestId('dice-multiplier')).toHaveText('1.98×');
  await frame.getByRole('button', { name: 'Gieo' }).click();
  const result = frame.getByTestId('dice-result');
  await expect(result).toHaveText(/Thắng|Không trúng/, { timeout: 30_000 });
  const won = ((await result.textContent()) ?? '').startsWith('Thắng');
  // The game pads the roll ("02.87"); the history and the verifier write it plainly ("2.87").
  const roll = Number(await frame.getByTestId('dice-roll').textContent()).toFixed(2);
  expect(Number(roll) < 50).toBe(won);
  const after = before - 10 + (won ? 19.8 : 0);
  await expect(balance).toHaveText(`${after.toLocaleString('en-US', { minimumFractionDigits: 2 })} VND`);

  // Fairness: rotating reveals the server seed, which matches the hash shown before the round.
  await frame.getByRole('button', { name: 'Công bằng' }).click();
  const committed = (await frame.getByTestId('fair-hash').textContent())!;
  await expect(frame.getByTestId('fair-nonce')).toHaveText('1');
  await frame.getByRole('button', { name: 'Đổi hạt giống máy chủ' }).click();
  await expect(frame.getByTestId('fair-revealed')).toBeVisible();
  await expect(frame.getByText('Khớp với mã băm đã cam kết')).toBeVisible();
  await expect(frame.getByTestId('fair-hash')).not.toHaveText(committed);

  // History: the round with its step; its verify link recomputes the same roll in the browser.
  await frame.getByRole('button', { name: 'Lịch sử' }).click();
  const round = frame.getByTestId('history-round').first();
  await expect(round.getByTestId('history-step')).toContainText(`${roll} <`);
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    round.getByRole('link', { name: 'Kiểm tra' }).click(),
  ]);
  await expect(verifier.getByTestId('verify-roll')).toHaveText(roll, { timeout: 30_000 });
  await expect(verifier.getByText('Hạt giống khớp với mã băm đã cam kết.')).toBeVisible();
  await verifier.close();

  // Closing the game asks the header balance again: the round is in it.
  await popup.getByRole('button', { name: 'Đóng trò chơi' }).click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => amountOf((await headerBalance.textContent()) ?? '')).toBe(after);

  // The betting record lists the round; its replay shows the same step.
  await page.goto('/member?page=personalHistoryCopy');
  // A cold load of the member centre's chunk: on a loaded 2-core runner it passed 10 s.
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible({ timeout: 30_000 });
  const records = page.getByTestId('bet-records');
  await expect(records.getByText(dice.gameName).first()).toBeVisible();
  await records.getByRole('button', { name: 'Xem lại' }).first().click();
  const replay = page.getByRole('dialog', { name: 'Xem lại ván chơi' });
  await expect(replay.getByTestId('history-step')).toContainText(`${roll} <`);
});

test('on a phone the dice game opens in a tab of its own and fits 375 px', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');

  await signIn(page, 'demo_dicer');

  const dice = await houseGameOf(page, 'dice');
  const play = await playButtonInLobby(page, dice);
  const [tab] = await Promise.all([context.waitForEvent('page'), play.click()]);
  await expect(tab.getByTestId('provider-balance')).toHaveText(/VND$/, { timeout: 30_000 });
  await expect(tab.getByRole('button', { name: 'Gieo' })).toBeVisible();
  expect(new URL(tab.url()).pathname).toBe('/game/dice');
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
