import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { ok } from '../test/fixtures.ts';
import { announcementsQuery } from './announcements.ts';
import { ContentPreviewRibbon, contentPreviewToken } from './content-preview.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const EMPTY = { banners: [], notices: [], popup: [], promotion: [] };

describe("an operator's preview link", () => {
  beforeAll(async () => {
    initI18n();
    await setLanguage('en');
  });
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('is read from the address and kept for the tab, so moving on keeps the preview', () => {
    expect(contentPreviewToken()).toBeNull();
    window.history.replaceState(null, '', `/?contentPreview=${TOKEN}`);
    expect(contentPreviewToken()).toBe(TOKEN);
    window.history.replaceState(null, '', '/promotions');
    expect(contentPreviewToken()).toBe(TOKEN);
  });

  it('ignores a token of the wrong shape', () => {
    window.history.replaceState(null, '', '/?contentPreview=%3Cscript%3E');
    expect(contentPreviewToken()).toBeNull();
  });

  it('goes to the server in its header, under a query key of its own', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok(EMPTY));
    vi.stubGlobal('fetch', fetchMock);
    expect(announcementsQuery('vi', 'B').queryKey).toEqual(['announcements', 'vi', 'B']);
    window.history.replaceState(null, '', `/?contentPreview=${TOKEN}`);
    const query = announcementsQuery('vi', 'B');
    expect(query.queryKey).toEqual(['announcements', 'vi', 'B', TOKEN]);
    await query.queryFn?.({ signal: new AbortController().signal } as never);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-content-preview')).toBe(TOKEN);
  });

  it('shows a ribbon that says players do not see it yet, only during a preview', async () => {
    const { unmount } = render(<ContentPreviewRibbon />);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    window.history.replaceState(null, '', `/?contentPreview=${TOKEN}`);
    await act(async () => {
      render(<ContentPreviewRibbon />);
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /players do not see this item|người chơi chưa thấy/i,
    );
    expect(screen.getByRole('button', { name: 'End preview' })).toBeTruthy();
  });
});
