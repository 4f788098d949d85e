/** The banner art beside the login, register and forgot forms (groups w_login, w_register, w_forget). */
import type { TBannerGroup } from '@luckwell/contracts/content/announcements';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useBanners } from '../../shared/announcements.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission } from '../../shared/permission-store.ts';

const FALLBACK: Record<string, string> = {
  w_login: '/img/banners/login.svg',
  w_register: '/img/banners/register.svg',
  w_forget: '/img/banners/forget.svg',
};

export const AuthArt = ({ group, tagline }: { group: TBannerGroup; tagline: string }) => {
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const { banners } = useBanners(group);
  const banner = banners[0];
  return (
    <div className="relative hidden overflow-hidden md:block">
      <SafeImage
        src={imageUrl(banner?.url ?? FALLBACK[group] ?? '/img/banners/login.svg')}
        alt=""
        width={600}
        height={800}
        className="absolute inset-0 size-full object-cover"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/20 to-transparent"
        aria-hidden="true"
      />
      <div className="absolute inset-x-0 bottom-0 p-6">
        <img src={imageUrl(brand.logoUrl)} alt="" className="h-9 w-auto" height={36} />
        <p className="mt-3 text-lg leading-snug font-bold text-white">{banner?.title || tagline}</p>
      </div>
    </div>
  );
};
