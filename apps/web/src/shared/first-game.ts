/**
 * The first game of a category, or of one vendor in it, in the catalogue's order: what a
 * lottery vendor tile opens and what the header's cockfight entry launches (spec §2 "Game start
 * behaviour").
 */
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { apiGet } from './api-client.ts';

const listSchema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZGameListResponse);

export const firstGameOf = async ({
  gameType,
  vassalage,
}: {
  gameType: TGameCategory;
  vassalage?: string;
}) => {
  const query = new URLSearchParams({ gameType, pageNum: '1', pageSize: '1' });
  if (vassalage) query.set('vassalage', vassalage);
  const page = await apiGet(`/relay/GCSGAME_gameList?${query}`, listSchema);
  return page.content[0];
};
