/**
 * The footer's vendor logo strip (spec §2): every vendor except TCG_SEA, 9 per view on desktop with
 * 30 px spacing, gliding sideways on its own; pauses on hover and focus, and becomes a plain
 * scrollable row when the player prefers reduced motion.
 */
import type { TGameMenu, TVendor } from '@luckwell/contracts/games/game-menus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';

export const EXCLUDED_STRIP_VENDORS: readonly string[] = ['TCG_SEA'];

/** Each vendor once (a vendor may appear under more than one category), TCG_SEA left out. */
export const stripVendors = (menus: TGameMenu[]): TVendor[] => {
  const seen = new Set<string>();
  const vendors: TVendor[] = [];
  for (const menu of menus) {
    for (const vendor of menu.vendors) {
      if (EXCLUDED_STRIP_VENDORS.includes(vendor.vassalage) || seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push(vendor);
    }
  }
  return vendors;
};

const Tile = ({ vendor, hidden }: { vendor: TVendor; hidden?: boolean }) => {
  return (
    <li aria-hidden={hidden || undefined} className="vendor-strip-tile shrink-0">
      <Link
        to={CATEGORY_ROUTES[vendor.gameType]}
        tabIndex={hidden ? -1 : undefined}
        title={vendor.displayName}
        className="block rounded-xl border border-line/70 bg-black/25 p-2 opacity-75 grayscale-[35%] transition hover:border-primary/60 hover:opacity-100 hover:grayscale-0"
      >
        <VendorLogo
          vendor={vendor}
          alt={hidden ? '' : vendor.displayName}
          loading="lazy"
          decoding="async"
          className="aspect-[5/2] w-full object-contain"
        />
      </Link>
    </li>
  );
};

export const VendorStrip = ({ menus }: { menus: TGameMenu[] }) => {
  const { t } = useTranslation();
  const vendors = stripVendors(menus);
  if (vendors.length === 0) return null;
  return (
    <section aria-label={t('footer_partners')} className="mx-auto max-w-[1280px] px-4 py-8">
      <h2 className="mb-5 text-center text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {t('footer_partners')}
      </h2>
      <div className="group overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto">
        <ul className="flex w-max gap-[30px] pr-[30px] [--marquee-duration:45s] animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none">
          {vendors.map((vendor) => (
            <Tile key={vendor.vassalage} vendor={vendor} />
          ))}
          {vendors.map((vendor) => (
            <Tile key={`copy-${vendor.vassalage}`} vendor={vendor} hidden />
          ))}
        </ul>
      </div>
    </section>
  );
};
