import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoEmbedUrl } from './video-link.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the home video link (spec §5)', () => {
  it('turns a watch link into the embed address, in the player language of the site language', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'vi')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?hl=vi',
    );
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'en')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?hl=en',
    );
  });

  it('turns shorts and youtu.be links into the embed address', () => {
    expect(videoEmbedUrl('https://youtube.com/shorts/abcDEF12345', 'vi')).toBe(
      'https://www.youtube.com/embed/abcDEF12345?hl=vi',
    );
    expect(videoEmbedUrl('https://youtu.be/abcDEF12345?si=x', 'en')).toBe(
      'https://www.youtube.com/embed/abcDEF12345?hl=en',
    );
  });

  it('takes any other link on the video site as given', () => {
    const embed = 'https://www.youtube.com/embed/videoseries?list=PL123';
    expect(videoEmbedUrl(embed, 'vi')).toBe(embed);
  });

  it("refuses links off the video site, logging 'Not youtube link!'", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    for (const link of [
      'https://vimeo.com/12345',
      'https://evil.example/?next=youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtube.com',
      'not a link',
      '',
      null,
    ]) {
      expect(videoEmbedUrl(link, 'vi'), String(link)).toBeUndefined();
    }
    expect(log).toHaveBeenCalledWith('Not youtube link!');
    expect(log).toHaveBeenCalledTimes(7);
  });
});
