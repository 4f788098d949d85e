import { expect, test } from '@playwright/test';

test.describe('winner board and jackpot', () => {
  test('the home page shows the real biggest wins and the real jackpot pool', async ({ page, request }) => {
    const board = (
      await (await request.get('/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')).json()
    ).value.list as { vo: { customerName: string; game: string; winAmount: string } }[];
    expect(board.length).toBeGreaterThan(5);
    const pool = (await (await request.get('/relay/GCSGAME_getJackpot')).json()).value as { amount: string };

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Bảng vinh danh' });
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
    // The brand's welcome popups come one after another for visitors; close them as a player would.
    await expect(page.getByRole('dialog').first()).toBeVisible();
    for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
      await page.getByRole('dialog').first().getByRole('button', { name: 'Đóng' }).click();
      await page.waitForTimeout(300);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const board = page.getByRole('region', { name: 'Bảng vinh danh' });
    await board
      .getByRole('button', { name: /^Chơi / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  });
});
