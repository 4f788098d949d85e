/**
 * Cockfight (issue 22, ADR 087): the header's COCKFIGHT entry launches the first cockfight title
 * straight into its arena; and demo_sabong (whose money only this journey moves) bets Meron at the
 * manual arena, Arena Cần Thơ (LWCF-2), on a phone, while the owner runs the fight from the back
 * office's arena console — opens it, closes betting, enters Meron as the result — and the player
 * sees the fight's result, the bet won at the posted 1.900 and the balance take the payout.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openBackOffice } from './page-helpers.ts';
import { launchPath, minorOf, signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

test('the header’s cockfight entry launches the first cockfight game into its arena', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop header: one run');
  const { page } = await signIn(browser, 'demo_player', testInfo);
  const entry = page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Đá gà', exact: true });
  const frame = page.getByTestId('game-popup').locator('iframe');
  // Intent (hover) fetches the first game and its launch; the click then starts it in the game popup.
  // A click before both are in opens the category page, as a link does: back, and click again.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/cockfight') await page.goBack();
    await entry.hover();
    await entry.click();
    await expect(frame).toHaveAttribute('src', /\/cockfight\/LWCF-1\?/, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    page.frameLocator('[data-testid="game-popup"] iframe').getByText('Arena Sài Gòn').first(),
  ).toBeVisible({ timeout: 30_000 });
});

/** The arena console's card of the manual arena. */
const manualArena = (desk: Page) => desk.getByTestId('arena-LWCF-2');

test('a player bets Meron, the operator closes the fight and enters the result, the player is paid', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'runs the shared manual arena: one run, on a phone');

  // (a) The owner opens the manual arena's next fight (a fight a failed run left running is cancelled).
  const desk = await openBackOffice(browser, randomIp(), { username: 'owner', password: 'Owner@2026' });
  await desk.goto('/admin/games/arenas');
  await expect(desk.getByRole('heading', { level: 1, name: 'Arenas' })).toBeVisible();
  const card = manualArena(desk);
  await expect(card).toBeVisible();
  const open = card.getByRole('button', { name: 'Open next fight' });
  const cancel = card.getByRole('button', { name: 'Cancel fight' });
  await expect(open.or(cancel)).toBeVisible();
  if (await cancel.isVisible()) {
    await cancel.click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Left running by an earlier journey run');
    await dialog.getByRole('button', { name: 'Cancel fight' }).click();
    await expect(dialog).toBeHidden();
  }
  await open.click();
  await expect(card.getByRole('button', { name: 'Close betting' })).toBeVisible();

  // (b) demo_sabong launches a cockfight title (its arena: LWCF-1) and moves to Arena Cần Thơ.
  const player = await signIn(browser, 'demo_sabong', testInfo);
  const list = await player.page.request.get(
    '/relay/GCSGAME_gameList?gameType=COCKFIGHT&pageNum=1&pageSize=20',
  );
  const titles = (await list.json()).value.content as {
    vassalage: string;
    gameCode: string;
    maintenance: boolean;
  }[];
  const title = titles.find((g) => !g.maintenance);
  expect(title, 'a playable cockfight title').toBeTruthy();
  const path = await launchPath(player.page, player.token, title!.vassalage, title!.gameCode);
  expect(path).toMatch(/^\/cockfight\/LWCF-1\?/);
  const page = player.page;
  await page.goto(path);
  await slow(page.getByTestId('cockfight-balance')).toHaveText(/\d.*VND/);
  await page
    .getByRole('navigation', { name: 'Các đấu trường' })
    .getByRole('link', { name: /LWCF-2/ })
    .click();
  await expect(page).toHaveURL(/\/cockfight\/LWCF-2/);
  await slow(page.getByTestId('cockfight-status')).toContainText('Đặt cược');
  const fightNumber = await page.getByTestId('cockfight-fight-number').getAttribute('data-number');
  expect(Number(fightNumber)).toBeGreaterThan(0);
  await slow(page.getByTestId('cockfight-balance')).toHaveText(/\d.*VND/);
  const before = minorOf(await page.getByTestId('cockfight-balance').textContent());

  // (c) A 100.00 chip on Meron at the posted 1.900.
  await expect(page.getByTestId('cockfight-side-meron')).toContainText('1.900');
  await page.getByRole('button', { name: 'Phỉnh 100.00 VND' }).click();
  await page.getByTestId('cockfight-side-meron').click();
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/provider/cockfight/arenas/LWCF-2/bets') && r.request().method() === 'POST',
    ),
    page.getByTestId('cockfight-place').click(),
  ]);
  expect(response.ok()).toBe(true);
  const placed = (await response.json()).value as { fightNumber: number; stake: string };
  expect(placed).toMatchObject({ fightNumber: Number(fightNumber), stake: '100.00' });
  const myBets = page.getByTestId('cockfight-my-bets');
  await expect(myBets).toContainText('Gà Meron');
  await expect(myBets).toContainText('Đã đặt');
  await expect(page.getByTestId('cockfight-balance')).toHaveText(/\d.*VND/);
  await slow
    .poll(async () => minorOf(await page.getByTestId('cockfight-balance').textContent()))
    .toBe(before - 10_000);

  // (d) The console sees the slip; the owner closes betting and enters Meron.
  await slow(card.getByTestId('pool-meron')).toContainText('100.00');
  await card.getByRole('button', { name: 'Close betting' }).click();
  await slow(page.getByTestId('cockfight-status')).toContainText('Đang đấu');
  await expect(page.getByTestId('cockfight-place')).toBeDisabled();
  await card.getByRole('button', { name: 'Enter result' }).click();
  const result = desk.getByRole('dialog');
  // The sides are labels over visually hidden radios: a click on the label picks one.
  await result.locator('label', { hasText: /^Meron$/ }).click();
  await expect(result.getByRole('radio', { name: 'Meron' })).toBeChecked();
  await result.getByRole('button', { name: 'Confirm result' }).click();
  await expect(result).toBeHidden();

  // (e) The player sees Meron win, the bet paid 190.00 and the balance up by it.
  await slow(page.getByTestId('cockfight-result')).toContainText('Gà Meron');
  await slow(page.getByTestId('cockfight-win')).toHaveText('Bạn thắng 190.00 VND');
  await expect(myBets).toContainText('Thắng');
  await slow
    .poll(async () => minorOf(await page.getByTestId('cockfight-balance').textContent()))
    .toBe(before - 10_000 + 19_000);
});
