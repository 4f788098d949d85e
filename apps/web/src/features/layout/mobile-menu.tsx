/** The hamburger side menu on phones: language, login/register, every nav entry with its vendors. */

import type { TVendor } from '@luckwell/contracts/games/game-menus';
import { buttonClass } from '@luckwell/ui/button';
import { Drawer } from '@luckwell/ui/drawer';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { vendorPath } from '../../shared/categories.ts';
import { openCustomerService } from '../../shared/customer-service.ts';
import { ChevronDownIcon, HeadsetIcon } from '../../shared/icons.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { useVendorClick, VendorLogo } from '../../shared/vendor-tile.tsx';
import { LanguageSelector } from '../i18n/language-selector.tsx';
import { NavIcon } from './nav-icon.tsx';
import type { NavItem } from './nav-items.ts';

type MobileMenuProps = { open: boolean; onClose: () => void; items: NavItem[] };

/** A vendor in the menu: lists open as links, game starts go through the game-start rules. */
const MenuVendor = ({ vendor, onClose }: { vendor: TVendor; onClose: () => void }) => {
  const onClick = useVendorClick(vendor, onClose);
  return (
    <Link
      to={vendorPath(vendor)}
      onClick={onClick}
      className="flex flex-col items-center gap-1 rounded-lg border border-line bg-black/25 p-2 text-[11px] font-semibold text-ink/90"
    >
      <VendorLogo vendor={vendor} decoding="async" className="aspect-[5/2] w-full object-contain" />
      {vendor.displayName}
    </Link>
  );
};

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold text-ink transition hover:bg-white/5';

export const MobileMenu = ({ open, onClose, items }: MobileMenuProps) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isAgent = useSessionStore((state) => state.isAgent);
  const isTrial = useSessionStore((state) => state.isTrial);
  const member = useSessionStore((state) => state.member);
  const openAuth = useOverlayStore((state) => state.openAuth);
  const openLogout = useOverlayStore((state) => state.openLogout);
  const openRealAccount = useOverlayStore((state) => state.openRealAccount);
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    if (to === '/member' && isTrial) openRealAccount();
    else navigate(to);
  };

  return (
    <Drawer open={open} onClose={onClose} label={t('nav_menu')}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <img src={imageUrl(brand.logoUrl)} alt={brand.name} className="h-8 w-auto" height={32} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common_close')}
          className="grid size-10 place-items-center rounded-full bg-black/30 text-ink"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div className="space-y-4 p-4">
        {!isLogin && (
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => {
                onClose();
                openAuth('login');
              }}
            >
              {t('header_login')}
            </button>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                onClose();
                openAuth('register');
              }}
            >
              {t('header_register')}
            </button>
          </div>
        )}
        {isLogin && (
          <div className="rounded-2xl border border-line bg-black/25 p-3">
            <p className="truncate text-sm font-semibold text-ink">
              {member?.nickname || member?.account || ''}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => go('/member')}>
                {t('member_open_centre')}
              </button>
              {isAgent ? (
                <button
                  type="button"
                  className={buttonClass({ size: 'sm', variant: 'secondary' })}
                  onClick={() => go('/agentHome')}
                >
                  {t('member_agent')}
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                className={`${buttonClass({ size: 'sm', variant: 'ghost' })} col-span-2 border border-line`}
                onClick={() => {
                  onClose();
                  openLogout();
                }}
              >
                {t('member_sign_out')}
              </button>
            </div>
          </div>
        )}
        <LanguageSelector variant="block" />
      </div>

      <ul className="space-y-1 px-2 pb-4">
        {items.map((item) => {
          const label = t(item.labelKey);
          if (item.kind === 'external') {
            return (
              <li key={item.key}>
                <a
                  href={item.href}
                  target={item.newTab ? '_blank' : undefined}
                  rel={item.newTab ? 'noopener noreferrer' : undefined}
                  className={rowClass}
                  onClick={onClose}
                >
                  <NavIcon src={item.icon} />
                  {label}
                </a>
              </li>
            );
          }
          if (item.kind === 'category' && item.dropMenu.length > 0) {
            return (
              <li key={item.key}>
                <details className="group rounded-xl open:bg-black/20">
                  <summary
                    className={`${rowClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                  >
                    <NavIcon src={item.icon} />
                    <span className="flex-1">{label}</span>
                    <ChevronDownIcon className="size-4 text-muted transition group-open:rotate-180" />
                  </summary>
                  <ul className="grid grid-cols-2 gap-2 px-3 pt-1 pb-3">
                    {item.dropMenu.map((vendor) => (
                      <li key={vendor.vassalage}>
                        <MenuVendor vendor={vendor} onClose={onClose} />
                      </li>
                    ))}
                    <li className="col-span-2">
                      <Link
                        to={item.to}
                        onClick={onClose}
                        className="block py-2 text-center text-xs font-semibold text-primary"
                      >
                        {t('nav_view_all', { count: item.vendorCount })}
                      </Link>
                    </li>
                  </ul>
                </details>
              </li>
            );
          }
          return (
            <li key={item.key}>
              <Link to={item.to} className={rowClass} onClick={onClose}>
                <NavIcon src={item.icon} />
                {label}
              </Link>
            </li>
          );
        })}
        <li>
          <Link to="/help" className={rowClass} onClick={onClose}>
            <span
              className="grid size-7 place-items-center rounded-lg bg-primary/15 text-primary"
              aria-hidden="true"
            >
              ?
            </span>
            {t('page_help')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={rowClass}
            onClick={() => void openCustomerService(brand.customerServiceUrl)}
          >
            <span
              className="grid size-7 place-items-center rounded-lg bg-primary/15 text-primary"
              aria-hidden="true"
            >
              <HeadsetIcon className="size-4" />
            </span>
            {t('cs_button')}
          </button>
        </li>
      </ul>
    </Drawer>
  );
};
