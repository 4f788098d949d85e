/**
 * Desktop navigation with hover drop menus (spec §2): a full-width panel under the bar lists up to 9
 * vendors of the hovered category, with a "more" tile to the category page when full.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useFirstGameClick } from '../../shared/first-game-click.ts';
import { VendorTile } from '../../shared/vendor-tile.tsx';
import { NavIcon } from './nav-icon.tsx';
import type { NavItem } from './nav-items.ts';

type CategoryItem = Extract<NavItem, { kind: 'category' }>;

const entryClass = (active: boolean) =>
  [
    'group relative flex h-full min-w-0 flex-col items-center justify-center gap-1 px-1.5 py-2 text-center text-[12.5px] leading-tight font-semibold whitespace-nowrap transition',
    active ? 'text-primary' : 'text-ink/85 hover:text-primary',
  ].join(' ');

const ActiveBar = ({ active }: { active: boolean }) => (
  <span
    aria-hidden="true"
    className={`absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-gold transition ${active ? 'opacity-100' : 'opacity-0 group-hover:opacity-60'}`}
  />
);

const NavEntry = ({ item }: { item: NavItem }) => {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  const cockfight = item.kind === 'category' && item.gameType === 'COCKFIGHT';
  const firstGame = useFirstGameClick('COCKFIGHT', cockfight);
  if (item.kind === 'external') {
    return (
      <a
        href={item.href}
        target={item.newTab ? '_blank' : undefined}
        rel={item.newTab ? 'noopener noreferrer' : undefined}
        className={entryClass(false)}
      >
        <NavIcon src={item.icon} />
        <span>{label}</span>
        <ActiveBar active={false} />
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.key === 'HOME'}
      {...firstGame}
      className={({ isActive }) => entryClass(isActive)}
    >
      {({ isActive }) => (
        <>
          <NavIcon src={item.icon} />
          <span>{label}</span>
          <ActiveBar active={isActive} />
        </>
      )}
    </NavLink>
  );
};

const DropMenu = ({ item }: { item: CategoryItem }) => {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-x-0 top-full z-40 animate-fade-in border-y border-line bg-surface/95 shadow-2xl shadow-black/60 backdrop-blur-xl">
      <div className="mx-auto max-w-[1280px] px-6 py-5">
        <div className="mb-4 flex items-center justify-between">
          <p className="text-sm font-bold tracking-wide text-ink">{t(item.labelKey)}</p>
          <Link to={item.to} className="text-xs font-semibold text-primary hover:underline">
            {t('nav_view_all', { count: item.vendorCount })}
          </Link>
        </div>
        <ul className="grid grid-cols-5 gap-3">
          {item.dropMenu.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile vendor={vendor} look="menu" />
            </li>
          ))}
          {item.more && (
            <li>
              <Link
                to={item.to}
                className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-primary/50 bg-primary/5 p-3 text-sm font-semibold text-primary transition hover:bg-primary/10"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-gold text-lg text-on-primary"
                >
                  +
                </span>
                {t('nav_more')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
};

export const MainNav = ({ items }: { items: NavItem[] }) => {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (location.pathname) setActive(null);
  }, [location.pathname]);

  const activeItem = items.find(
    (item): item is CategoryItem =>
      item.key === active && item.kind === 'category' && item.dropMenu.length > 0,
  );

  return (
    <nav
      aria-label={t('nav_label')}
      className="relative hidden border-t border-line/60 bg-black/20 lg:block"
      onMouseLeave={() => setActive(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setActive(null);
      }}
    >
      <ul className="mx-auto flex h-16 max-w-[1280px] items-stretch justify-between px-4">
        {items.map((item) => (
          <li
            key={item.key}
            className="min-w-0 flex-1"
            onMouseEnter={() => setActive(item.key)}
            onFocus={() => setActive(item.key)}
          >
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
      {activeItem && <DropMenu item={activeItem} />}
    </nav>
  );
};

/** Phones and tablets: a swipeable strip of the same entries under the header. */
export const MobileNavStrip = ({ items }: { items: NavItem[] }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav_label')} className="border-t border-line/60 bg-black/25 lg:hidden">
      <ul className="scrollbar-none flex snap-x gap-1 overflow-x-auto px-2">
        {items.map((item) => (
          <li key={item.key} className="shrink-0 snap-start">
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
};
