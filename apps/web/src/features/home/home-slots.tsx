/**
 * Home "slots" (spec §2 "Home sections in order", §9): the top 3 games of each of the first 2 slot
 * vendors (JL first, then RNG, in the menus' order), from their hot games; each tile starts its game.
 */
import type { TVendor } from '@luckwell/contracts/games/game-menus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorPath } from '../../shared/categories.ts';
import { useGameMenus } from '../../shared/game-menus.ts';
import { GameTile, GameTileSkeleton } from '../../shared/game-tile.tsx';
import { useHotGames } from '../../shared/hot-games.ts';
import { useLaunchGame } from '../../shared/launch-game.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';
import { SectionTitle } from './section-title.tsx';

const VENDORS = 2;
const GAMES = 3;

const VendorSlots = ({ vendor }: { vendor: TVendor }) => {
  const { t } = useTranslation();
  const hot = useHotGames(vendor.vassalage);
  const launch = useLaunchGame();
  const games = (hot.data ?? []).filter((g) => g.gameType === vendor.gameType).slice(0, GAMES);
  return (
    <div className="rounded-3xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/40">
      <div className="mb-3 flex items-center gap-3">
        <VendorLogo vendor={vendor} className="h-9 w-24 rounded-lg bg-black/30 object-contain p-1" />
        <p className="min-w-0 flex-1 truncate font-semibold text-ink">{vendor.displayName}</p>
        <Link to={vendorPath(vendor)} className="text-xs font-semibold text-primary hover:underline">
          {t('home_slots_more')}
        </Link>
      </div>
      <ul className="grid grid-cols-3 gap-3">
        {hot.isPending
          ? Array.from({ length: GAMES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))
          : games.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} onPlay={launch} />
              </li>
            ))}
      </ul>
      {!hot.isPending && games.length === 0 && (
        <p className="py-6 text-center text-sm text-muted">{t('games_none')}</p>
      )}
    </div>
  );
};

export const HomeSlots = () => {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = (menus.data ?? [])
    .filter((menu) => menu.gameType === 'JL' || menu.gameType === 'RNG')
    .flatMap((menu) => menu.vendors)
    .slice(0, VENDORS);
  if (!menus.isPending && vendors.length === 0) return null;
  return (
    <section aria-labelledby="home-slots-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle id="home-slots-title" title={t('home_slots_title')} subtitle={t('home_slots_subtitle')} />
      <div className="grid gap-4 md:grid-cols-2">
        {menus.isPending
          ? [0, 1].map((i) => <div key={i} className="h-64 animate-pulse rounded-3xl bg-surface" />)
          : vendors.map((vendor) => (
              <VendorSlots key={`${vendor.gameType}-${vendor.vassalage}`} vendor={vendor} />
            ))}
      </div>
    </section>
  );
};
