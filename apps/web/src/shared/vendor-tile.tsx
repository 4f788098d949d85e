/**
 * A game vendor as the player sees it: its logo (with an initials tile when the image fails) and,
 * on the category page and in the desktop drop menu, a tile that links to where the vendor opens
 * (spec §2 "Game start behaviour") with its maintenance badge.
 */
import type { TVendor } from '@luckwell/contracts/games/game-menus';
import { SafeImage, type SafeImageProps } from '@luckwell/ui/safe-image';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { lotteryGamePath, startsGame, vendorPath } from './categories.ts';
import { firstGameOf } from './first-game.ts';
import { useGameStart } from './game-start.ts';
import { useImageUrl } from './image-url.ts';

type VendorLogoProps = Omit<SafeImageProps, 'src' | 'fallbackLabel' | 'width' | 'height'> & {
  vendor: Pick<TVendor, 'logoUrl' | 'displayName'>;
};

/** The vendor's logo artwork (300×120); decorative unless given an alt. */
export const VendorLogo = ({ vendor, alt = '', ...rest }: VendorLogoProps) => {
  const imageUrl = useImageUrl();
  return (
    <SafeImage
      src={imageUrl(vendor.logoUrl)}
      alt={alt}
      fallbackLabel={vendor.displayName}
      width={300}
      height={120}
      {...rest}
    />
  );
};

/** `card`: the category page's grid (images load lazily below the fold); `menu`: the denser drop menu. */
const LOOKS = {
  card: {
    link: 'group relative flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/90 p-4 shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-primary/60',
    name: 'text-sm font-semibold text-ink group-hover:text-primary',
    image: { loading: 'lazy' },
  },
  menu: {
    link: 'group/vendor relative flex flex-col items-center gap-2 rounded-xl border border-line bg-black/25 p-3 transition hover:-translate-y-0.5 hover:border-primary/70 hover:bg-primary/5',
    name: 'text-xs font-semibold text-ink/90 group-hover/vendor:text-primary',
    image: { decoding: 'async' },
  },
} as const;

/**
 * The click handler of a link to a vendor: a vendor that starts a game goes through the game-start
 * rules (visitor → login popup, trial → real-account dialog) and opens its first game's lottery page
 * with that game's code (spec §2), or its category page if it has no game; a list opens as a plain
 * link.
 */
export const useVendorClick = (vendor: Pick<TVendor, 'gameType' | 'vassalage'>, after?: () => void) => {
  const start = useGameStart();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!startsGame(vendor) || event.metaKey || event.ctrlKey || event.shiftKey) {
      after?.();
      return;
    }
    event.preventDefault();
    after?.();
    start(() => {
      firstGameOf(vendor).then(
        (game) => navigate(game ? lotteryGamePath(vendor.vassalage, game.gameCode) : vendorPath(vendor)),
        () => navigate(vendorPath(vendor)),
      );
    });
  };
};

export const VendorTile = ({ vendor, look }: { vendor: TVendor; look: keyof typeof LOOKS }) => {
  const { t } = useTranslation();
  const { link, name, image } = LOOKS[look];
  const onClick = useVendorClick(vendor);
  return (
    // data-app-click: a click before the app has taken the server's tile over waits for it (index.html).
    <Link to={vendorPath(vendor)} className={link} onClick={onClick} data-app-click="">
      <VendorLogo vendor={vendor} className="aspect-[5/2] w-full rounded-lg object-contain" {...image} />
      <span className={name}>{vendor.displayName}</span>
      {vendor.maintenance && (
        <span className="absolute top-2 right-2 rounded-full bg-black/70 px-2 py-0.5 text-[10px] font-semibold text-accent">
          {t('vendor_maintenance')}
        </span>
      )}
    </Link>
  );
};
