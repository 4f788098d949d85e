/**
 * Owns game categories and vendors (and, with the catalogue, games). Builds the menus the header
 * and category pages are drawn from: only categories that have vendors, in the brand's order.
 */
import { GameCategory, type TGameMenu } from '@luckwell/contracts/games/game-menus';
import type { Database } from '../../db/client.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createGamesRepository } from './games.repository.ts';

export const createGamesService = (db: Database) => {
  const repository = createGamesRepository(db);

  const gameMenus = async (merchant: Merchant): Promise<TGameMenu[]> => {
    const [categories, vendorRows] = await Promise.all([
      repository.listCategories(merchant.id),
      repository.listVendors(merchant.id),
    ]);
    return categories.flatMap((category) => {
      const gameType = GameCategory.safeParse(category.gameType);
      if (!gameType.success) return [];
      const vendors = vendorRows
        .filter((v) => v.gameType === category.gameType)
        .map((v) => ({
          vassalage: v.vassalage,
          gameType: gameType.data,
          displayName: v.displayName,
          logoUrl: v.logoUrl,
          maintenance: v.maintenance,
        }));
      if (vendors.length === 0) return [];
      return [
        { gameType: gameType.data, nameKey: `cat_${gameType.data}`, iconUrl: category.iconUrl, vendors },
      ];
    });
  };

  /** The brand's enabled vendors, one row per vendor and category, in the brand's order. */
  const vendors = (merchantId: number) => repository.listVendors(merchantId);

  return { gameMenus, vendors };
};

export type GamesService = ReturnType<typeof createGamesService>;
