/**
 * Live baccarat (issue 21, ADR 082): demo_live1 and demo_live2 (whose money only this journey
 * moves) launch the same house baccarat title from the LIVE catalogue into its table
 * (`/liveTable/LWLIVE-BAC-1`), both bet in the same round — one on the player, one on the banker —
 * and both see the same deal, the same newest result and the bead road grow by that hand; each
 * sees how their own bet did and their balance take it. A round's cycle is 15 s of betting and 9 s
 * of dealing; a player who arrives in a round's last seconds waits for the next one.
 */
import { expect, type Page, test } from '@playwright/test';
import { launchPath, minorOf, signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** The lobby's launch of a LIVE title: the table page's address (its one-time token inside). */
const launch = (page: Page, token: string, gameCode: string) => launchPath(page, token, 'LWLIVE', gameCode);

const secondsLeft = async (page: Page) =>
  Number(await page.getByTestId('live-countdown').getAttribute('data-seconds'));

test('live baccarat: two players bet in the same round and see the same result and road', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop' && testInfo.project.name !== 'mobile',
    'player projects only',
  );
  const one = await signIn(browser, 'demo_live1', testInfo);
  const two = await signIn(browser, 'demo_live2', testInfo);

  // A house LIVE title that opens the commission baccarat table: out of maintenance in the catalogue.
  const list = await one.page.request.get(
    '/relay/GCSGAME_gameList?gameType=LIVE&vassalage=LWLIVE&pageNum=1&pageSize=100',
  );
  const games = (await list.json()).value.content as { gameCode: string; maintenance: boolean }[];
  let code: string | undefined;
  for (const game of games.filter((g) => !g.maintenance)) {
    if ((await launch(one.page, one.token, game.gameCode)).startsWith('/liveTable/LWLIVE-BAC-1?')) {
      code = game.gameCode;
      break;
    }
  }
  expect(code, 'a playable baccarat title').toBeTruthy();

  for (const player of [one, two]) {
    await player.page.goto(await launch(player.page, player.token, code!));
    await expect(player.page.getByRole('heading', { level: 1, name: 'Baccarat' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(player.page.getByTestId('live-balance')).toHaveText(/\d.*VND/, { timeout: 30_000 });
    await expect(player.page.getByTestId('live-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  }

  // A betting window with time to spare for both (a round in its last seconds: the next one).
  const phase = one.page.getByTestId('live-phase');
  await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  if ((await secondsLeft(one.page)) < 8) {
    const closing = await phase.getAttribute('data-round');
    await expect(phase).not.toHaveAttribute('data-round', closing ?? '', { timeout: 40_000 });
    await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  }
  const round = await phase.getAttribute('data-round');
  await expect(two.page.getByTestId('live-phase')).toHaveAttribute('data-round', round ?? '');
  await expect(two.page.getByTestId('live-phase')).toHaveAttribute('data-phase', 'betting');

  const bead = (page: Page) => page.getByTestId('road-bead').locator('[data-road-cell="filled"]');
  const placeBet = async (page: Page, spot: 'player' | 'banker') => {
    await page.getByRole('button', { name: 'Phỉnh 50.00 VND' }).click();
    await page.getByTestId(`spot-${spot}`).click();
    await expect(page.getByTestId('laid-total')).toHaveText('50.00 VND');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/provider/live/tables/LWLIVE-BAC-1/bets') && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Xác nhận' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    const value = (await response.json()).value as { roundNumber: number; balance: string };
    await expect(page.getByTestId('live-placed')).toHaveText(
      `Đã đặt 50.00 VND cho ván #${value.roundNumber}.`,
    );
    await expect(page.getByTestId('confirmed-total')).toHaveText('50.00 VND');
    return { ...value, beads: await bead(page).count() };
  };
  const [betOne, betTwo] = await Promise.all([placeBet(one.page, 'player'), placeBet(two.page, 'banker')]);
  expect(betOne.roundNumber).toBe(Number(round));
  expect(betTwo.roundNumber).toBe(betOne.roundNumber);
  for (const [player, bet] of [
    [one, betOne],
    [two, betTwo],
  ] as const) {
    await expect
      .poll(async () => minorOf(await player.page.getByTestId('live-balance').textContent()))
      .toBe(minorOf(bet.balance));
  }

  // The round deals and settles: both see it as the newest result, the same winner, one more bead.
  const number = String(betOne.roundNumber);
  for (const player of [one, two])
    await expect(player.page.getByTestId('live-results')).toHaveAttribute('data-latest', number, {
      timeout: 45_000,
    });
  const winnerOf = (page: Page) =>
    page.getByTestId('live-results').getByRole('img').first().getAttribute('aria-label');
  const winner = await winnerOf(one.page);
  expect(winner).toMatch(new RegExp(`^Ván #${number}: (Người chơi thắng|Nhà cái thắng|Hòa)$`));
  expect(await winnerOf(two.page)).toBe(winner);
  await expect(bead(one.page)).toHaveCount(betOne.beads + 1);
  await expect(bead(two.page)).toHaveCount(betTwo.beads + 1);
  const lastBead = (page: Page) => bead(page).last().locator('[data-winner]').getAttribute('data-winner');
  expect(await lastBead(one.page)).toBe(await lastBead(two.page));

  // Each sees how their own bet did, and the balance takes its payout.
  const won = (await lastBead(one.page)) ?? '';
  for (const [player, bet, spot] of [
    [one, betOne, 'player'],
    [two, betTwo, 'banker'],
  ] as const) {
    const outcome = player.page.getByTestId('live-my-outcome');
    await expect(outcome).toHaveAttribute('data-round', number, { timeout: 20_000 });
    const expected = won === 'tie' ? 'even' : won === spot ? 'won' : 'lost';
    await expect(outcome).toHaveAttribute('data-status', expected);
    const payout = won === 'tie' ? 5_000 : won !== spot ? 0 : spot === 'player' ? 10_000 : 9_750;
    await expect
      .poll(async () => minorOf(await player.page.getByTestId('live-balance').textContent()), {
        timeout: 20_000,
      })
      .toBe(minorOf(bet.balance) + payout);
  }

  await one.context.close();
  await two.context.close();
});
