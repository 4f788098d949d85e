/**
 * The named route gameListCenter (/gameListCenter/:gameType/:vassalage, both lower-cased): one
 * vendor's games — its hot games, then the whole list with search, sub-category filters and the
 * member's recent and favourite games.
 */
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { useGameMenus } from '../../shared/game-menus.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';
import { GameGrid } from './game-grid.tsx';
import { HotGamesRow } from './hot-games-row.tsx';

export const GameListCenterPage = () => {
  const { t } = useTranslation();
  const { gameType = '', vassalage = '' } = useParams();
  const menus = useGameMenus();
  const menu = menus.data?.find((item) => item.gameType.toLowerCase() === gameType.toLowerCase());
  const vendor = menu?.vendors.find((item) => item.vassalage.toLowerCase() === vassalage.toLowerCase());
  const vendorName = vendor?.displayName ?? vassalage.toUpperCase();

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6 sm:py-10">
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
        <Link to="/index" className="hover:text-primary">
          {t('nav_HOME')}
        </Link>
        {menu && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={CATEGORY_ROUTES[menu.gameType]} className="hover:text-primary">
              {t(menu.nameKey)}
            </Link>
          </>
        )}
        <span aria-hidden="true"> / </span>
        <span className="text-ink">{vendorName}</span>
      </nav>

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
      ) : !menu || !vendor ? (
        <EmptyState
          title={t('gamelist_unknown_vendor', { vendor: vendorName })}
          action={
            <Link to={menu ? CATEGORY_ROUTES[menu.gameType] : '/index'} className={buttonClass()}>
              {menu ? t(menu.nameKey) : t('soon_back_home')}
            </Link>
          }
        />
      ) : (
        <>
          <section className="flex flex-wrap items-center gap-4 rounded-3xl border border-line bg-surface/85 p-5 shadow-xl shadow-black/40 sm:p-6">
            <VendorLogo
              vendor={vendor}
              className="h-16 w-40 rounded-xl bg-black/30 object-contain p-2 ring-1 ring-white/10"
            />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-bold text-ink sm:text-3xl">{vendor.displayName}</h1>
              <p className="text-sm text-muted">{t(menu.nameKey)}</p>
            </div>
            {vendor.maintenance && (
              <span className="rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-accent">
                {t('vendor_maintenance')}
              </span>
            )}
          </section>
          <HotGamesRow gameType={menu.gameType} vassalage={vendor.vassalage} />
          <GameGrid
            key={vendor.vassalage}
            gameType={menu.gameType}
            vendors={[]}
            vassalage={vendor.vassalage}
          />
        </>
      )}
    </div>
  );
};
