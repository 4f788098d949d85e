/**
 * The header navigation (spec §2 "Header and layout"): HOME, then every category that has vendors
 * (in the server's display order), then promotions, the social-media link and app download.
 * HOME, PROMO, FACEBOOK, DOWN and JL have no drop menu; a drop menu lists at most 9 vendors and
 * ends with a "more" tile to the category page when it is full.
 */
import type { TGameCategory, TGameMenu, TVendor } from '@luckwell/contracts/games/game-menus';
import type { TResource } from '@luckwell/contracts/system/resource';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';

export const DROP_MENU_LIMIT = 9;

type NavBase = { key: string; labelKey: string; icon: string };

export type NavItem =
  | (NavBase & { kind: 'route'; to: string })
  | (NavBase & {
      kind: 'category';
      to: string;
      gameType: TGameCategory;
      /** Vendors shown in the drop menu (empty when the entry has no drop menu). */
      dropMenu: TVendor[];
      /** All vendors of the category. */
      vendorCount: number;
      /** Show the "more" tile to the category page. */
      more: boolean;
    })
  | (NavBase & { kind: 'external'; href: string; newTab: boolean });

const NO_DROP_MENU: readonly string[] = ['HOME', 'PROMO', 'FACEBOOK', 'DOWN', 'JL'];

export const buildNavItems = ({
  menus,
  resources,
}: {
  menus: TGameMenu[];
  resources: TResource[];
}): NavItem[] => {
  const items: NavItem[] = [
    { kind: 'route', key: 'HOME', labelKey: 'nav_HOME', icon: '/img/categories/HOME.svg', to: '/index' },
  ];

  for (const menu of menus) {
    if (menu.vendors.length === 0) continue;
    const hasDropMenu = !NO_DROP_MENU.includes(menu.gameType);
    const dropMenu = hasDropMenu ? menu.vendors.slice(0, DROP_MENU_LIMIT) : [];
    items.push({
      kind: 'category',
      key: menu.gameType,
      labelKey: menu.nameKey,
      icon: menu.iconUrl || `/img/categories/${menu.gameType}.svg`,
      to: CATEGORY_ROUTES[menu.gameType],
      gameType: menu.gameType,
      dropMenu,
      vendorCount: menu.vendors.length,
      more: hasDropMenu && menu.vendors.length >= DROP_MENU_LIMIT,
    });
  }

  items.push({
    kind: 'route',
    key: 'PROMO',
    labelKey: 'nav_PROMO',
    icon: '/img/categories/PROMO.svg',
    to: '/promotions',
  });

  const facebook = resources.find((resource) => resource.resourceType === 'FACEBOOK' && resource.url);
  if (facebook) {
    items.push({
      kind: 'external',
      key: 'FACEBOOK',
      labelKey: 'nav_FACEBOOK',
      icon: '/img/categories/FACEBOOK.svg',
      href: facebook.url,
      newTab: facebook.newTab,
    });
  }

  items.push({
    kind: 'route',
    key: 'DOWN',
    labelKey: 'nav_DOWN',
    icon: '/img/categories/DOWN.svg',
    to: '/down',
  });
  return items;
};
