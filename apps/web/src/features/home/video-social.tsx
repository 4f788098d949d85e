/**
 * Video and social pages (spec §2). The w_video banner's link is the video: a link on the video
 * site (spec §5, `video-link.ts`) is embedded, click-to-load behind the banner's poster so no
 * third-party frame loads until the player asks; any other link shows no video. The social pages
 * are link cards.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../shared/announcements.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission, useResource } from '../../shared/permission-store.ts';
import { SectionTitle } from './section-title.tsx';
import { videoEmbedUrl } from './video-link.ts';

/** The embed address with autoplay on: the player already clicked play. */
const autoplaying = (embed: string) => {
  const url = new URL(embed);
  url.searchParams.set('autoplay', '1');
  return url.toString();
};

export const VideoSocial = () => {
  const { t, i18n } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const { banners } = useBanners('w_video');
  const youtube = useResource('YOUTUBE');
  const facebook = useResource('FACEBOOK');
  const telegram = useResource('TELEGRAM');
  const [playing, setPlaying] = useState(false);
  const poster = banners[0];
  const embed = poster ? videoEmbedUrl(poster.link, i18n.language) : undefined;
  const socials = [facebook, youtube, telegram].filter((resource) => resource !== undefined);
  if (!embed && socials.length === 0) return null;

  return (
    <section aria-labelledby="video-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle id="video-title" title={t('home_video_title')} subtitle={t('home_video_subtitle')} />
      <div className={embed ? 'grid gap-5 lg:grid-cols-[1.6fr_1fr]' : 'grid gap-5'}>
        {poster && embed && playing && (
          <iframe
            src={autoplaying(embed)}
            title={poster.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full rounded-2xl border border-line bg-black shadow-xl shadow-black/40"
          />
        )}
        {poster && embed && !playing && (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={t('home_video_play', { title: poster.title })}
            className="group relative block aspect-video w-full overflow-hidden rounded-2xl border border-line text-left shadow-xl shadow-black/40 transition hover:border-primary/70"
          >
            <SafeImage
              src={imageUrl(poster.url)}
              alt=""
              fallbackLabel={poster.title}
              width={1280}
              height={720}
              decoding="async"
              className="size-full object-cover"
            />
            <span
              className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/10 to-black/20"
              aria-hidden="true"
            />
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-gold text-on-primary shadow-2xl shadow-black/60 transition group-hover:scale-110 sm:size-20"
            >
              <svg
                viewBox="0 0 24 24"
                className="ml-1 size-7 sm:size-9"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M7 4.5v15l13-7.5-13-7.5Z" />
              </svg>
            </span>
            <span className="absolute inset-x-0 bottom-0 p-4 sm:p-6">
              <span className="block text-lg font-bold text-white sm:text-2xl">{poster.title}</span>
              <span className="mt-1 block text-sm font-semibold text-primary">{t('home_video_watch')}</span>
            </span>
          </button>
        )}
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface/90 p-5 shadow-xl shadow-black/30 sm:p-6">
          <h3 className="text-lg font-bold text-ink">{t('home_community_title', { name: brand.name })}</h3>
          <p className="text-sm leading-relaxed text-muted">{t('home_community_text')}</p>
          <ul className="mt-auto space-y-3">
            {socials.map((resource) => (
              <li key={resource.resourceType}>
                <a
                  href={resource.url}
                  target={resource.newTab ? '_blank' : undefined}
                  rel={resource.newTab ? 'noopener noreferrer' : undefined}
                  className="flex items-center gap-3 rounded-xl border border-line bg-black/25 p-3 transition hover:border-primary/60"
                >
                  <SafeImage
                    src={imageUrl(`/img/social/${resource.resourceType.toLowerCase()}.svg`)}
                    alt=""
                    fallbackLabel={resource.resourceType}
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-full"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-ink">
                      {t(`social_${resource.resourceType}`)}
                    </span>
                    <span className="block truncate text-xs text-muted">{resource.name}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-gold px-3 py-1.5 text-xs font-bold text-on-primary">
                    {t(`social_cta_${resource.resourceType}`)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
};
