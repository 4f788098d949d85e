import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { current, renderApp, setUpBrand } from '../../test/render-app.tsx';

const SESSION = {
  token: 'sportsbook-session-token',
  player: 'player01',
  currency: 'VND',
  balance: '1000.00',
  vendor: 'LWSB',
  gameCode: 'LWSB-0001',
  gameName: 'Luckwell Sports',
  sport: 'football',
  preferences: { oddsFormat: 'decimal', acceptance: 'none' },
  maxStake: null,
};
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const market = (
  id: number,
  kind: string,
  line: number | null,
  prices: Record<string, number>,
  status = 'open',
) => ({
  id,
  kind,
  line,
  status,
  selections: Object.entries(prices).map(([key, oddsMilli]) => ({ key, oddsMilli })),
  maxStake: '2000.00',
});
const LIVE = {
  id: 'F1',
  sport: 'football',
  league: 'V.League 1',
  home: 'Bến Thành Rovers',
  away: 'Sài Gòn Stars',
  startsAt: at(-1),
  status: 'live',
  score: { home: 1, away: 0 },
  minute: 55,
  markets: [
    market(101, 'matchResult', null, { home: 1850, draw: 3400, away: 4200 }),
    market(102, 'asianHandicap', -3, { home: 1920, away: 1900 }),
    market(103, 'overUnder', 10, { over: 1950, under: 1850 }, 'suspended'),
    market(104, 'overUnder', 14, { over: 2500, under: 1500 }, 'closed'),
  ],
};
const LATER = {
  id: 'F2',
  sport: 'football',
  league: 'Cúp Quốc gia',
  home: 'Hà Nội Phoenix',
  away: 'Hải Phòng Mariners',
  startsAt: at(72),
  status: 'prematch',
  score: { home: 0, away: 0 },
  minute: null,
  markets: [market(201, 'matchResult', null, { home: 2100, draw: 3200, away: 3000 })],
};
const book = (fixtures: unknown[] = [LIVE, LATER]) => ({
  serverTime: new Date().toISOString(),
  sport: 'football',
  fixtures,
  limits: { minStake: '10.00', maxStake: '5000.00', maxLegs: 10 },
  liveDelayMs: 0,
});
const leg = (over: Record<string, unknown> = {}) => ({
  fixtureId: 'F1',
  sport: 'football',
  league: 'V.League 1',
  home: 'Bến Thành Rovers',
  away: 'Sài Gòn Stars',
  startsAt: at(-1),
  fixtureStatus: 'live',
  score: { home: 1, away: 0 },
  marketId: 101,
  kind: 'matchResult',
  line: null,
  selection: 'home',
  oddsMilli: 1850,
  outcome: null,
  ...over,
});
const ticket = (over: Record<string, unknown> = {}) => ({
  id: 'T1',
  roundId: 'LWSB:T1',
  placedAt: at(-0.5),
  kind: 'single',
  stake: '50.00',
  oddsMilli: 1850,
  acceptance: 'none',
  status: 'open',
  potentialReturn: '92.50',
  payout: null,
  cashOut: null,
  refusal: null,
  settledAt: null,
  correctedAt: null,
  legs: [leg()],
  ...over,
});

type Routes = Record<string, () => Response>;
type Sent = { method: string; url: string; body: unknown };

/** Opens the sportsbook from a launch (or, with `visitor`, directly); `routes` (most specific first) replace the defaults. */
const open = (routes: Routes, { visitor = false } = {}) => {
  sessionStorage.setItem('token', 'tok_member_000001');
  const sent: Sent[] = [];
  const all: Routes = {
    'POST /provider/sportsbook/session': () => ok(SESSION),
    'GET /provider/sportsbook/book': () => ok(book()),
    'GET /provider/sportsbook/tickets': () => ok({ tickets: [], balance: null }),
    'PUT /provider/sportsbook/preferences': () => ok({ oddsFormat: 'hk', acceptance: 'none' }),
    ...routes,
  };
  stubApi({
    member: memberFixture(),
    routes: Object.fromEntries(
      Object.entries(all).map(([key, answer]) => [
        key,
        (init: RequestInit | undefined, url: string) => {
          const method = init?.method ?? 'GET';
          if (method !== 'GET')
            sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
          return answer();
        },
      ]),
    ),
  });
  const { queryClient } = renderApp(
    visitor
      ? '/sportsbook/football'
      : '/sportsbook/football?vendor=LWSB&gameCode=LWSB-0001&token=launch-1&lang=vi',
  );
  return { sent, queryClient };
};
const tickets = (sent: Sent[]) =>
  sent.filter((each) => each.method === 'POST' && each.url === '/provider/sportsbook/tickets');

describe('the sportsbook', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists the fixtures by league with live scores and their markets’ prices', async () => {
    open({});
    const live = await screen.findByTestId('sb-fixture-F1');
    expect(within(live).getByText('Bến Thành Rovers')).toBeTruthy();
    expect(within(live).getByText('Trực tiếp')).toBeTruthy();
    expect(within(live).getByText("55'")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bến Thành Rovers – Chủ nhà 1.850' })).toBeTruthy();
    // The handicap's line is the home side's; the away side takes the opposite.
    expect(screen.getByRole('button', { name: 'Bến Thành Rovers – Chủ nhà -0.75 1.920' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sài Gòn Stars – Khách +0.75 1.900' })).toBeTruthy();
    // A suspended market shows locked buttons; a closed one is not shown.
    expect((screen.getByTestId('sb-price-103-over') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('sb-price-104-over')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cúp Quốc gia' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
  });

  it('combines two legs into a parlay with its odds and potential return', async () => {
    open({});
    fireEvent.click(await screen.findByTestId('sb-price-101-home'));
    fireEvent.click(screen.getByTestId('sb-price-201-home'));
    const slip = screen.getByTestId('sb-slip');
    expect(within(slip).getByText('Phiếu cược (2)')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('tab', { name: 'Cược xiên' }));
    expect(within(slip).getByTestId('sb-combined-odds').textContent).toBe('3.885');
    fireEvent.change(within(slip).getByTestId('sb-stake-parlay'), { target: { value: '100' } });
    expect(within(slip).getByTestId('sb-potential-return').textContent).toBe('388.50 VND');
    // Another selection of the same fixture replaces its leg; pressing it again removes it.
    fireEvent.click(screen.getByTestId('sb-price-201-draw'));
    expect(within(slip).getByText('Phiếu cược (2)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sb-price-201-draw'));
    expect(within(slip).getByText('Phiếu cược (1)')).toBeTruthy();
  });

  it('places a single with the leg’s price and the acceptance, and confirms it', async () => {
    let placed = false;
    const { sent } = open({
      'POST /provider/sportsbook/tickets': () => {
        placed = true;
        return ok({ ticket: ticket(), balance: '950.00' });
      },
      'GET /provider/sportsbook/tickets': () => ok({ tickets: placed ? [ticket()] : [], balance: null }),
    });
    fireEvent.click(await screen.findByTestId('sb-price-101-home'));
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
    fireEvent.click(screen.getByRole('button', { name: '50' }));
    fireEvent.click(screen.getByTestId('sb-place'));
    expect(await screen.findByText('Đã đặt cược')).toBeTruthy();
    expect(tickets(sent)[0]?.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      stake: '50.00',
      acceptance: 'none',
      legs: [{ marketId: 101, selection: 'home', oddsMilli: 1850 }],
    });
    expect(screen.getByTestId('sb-balance').textContent).toBe('950.00 VND');
    expect(within(screen.getByTestId('sb-slip')).getByText('Phiếu cược (0)')).toBeTruthy();
    expect(await screen.findByTestId('sb-ticket-T1')).toBeTruthy();
  });

  it('says a live ticket waits for confirmation until the book strikes it', async () => {
    let asked = 0;
    let placed = false;
    open({
      'POST /provider/sportsbook/tickets': () => {
        placed = true;
        return ok({ ticket: ticket({ status: 'pending' }), balance: '950.00' });
      },
      'GET /provider/sportsbook/tickets': () => {
        if (!placed) return ok({ tickets: [], balance: null });
        asked += 1;
        return ok({ tickets: [ticket({ status: asked > 1 ? 'open' : 'pending' })], balance: '950.00' });
      },
    });
    fireEvent.click(await screen.findByTestId('sb-price-101-home'));
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
    fireEvent.change(screen.getByTestId('sb-stake-101'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('sb-place'));
    expect(
      await screen.findByText('Đang chờ xác nhận (cược trực tiếp được xác nhận sau vài giây).'),
    ).toBeTruthy();
    const card = await screen.findByTestId('sb-ticket-T1');
    expect(within(card).getByText('Chờ xác nhận')).toBeTruthy();
    // A pending ticket is asked for again every second until it is struck.
    await waitFor(() => expect(within(card).getByText('Đang chờ')).toBeTruthy(), { timeout: 4_000 });
  });

  it('words a moved price with the new one', async () => {
    open({
      'POST /provider/sportsbook/tickets': () =>
        failure('SPORTSBOOK_ODDS_CHANGED', 'sportsbook_err_odds_changed', { params: { odds: 1800 } }, 409),
    });
    fireEvent.click(await screen.findByTestId('sb-price-101-home'));
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
    fireEvent.change(screen.getByTestId('sb-stake-101'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('sb-place'));
    expect(
      await screen.findByText('Tỷ lệ cược đã thay đổi, hiện là 1.800. Hãy xem lại và đặt lại.'),
    ).toBeTruthy();
  });

  it('flashes a moved price and asks the member to accept it before placing', async () => {
    let price = 1850;
    const { sent, queryClient } = open({
      'GET /provider/sportsbook/book': () =>
        ok(
          book([
            { ...LIVE, markets: [market(101, 'matchResult', null, { home: price, draw: 3400, away: 4200 })] },
          ]),
        ),
      'POST /provider/sportsbook/tickets': () =>
        ok({ ticket: ticket({ oddsMilli: 1900 }), balance: '950.00' }),
    });
    fireEvent.click(await screen.findByTestId('sb-price-101-home'));
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
    fireEvent.change(screen.getByTestId('sb-stake-101'), { target: { value: '50' } });
    price = 1900;
    await queryClient.invalidateQueries({ queryKey: ['sportsbookBook'] });
    await waitFor(() => expect(screen.getByTestId('sb-price-101-home').getAttribute('data-move')).toBe('up'));
    expect(screen.getByTestId('sb-moved-101').textContent).toBe('Tỷ lệ đã đổi: 1.850 → 1.900');
    expect((screen.getByTestId('sb-place') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Chấp nhận tỷ lệ mới' }));
    fireEvent.click(screen.getByTestId('sb-place'));
    expect(await screen.findByText('Đã đặt cược')).toBeTruthy();
    expect(tickets(sent)[0]?.body).toMatchObject({
      legs: [{ marketId: 101, selection: 'home', oddsMilli: 1900 }],
    });
  });

  it('shows prices in the chosen format and saves the choice', async () => {
    const { sent } = open({});
    const home = await screen.findByTestId('sb-price-101-home');
    await waitFor(() => expect(screen.getByTestId('sb-balance').textContent).toBe('1,000.00 VND'));
    expect(home.textContent).toContain('1.850');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tỷ lệ' }), { target: { value: 'hk' } });
    expect(screen.getByTestId('sb-price-101-home').textContent).toContain('0.85');
    await waitFor(() =>
      expect(sent.find((each) => each.method === 'PUT')?.body).toEqual({
        oddsFormat: 'hk',
        acceptance: 'none',
      }),
    );
  });

  it('cashes out an open ticket at the offer, and accepts a changed one', async () => {
    let asked = 0;
    const { sent } = open({
      'POST /provider/sportsbook/tickets/T1/cash-out': () => {
        asked += 1;
        return asked === 1
          ? failure(
              'SPORTSBOOK_CASH_OUT_CHANGED',
              'sportsbook_err_cash_out_changed',
              { params: { offer: '110.00' } },
              409,
            )
          : ok({
              ticket: ticket({ status: 'cashed_out', payout: '110.00', cashOut: null }),
              balance: '1060.00',
            });
      },
      'GET /provider/sportsbook/tickets': () =>
        ok({ tickets: [ticket({ cashOut: '120.00' })], balance: '950.00' }),
    });
    const button = await screen.findByTestId('sb-cash-out-T1');
    expect(button.textContent).toBe('Rút tiền sớm 120.00 VND');
    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId('sb-cash-out-confirm'));
    expect(await screen.findByText('Mức rút tiền sớm vừa thay đổi, hiện là 110.00 VND.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sb-cash-out-confirm'));
    expect(await screen.findByText('Đã rút sớm 110.00 VND.')).toBeTruthy();
    const cashOuts = sent.filter((each) => each.url.endsWith('/cash-out')).map((each) => each.body);
    expect(cashOuts).toEqual([{ offer: '120.00' }, { offer: '110.00' }]);
  });

  it('opens more markets under the main ones: double chance, odd/even and a correct-score grid', async () => {
    const scores = {
      '1-0': 6500,
      '2-0': 9000,
      '2-1': 8500,
      '0-0': 9500,
      '1-1': 6000,
      '0-1': 11000,
      other: 4000,
    };
    open({
      'GET /provider/sportsbook/book': () =>
        ok(
          book([
            {
              ...LATER,
              markets: [
                ...LATER.markets,
                market(202, 'doubleChance', null, { '1X': 1300, '12': 1250, X2: 1700 }),
                market(203, 'oddEven', null, { odd: 1900, even: 1900 }),
                market(204, 'correctScore', null, scores),
              ],
            },
          ]),
        ),
    });
    const card = await screen.findByTestId('sb-fixture-F2');
    expect(screen.queryByTestId('sb-price-202-1X')).toBeNull();
    const more = within(card).getByRole('button', { name: /Thêm kèo/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Cơ hội kép')).toBeTruthy();
    expect(within(card).getByText('Tổng bàn chẵn/lẻ')).toBeTruthy();
    // The grid: the home side's wins, the draws, the away side's wins, then any other score.
    expect(within(card).getByText('Hà Nội Phoenix thắng')).toBeTruthy();
    expect(within(card).getByText('Hải Phòng Mariners thắng')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Hà Nội Phoenix – Hải Phòng Mariners – Tỷ số chính xác: 2-1 8.500',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('sb-price-204-other').textContent).toContain('Tỷ số khác');
    fireEvent.click(screen.getByTestId('sb-price-204-2-1'));
    const slip = screen.getByTestId('sb-slip');
    expect(within(slip).getByText('2-1')).toBeTruthy();
    expect(within(slip).getByText(/^Tỷ số chính xác ·/)).toBeTruthy();
    // Another selection of the fixture replaces the leg: double chance 1X.
    fireEvent.click(screen.getByTestId('sb-price-202-1X'));
    expect(within(slip).getByText('1X')).toBeTruthy();
    expect(within(slip).getByText(/^Cơ hội kép ·/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Thu gọn/ }));
    expect(screen.queryByTestId('sb-price-202-1X')).toBeNull();
  });

  it('names a map winner by its map and team, in the slip and on a ticket', async () => {
    const esports = {
      ...LATER,
      id: 'E2',
      sport: 'esports',
      league: 'VCS',
      home: 'Sài Gòn Tigers',
      away: 'Team Flash',
      markets: [
        market(401, 'esportsMatchWinner', null, { home: 1650, away: 2250 }),
        market(403, 'mapWinner', 2, { home: 1800, away: 2000 }),
        market(402, 'mapWinner', 1, { home: 1700, away: 2100 }),
      ],
    };
    const mapLeg = leg({
      fixtureId: 'E2',
      sport: 'esports',
      home: 'Sài Gòn Tigers',
      away: 'Team Flash',
      marketId: 403,
      kind: 'mapWinner',
      line: 2,
      selection: 'away',
      oddsMilli: 2000,
    });
    open({
      'POST /provider/sportsbook/session': () => ok({ ...SESSION, sport: 'esports' }),
      'GET /provider/sportsbook/book': () => ok({ ...book([esports]), sport: 'esports' }),
      'GET /provider/sportsbook/tickets': () =>
        ok({ tickets: [ticket({ legs: [mapLeg] })], balance: '950.00' }),
    });
    const card = await screen.findByTestId('sb-fixture-E2');
    fireEvent.click(within(card).getByRole('button', { name: /Thêm kèo/ }));
    const titles = within(card)
      .getAllByText(/^Thắng bản đồ \d$/)
      .map((each) => each.textContent);
    expect(titles).toEqual(['Thắng bản đồ 1', 'Thắng bản đồ 2']);
    fireEvent.click(screen.getByTestId('sb-price-403-away'));
    const slip = screen.getByTestId('sb-slip');
    expect(within(slip).getByText('Thắng bản đồ 2 · Sài Gòn Tigers – Team Flash')).toBeTruthy();
    const ticketCard = await screen.findByTestId('sb-ticket-T1');
    expect(ticketCard.textContent).toContain('Thắng bản đồ 2 · Team Flash');
  });

  it('opens an e-sports title on the e-sports book, and the launch leaves the address', async () => {
    open({
      'POST /provider/sportsbook/session': () => ok({ ...SESSION, sport: 'esports' }),
      'GET /provider/sportsbook/book': () =>
        ok({
          ...book([
            {
              ...LATER,
              id: 'E1',
              sport: 'esports',
              league: 'VCS',
              home: 'Sài Gòn Tigers',
              away: 'Team Flash',
              markets: [market(301, 'esportsMatchWinner', null, { home: 1650, away: 2250 })],
            },
          ]),
          sport: 'esports',
        }),
    });
    await waitFor(() => expect(current.pathname).toBe('/sportsbook/esports'));
    expect(current.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Team Flash – Khách 2.250' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bóng đá' }).getAttribute('href')).toBe('/sportsbook/football');
  });

  it('lets a visitor browse and fill the slip, but placing asks for a launch from the lobby', async () => {
    const { sent } = open({}, { visitor: true });
    expect(await screen.findByText(/Bạn đang xem bảng kèo/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('sb-price-101-away'));
    fireEvent.click(screen.getByTestId('sb-place'));
    expect(await screen.findByText('Để đặt cược, hãy đăng nhập và mở trò chơi từ sảnh.')).toBeTruthy();
    expect(tickets(sent)).toHaveLength(0);
    expect(screen.queryByTestId('sb-my-bets')).toBeNull();
  });
});
