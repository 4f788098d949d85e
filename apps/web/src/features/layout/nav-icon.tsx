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
      className={`${className} shrink-0 rounded-lg object-contain`}
    />
  );
};
