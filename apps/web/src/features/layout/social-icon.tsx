/** Social network marks from the artwork set, by resource type. */
import type { TResourceType } from '@luckwell/contracts/system/resource';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useImageUrl } from '../../shared/image-url.ts';

const FILES: Partial<Record<TResourceType, string>> = {
  FACEBOOK: '/img/social/facebook.svg',
  TELEGRAM: '/img/social/telegram.svg',
  YOUTUBE: '/img/social/youtube.svg',
};

export const SocialIcon = ({ type, className = 'size-6' }: { type: TResourceType; className?: string }) => {
  const imageUrl = useImageUrl();
  const file = FILES[type];
  if (!file) return null;
  return (
    <SafeImage
      src={imageUrl(file)}
      alt=""
      fallbackLabel={type}
      width={32}
      height={32}
      loading="lazy"
      className={className}
    />
  );
};
