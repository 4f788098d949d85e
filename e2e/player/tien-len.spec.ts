/**
 * Tiến Lên (issue 21, ADR 084): demo_tl1 (desktop) and demo_tl2 (mobile), whose money only
 * this journey moves, launch a house Tiến Lên title from the PVP catalogue into its table
 * (`/cardTable/LWCARD-TL-1`), sit down (the escrow leaves the balance), wait while bots take the
 * empty seats, and play the hand to its end — each turn with the page's hint, playing what it picks
 * or passing — against bots marked as bots. The result shows who paid whom; the balance is the start
 * less the escrow plus what came back, and the deal checks against its revealed seed. The hand
 * history then lists the hand with the cards dealt and what came back.
 */
import { expect, test } from '@playwright/test';
import { launchPath, minorOf, signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 240_000 });

test('Tiến Lên: a player finishes a hand against bots and is paid what the hand says', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop' && testInfo.project.name !== 'mobile',
    'player projects only',
  );
  const account = testInfo.project.name === 'mobile' ? 'demo_tl2' : 'demo_tl1';
  const { page, token, context } = await signIn(browser, account, testInfo);

  // A house PVP title that is Tiến Lên: out of maintenance in the catalogue.
  const list = await page.request.get(
    '/relay/GCSGAME_gameList?gameType=PVP&vassalage=LWCARD&pageNum=1&pageSize=100',
  );
  const games = (await list.json()).value.content as {
    gameCode: string;
    gameName: string;
    maintenance: boolean;
  }[];
  const title = games.find((g) => g.gameName.includes('Tien Len'));
  expect(title).toBeDefined();
  expect(title!.maintenance).toBe(false);
  await page.goto(await launchPath(page, token, 'LWCARD', title!.gameCode));
  await expect(page).toHaveURL(/\/cardTable\/LWCARD-TL-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tiến Lên Miền Nam' })).toBeVisible();
  const balance = page.getByTestId('cards-balance');
  await expect(balance).toHaveText(/\d\.\d{2} VND$/);
  let start = minorOf(await balance.textContent());
  const myCards = page.getByRole('list', { name: 'Các lá bài của bạn (chọn để đánh)' }).getByRole('button');
  const result = page.getByTestId('cards-result');
  const returned = result.getByText('Đã trả về số dư:');

  // Sitting holds the escrow (60.00) from the balance. A deal that is an instant win (now and
  // then) ends the hand at once: it is settled, and the player sits for the next one.
  for (let attempt = 0; ; attempt++) {
    // "Vào bàn" at a first visit; "Chơi ván mới" after a finished hand (a retry finds its own).
    await page.getByRole('button', { name: /^(Vào bàn|Chơi ván mới)$/ }).click();
    await expect.poll(async () => minorOf(await balance.textContent())).toBe(start - 6_000);
    await expect(myCards.first().or(result)).toBeVisible({ timeout: 30_000 });
    if (!(await result.isVisible()) || attempt === 3) break;
    await expect(returned).toBeVisible({ timeout: 30_000 });
    start = start - 6_000 + minorOf(await returned.textContent());
    await expect.poll(async () => minorOf(await balance.textContent())).toBe(start);
  }
  await expect(myCards).toHaveCount(13);
  // The empty seats are the house's bots, marked as bots. The other project's player may have sat
  // in the same hand (both journeys play this table): their seat shows their masked name instead.
  const others = page.locator('[data-testid^="cards-seat-"]');
  await expect(others).toHaveCount(3);
  const bots = await others.getByText('Bot', { exact: true }).count();
  const twin = await others.getByText(account === 'demo_tl1' ? 'dem***l2' : 'dem***l1').count();
  expect(bots).toBeGreaterThanOrEqual(2);
  expect(bots + twin).toBe(3);

  const hint = page.getByRole('button', { name: 'Gợi ý' });
  const play = page.getByRole('button', { name: 'Đánh', exact: true });
  const pass = page.getByRole('button', { name: 'Bỏ lượt' });
  let moves = 0;
  // The hand may end at any moment (a bot plays out): its buttons then leave the page, so no step
  // waits on them for long, and a step that fails because the hand ended ends the loop.
  const quick = { timeout: 2_000 };
  for (let i = 0; i < 200 && !(await result.isVisible()); i++) {
    if (!(await hint.isEnabled(quick).catch(() => false))) {
      await page.waitForTimeout(300);
      continue;
    }
    try {
      const before = await myCards.count();
      await hint.click(quick);
      if (await play.isEnabled(quick)) {
        await play.click(quick);
        moves += 1;
        // The cards played leave the hand (or the hand ends).
        await expect
          .poll(async () => (await result.isVisible()) || (await myCards.count()) < before)
          .toBe(true);
      } else {
        await expect(page.getByRole('alert')).toHaveText('Gợi ý: nên bỏ lượt.');
        await pass.click(quick);
        await expect(pass).toBeDisabled();
      }
    } catch (error) {
      if (!(await result.isVisible())) throw error;
    }
  }
  await expect(result).toBeVisible({ timeout: 60_000 });
  expect(moves).toBeGreaterThan(0);
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(/về nhất/);
  await expect(
    result.getByRole('list', { name: 'Các khoản thanh toán' }).getByRole('listitem').first(),
  ).toContainText('trả');

  // Settled: the escrow plus the hand's result (after the fee) is back in the balance.
  await expect(returned).toBeVisible({ timeout: 30_000 });
  const back = minorOf(await returned.textContent());
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(start - 6_000 + back);

  // The deal is the revealed seed's: checked in the browser.
  await result.getByText('Kiểm tra công bằng').click();
  await result.getByRole('button', { name: 'Kiểm tra ván chia' }).click();
  await expect(result.getByRole('status')).toHaveText(/^Khớp/);
  // The next hand is offered.
  await expect(page.getByRole('button', { name: 'Chơi ván mới' })).toBeVisible();

  // The hand history lists it: opened, the cards as dealt and what came back.
  const history = page.getByRole('region', { name: 'Ván của tôi' });
  const latest = history.locator('ol > li').first();
  await expect(latest).toBeVisible({ timeout: 15_000 });
  await latest.locator('summary').click();
  await expect(latest.getByTestId('live-card')).toHaveCount(13);
  await expect.poll(async () => minorOf(await latest.locator('dd').nth(2).textContent())).toBe(back);
  await context.close();
});
