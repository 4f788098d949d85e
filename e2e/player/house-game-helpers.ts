/**
 * What the house-games journeys share: signing a demo member in, and finding a playable Luckwell
 * Originals game of an engine family — the public catalogue lists the games (without their
 * engine), and a launch tells which family each opens (`/game/<family>`), as the Play button would.
 */
import { expect, type Page } from '@playwright/test';

/** The new-member welcome, when the brand shows it. */
export const dismissWelcome = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: 'Chào mừng thành viên mới' });
  if (await popup.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  }
};

/** Signs a demo member in through the sign-in dialog (every demo member's password). */
/** The lobby's launch of a title, as the signed-in page: the game client's address, or '' when refused. */
export const launchUrlOf = (page: Page, game: { vassalage: string; gameCode: string }) =>
  page.evaluate(async ({ vassalage, gameCode }) => {
    const response = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ vendor: vassalage, gameCode }),
    });
    return ((await response.json()).value?.url as string | undefined) ?? '';
  }, game);

export const signIn = async (page: Page, account: string) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill(account);
  await login.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  await dismissWelcome(page);
};

/** Finds the game in the lobby's Luckwell Originals (or another vendor's tab) by its code: its Play button. */
export const playButtonInLobby = async (
  page: Page,
  game: { gameCode: string; gameName: string },
  vendorTab = 'Luckwell Originals',
) => {
  await page.goto('/rng');
  await dismissWelcome(page);
  await page.getByRole('tab', { name: vendorTab }).click();
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill(game.gameCode);
  await expect(page.getByText('1 trò chơi')).toBeVisible();
  return page.getByTestId('game-grid').getByRole('button', { name: `Chơi ${game.gameName}` });
};

export type CatalogueGame = {
  vassalage: string;
  gameCode: string;
  gameName: string;
  maintenance: boolean;
  jackpot: boolean;
};

/**
 * A playable Luckwell Originals game of `family` (or of another RNG vendor's: `vassalage`, a
 * third-party title the demo aggregator plays, ADR 045). `skipJackpot` leaves jackpot titles out,
 * for a journey that checks the balance to the unit (a jackpot draw would move it too).
 */
export const houseGameOf = async (
  page: Page,
  family: string,
  { skipJackpot = false, vassalage = 'LW' }: { skipJackpot?: boolean; vassalage?: string } = {},
): Promise<CatalogueGame> => {
  const list = await page.request.get(
    `/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vassalage}&pageNum=1&pageSize=100`,
  );
  const games = ((await list.json()).value.content as CatalogueGame[]).filter(
    (g) => !g.maintenance && !(skipJackpot && g.jackpot),
  );
  for (const game of games) {
    const url = await launchUrlOf(page, game);
    if (url && new URL(url, page.url()).pathname === `/game/${family}`) return game;
  }
  throw new Error(`no playable ${family} game among the first ${games.length} ${vassalage} games`);
};
