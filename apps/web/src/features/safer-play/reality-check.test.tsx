import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';
import { nextCheckIn } from './reality-check.tsx';

const MINUTE = 60_000;

describe('nextCheckIn', () => {
  const start = '2026-03-05T08:00:00.000Z';
  const at = (minutes: number) => Date.parse(start) + minutes * MINUTE;
  it('falls due every N minutes after the session started, whenever the page was loaded', () => {
    expect(nextCheckIn(start, 15, at(0))).toBe(15 * MINUTE);
    expect(nextCheckIn(start, 15, at(14))).toBe(MINUTE);
    expect(nextCheckIn(start, 15, at(15))).toBe(15 * MINUTE);
    expect(nextCheckIn(start, 30, at(47))).toBe(13 * MINUTE);
    expect(nextCheckIn('not a time', 15)).toBeNull();
  });
});

/** A session whose next check falls due `dueInMs` after the watcher first reads it (room for a slow machine). */
type SessionFixture = {
  dueInMs: number;
  minutesPlayed: number;
  stake: string;
  payout: string;
  net: string;
  realityCheckMinutes: number | null;
};
const sessionFixture = (dueInMs: number, over: Partial<SessionFixture> = {}): SessionFixture => ({
  dueInMs,
  minutesPlayed: 75,
  stake: '1200000.00',
  payout: '950000.00',
  net: '-250000.00',
  realityCheckMinutes: 15,
  ...over,
});

const signedIn = ({ dueInMs, ...rest }: SessionFixture) => {
  const calls: string[] = [];
  let session: (Omit<SessionFixture, 'dueInMs'> & { startedAt: string }) | null = null;
  stubApi({
    member: memberFixture(),
    routes: {
      'GET /wps/member/safer-play/session': (_init, url) => {
        calls.push(url);
        session ??= { ...rest, startedAt: new Date(Date.now() - 15 * MINUTE + dueInMs).toISOString() };
        return ok(session);
      },
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return calls;
};

describe('the reality check', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the time played and the session’s result when due, and continue closes it', {
    timeout: 15_000,
  }, async () => {
    const calls = signedIn(sessionFixture(1500));
    renderApp('/');
    const check = await screen.findByTestId('reality-check', {}, { timeout: 8000 });
    const dialog = screen.getByRole('dialog', { name: 'Nhắc nhở thời gian chơi' });
    expect(await within(check).findByText('Bạn đã chơi được 1 giờ 15 phút.')).toBeTruthy();
    expect(within(check).getByTestId('reality-net').textContent).toBe('-₫250,000.00');
    expect(within(check).getByText('₫1,200,000.00')).toBeTruthy();
    expect(within(check).getByRole('link', { name: 'Xem lịch sử cược' }).getAttribute('href')).toBe(
      '/member?page=personalHistoryCopy',
    );
    // Read once to schedule, once more when due.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tiếp tục chơi' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
  });

  it('stop playing closes the game and asks to sign out', { timeout: 15_000 }, async () => {
    signedIn(sessionFixture(1500, { net: '35000.00', minutesPlayed: 30 }));
    useOverlayStore.setState({ gamePopup: { title: 'Dice', status: 'loading' } });
    renderApp('/');
    const check = await screen.findByTestId('reality-check', {}, { timeout: 8000 });
    expect(await within(check).findByText('+₫35,000.00')).toBeTruthy();
    fireEvent.click(within(check).getByRole('button', { name: 'Dừng chơi' }));
    await waitFor(() => expect(useOverlayStore.getState().logoutOpen).toBe(true));
    expect(useOverlayStore.getState().gamePopup).toBeNull();
    useOverlayStore.setState({ logoutOpen: false });
  });

  it('stays away when the member chose no interval', async () => {
    const calls = signedIn(sessionFixture(100, { realityCheckMinutes: null }));
    renderApp('/');
    await waitFor(() => expect(calls.length).toBe(1), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('speaks English too', { timeout: 15_000 }, async () => {
    signedIn(sessionFixture(1500, { minutesPlayed: 20 }));
    await setLanguage('en');
    renderApp('/');
    const check = await screen.findByTestId('reality-check', {}, { timeout: 8000 });
    expect(await within(check).findByText('You have been playing for 20 min.')).toBeTruthy();
    expect(within(check).getByRole('button', { name: 'Stop playing' })).toBeTruthy();
    await setLanguage('vi');
  });
});
