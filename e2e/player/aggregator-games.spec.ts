/**
 * The demo game aggregator (ADR 045): demo_mixer (whose money only this journey moves) opens three
 * Nova Slots titles of different kinds from /rng — a video slot, a crash game and a mines game —
 * each played by the house engine of its kind as Nova Slots, and plays a round of each: the balance
 * in the game moves by exactly the stake and the win, and the header finds it after the game closes.
 * The betting record lists the rounds under the titles' names. The slot is also shot at 1366 px and,
 * opened in a tab of its own, at 375 px.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  type CatalogueGame,
  houseGameOf,
  launchUrlOf,
  playButtonInLobby,
  signIn,
} from './house-game-helpers.ts';

test.describe.configure({ timeout: 480_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const VENDOR = 'NOVA';
const VENDOR_TAB = 'Nova Slots';
const SHOTS = '/tmp/agg-shots';

/** "1,000,000.00 VND" or "₫1,000,000.00" → 1000000 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cents = (amount: number) => Math.round(amount * 100);

/** Opens the title from the lobby's Nova Slots tab: the game popup with the engine's frame. */
const openFromLobby = async (page: Page, game: CatalogueGame) => {
  await (await playButtonInLobby(page, game, VENDOR_TAB)).click();
  const popup = page.getByRole('dialog', { name: game.gameName });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.gameName}"]`);
  const balance = frame.getByTestId('provider-balance');
  await expect(balance).toHaveText(/VND$/, { timeout: 30_000 });
  // The engine's client opened the title itself, under its name.
  await expect(page.locator(`iframe[title="${game.gameName}"]`)).toHaveAttribute(
    'src',
    new RegExp(`vendor=${VENDOR}&gameCode=${game.gameCode}`),
  );
  return { popup, frame, balance };
};

const headerBalance = (page: Page) => page.getByTestId('member-balance').filter({ visible: true }).first();

/** Closes the game; the header asks the balance again and shows `expected`. */
const closeAndCheckHeader = async (page: Page, popup: ReturnType<Page['getByRole']>, expected: number) => {
  await popup.getByRole('button', { name: 'Đóng trò chơi' }).click();
  await expect(popup).toBeHidden();
  await expect
    .poll(async () => cents(amountOf(await headerBalance(page).textContent())))
    .toBe(cents(expected));
};

/** One spin at turbo speed (a free-spins round cut short); the win the slot shows. */
const spin = async (frame: FrameLocator, page: Page) => {
  await frame.getByRole('button', { name: 'Quay nhanh' }).click();
  await frame.getByRole('button', { name: 'Quay', exact: true }).click();
  const skip = frame.getByRole('button', { name: 'Dừng nhanh' });
  await page.waitForTimeout(3_000);
  if (await skip.isVisible()) await skip.click().catch(() => undefined);
  await expect(frame.getByRole('button', { name: 'Quay', exact: true })).toBeVisible({ timeout: 60_000 });
  return amountOf(await frame.getByTestId('slot-total-win').textContent());
};

/**
 * Crash rounds with a 10.00 bet until one took it and ended, cashed out as soon as it runs (or lost
 * if it crashes first). A click can race the betting window's close, so what was staked is read
 * back from the betting record, not assumed.
 */
const crashRounds = async (frame: FrameLocator) => {
  const phase = frame.getByTestId('crash-phase');
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
    await frame.getByRole('button', { name: 'Đặt cược', exact: true }).click();
    const placed = await frame
      .getByRole('button', { name: 'Đã đặt cược — chờ vòng bắt đầu' })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!placed) {
      // The window closed under the click: the next round.
      await expect(phase).toHaveAttribute('data-phase', 'crashed', { timeout: 120_000 });
      continue;
    }
    const cashOut = frame.getByRole('button', { name: /^Chốt lời/ });
    await expect(cashOut.or(frame.locator('[data-phase="crashed"]'))).toBeVisible({ timeout: 30_000 });
    // The round may crash between the look and the click: the click gives up, the result says so.
    if (await cashOut.isVisible()) await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(frame.getByTestId('crash-result')).toHaveText(/^(Đã chốt tại|Nổ tại)/, { timeout: 60_000 });
    await expect(phase).toHaveAttribute('data-phase', 'crashed', { timeout: 120_000 });
    return;
  }
  throw new Error('no crash round took the bet in four tries');
};

type BetRecord = {
  roundId: string;
  vendor: string;
  gameCode: string;
  stake: string;
  payout: string;
  status: string;
};

/**
 * The member's betting record (`/wps/member/bets`) for one title, less the rounds in `before`
 * (those of an earlier attempt of this test: a retry counts only its own).
 */
const betsOf = (page: Page, gameCode: string, before: ReadonlySet<string> = new Set()) =>
  page
    .evaluate(async (code) => {
      const response = await fetch('/wps/member/bets?page=1&size=100', {
        headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` },
      });
      const list = (await response.json()).value.list as BetRecord[];
      return list.filter((bet) => bet.gameCode === code);
    }, gameCode)
    .then((list) => list.filter((bet) => !before.has(bet.roundId)));

/** The rounds the member already has of a title. */
const roundsOf = async (page: Page, gameCode: string) =>
  new Set((await betsOf(page, gameCode)).map((bet) => bet.roundId));

test('a member plays a third-party slot, crash and mines title on the house engines, and the balance follows each round', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_mixer money: one run only');
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'demo_mixer');

  // Three Nova Slots titles of different kinds; the launch tells which engine each opens.
  const slot = await houseGameOf(page, 'slot-5x3', { vassalage: VENDOR, skipJackpot: true });
  const crash = await houseGameOf(page, 'crash', { vassalage: VENDOR, skipJackpot: true });
  const mines = await houseGameOf(page, 'mines', { vassalage: VENDOR, skipJackpot: true });
  expect(new Set([slot.vassalage, crash.vassalage, mines.vassalage])).toEqual(new Set([VENDOR]));
  const slotRounds = await roundsOf(page, slot.gameCode);
  const crashRoundsBefore = await roundsOf(page, crash.gameCode);

  // 1. The slot: a 1,000.00 spin.
  const first = await openFromLobby(page, slot);
  let expected = amountOf(await headerBalance(page).textContent());
  expect(cents(amountOf(await first.balance.textContent()))).toBe(cents(expected));
  await expect(first.frame.getByTestId('slot-cell')).toHaveCount(15);
  await expect(first.frame.getByText(slot.gameName).first()).toBeVisible();
  await expect(first.frame.getByTestId('slot-stake')).toHaveText('1,000.00');
  await page.screenshot({ path: `${SHOTS}/aggregated-slot-1366.png` });
  const won = await spin(first.frame, page);
  expected = expected - 1_000 + won;
  // Booked once, under Nova Slots: one bet record of the title.
  await expect
    .poll(async () => (await betsOf(page, slot.gameCode, slotRounds)).map((bet) => bet.vendor))
    .toEqual([VENDOR]);
  await expect.poll(async () => cents(amountOf(await first.balance.textContent()))).toBe(cents(expected));
  await closeAndCheckHeader(page, first.popup, expected);

  // 2. The crash game: a 10.00 bet, cashed out as soon as it runs.
  const second = await openFromLobby(page, crash);
  expect(cents(amountOf(await second.balance.textContent()))).toBe(cents(expected));
  await crashRounds(second.frame);
  // Every bet settled, under Nova Slots; the balance moved by exactly their payouts less their stakes.
  await expect
    .poll(async () => {
      const bets = await betsOf(page, crash.gameCode, crashRoundsBefore);
      return bets.length > 0 && bets.every((bet) => bet.status === 'settled' && bet.vendor === VENDOR);
    })
    .toBe(true);
  const bets = await betsOf(page, crash.gameCode, crashRoundsBefore);
  for (const bet of bets) expect(bet.stake).toBe('10.00');
  expected += bets.reduce((sum, bet) => sum + Number(bet.payout) - Number(bet.stake), 0);
  await expect.poll(async () => cents(amountOf(await second.balance.textContent()))).toBe(cents(expected));
  await closeAndCheckHeader(page, second.popup, expected);

  // 3. Mines: a 10.00 bet with one mine, one tile, cashed out on a gem.
  const third = await openFromLobby(page, mines);
  expect(cents(amountOf(await third.balance.textContent()))).toBe(cents(expected));
  await third.frame.getByRole('button', { name: '1 mìn', exact: true }).click();
  await third.frame.getByRole('button', { name: '10', exact: true }).click();
  await third.frame.getByTestId('mines-bet').click();
  await expect(third.frame.getByTestId('mines-cashout')).toBeVisible({ timeout: 30_000 });
  expected -= 10;
  await expect.poll(async () => cents(amountOf(await third.balance.textContent()))).toBe(cents(expected));
  await third.frame.getByTestId('mines-cell-12').click();
  await expect(third.frame.getByTestId('mines-cell-12')).not.toHaveAttribute('data-tile', 'hidden', {
    timeout: 30_000,
  });
  if ((await third.frame.getByTestId('mines-cell-12').getAttribute('data-tile')) === 'gem') {
    const value = amountOf(await third.frame.getByTestId('mines-cashout-value').textContent());
    await third.frame.getByTestId('mines-cashout').click();
    await expect(third.frame.getByTestId('mines-result')).toHaveText(`Bạn nhận ${value.toFixed(2)} VND!`);
    expected += value;
  } else {
    await expect(third.frame.getByTestId('mines-result')).toHaveText('Trúng mìn! Chúc may mắn lần sau.');
  }
  await expect.poll(async () => cents(amountOf(await third.balance.textContent()))).toBe(cents(expected));
  await closeAndCheckHeader(page, third.popup, expected);

  // The betting record lists the three rounds under the titles' names.
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible({ timeout: 30_000 });
  const records = page.getByTestId('bet-records');
  for (const game of [slot, crash, mines])
    await expect(records.getByText(game.gameName).first()).toBeVisible();

  // The slot on a phone: a tab of its own, 375 px wide.
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  const url = await launchUrlOf(page, slot);
  expect(url).not.toBe('');
  await phone.goto(url);
  await expect(phone.getByTestId('provider-balance')).toHaveText(/VND$/, { timeout: 30_000 });
  await expect(phone.getByTestId('slot-cell')).toHaveCount(15);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: `${SHOTS}/aggregated-slot-375.png` });
  await phone.close();
});
