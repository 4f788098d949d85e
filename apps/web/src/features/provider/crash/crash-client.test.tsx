import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';

const PATH = '/game/crash?vendor=LW&gameCode=LW-0009&token=launch-token-0123456789abcdef&lang=vi';

/** A stand-in for the live feed: the test pushes `state` events to the open EventSource. */
class FeedStub {
  static last: FeedStub | undefined;
  readonly url: string;
  onerror: (() => void) | null = null;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(url: string) {
    this.url = url;
    FeedStub.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    if (name === 'state') this.listeners.push(listener);
  }
  close() {}
  push(state: object) {
    act(() => {
      for (const l of this.listeners) l(new MessageEvent('state', { data: JSON.stringify(state) }));
    });
  }
}

const fairness = { serverSeedHash: '', clientSeed: 'seed', nonce: 0 };
const session = {
  token: 'provider-session-token',
  player: 'demo_crash1',
  currency: 'VND',
  balance: '100.00',
  game: {
    vendor: 'LW',
    gameCode: 'LW-0009',
    gameName: 'Rocket Crash',
    engine: 'crash',
    rtp: '99.00',
    config: {},
  },
  fairness,
  openRound: null,
};
const hash = 'ab'.repeat(32);
const chain = { commitment: 'cd'.repeat(32), salt: 'ef'.repeat(16), length: 10_000 };
const recent = [
  { number: 41, chainGame: 41, crashPoint: 247, hash, commitment: chain.commitment, salt: chain.salt },
];
const state = (phase: 'betting' | 'running' | 'crashed', bets: object[] = [], offsetMs = 0) => {
  const now = Date.now();
  const startsAt = phase === 'betting' ? now + 4_000 : now - 2_000 - offsetMs;
  return {
    serverTime: new Date(now).toISOString(),
    bettingMs: 6_000,
    game: {
      number: 42,
      chainGame: 42,
      phase,
      bettingAt: new Date(startsAt - 6_000).toISOString(),
      startsAt: new Date(startsAt).toISOString(),
      crashesAt: phase === 'crashed' ? new Date(now - 100).toISOString() : null,
      endsAt: phase === 'crashed' ? new Date(now + 2_900).toISOString() : null,
      crashPoint: phase === 'crashed' ? 113 : null,
      hash: phase === 'crashed' ? '12'.repeat(32) : null,
    },
    bets,
    recent,
    chain,
  };
};
const myBet = (over: object = {}) => ({
  roundId: '22222222-2222-4222-8222-222222222222',
  gameNumber: 42,
  stake: '10.00',
  autoCashOut: null,
  cashedOutAt: null,
  tick: null,
  payout: null,
  resolved: false,
  crashPoint: null,
  balance: null,
  ...over,
});
const round = {
  roundId: '22222222-2222-4222-8222-222222222222',
  vendor: 'LW',
  gameCode: 'LW-0009',
  engine: 'crash',
  currency: 'VND',
  status: 'open',
  stake: '10.00',
  multiplier: 0,
  payout: '0.00',
  balanceBefore: '100.00',
  balanceAfter: null,
  nonce: null,
  clientSeed: null,
  serverSeedHash: '',
  serverSeed: null,
  config: {},
  steps: [],
  createdAt: new Date().toISOString(),
  settledAt: null,
};

describe('the crash game client', () => {
  beforeEach(async () => {
    await setUpBrand();
    vi.stubGlobal('EventSource', FeedStub);
    // jsdom draws nothing: the curve is skipped, the numbers still show.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    FeedStub.last = undefined;
  });

  it('shows the round from the feed: countdown, recent crash points with verify links, fairness', async () => {
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(session),
        'GET /provider/crash/state': () => ok({ ...state('betting'), myBet: null }),
      },
    });
    expect(await screen.findByText('Ván #42')).toBeTruthy();
    expect(FeedStub.last?.url).toBe('/provider/crash/events');
    expect(screen.getByTestId('crash-phase').dataset.phase).toBe('betting');
    expect(screen.getByText('Vòng mới bắt đầu sau')).toBeTruthy();
    const chip = screen.getByRole('link', { name: '2.47×' });
    expect(chip.getAttribute('href')).toBe(
      `/verify?engine=crash&hash=${hash}&salt=${chain.salt}&commitment=${chain.commitment}&game=41`,
    );
    expect(screen.getByTestId('crash-commitment').textContent).toBe(chain.commitment);
    expect(screen.getByRole('button', { name: 'Đặt cược' })).toBeTruthy();
  });

  it('bets with an auto cash-out, cashes out while running and shows the win and the balance', async () => {
    let sent: unknown;
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(session),
        'GET /provider/crash/state': () => ok({ ...state('betting'), myBet: null }),
        'POST /provider/crash/bets': (init) => {
          sent = JSON.parse(String(init?.body));
          return ok({ round, balance: '90.00', fairness, bet: myBet({ autoCashOut: 500 }) });
        },
        'POST /provider/crash/cashout': () =>
          ok({
            round: { ...round, status: 'settled', payout: '15.20', balanceAfter: '105.20' },
            balance: '105.20',
            fairness,
            bet: myBet({ autoCashOut: 500, cashedOutAt: 152, tick: 70, payout: '15.20', resolved: true }),
          }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Tự động chốt tại'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    await waitFor(() => expect(screen.getByTestId('provider-balance').textContent).toBe('90.00 VND'));
    expect(sent).toEqual({ stake: '10.00', autoCashOut: 500 });
    expect(screen.getByRole('button', { name: 'Đã đặt cược — chờ vòng bắt đầu' })).toHaveProperty(
      'disabled',
      true,
    );
    FeedStub.last!.push(
      state('running', [
        { id: 1, name: 'de***1', stake: '10.00', currency: 'VND', cashedOutAt: null, payout: null },
      ]),
    );
    expect(screen.getByTestId('crash-players').textContent).toContain('de***1');
    fireEvent.click(await screen.findByRole('button', { name: /^Chốt lời/ }));
    await waitFor(() =>
      expect(screen.getByTestId('crash-result').textContent).toBe('Đã chốt tại 1.52× · thắng 15.20 VND'),
    );
    expect(screen.getByTestId('provider-balance').textContent).toBe('105.20 VND');
  });

  it('says the bet was lost when the round crashes first, and refuses a bad auto target', async () => {
    let calls = 0;
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(session),
        'GET /provider/crash/state': () => {
          calls += 1;
          return ok(
            calls === 1
              ? { ...state('running'), myBet: myBet() }
              : {
                  ...state('crashed'),
                  myBet: myBet({ payout: '0.00', resolved: true, crashPoint: 113, balance: '90.00' }),
                },
          );
        },
      },
    });
    expect(await screen.findByRole('button', { name: /^Chốt lời/ })).toBeTruthy();
    FeedStub.last!.push(state('crashed'));
    await waitFor(() =>
      expect(screen.getByTestId('crash-result').textContent).toBe('Nổ tại 1.13× trước khi bạn chốt lời'),
    );
    expect(screen.getByTestId('crash-point').textContent).toBe('Nổ tại 1.13×');
    FeedStub.last!.push({ ...state('betting'), game: { ...state('betting').game, number: 43 } });
    // The outcome stays in view while the next round takes bets.
    expect(screen.getByTestId('crash-result').textContent).toBe('Nổ tại 1.13× trước khi bạn chốt lời');
    fireEvent.change(await screen.findByLabelText('Tự động chốt tại'), { target: { value: '1.00' } });
    expect(screen.getByRole('alert').textContent).toBe('Hệ số tự động chốt phải từ 1.01 đến 1000000.');
    expect(screen.getByRole('button', { name: 'Đặt cược' })).toHaveProperty('disabled', true);
  });

  it('learns the outcome of a bet whose crash it missed, once the feed is on the next round', async () => {
    let moved = false;
    const next = { ...state('betting'), game: { ...state('betting').game, number: 43 } };
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(session),
        'GET /provider/crash/state': () => {
          return ok(
            !moved
              ? { ...state('running'), myBet: myBet() }
              : {
                  ...next,
                  myBet: myBet({ payout: '0.00', resolved: true, crashPoint: 113, balance: '90.00' }),
                },
          );
        },
      },
    });
    expect(await screen.findByRole('button', { name: /^Chốt lời/ })).toBeTruthy();
    // A slow connection: the feed's next word is already the next round's betting window.
    moved = true;
    FeedStub.last!.push(next);
    await waitFor(() =>
      expect(screen.getByTestId('crash-result').textContent).toBe('Nổ tại 1.13× trước khi bạn chốt lời'),
    );
  });
});
