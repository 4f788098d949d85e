import type { TBanner } from '@luckwell/contracts/content/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { announcementsFixture, ok, stubApi } from '../../test/fixtures.ts';
import { setUpBrand } from '../../test/render-app.tsx';
import { ensureBundle } from '../i18n/i18n.ts';
import { VideoSocial } from './video-social.tsx';

const videoBanner = (link: string | null): TBanner => ({
  id: 7,
  groupName: 'w_video',
  url: '/img/banners/video-1.svg',
  title: 'Khám phá Luckwell trong 60 giây',
  linkageType: 'EXTERNAL',
  link,
  sort: 0,
  sources: [],
});

const renderWith = (banner: TBanner) => {
  stubApi({
    routes: {
      'GET /relay/MCSFE_getListAnnouncements': () => ok({ ...announcementsFixture, banners: [banner] }),
    },
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <VideoSocial />
    </QueryClientProvider>,
  );
};

describe('the home video', () => {
  beforeEach(async () => {
    await setUpBrand();
    await ensureBundle('home');
  });

  it('shows the poster of a video-site link and embeds the video when played', async () => {
    renderWith(videoBanner('https://www.youtube.com/watch?v=LwIntro2026'));
    const play = await screen.findByRole('button', { name: 'Phát video: Khám phá Luckwell trong 60 giây' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const frame = screen.getByTitle('Khám phá Luckwell trong 60 giây');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/LwIntro2026?hl=vi&autoplay=1');
  });

  it("shows no video for a link off the video site, and logs 'Not youtube link!'", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderWith(videoBanner('https://vimeo.com/12345'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Not youtube link!'));
    expect(screen.queryByRole('button', { name: /Phát video/ })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    log.mockRestore();
  });
});
