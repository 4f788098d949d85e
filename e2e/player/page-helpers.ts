import { expect, type Page } from '@playwright/test';

/** The brand's welcome popups come one after another for visitors; close them as a player would. */
export const closeWelcomePopups = async (page: Page) => {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.getByRole('dialog').first().getByRole('button', { name: 'Đóng' }).click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** Home sections below the fold load as the player scrolls near them: scroll until one is there. */
export const scrollToRegion = async (page: Page, name: string) => {
  const region = page.getByRole('region', { name });
  for (let i = 0; i < 40 && (await region.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(100);
  }
  return region;
};

/**
 * A playable Luckwell Originals game (vendor LW, RNG) of an engine family, found through the API:
 * the game list does not name engines, so candidates are launched as the signed-in member until
 * one opens that family's game route (`/game/<engine>`). Jackpot titles are left out (a jackpot
 * draw would move the balance too).
 */
export const findHouseGame = async (page: Page, engine: string) => {
  const found = await page.evaluate(async (family) => {
    const token = sessionStorage.getItem('token');
    const list = await (
      await fetch('/relay/GCSGAME_gameList?gameType=RNG&vassalage=LW&pageNum=1&pageSize=100')
    ).json();
    for (const game of list.value.content as {
      vassalage: string;
      gameCode: string;
      gameName: string;
      maintenance: boolean;
      jackpot: boolean;
    }[]) {
      if (game.maintenance || game.jackpot) continue;
      const launched = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ vendor: game.vassalage, gameCode: game.gameCode }),
      });
      const url = (await launched.json()).value?.url as string | undefined;
      if (url && new URL(url, location.href).pathname === `/game/${family}`) {
        return { gameCode: game.gameCode, gameName: game.gameName };
      }
    }
    return null;
  }, engine);
  expect(found, `a playable ${engine} game of Luckwell Originals`).toBeTruthy();
  return found!;
};
