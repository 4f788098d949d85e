/**
 * Finds a playable Luckwell Originals game of an engine family for a signed-in member: the public
 * catalogue lists the games (without their engine), and a launch tells which family each opens
 * (`/game/<family>`), the same way the lobby's Play button would.
 */
import type { Page } from '@playwright/test';

export type CatalogueGame = { vassalage: string; gameCode: string; gameName: string; maintenance: boolean };

export const houseGameOf = async (page: Page, family: string): Promise<CatalogueGame> => {
  const list = await page.request.get(
    '/relay/GCSGAME_gameList?gameType=RNG&vassalage=LW&pageNum=1&pageSize=100',
  );
  const games = ((await list.json()).value.content as CatalogueGame[]).filter((g) => !g.maintenance);
  for (const game of games) {
    const url = await page.evaluate(async ({ vassalage, gameCode }) => {
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
    if (url && new URL(url, page.url()).pathname === `/game/${family}`) return game;
  }
  throw new Error(`no playable ${family} game among the first ${games.length} Luckwell Originals`);
};
