import { expect, test } from '@playwright/test';
import { closeWelcomePopups, scrollToRegion } from './page-helpers.ts';

test.describe('winner board and jackpot', () => {
  test('the home page shows the real biggest wins and the real jackpot pool', async ({ page, request }) => {
    const board = (
      await (await request.get('/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')).json()
    ).value.list as { vo: { customerName: string; game: string; winAmount: string } }[];
    expect(board.length).toBeGreaterThan(5);
    const pool = (await (await request.get('/relay/GCSGAME_getJackpot')).json()).value as { amount: string };

    await page.goto('/');
    const section = await scrollToRegion(page, 'Bảng vinh danh');
    await expect(section).toBeVisible();
    const top = board[0]!.vo;
    const [whole, cents] = top.winAmount.split('.');
    const shown = `₫${Number(whole).toLocaleString('en-US')}.${cents}`;
    await expect(section.getByText(shown).first()).toBeVisible();
    await expect(section.getByText(top.customerName).first()).toBeVisible();
    // Names are masked: two letters, three stars, one letter.
    expect(top.customerName).toMatch(/^.{1,2}\*\*\*.?$/u);
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('WINNERS') ?? 'null')?.list?.length),
    ).toBe(board.length);

    const [poolWhole, poolCents] = pool.amount.split('.');
    const jackpot = page.getByRole('region', { name: 'Hũ thưởng lũy tiến' });
    await expect(jackpot.getByText(`₫${Number(poolWhole).toLocaleString('en-US')}.${poolCents}`)).toHaveCount(
      2,
    ); // the rolling figure and its screen-reader twin
  });

  test('a visitor who clicks a win is asked to sign in first', async ({ page }) => {
    await page.goto('/');
    await closeWelcomePopups(page);
    const board = await scrollToRegion(page, 'Bảng vinh danh');
    await board
      .getByRole('button', { name: /^Chơi / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  });
});
