/**
 * The mark of each kind of link (Telegram, Facebook, YouTube, the iOS and Android apps), drawn here
 * in the site's colours so nothing loads and nothing is ever a broken image.
 */
import type { TResourceType } from '@luckwell/contracts/system/resource';
import type { ReactNode } from 'react';

const MARKS: Record<TResourceType, { background: string; glyph: ReactNode }> = {
  TELEGRAM: {
    background: '#229ED9',
    glyph: (
      <path
        fill="#fff"
        d="M5.3 11.6 17.6 6.8c.6-.2 1.1.1.9.9l-2.1 9.9c-.2.7-.6.9-1.2.5l-3.2-2.4-1.6 1.5c-.2.2-.3.3-.7.3l.2-3.3 6-5.4c.3-.2-.1-.4-.4-.2l-7.4 4.7-3.2-1c-.7-.2-.7-.7.2-1Z"
      />
    ),
  },
  MOBILECONFIG: {
    background: '#1c1c22',
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round">
        <rect x="8" y="4.5" width="8" height="15" rx="1.8" />
        <path d="M11 17h2" />
      </g>
    ),
  },
  Android: {
    background: '#3DDC84',
    glyph: (
      <g fill="#0b2e1a">
        <path d="M6.5 15.5a5.5 5.5 0 0 1 11 0Z" />
        <path d="m8.3 9.6-1.2-2M15.7 9.6l1.2-2" stroke="#0b2e1a" strokeWidth="1.3" strokeLinecap="round" />
        <circle cx="9.8" cy="13" r=".8" fill="#3DDC84" />
        <circle cx="14.2" cy="13" r=".8" fill="#3DDC84" />
      </g>
    ),
  },
  FACEBOOK: {
    background: '#1877F2',
    glyph: (
      <path
        fill="#fff"
        d="M13.2 20v-6.6h2.2l.3-2.6h-2.5V9.2c0-.7.2-1.3 1.3-1.3h1.3V5.6c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v2H8.5v2.6h2.2V20h2.5Z"
      />
    ),
  },
  YOUTUBE: {
    background: '#FF0033',
    glyph: <path fill="#fff" d="M10 8.5v7l6-3.5-6-3.5Z" />,
  },
};

export const ResourceIcon = ({
  type,
  className = 'size-11',
}: {
  type: TResourceType;
  className?: string;
}) => (
  <svg
    viewBox="0 0 24 24"
    className={`shrink-0 rounded-full shadow-lg shadow-black/40 ${className}`}
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="12" fill={MARKS[type].background} />
    {MARKS[type].glyph}
  </svg>
);
