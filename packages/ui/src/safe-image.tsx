/**
 * An <img> that never shows the browser's broken-image icon: when the source fails it swaps to a
 * designed tile with the given label's initials.
 */
import { type ImgHTMLAttributes, useState } from 'react';

export type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** Shown (as initials) when the image fails to load. */
  fallbackLabel?: string;
};

const initials = (label: string) =>
  label
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export const SafeImage = ({ fallbackLabel = '', className = '', alt = '', src, ...rest }: SafeImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) {
    const tile = `grid place-items-center bg-gradient-to-br from-surface-2 to-page font-bold tracking-wide text-primary/80 ${className}`;
    return alt ? (
      <span role="img" aria-label={alt} className={tile}>
        {initials(fallbackLabel || alt)}
      </span>
    ) : (
      <span aria-hidden="true" className={tile}>
        {initials(fallbackLabel)}
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} {...rest} />;
};
