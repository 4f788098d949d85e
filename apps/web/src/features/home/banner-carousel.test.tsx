import type { TBanner } from '@luckwell/contracts/content/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { announcementsFixture, ok, stubApi } from '../../test/fixtures.ts';
import { setUpBrand } from '../../test/render-app.tsx';
import { ensureBundle } from '../i18n/i18n.ts';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel.tsx';

const banner = (id: number, title: string): TBanner => ({
  id,
  groupName: 'w_home',
  url: `/img/banners/home-${id}.svg`,
  title,
  linkageType: 'NONE',
  link: null,
  sort: id,
  sources: [],
});

/** The system's "reduce motion" setting, as the browser reports it. */
const systemAsksForLessMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const shownTitle = () =>
  screen.getAllByRole('heading', { level: 2 }).find((heading) => heading.closest('[aria-hidden="false"]'))
    ?.textContent;

const renderCarousel = async (banners = [banner(1, 'Chào mừng'), banner(2, 'Hoàn trả mỗi ngày')]) => {
  // The carousel's timer is set as it renders: fake time from the start, still moving for findBy*.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stubApi({
    routes: {
      'GET /relay/MCSFE_getListAnnouncements': () => ok({ ...announcementsFixture, banners }),
    },
  });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <BannerCarousel />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await screen.findByText(banners.at(-1)?.title ?? '');
};

describe('the home banner carousel', () => {
  beforeEach(async () => {
    await setUpBrand();
    await ensureBundle('home');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("offers an uploaded banner as AVIF and WebP at the phone's width, a drawn one as it is", async () => {
    systemAsksForLessMotion(true);
    const uploaded: TBanner = {
      ...banner(3, 'Ảnh tải lên'),
      url: '/media/content/0123456789abcdef0123456789abcdef-1920.webp',
      sources: [
        { type: 'image/avif', srcset: '/media/content/k-640.avif 640w, /media/content/k-1920.avif 1920w' },
        { type: 'image/webp', srcset: '/media/content/k-640.webp 640w, /media/content/k-1920.webp 1920w' },
      ],
    };
    const container = document.body;
    await renderCarousel([uploaded, banner(1, 'Chào mừng')]);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/content/k-640.avif 640w, /media/content/k-1920.avif 1920w',
    );
    expect(sources[0]?.getAttribute('sizes')).toBe('100vw');
    expect(container.querySelectorAll('picture img')).toHaveLength(1);
    expect(container.querySelectorAll('img[src="/img/banners/home-1.svg"]')).toHaveLength(1);
  });

  it("asks for a slide's picture only when it is showing or next, and preloads the first one's widths", async () => {
    systemAsksForLessMotion(false);
    const drawn = (id: number, title: string): TBanner => ({
      ...banner(id, title),
      sources: [{ type: 'image/webp', srcset: `/img/banners/home-${id}-640.webp 640w` }],
    });
    await renderCarousel([drawn(1, 'Một'), drawn(2, 'Hai'), drawn(3, 'Ba')]);
    const pictured = () =>
      [...document.body.querySelectorAll('picture img')].map((img) => img.getAttribute('src'));
    expect(pictured()).toEqual(['/img/banners/home-1.svg', '/img/banners/home-2.svg']);
    const preload = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset]');
    expect(preload?.getAttribute('imagesrcset')).toBe('/img/banners/home-1-640.webp 640w');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(shownTitle()).toBe('Hai');
    expect(pictured()).toEqual([
      '/img/banners/home-1.svg',
      '/img/banners/home-2.svg',
      '/img/banners/home-3.svg',
    ]);
  });

  it('turns to the next banner by itself', async () => {
    systemAsksForLessMotion(false);
    await renderCarousel();
    expect(shownTitle()).toBe('Chào mừng');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(shownTitle()).toBe('Hoàn trả mỗi ngày');
  });

  it('stays on a banner for a player who asked for less motion, and turns when they ask', async () => {
    systemAsksForLessMotion(true);
    await renderCarousel();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(shownTitle()).toBe('Chào mừng');
    act(() => screen.getByRole('button', { name: /2/ }).click());
    expect(shownTitle()).toBe('Hoàn trả mỗi ngày');
  });
});
