/** Line icons of the back office (24×24, 1.8 stroke, currentColor), drawn here so nothing loads. */
import type { ReactNode } from 'react';

const PATHS = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7.5" height="9" rx="1.6" />
      <rect x="13.5" y="3" width="7.5" height="5.5" rx="1.6" />
      <rect x="13.5" y="11.5" width="7.5" height="9.5" rx="1.6" />
      <rect x="3" y="15" width="7.5" height="6" rx="1.6" />
    </>
  ),
  members: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.6 6.5-5.6s5.9 2 6.5 5.6" />
      <path d="M15.5 4.7a3.3 3.3 0 0 1 0 6.6M18 14.6c2 .7 3.2 2.5 3.5 5.4" />
    </>
  ),
  agents: (
    <>
      <rect x="9" y="2.8" width="6" height="4.6" rx="1.2" />
      <rect x="2.5" y="16.6" width="6" height="4.6" rx="1.2" />
      <rect x="15.5" y="16.6" width="6" height="4.6" rx="1.2" />
      <path d="M12 7.4v4.6M5.5 16.6V14a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v2.6" />
    </>
  ),
  cashier: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.2" />
      <path d="M2.5 9.5h19" />
      <path d="M6 15h4" />
      <circle cx="17" cy="14.6" r="1.6" />
    </>
  ),
  games: (
    <>
      <path d="M7 7h10a5 5 0 0 1 4.9 5.9l-.6 3.3a2.6 2.6 0 0 1-4.5 1.3L14.6 15H9.4l-2.2 2.5a2.6 2.6 0 0 1-4.5-1.3l-.6-3.3A5 5 0 0 1 7 7Z" />
      <path d="M7.5 10v3.4M5.8 11.7h3.4" />
      <circle cx="15.6" cy="10.8" r=".9" fill="currentColor" />
      <circle cx="17.6" cy="12.8" r=".9" fill="currentColor" />
    </>
  ),
  promotions: (
    <>
      <rect x="3" y="9" width="18" height="4.2" rx="1" />
      <path d="M4.6 13.2V20a1 1 0 0 0 1 1h12.8a1 1 0 0 0 1-1v-6.8M12 9v12" />
      <path d="M12 9C10.6 5.6 7.4 4.2 6.3 5.6 5.3 7 7.5 9 12 9Zm0 0c1.4-3.4 4.6-4.8 5.7-3.4 1 1.4-1.2 3.4-5.7 3.4Z" />
    </>
  ),
  content: (
    <>
      <rect x="3" y="3.5" width="18" height="17" rx="2.2" />
      <circle cx="8.6" cy="9" r="1.8" />
      <path d="m3.5 17.5 4.8-4.6 3.4 3.2 3.2-3 5.6 5" />
    </>
  ),
  reports: (
    <>
      <path d="M3.5 20.5h17" />
      <rect x="5" y="11" width="3.2" height="7" rx=".8" />
      <rect x="10.4" y="6.5" width="3.2" height="11.5" rx=".8" />
      <rect x="15.8" y="3.5" width="3.2" height="14.5" rx=".8" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.5A7.6 7.6 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.6 7.6 0 0 0 2.6-1.5l2.4 1 2-3.4Z" />
    </>
  ),
  operators: (
    <>
      <path d="M12 2.8 4.5 5.6v5.6c0 4.8 3.1 8.5 7.5 10 4.4-1.5 7.5-5.2 7.5-10V5.6Z" />
      <circle cx="12" cy="10" r="2.4" />
      <path d="M8.3 16.4c.7-1.9 2-2.8 3.7-2.8s3 .9 3.7 2.8" />
    </>
  ),
  audit: (
    <>
      <path d="M6 2.8h9l4 4v14.4H6Z" />
      <path d="M15 2.8v4h4" />
      <path d="M9 11.5h7M9 15h7M9 18.5h4" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  chevronDown: <path d="m6 9.5 6 6 6-6" />,
  chevronRight: <path d="m9.5 6 6 6-6 6" />,
  arrowLeft: <path d="M19 12H5m6-6-6 6 6 6" />,
  signOut: (
    <>
      <path d="M14.5 4.5H6a1.5 1.5 0 0 0-1.5 1.5v12A1.5 1.5 0 0 0 6 19.5h8.5" />
      <path d="M10.5 12h10m-3.5-3.5L20.5 12 17 15.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c.8-4 3.6-6.2 7.5-6.2s6.7 2.2 7.5 6.2" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.2" />
      <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7" />
      <path d="M12 14.6v2.4" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.5M6.4 7.3A16.7 16.7 0 0 0 2.5 12s3.5 6.5 9.5 6.5a9 9 0 0 0 4.7-1.3" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5M12 16.8v.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6v.01" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  sparkle: <path d="M12 3c.5 4.2 2.8 6.5 7 7-4.2.5-6.5 2.8-7 7-.5-4.2-2.8-6.5-7-7 4.2-.5 6.5-2.8 7-7Z" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5.5 5.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5.2l3.4 2" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  chevronLeft: <path d="m14.5 6-6 6 6 6" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2.2" />
      <path d="M15.5 8.5V5.7a2.2 2.2 0 0 0-2.2-2.2H5.7a2.2 2.2 0 0 0-2.2 2.2v7.6a2.2 2.2 0 0 0 2.2 2.2h2.8" />
    </>
  ),
  shieldCheck: (
    <>
      <path d="M12 2.8 4.5 5.6v5.6c0 4.8 3.1 8.5 7.5 10 4.4-1.5 7.5-5.2 7.5-10V5.6Z" />
      <path d="m8.8 12 2.3 2.3 4.3-4.6" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15.5" r="4.5" />
      <path d="m11.3 12.2 8.7-8.7M16.5 7l2.5 2.5M14 9.5l2 2" />
    </>
  ),
  unlock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.2" />
      <path d="M8 10.5V7.8a4 4 0 0 1 7.7-1.6" />
      <path d="M12 14.6v2.4" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11.5A8 8 0 0 0 5.6 7M4 12.5A8 8 0 0 0 18.4 17" />
      <path d="M5 3.5V7h3.5M19 20.5V17h-3.5" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.7 6" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.5-1.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
    </>
  ),
  chat: (
    <>
      <path d="M20.5 11.6c0 4.1-3.8 7.4-8.5 7.4-1.1 0-2.2-.2-3.2-.5L4 20l1.3-3.6C4.2 15 3.5 13.4 3.5 11.6c0-4.1 3.8-7.4 8.5-7.4s8.5 3.3 8.5 7.4Z" />
      <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
    </>
  ),
  send: (
    <>
      <path d="M20.5 3.5 10.2 13.8" />
      <path d="m20.5 3.5-6.6 17-3.7-6.7-6.7-3.7 17-6.6Z" />
    </>
  ),
  lottery: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M10.8 10.9 12.3 10v4" />
    </>
  ),
  paperclip: (
    <path d="m20 11.2-7.8 7.8a5 5 0 0 1-7.1-7.1l8.2-8.2a3.3 3.3 0 0 1 4.7 4.7l-8.2 8.2a1.7 1.7 0 0 1-2.4-2.4l7.5-7.5" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export const Icon = ({ name, className = 'size-5' }: { name: IconName; className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    aria-hidden="true"
  >
    {PATHS[name]}
  </svg>
);
