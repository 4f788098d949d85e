/**
 * A category page (/sports, /esports, /rng, /jili, /fish, /live, /pvp, /lott, /elott, /cockfight):
 * the category's vendors from the live game menus, then its games (GCSGAME_gameList) with vendor
 * tabs and search.
 */
import type { TGameCategory, TGameMenu } from '@luckwell/contracts/games/game-menus';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameMenus } from '../../shared/game-menus.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { VendorTile } from '../../shared/vendor-tile.tsx';
import { GameGrid } from './game-grid.tsx';
import { HotGamesRow } from './hot-games-row.tsx';

/** /jili shows the JL category; a brand without a separate JL group shows RNG (spec §2). */
export const findCategory = (menus: TGameMenu[], category: TGameCategory) =>
  menus.find((menu) => menu.gameType === category) ??
  (category === 'JL' ? menus.find((menu) => menu.gameType === 'RNG') : undefined);

export const CategoryPage = ({ category }: { category: TGameCategory }) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const menus = useGameMenus();
  const menu = findCategory(menus.data ?? [], category);
  const gameType = menu?.gameType ?? category;
  const name = t(menu?.nameKey ?? `cat_${category}`);

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6 sm:py-10">
      <section className="relative overflow-hidden rounded-3xl border border-line shadow-2xl shadow-black/50">
        <SafeImage
          src={imageUrl(`/img/categories/cards/${gameType}.svg`)}
          alt=""
          fallbackLabel={name}
          width={400}
          height={300}
          className="absolute inset-0 size-full object-cover"
        />
        <div
          className="absolute inset-0 bg-gradient-to-r from-page via-page/85 to-page/30"
          aria-hidden="true"
        />
        <div className="relative flex min-h-44 flex-col justify-center gap-2 p-6 sm:min-h-56 sm:p-10">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{name}</h1>
          <p className="max-w-xl text-sm text-ink/80 sm:text-base">{t(`cat_tag_${gameType}`)}</p>
          {menu && (
            <p className="text-xs font-semibold tracking-wider text-primary uppercase">
              {t('cat_page_vendor_count', { count: menu.vendors.length })}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="vendors-title" className="mt-8">
        <h2 id="vendors-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
          <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gold" />
          {t('cat_page_vendors')}
        </h2>
        {menus.isPending ? (
          <Loader label={t('app_loading')} />
        ) : menus.isError ? (
          <EmptyState
            tone="error"
            title={t(errorMessageKey(menus.error))}
            action={
              <button type="button" className={buttonClass()} onClick={() => menus.refetch()}>
                {t('common_retry')}
              </button>
            }
          />
        ) : !menu || menu.vendors.length === 0 ? (
          <EmptyState
            title={t('cat_page_empty')}
            action={
              <Link to="/index" className={buttonClass()}>
                {t('soon_back_home')}
              </Link>
            }
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {menu.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorTile vendor={vendor} look="card" />
              </li>
            ))}
          </ul>
        )}
      </section>

      {menu && menu.vendors.length > 0 && (
        <>
          <HotGamesRow gameType={menu.gameType} />
          <GameGrid gameType={menu.gameType} vendors={menu.vendors} />
        </>
      )}
    </div>
  );
};
