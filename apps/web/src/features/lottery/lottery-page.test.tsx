import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { drawFixture, drawnFixture, lobbyFixture, stateFixture, ticketFixture } from './lottery-fixtures.ts';

const SESSION = {
  token: 'lottery-session-token',
  prizeMode: 'ELOTT',
  player: 'player01',
  currency: 'VND',
  balance: '1234567.50',
  vendor: 'LWLOTTO',
  gameCode: 'LWLOTTO-0000',
  gameName: 'VN Fast 1 min',
  game: 'vn-fast-60',
};

type Call = { method: string; url: string; body: unknown; auth: string | undefined };

/** A signed-in member and the lottery routes; every call is recorded. */
const open = (path: string, routes: StubRoutes = {}) => {
  sessionStorage.setItem('token', 'tok_member_000001');
  useSessionStore.getState().refresh();
  const calls: Call[] = [];
  const record =
    (answer: StubRoutes[string]) =>
    (init: RequestInit | undefined, url: string): Response | Promise<Response> => {
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: (init?.headers as Record<string, string> | undefined)?.Authorization,
      });
      return answer(init, url);
    };
  const all: StubRoutes = {
    'GET /wps/v2/wallets/balance': () =>
      ok({ balance: '1234567.50', currency: 'VND', currencySymbol: '₫', playMoney: false }),
    'GET /provider/lottery/lobby': () => ok(lobbyFixture()),
    'GET /provider/lottery/games/vn-fast-60': () => ok(stateFixture()),
    'POST /provider/lottery/session': () => ok(SESSION),
    'GET /provider/lottery/tickets': () => ok({ tickets: [] }),
    'POST /wps/game/launchGame': () =>
      ok({
        url: 'http://localhost/lottery?vendor=LWLOTTO&gameCode=LWLOTTO-0000&token=fresh-launch-token',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    ...routes,
  };
  stubApi({
    member: memberFixture(),
    routes: Object.fromEntries(Object.entries(all).map(([key, answer]) => [key, record(answer)])),
  });
  return { ...renderApp(path), calls };
};

const pick = (value: string) => fireEvent.click(screen.getByTestId(`pick-${value}`));

describe('the lottery lobby', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows every game by group with its countdown and last result, and Play opens its page', async () => {
    open('/lottery');
    const fast = await screen.findByTestId('lottery-card-vn-fast-60');
    expect(within(fast).getByRole('heading').textContent).toBe('Xổ số nhanh 1 phút');
    expect(within(fast).getByTestId('lobby-countdown').textContent).toMatch(/^00:(3\d|4[01])$/);
    expect(fast.textContent).toContain('43214');
    expect(within(fast).getByRole('link', { name: 'Chơi Xổ số nhanh 1 phút' }).getAttribute('href')).toBe(
      '/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO',
    );
    for (const name of ['Xổ số nhanh', 'Việt Nam', 'Đông Nam Á']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    // A Vietnamese daily game opens on /vnLottery.
    const north = screen.getByTestId('lottery-card-vn-north');
    expect(within(north).getByRole('link', { name: /^Chơi/ }).getAttribute('href')).toBe(
      '/vnLottery?gameCode=TCG_LOTTO_VN-0000',
    );
  });

  it('shows only the Vietnamese games on /vnLottery', async () => {
    open('/vnLottery');
    expect(await screen.findByTestId('lottery-card-vn-north')).toBeTruthy();
    expect(screen.queryByTestId('lottery-card-vn-fast-60')).toBeNull();
    expect(screen.queryByTestId('lottery-card-sea-4d')).toBeNull();
  });
});

describe('a lottery game page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('exchanges the launch token, drops it from the address, and shows the issue, countdown, seed hash and last result', async () => {
    const { calls, router } = open('/lottery?vendor=LWLOTTO&gameCode=LWLOTTO-0000&token=launch-token-1');
    expect(await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('lotteryToken:LWLOTTO-0000')).toBe(SESSION.token));
    expect(calls.find((call) => call.url === '/provider/lottery/session')?.body).toEqual({
      vendor: 'LWLOTTO',
      gameCode: 'LWLOTTO-0000',
      launchToken: 'launch-token-1',
    });
    await waitFor(() => expect(router.search).toBe('?gameCode=LWLOTTO-0000'));
    expect(screen.getByTestId('selling-issue').textContent).toBe('Kỳ 20261127-0042');
    expect(screen.getByTestId('issue-countdown').textContent).toMatch(/^00:(3\d|4[01])$/);
    expect(screen.getByTestId('seed-hash').textContent).toBe('ab'.repeat(32));
    expect(screen.getByText('Công bằng: SHA-256 của hạt giống, công bố trước khi mở bán')).toBeTruthy();
    expect(screen.getByTestId('result-special').textContent).toBe('43214');
    // The rates the Vietnamese way, and the RTP.
    expect(screen.getByTestId('product-rate').textContent).toContain('23 ăn 80');
    expect(screen.getByTestId('product-rate').textContent).toContain('1 ăn 3.478');
    expect(screen.getByText('RTP 93.91%')).toBeTruthy();
    // The member's tickets of this game are asked with the lottery session, never the site's token.
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/provider/lottery/tickets?game=vn-fast-60')?.auth).toBe(
        `Bearer ${SESSION.token}`,
      ),
    );
    expect(calls.some((call) => call.url === '/wps/game/launchGame')).toBe(false);
    // Once the session tells the brand's prize mode, the rates are asked in it.
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/provider/lottery/games/vn-fast-60?prizeMode=ELOTT')).toBe(
        true,
      ),
    );
  });

  it('launches the title itself when the address has no token', async () => {
    const { calls } = open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO');
    await waitFor(() => expect(sessionStorage.getItem('lotteryToken:LWLOTTO-0000')).toBe(SESSION.token));
    expect(calls.find((call) => call.url === '/wps/game/launchGame')?.body).toEqual({
      vendor: 'LWLOTTO',
      gameCode: 'LWLOTTO-0000',
    });
    expect(calls.find((call) => call.url === '/provider/lottery/session')?.body).toEqual({
      vendor: 'LWLOTTO',
      gameCode: 'LWLOTTO-0000',
      launchToken: 'fresh-launch-token',
    });
  });

  it('adds picks to the slip as count × unit × multiplier, places it, and shows the ticket in My bets', async () => {
    let tickets: unknown[] = [];
    const { calls } = open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'POST /provider/lottery/tickets': () => {
        tickets = [ticketFixture({ selection: '05 12', multiplier: 3, cost: '60.00', unitStake: '10.00' })];
        return ok({ tickets, balance: '1234507.50' });
      },
      'GET /provider/lottery/tickets': () => ok({ tickets }),
    });
    await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' });
    pick('05');
    pick('12');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Tiền mỗi cược' })).getByRole('button', { name: '10' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tăng hệ số nhân' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tăng hệ số nhân' }));
    expect(screen.getByTestId('builder-summary').textContent).toBe('2 cược × ₫10.00 × 3 = ₫60.00');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    const line = screen.getByTestId('slip-line');
    expect(line.textContent).toContain('Lô 2 số');
    expect(line.textContent).toContain('05 12');
    expect(screen.getByTestId('slip-total').textContent).toBe('₫60.00');

    const place = await screen.findByRole('button', { name: 'Đặt cược · Kỳ 20261127-0042' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await screen.findByText('Đã đặt 1 dòng cược cho Kỳ 20261127-0042.');
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/provider/lottery/tickets');
    expect(sent?.auth).toBe(`Bearer ${SESSION.token}`);
    expect(sent?.body).toEqual({
      issue: '20261127-0042',
      bets: [{ product: 'lo2', selection: '05 12', unitStake: '10.00', multiplier: 3 }],
    });
    expect(screen.queryByTestId('slip-line')).toBeNull();
    const mine = await screen.findByTestId('my-ticket');
    expect(within(mine).getByTestId('ticket-status').textContent).toContain('Chờ kết quả');
  });

  it('says why a line would be refused before anything is sent', async () => {
    open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO');
    await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' });
    fireEvent.click(screen.getByRole('tab', { name: 'Lô trượt 4' }));
    pick('01');
    pick('02');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    expect(screen.getByTestId('builder-problem').textContent).toBe(
      'Số lượng số đã chọn chưa đúng với cửa cược này.',
    );
    expect(screen.queryByTestId('slip-line')).toBeNull();
  });

  it('shows a refusal on the line it blames, translated, and keeps the slip', async () => {
    open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'POST /provider/lottery/tickets': () =>
        failure(
          'LOTTERY_NUMBER_CLOSED',
          'lottery_err_number_closed',
          { field: 'body.bets.1.selection', params: { number: '12' } },
          409,
        ),
    });
    await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' });
    pick('05');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Đề' }));
    pick('12');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    expect(screen.getAllByTestId('slip-line')).toHaveLength(2);
    const place = screen.getByRole('button', { name: 'Đặt cược · Kỳ 20261127-0042' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    const error = await screen.findByTestId('slip-line-error');
    expect(error.textContent).toBe('Số 12 đã hết hạn mức nhận cược ở kỳ này. Hãy chọn số khác.');
    const lines = screen.getAllByTestId('slip-line');
    expect(lines[1]?.contains(error)).toBe(true);
    expect(lines[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(lines).toHaveLength(2);
  });

  it('replaces a session the provider dropped and places the slip once', async () => {
    let attempts = 0;
    const { calls } = open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'POST /provider/lottery/tickets': () => {
        attempts += 1;
        return attempts === 1
          ? failure('PROVIDER_SESSION_INVALID', 'provider_err_session', null, 401)
          : ok({ tickets: [ticketFixture()], balance: '1234565.50' });
      },
    });
    await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' });
    pick('05');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    const place = screen.getByRole('button', { name: 'Đặt cược · Kỳ 20261127-0042' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await screen.findByText('Đã đặt 1 dòng cược cho Kỳ 20261127-0042.');
    expect(attempts).toBe(2);
    expect(calls.filter((call) => call.url === '/wps/game/launchGame')).toHaveLength(2);
  });

  it('shows a general refusal above the button, in words', async () => {
    open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'POST /provider/lottery/tickets': () =>
        failure('LOTTERY_SALES_CLOSED', 'lottery_err_sales_closed', { field: 'body.issue' }, 409),
    });
    await screen.findByRole('heading', { name: 'Xổ số nhanh 1 phút' });
    fireEvent.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào phiếu' }));
    const place = screen.getByRole('button', { name: 'Đặt cược · Kỳ 20261127-0042' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    expect((await screen.findByTestId('slip-error')).textContent).toBe(
      'Kỳ này đã đóng cược. Phiếu của bạn vẫn còn — hãy đặt lại cho kỳ đang bán.',
    );
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);
  });

  it('watches the issue close and draw: “drawing”, then the new result marked new and the ticket turned won', async () => {
    // The issue on sale closes a second after the page has shown it (not on a fixed clock, so a slow
    // machine's first render cannot miss it).
    let closesAt = Date.now() + 600_000;
    const closing = () =>
      drawFixture({
        closesAt: new Date(closesAt).toISOString(),
        drawAt: new Date(closesAt + 1_000).toISOString(),
      });
    const next = () =>
      drawFixture({
        issue: '20261127-0043',
        opensAt: new Date(closesAt).toISOString(),
        closesAt: new Date(closesAt + 60_000).toISOString(),
      });
    let drawn = false;
    const open0042 = ticketFixture();
    open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'GET /provider/lottery/games/vn-fast-60': () => {
        const now = Date.now();
        return ok(
          stateFixture({
            selling: [now < closesAt ? closing() : next()],
            recent: drawn
              ? [drawnFixture('20261127-0042'), drawnFixture('20261127-0041')]
              : [drawnFixture('20261127-0041')],
          }),
        );
      },
      'GET /provider/lottery/tickets': () =>
        ok({
          tickets: [
            drawn
              ? { ...open0042, status: 'won', hits: 2, payout: '6.95', settledAt: new Date().toISOString() }
              : open0042,
          ],
        }),
    });
    expect(await screen.findByTestId('selling-issue')).toHaveProperty('textContent', 'Kỳ 20261127-0042');
    closesAt = Date.now() + 3_000;
    expect(
      await screen.findByText('Kỳ 20261127-0042 đang quay thưởng…', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('selling-issue').textContent).toBe('Kỳ 20261127-0043'));
    drawn = true;
    await waitFor(
      () => expect(screen.getByTestId('last-result').getAttribute('data-issue')).toBe('20261127-0042'),
      {
        timeout: 8_000,
      },
    );
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(within(screen.getByTestId('last-result')).getByText('Mới')).toBeTruthy();
    const ticket = await screen.findByTestId('my-ticket');
    await waitFor(
      () => expect(within(ticket).getByTestId('ticket-status').getAttribute('data-status')).toBe('won'),
      {
        timeout: 8_000,
      },
    );
    expect(within(ticket).getByTestId('ticket-payout').textContent).toBe('Trúng 2 lần · +₫6.95');
    expect(screen.getByTestId('issue-outcome').textContent).toBe('Bạn trúng 1 vé kỳ này: +₫6.95');
  });

  it('shows a designed error, not raw text, when the game cannot be loaded', async () => {
    open('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO', {
      'GET /provider/lottery/games/vn-fast-60': () => new Response('oops', { status: 502 }),
    });
    expect(await screen.findByRole('heading', { name: 'Chưa tải được trò chơi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
