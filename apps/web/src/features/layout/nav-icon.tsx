import { SafeImage } from '@luckwell/ui/safe-image';
import { useImageUrl } from '../../shared/image-url.ts';

export const NavIcon = ({ src, className = 'size-7' }: { src: string; className?: string }) => {
  const imageUrl = useImageUrl();
  return (
    <SafeImage
      src={imageUrl(src)}
      alt=""
      width={64}
      height={64}
      // Loaded once laid out, not preloaded: on a phone the desktop bar's copies never load, and the
      // strip's icons leave the first banner the bandwidth (issue 18).
      loading="lazy"
      className={`${className} shrink-0 rounded-lg object-contain`}
    />
  );
};
