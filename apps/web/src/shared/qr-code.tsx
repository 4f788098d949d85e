/**
 * A QR code image for a URL (spec §9: 100 px in the right bar, 180 px for downloads), drawn by the
 * server as SVG (`/wps/system/qrcode`), so the site ships no QR library and browsers cache the codes.
 */
import { qrCodePath } from '@luckwell/contracts/system/qr-code-path';
import { useState } from 'react';

type QrCodeProps = {
  value: string;
  /** Size the code is drawn at (spec §9). */
  size: number;
  label: string;
  /** Shrink to the width available (never above `size`), e.g. two codes side by side on a phone. */
  fluid?: boolean;
  className?: string;
};

export const QrCode = ({ value, size, label, fluid = false, className = '' }: QrCodeProps) => {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Relative resource links (e.g. /down?platform=ios) must scan to a full address.
  const src = qrCodePath({ text: new URL(value, window.location.origin).href, size });

  return (
    <span
      className={`relative inline-grid aspect-square place-items-center overflow-hidden rounded-xl bg-white p-1.5 shadow-lg shadow-black/40 ${fluid ? 'w-full' : ''} ${className}`}
      style={fluid ? { maxWidth: size + 12 } : { width: size + 12, height: size + 12 }}
    >
      {state !== 'failed' && (
        <img
          src={src}
          alt={label}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
          className={`block size-full transition-opacity ${state === 'ready' ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
      {state === 'loading' && (
        <span aria-hidden="true" className="absolute inset-1.5 animate-pulse rounded-lg bg-neutral-200" />
      )}
      {state === 'failed' && (
        <span role="img" aria-label={label} className="absolute inset-1.5 rounded-lg bg-neutral-200" />
      )}
    </span>
  );
};
