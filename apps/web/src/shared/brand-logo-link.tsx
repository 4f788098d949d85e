/**
 * The brand's logo as a link home, as every page header shows it (spec §2 "logo to /index"); its
 * accessible name is logo_home. Very wide logos are held to a width so the header's controls keep room.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImageUrl } from './image-url.ts';
import { usePermission } from './permission-store.ts';

export const BrandLogoLink = ({ to }: { to: string }) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  return (
    <Link
      to={to}
      className="mr-auto flex min-w-0 shrink items-center"
      aria-label={t('logo_home', { name: brand.name })}
    >
      <img
        src={imageUrl(brand.logoUrl)}
        alt={brand.name}
        width={180}
        height={48}
        className="h-8 w-auto max-w-[min(8.5rem,100%)] min-w-0 object-contain object-left sm:h-10 sm:max-w-[12rem]"
      />
    </Link>
  );
};
