import type { TAnnouncement } from '@luckwell/contracts/content/announcements';
import { describe, expect, it } from 'vitest';
import { pendingPopups } from './announcement-popup.tsx';

const popup = (id: number, execution: TAnnouncement['execution']): TAnnouncement => ({
  id,
  type: 'PU',
  title: `Popup ${id}`,
  content: '<p>Hi</p>',
  promotionType: null,
  execution,
  publishedAt: '2025-01-01T00:00:00Z',
});

describe('announcement popups', () => {
  const popups = [popup(1, 'B'), popup(2, 'A'), popup(3, 'F'), popup(4, 'B')];

  it('shows visitors the B entries they have not closed this session', () => {
    expect(pendingPopups(popups, { isLogin: false, closed: [4] }).map((p) => p.id)).toEqual([1]);
  });

  it('shows members the A entries', () => {
    expect(pendingPopups(popups, { isLogin: true, closed: [] }).map((p) => p.id)).toEqual([2]);
  });
});
