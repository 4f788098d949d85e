/** Line icons the player site draws inline (currentColor, decorative), so nothing loads for them. */
import type { ReactNode } from 'react';

type IconProps = { className: string };

const LineIcon = ({
  className,
  strokeWidth,
  children,
}: IconProps & { strokeWidth: number; children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    aria-hidden="true"
  >
    {children}
  </svg>
);

/** The disclosure chevron of accordions and menus; callers turn it when open. */
export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
    <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Customer service in a row of links (footer, phone menu). */
export const HeadsetIcon = ({ className }: IconProps) => (
  <LineIcon className={className} strokeWidth={2}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4Z" />
  </LineIcon>
);

/** Customer service on its own buttons (right bar, system pages): a headset with a microphone. */
export const HeadsetMicIcon = ({ className }: IconProps) => (
  <LineIcon className={className} strokeWidth={1.9}>
    <path
      d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4c0 1.7-2 3-5 3"
      strokeLinecap="round"
    />
  </LineIcon>
);

/** Show or hide a secret (password, balance): an eye, struck through while the secret is hidden. */
export const EyeIcon = ({ className, open }: IconProps & { open: boolean }) => (
  <LineIcon className={className} strokeWidth={1.8}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
  </LineIcon>
);
