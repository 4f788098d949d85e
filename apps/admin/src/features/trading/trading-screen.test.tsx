import type { TTradingFixture, TTradingMarket } from '@luckwell/contracts/admin/trading';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const market = (overrides: Partial<TTradingMarket> & Pick<TTradingMarket, 'id' | 'kind'>) =>
  ({
    line: null,
    status: 'open',
    selections: [],
    maxStake: '5000.00',
    liabilityLimit: '50000.00',
    traded: false,
    result: null,
    exposure: [],
    ...overrides,
  }) as TTradingMarket;

const derby = {
  id: 'feed-101',
  sport: 'football',
  league: 'V.League 1',
  home: 'Hà Nội FC',
  away: 'Công An Hà Nội',
  startsAt: '2026-11-27T11:00:00.000Z',
  status: 'live',
  score: { home: 1, away: 0 },
  maps: [],
  source: 'feed',
  resultSource: null,
  settledAt: null,
  markets: [
    market({
      id: 11,
      kind: 'asianHandicap',
      line: -3,
      selections: [
        { key: 'home', oddsMilli: 1925 },
        { key: 'away', oddsMilli: 1875 },
      ],
      exposure: [
        { selection: 'home', tickets: 4, stake: '1200.00', liability: '1110.00' },
      ] as TTradingMarket['exposure'],
    }),
    market({
      id: 12,
      kind: 'overUnder',
      line: 10,
      status: 'suspended',
      traded: true,
      selections: [
        { key: 'over', oddsMilli: 1900 },
        { key: 'under', oddsMilli: 1900 },
      ],
    }),
  ],
} as TTradingFixture;

const upcoming = {
  ...derby,
  id: 'op-a1b2c3',
  league: 'Friendlies',
  home: 'Sài Gòn FC',
  away: 'Bình Định',
  startsAt: '2026-11-28T12:00:00.000Z',
  status: 'prematch',
  score: { home: 0, away: 0 },
  source: 'operator',
  markets: [
    market({
      id: 21,
      kind: 'matchResult',
      traded: true,
      selections: [
        { key: 'home', oddsMilli: 2600 },
        { key: 'draw', oddsMilli: 3200 },
        { key: 'away', oddsMilli: 2600 },
      ],
    }),
  ],
} as TTradingFixture;

const finals = {
  id: 'feed-esp-7',
  sport: 'esports',
  league: 'VCS Winter',
  home: 'GAM Esports',
  away: 'Team Flash',
  startsAt: '2026-11-27T09:00:00.000Z',
  status: 'live',
  score: { home: 1, away: 1 },
  maps: ['home', 'away'],
  source: 'feed',
  resultSource: null,
  settledAt: null,
  markets: [
    market({
      id: 31,
      kind: 'mapHandicap',
      line: -6,
      selections: [
        { key: 'home', oddsMilli: 2100 },
        { key: 'away', oddsMilli: 1700 },
      ],
    }),
  ],
} as TTradingFixture;

const listOf = (fixtures: TTradingFixture[]) =>
  jsonResponse(200, ok({ serverTime: '2026-11-27T11:30:00.000Z', fixtures }));

const openFixture = async (id: string) => {
  const row = await screen.findByTestId(`trading-fixture-${id}`);
  fireEvent.click(within(row).getByRole('button', { name: /^Show markets of/ }));
  return row;
};

describe('the trading desk', () => {
  it('lists fixtures by group with their markets, formatted lines, prices and exposure', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([derby, upcoming]),
    });
    renderApp('/games/trading', TOKEN);
    const live = await screen.findByRole('region', { name: /^Live/ });
    expect(within(live).getByText('Hà Nội FC v Công An Hà Nội')).toBeTruthy();
    expect(within(live).getByText('1 – 0')).toBeTruthy();
    expect(within(live).getByText('Feed')).toBeTruthy();
    const soon = screen.getByRole('region', { name: /^Upcoming/ });
    expect(within(soon).getByText('Sài Gòn FC v Bình Định')).toBeTruthy();
    expect(within(soon).getByText('Trader')).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin-api/trading/fixtures')?.query.get('sport')).toBe(
      'football',
    );

    const row = await openFixture('feed-101');
    const handicap = within(row).getByRole('region', { name: 'Asian handicap -0.75' });
    const home = within(handicap).getByRole('row', { name: /Hà Nội FC -0.75/ });
    expect(within(home).getByText('1.925')).toBeTruthy();
    expect(within(home).getByText('4')).toBeTruthy();
    expect(within(home).getByText('1,200.00')).toBeTruthy();
    expect(within(home).getByText('1,110.00')).toBeTruthy();
    const away = within(handicap).getByRole('row', { name: /Công An Hà Nội \+0.75/ });
    expect(within(away).getByText('1.875')).toBeTruthy();
    expect(within(handicap).getByText('Max stake 5,000.00 · liability limit 50,000.00')).toBeTruthy();

    const totals = within(row).getByRole('region', { name: 'Over/under 2.5' });
    expect(within(totals).getByText('Over 2.5')).toBeTruthy();
    expect(within(totals).getByText('Suspended')).toBeTruthy();
    expect(within(totals).getByText('Traded')).toBeTruthy();
    expect(within(totals).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(within(handicap).getByRole('button', { name: 'Suspend' })).toBeTruthy();
    // A feed's fixture is not put in play by hand; a trader's is.
    expect(within(row).queryByRole('button', { name: 'Back to prematch' })).toBeNull();
    const own = screen.getByTestId('trading-fixture-op-a1b2c3');
    expect(within(own).getByRole('button', { name: 'In play' })).toBeTruthy();
  });

  it('shows a settled fixture’s results and offers no more changes', async () => {
    const settled = {
      ...derby,
      status: 'finished',
      score: { home: 2, away: 0 },
      resultSource: 'operator',
      settledAt: '2026-11-27T13:00:00.000Z',
      markets: [{ ...derby.markets[0]!, status: 'closed', result: { home: 'won', away: 'lost' } }],
    } as TTradingFixture;
    mockApi({ ...meHandler('owner'), 'GET /admin-api/trading/fixtures': () => listOf([settled]) });
    renderApp('/games/trading', TOKEN);
    const finished = await screen.findByRole('region', { name: /^Finished/ });
    expect(within(finished).getByText('Settled')).toBeTruthy();
    expect(within(finished).queryByRole('button', { name: 'Enter result' })).toBeNull();
    const row = await openFixture('feed-101');
    expect(within(row).getByText('Won')).toBeTruthy();
    expect(within(row).getByText('Lost')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit prices' })).toBeNull();
  });

  it('corrects a settled result from the one settled, saying the tickets are resettled', async () => {
    const settled = {
      ...derby,
      status: 'finished',
      score: { home: 2, away: 0 },
      resultSource: 'operator',
      settledAt: '2026-11-27T13:00:00.000Z',
    } as TTradingFixture;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([settled]),
      'POST /admin-api/trading/fixtures/feed-101/result': () =>
        jsonResponse(200, ok({ ...settled, score: { home: 2, away: 1 } })),
    });
    renderApp('/games/trading', TOKEN);
    const row = await screen.findByTestId('trading-fixture-feed-101');
    fireEvent.click(within(row).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Correct the result · Hà Nội FC v Công An Hà Nội',
    });
    expect(within(dialog).getByText(/settled again on the corrected result/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Home score') as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText('Away score'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Late goal missed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct and resettle' }));
    expect(
      await screen.findByText('Result corrected: Hà Nội FC v Công An Hà Nội is resettled.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'finished',
      score: { home: 2, away: 1 },
      reason: 'Late goal missed',
    });
  });

  it('lists members’ stake limits, sets one with a reason and shows a refusal at its field', async () => {
    const limit = {
      brand: 'LW',
      player: 'sharp_one',
      maxStake: '200.00',
      reason: 'Beats the closing line',
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    let refused = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([derby]),
      'GET /admin-api/games/brands': () =>
        jsonResponse(200, ok([{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }])),
      'GET /admin-api/trading/limits': () => jsonResponse(200, ok({ limits: [limit] })),
      'PUT /admin-api/trading/limits': () => {
        if (refused) {
          refused = false;
          return jsonResponse(
            404,
            fail('SPORTSBOOK_MEMBER_NOT_FOUND', 'trading_err_member_not_found', { field: 'body.player' }),
          );
        }
        return jsonResponse(
          200,
          ok({ limits: [limit, { ...limit, player: 'new_sharp', maxStake: '50.00' }] }),
        );
      },
    });
    renderApp('/games/trading', TOKEN);
    const section = await screen.findByRole('region', { name: 'Member stake limits' });
    const row = await within(section).findByRole('row', { name: /sharp_one/ });
    expect(within(row).getByText('200.00')).toBeTruthy();
    expect(within(row).getByText('Beats the closing line')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Limit a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'A member’s stake limit' });
    fireEvent.change(within(dialog).getByLabelText('Member account'), { target: { value: 'nobody' } });
    fireEvent.change(within(dialog).getByLabelText('Max stake per ticket'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Sharp' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save limit' }));
    expect(await within(dialog).findByText('The brand has no member with that account.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Member account'), { target: { value: 'new_sharp' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('new_sharp’s stake limit is saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      brand: 'LW',
      player: 'new_sharp',
      maxStake: '50.00',
      reason: 'Sharp',
    });
    expect(await within(section).findByRole('row', { name: /new_sharp/ })).toBeTruthy();
  });

  it('creates a fixture, posting the kick-off as an instant, with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([]),
      'POST /admin-api/trading/fixtures': () => jsonResponse(200, ok(upcoming)),
    });
    renderApp('/games/trading', TOKEN);
    expect(await screen.findByText('No fixtures')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fixture' });
    fireEvent.change(within(dialog).getByLabelText('League'), { target: { value: 'Friendlies' } });
    fireEvent.change(within(dialog).getByLabelText('Home team'), { target: { value: 'Sài Gòn FC' } });
    fireEvent.change(within(dialog).getByLabelText('Away team'), { target: { value: ' Bình Định ' } });
    fireEvent.change(within(dialog).getByLabelText('Kick-off'), { target: { value: '2026-11-28T19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Local cup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(await screen.findByText('Sài Gòn FC v Bình Định created.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sport: 'football',
      league: 'Friendlies',
      home: 'Sài Gòn FC',
      away: 'Bình Định',
      startsAt: new Date('2026-11-28T19:00').toISOString(),
      reason: 'Local cup',
    });
  });

  it('shows a refused kick-off in words at its field', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([]),
      'POST /admin-api/trading/fixtures': () =>
        jsonResponse(400, fail('VALIDATION_FAILED', 'trading_err_start_past', { field: 'body.startsAt' })),
    });
    renderApp('/games/trading', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fixture' });
    fireEvent.change(within(dialog).getByLabelText('League'), { target: { value: 'Friendlies' } });
    fireEvent.change(within(dialog).getByLabelText('Home team'), { target: { value: 'A Team' } });
    fireEvent.change(within(dialog).getByLabelText('Away team'), { target: { value: 'B Team' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(await within(dialog).findByText('The kick-off must be in the future.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Kick-off').getAttribute('aria-invalid')).toBe('true');
  });

  it('enters a football result with the final score, saying the tickets settle at once', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([derby]),
      'POST /admin-api/trading/fixtures/feed-101/result': () =>
        jsonResponse(200, ok({ ...derby, status: 'finished', settledAt: '2026-11-27T13:00:00.000Z' })),
    });
    renderApp('/games/trading', TOKEN);
    const row = await screen.findByTestId('trading-fixture-feed-101');
    fireEvent.click(within(row).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result · Hà Nội FC v Công An Hà Nội' });
    expect(within(dialog).getByText(/settled at once/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Home score'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Away score'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Full time' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter result and settle' }));
    expect(await screen.findByText('Result entered: Hà Nội FC v Công An Hà Nội is settled.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin-api/trading/fixtures/feed-101/result');
    expect(post?.body).toEqual({ status: 'finished', score: { home: 2, away: 1 }, reason: 'Full time' });
  });

  it('enters an e-sports result as the maps’ winners, or voids an abandoned fixture', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([finals]),
      'POST /admin-api/trading/fixtures/feed-esp-7/result': () => jsonResponse(200, ok(finals)),
    });
    renderApp('/games/trading', TOKEN);
    fireEvent.click(await screen.findByRole('tab', { name: 'E-sports' }));
    const row = await screen.findByTestId('trading-fixture-feed-esp-7');
    expect(
      calls
        .filter((call) => call.path === '/admin-api/trading/fixtures')
        .at(-1)
        ?.query.get('sport'),
    ).toBe('esports');
    fireEvent.click(within(row).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result · GAM Esports v Team Flash' });
    // The maps played so far are there; the decider is added.
    expect(within(dialog).getByText('Map 2: Team Flash')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Map to GAM Esports' }));
    expect(within(dialog).getByText('Map 3: GAM Esports')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Final map' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter result and settle' }));
    await screen.findByText('Result entered: GAM Esports v Team Flash is settled.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'finished',
      maps: ['home', 'away', 'home'],
      reason: 'Final map',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Enter result' }));
    const again = await screen.findByRole('dialog', { name: 'Result · GAM Esports v Team Flash' });
    fireEvent.click(within(again).getByRole('button', { name: 'Abandoned' }));
    expect(within(again).queryByRole('button', { name: 'Map to GAM Esports' })).toBeNull();
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'Server crash' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Enter result and settle' }));
    await screen.findAllByText('Result entered: GAM Esports v Team Flash is settled.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      status: 'abandoned',
      reason: 'Server crash',
    });
  });

  it('edits a market’s prices in thousandths and a changed limit, showing a refused price at its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([derby]),
      'PUT /admin-api/trading/markets/11': () =>
        refuse
          ? jsonResponse(
              400,
              fail('SPORTSBOOK_BAD_PRICES', 'trading_err_bad_price', {
                field: 'body.selections.away',
                params: { min: '1.010', max: '1000.000' },
              }),
            )
          : jsonResponse(200, ok(derby)),
    });
    renderApp('/games/trading', TOKEN);
    const row = await openFixture('feed-101');
    const handicap = within(row).getByRole('region', { name: 'Asian handicap -0.75' });
    fireEvent.click(within(handicap).getByRole('button', { name: 'Edit prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit prices · Asian handicap -0.75' });
    const home = within(dialog).getByLabelText('Price · Hà Nội FC -0.75') as HTMLInputElement;
    expect(home.value).toBe('1.925');
    fireEvent.change(home, { target: { value: '1.95' } });
    fireEvent.change(within(dialog).getByLabelText('Price · Công An Hà Nội +0.75'), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Maximum stake per ticket'), {
      target: { value: '2,000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Team news' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(
      await within(dialog).findByText('A price must be between 1.010 and 1000.000 (stake included).'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Price · Công An Hà Nội +0.75').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      selections: { home: 1950, away: 1000 },
      maxStake: '2000.00',
      reason: 'Team news',
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Price · Công An Hà Nội +0.75'), {
      target: { value: '1.850' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Market saved. The feed no longer moves it.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      selections: { home: 1950, away: 1850 },
    });
  });

  it('suspends a market with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([derby]),
      'PUT /admin-api/trading/markets/11': () => jsonResponse(200, ok(derby)),
    });
    renderApp('/games/trading', TOKEN);
    const row = await openFixture('feed-101');
    const handicap = within(row).getByRole('region', { name: 'Asian handicap -0.75' });
    fireEvent.click(within(handicap).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Asian handicap -0.75' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Red card' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Market suspended.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'suspended',
      reason: 'Red card',
    });
  });

  it('adds a market of the fixture’s sport with its line in quarters, refusing a taken line at its field', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([upcoming]),
      'POST /admin-api/trading/fixtures/op-a1b2c3/markets': () =>
        jsonResponse(
          409,
          fail('SPORTSBOOK_MARKET_EXISTS', 'trading_err_market_exists', { field: 'body.line' }),
        ),
    });
    renderApp('/games/trading', TOKEN);
    const row = await screen.findByTestId('trading-fixture-op-a1b2c3');
    fireEvent.click(within(row).getByRole('button', { name: 'Add market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add market · Sài Gòn FC v Bình Định' });
    const kinds = within(dialog).getByLabelText('Market');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1X2', 'Asian handicap', 'Over/under', 'Double chance', 'Odd/even goals', 'Correct score']);
    expect(within(dialog).queryByLabelText('Line')).toBeNull();
    fireEvent.change(kinds, { target: { value: 'asianHandicap' } });
    fireEvent.change(within(dialog).getByLabelText('Line'), { target: { value: '-1.25' } });
    fireEvent.change(within(dialog).getByLabelText('Price · Sài Gòn FC -1.25'), {
      target: { value: '2.05' },
    });
    fireEvent.change(within(dialog).getByLabelText('Price · Bình Định +1.25'), { target: { value: '1.8' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Popular line' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add market' }));
    expect(
      await within(dialog).findByText('This fixture already has a market of this kind and line.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Line').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'asianHandicap',
      line: -5,
      selections: { home: 2050, away: 1800 },
      reason: 'Popular line',
    });
  });

  it('adds a correct score with the scores given a price, and a map winner with its map', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([upcoming, { ...finals, source: 'operator' }]),
      'POST /admin-api/trading/fixtures/op-a1b2c3/markets': () => jsonResponse(200, ok(upcoming)),
      'POST /admin-api/trading/fixtures/feed-esp-7/markets': () => jsonResponse(200, ok(finals)),
    });
    renderApp('/games/trading', TOKEN);
    const row = await screen.findByTestId('trading-fixture-op-a1b2c3');
    fireEvent.click(within(row).getByRole('button', { name: 'Add market' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add market · Sài Gòn FC v Bình Định' });
    fireEvent.change(within(dialog).getByLabelText('Market'), { target: { value: 'correctScore' } });
    expect(within(dialog).queryByLabelText('Line')).toBeNull();
    expect(within(dialog).getByLabelText('Price · Any other score')).toBeTruthy();
    // Every score but 0–0 and 1–0 left blank: not offered.
    for (const key of [
      '2-0',
      '3-0',
      '0-1',
      '1-1',
      '2-1',
      '3-1',
      '0-2',
      '1-2',
      '2-2',
      '3-2',
      '0-3',
      '1-3',
      '2-3',
      '3-3',
    ])
      fireEvent.change(within(dialog).getByLabelText(`Price · ${key}`), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Price · 1-0'), { target: { value: '6.5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Scores' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add market' }));
    await screen.findByText('Market added.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      kind: 'correctScore',
      line: null,
      selections: { '0-0': 9500, '1-0': 6500, other: 8000 },
      reason: 'Scores',
    });

    const esports = await screen.findByTestId('trading-fixture-feed-esp-7');
    fireEvent.click(within(esports).getByRole('button', { name: 'Add market' }));
    dialog = await screen.findByRole('dialog', { name: 'Add market · GAM Esports v Team Flash' });
    const kinds = within(dialog).getByLabelText('Market');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Match winner', 'Map handicap', 'Total maps', 'Map winner']);
    fireEvent.change(kinds, { target: { value: 'mapWinner' } });
    fireEvent.change(within(dialog).getByLabelText('Map'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Price · GAM Esports'), { target: { value: '1.75' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Decider' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add market' }));
    await screen.findAllByText('Market added.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      kind: 'mapWinner',
      line: 3,
      selections: { home: 1750, away: 1900 },
      reason: 'Decider',
    });
  });

  it('names the newer markets and their selections', async () => {
    const withMore = {
      ...finals,
      markets: [
        ...finals.markets,
        market({
          id: 32,
          kind: 'mapWinner',
          line: 3,
          selections: [
            { key: 'home', oddsMilli: 1850 },
            { key: 'away', oddsMilli: 1950 },
          ],
        }),
      ],
    } as TTradingFixture;
    const scores = {
      ...upcoming,
      markets: [
        market({
          id: 22,
          kind: 'correctScore',
          selections: [
            { key: '2-1', oddsMilli: 8500 },
            { key: 'other', oddsMilli: 4000 },
          ],
        }),
        market({
          id: 23,
          kind: 'doubleChance',
          selections: [
            { key: '1X', oddsMilli: 1300 },
            { key: '12', oddsMilli: 1250 },
            { key: 'X2', oddsMilli: 1700 },
          ],
        }),
      ],
    } as TTradingFixture;
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([scores, withMore]),
    });
    renderApp('/games/trading', TOKEN);
    const row = await openFixture('op-a1b2c3');
    expect(within(row).getAllByText('Correct score').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('2-1').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Any other score').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('1X (home or draw)').length).toBeGreaterThan(0);
    const esports = await openFixture('feed-esp-7');
    expect(within(esports).getAllByText('Map 3 winner').length).toBeGreaterThan(0);
  });

  it('puts a trader’s fixture in play with its score', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => listOf([upcoming]),
      'PUT /admin-api/trading/fixtures/op-a1b2c3': () =>
        jsonResponse(200, ok({ ...upcoming, status: 'live' })),
    });
    renderApp('/games/trading', TOKEN);
    const row = await screen.findByTestId('trading-fixture-op-a1b2c3');
    fireEvent.click(within(row).getByRole('button', { name: 'In play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Sài Gòn FC v Bình Định in play' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Kick-off' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'In play' }));
    expect(await screen.findByText('Sài Gòn FC v Bình Định is in play.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'live',
      score: { home: 0, away: 0 },
      reason: 'Kick-off',
    });
  });

  it('says when the list cannot be read, with a retry', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/trading/fixtures': () => jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error')),
    });
    renderApp('/games/trading', TOKEN);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });

  it('is closed to an operator without the trading permission, and open to a risk operator', async () => {
    mockApi({ ...meHandler('support') });
    const { unmount } = renderApp('/games/trading', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Not available to your role')).toBeTruthy();
    unmount();
    mockApi({ ...meHandler('risk'), 'GET /admin-api/trading/fixtures': () => listOf([derby]) });
    renderApp('/games/trading', { token: 'risk-token-0123456789' });
    expect(await screen.findByTestId('trading-fixture-feed-101')).toBeTruthy();
  });
});
