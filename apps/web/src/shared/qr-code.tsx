/**
 * A QR code image for a URL (spec §9: 100 px in the right bar, 180 px for downloads). The qrcode
 * library is a separate chunk that loads after the page has settled, off the home page's first load.
 */
import { useEffect, useRef, useState } from 'react';

type QrCodeProps = {
  value: string;
  /** Size the code is drawn at (spec §9). */
  size: number;
  label: string;
  /** Shrink to the width available (never above `size`), e.g. two codes side by side on a phone. */
  fluid?: boolean;
  className?: string;
};

/**
 * True once the code is near the viewport, or once the page has settled after load, whichever comes
 * first: the library never competes with the first paint, and codes are ready before anyone scrolls.
 */
const useReady = (margin = '300px') => {
  const ref = useRef<HTMLSpanElement>(null);
  const [ready, setReady] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) go();
      },
      { rootMargin: margin },
    );
    if (ref.current) observer.observe(ref.current);
    let idle = 0;
    const afterLoad = () => {
      idle = window.setTimeout(go, 800);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(idle);
      window.removeEventListener('load', afterLoad);
    };
  }, [ready, margin]);
  return { ref, ready };
};

export const QrCode = ({ value, size, label, fluid = false, className = '' }: QrCodeProps) => {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { ref, ready } = useReady();

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setFailed(false);
    import('qrcode')
      .then((qr) =>
        // Relative resource links (e.g. /down?platform=ios) must scan to a full address.
        qr.toDataURL(new URL(value, window.location.origin).href, {
          width: size * 2,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value, size, ready]);

  return (
    <span
      ref={ref}
      className={`inline-grid aspect-square place-items-center overflow-hidden rounded-xl bg-white p-1.5 shadow-lg shadow-black/40 ${fluid ? 'w-full' : ''} ${className}`}
      style={fluid ? { maxWidth: size + 12 } : { width: size + 12, height: size + 12 }}
    >
      {dataUrl ? (
        <img src={dataUrl} alt={label} width={size} height={size} className="block size-full" />
      ) : (
        <span
          role="img"
          aria-label={label}
          className={`block size-full rounded-lg ${failed ? 'bg-neutral-200' : 'animate-pulse bg-neutral-200'}`}
        />
      )}
    </span>
  );
};
