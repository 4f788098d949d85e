import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../test/fixtures.ts';
import { openCustomerService, opensHere } from './customer-service.ts';

const popupStub = () => ({ location: { href: '' }, closed: false, focus: vi.fn(), close: vi.fn() });

/** A launch call the test answers when it likes. */
const pendingLaunch = () => {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
};

describe('opening customer service', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the 440x750 popup inside the click, then sends it where the launch call says', async () => {
    const popup = popupStub();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { fetchMock, answer } = pendingLaunch();

    const opening = openCustomerService('https://support.example/chat');

    // Before any answer: the empty popup is already open, so no popup blocker stops it.
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=750');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/relay/CBS_launchChat');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ modelId: 'live' });

    answer(ok({ chatUrl: '/chat' }));
    await opening;
    expect(popup.location.href).toBe(`${window.location.origin}/chat`);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("falls back to the brand's customer-service link when the launch call fails", async () => {
    const popup = popupStub();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure('SUPPORT_MODEL_NOT_FOUND', 'in_support_model_not_found', null, 404)),
    );

    await openCustomerService('https://support.example/chat');

    expect(popup.location.href).toBe('https://support.example/chat');
  });

  it('opens a new tab when popups are blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ chatUrl: 'https://desk.example/brand' })),
    );

    await openCustomerService('/help?section=contact');

    expect(open).toHaveBeenLastCalledWith('https://desk.example/brand', '_blank', 'noopener');
  });

  it('closes the empty popup again when there is nowhere to send it', async () => {
    const popup = popupStub();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await openCustomerService('');

    expect(popup.close).toHaveBeenCalled();
  });
});

describe('customer-service link', () => {
  it('opens the page it points at, whatever else the address carries', () => {
    const url = '/help?section=contact';
    expect(opensHere(url, { pathname: '/help', search: '?section=contact' })).toBe(true);
    expect(opensHere(url, { pathname: '/Help/', search: '?section=contact&article=9' })).toBe(true);
  });

  it('opens another page from any other section, page or site', () => {
    expect(opensHere('/help?section=contact', { pathname: '/help', search: '?section=guides' })).toBe(false);
    expect(opensHere('/help?section=contact', { pathname: '/', search: '' })).toBe(false);
    expect(opensHere('https://support.example/chat', { pathname: '/chat', search: '' })).toBe(false);
    expect(opensHere('', { pathname: '/', search: '' })).toBe(false);
  });
});
