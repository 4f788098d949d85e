/** The notice marquee under the hero (spec §2): notice titles glide by; a click opens the notice modal. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/announcements.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';

export const NoticeMarquee = () => {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const openNotice = useOverlayStore((state) => state.openNotice);
  const notices = data?.notices ?? [];
  if (notices.length === 0) return null;
  const length = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  const duration = Math.max(20, Math.round(length / 4));

  const items = (copy: boolean) =>
    notices.map((notice) => (
      <span
        key={`${copy ? 'c' : 'o'}-${notice.id}`}
        className="flex shrink-0 items-center gap-3 pr-12"
        aria-hidden={copy || undefined}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
        {notice.title}
      </span>
    ));

  return (
    <div className="mx-auto max-w-[1280px] px-4">
      <button
        type="button"
        onClick={() => openNotice()}
        className="group flex h-11 w-full items-center gap-3 overflow-hidden rounded-full border border-line bg-surface/80 pr-4 pl-1.5 text-left text-sm text-ink/90 shadow-lg shadow-black/30 transition hover:border-primary/50"
        aria-label={`${t('notice_title')}: ${notices.map((notice) => notice.title).join(' · ')}`}
      >
        <span className="flex h-8 shrink-0 items-center gap-2 rounded-full bg-gold px-3 text-xs font-bold text-on-primary">
          <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Zm-2.5-8.8v2.1a7 7 0 0 1 0 13.4v2.1A9 9 0 0 0 14 3.2Z" />
          </svg>
          <span className="hidden sm:inline">{t('notice_title')}</span>
        </span>
        <span className="relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_4%,black_96%,transparent)]">
          <span
            className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none"
            style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
            aria-hidden="true"
          >
            {items(false)}
            {items(true)}
          </span>
        </span>
      </button>
    </div>
  );
};
