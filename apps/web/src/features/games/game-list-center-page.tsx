/** The named route gameListCenter (/gameListCenter/:gameType/:vassalage): a vendor's game list. */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { useGameMenus } from '../../shared/game-menus.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';

export const GameListCenterPage = () => {
  const { t } = useTranslation();
  const { gameType = '', vassalage = '' } = useParams();
  const menus = useGameMenus();
  const menu = menus.data?.find((item) => item.gameType.toLowerCase() === gameType.toLowerCase());
  const vendor = menu?.vendors.find((item) => item.vassalage.toLowerCase() === vassalage.toLowerCase());
  const vendorName = vendor?.displayName ?? vassalage.toUpperCase();

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
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
      <ComingSoon
        title={t('soon_gamelist_title', { vendor: vendorName })}
        features={[t('feat_gamelist_1'), t('feat_gamelist_2'), t('feat_gamelist_3'), t('feat_gamelist_4')]}
      >
        {vendor && (
          <div className="mt-6 inline-flex items-center gap-3 rounded-2xl border border-line bg-black/25 p-3 pr-5">
            <VendorLogo vendor={vendor} className="h-12 w-32 object-contain" />
            <span className="text-sm">
              <span className="block font-semibold text-ink">{vendor.displayName}</span>
              <span className="block text-muted">{menu ? t(menu.nameKey) : ''}</span>
            </span>
          </div>
        )}
      </ComingSoon>
    </div>
  );
};
