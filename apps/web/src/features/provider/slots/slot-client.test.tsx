import { playRound } from '@luckwell/games/slots/engine';
import { slotModelById } from '@luckwell/games/slots/registry';
import type { RoundResult } from '@luckwell/games/slots/types';
import { createVerifierStream } from '@luckwell/games/verify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type StubRoutes } from '../../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';
import { payOf, spinsOf } from './slot-play.ts';

const PATH = '/game/slot-5x3?vendor=LW&gameCode=LW-0003&token=launch-token-0123456789abcdef&lang=vi';
const MODEL = 'lines20-low';
const model = slotModelById(MODEL)!;
const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0 };

const session = (balance = '100000.00') => ({
  token: 'provider-session-token',
  player: 'p',
  currency: 'VND',
  balance,
  game: {
    vendor: 'LW',
    gameCode: 'LW-0003',
    gameName: 'Golden Dragon',
    engine: 'slot-5x3',
    rtp: '96.15',
    config: { model: MODEL },
  },
  fairness,
  openRound: null,
});

/** The first round from these seeds that `wanted` accepts: real engine output, as the provider sends it. */
const roundWhere = (wanted: (round: RoundResult) => boolean) => {
  for (let nonce = 0; nonce < 20_000; nonce++) {
    const round = playRound(
      model,
      createVerifierStream({ serverSeed: 'web-test', clientSeed: 'seed', nonce }),
    );
    if (wanted(round)) return round;
  }
  throw new Error('no such round');
};

const STAKE = 1_000_00n;
const providerRound = (record: RoundResult, balanceBefore = 100_000_00n) => {
  const payout = payOf(STAKE, record.multiplier);
  const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  return {
    round: {
      roundId: '11111111-1111-4111-8111-111111111111',
      vendor: 'LW',
      gameCode: 'LW-0003',
      engine: 'slot-5x3',
      currency: 'VND',
      status: 'settled',
      stake: '1000.00',
      multiplier: record.multiplier,
      payout: money(payout),
      balanceBefore: money(balanceBefore),
      balanceAfter: money(balanceBefore - STAKE + payout),
      nonce: 0,
      clientSeed: 'seed',
      serverSeedHash: fairness.serverSeedHash,
      serverSeed: null,
      config: { model: MODEL },
      steps: [
        {
          seq: 0,
          action: null,
          record,
          multiplier: record.multiplier,
          finished: true,
          at: new Date().toISOString(),
        },
      ],
      createdAt: new Date().toISOString(),
      settledAt: new Date().toISOString(),
    },
    balance: money(balanceBefore - STAKE + payout),
    fairness: { ...fairness, nonce: 1 },
    payout: money(payout),
  };
};

const reduceMotion = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const open = (routes: StubRoutes) => renderWithApi(PATH, { routes });

describe('the video slot client', () => {
  beforeEach(async () => {
    await setUpBrand();
    reduceMotion();
  });

  it("opens the title's model: five reels of three, the stake, and the paytable with its published maths", async () => {
    open({ 'POST /provider/session': () => ok(session()) });
    expect(await screen.findByText('Golden Dragon')).toBeTruthy();
    const reels = await screen.findByTestId('slot-reels');
    expect(within(reels).getAllByTestId('slot-reel')).toHaveLength(5);
    expect(within(reels).getAllByTestId('slot-cell')).toHaveLength(15);
    expect(screen.getByTestId('slot-stake').textContent).toBe('1,000.00');
    expect(screen.getByText('20 dòng')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tăng mức cược' }));
    expect(screen.getByTestId('slot-stake').textContent).toBe('2,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Bảng thưởng' }));
    const info = await screen.findByTestId('slot-info');
    expect(within(info).getByTestId('slot-info-rtp').textContent).toBe('96.15%');
    expect(within(info).getByTestId('slot-info-volatility').textContent).toBe('Thấp');
    // H1 pays 750 coins of 20 for five: 75,000.00 on a stake of 2,000.00; the symbol is drawn, not loaded.
    const [, h1] = within(within(info).getByTestId('slot-paytable')).getAllByRole('row');
    expect(h1!.textContent).toContain('75,000.00 VND');
    expect(h1!.querySelector('svg[data-symbol="H1"]')).not.toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(within(info).getAllByRole('listitem')).toHaveLength(20);
  });

  it('spins through the provider, lands on its grid, shows the win and the new balance', async () => {
    const record = roundWhere(
      (r) => r.freeSpins.length === 0 && r.base.wins.length > 0 && r.multiplier < 150_000,
    );
    const answer = providerRound(record);
    let bet: unknown;
    open({
      'POST /provider/session': () => ok(session()),
      'POST /provider/rounds': (init) => {
        bet = JSON.parse(String(init?.body));
        return ok(answer);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Quay' }));
    await waitFor(() =>
      expect(screen.getByTestId('slot-message').textContent).toBe(
        `Bạn thắng ${answer.payout.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} VND`,
      ),
    );
    expect(bet).toEqual({ stake: '1000.00', action: null });
    // The reels show the server's grid, winning cells lit.
    const cells = screen.getAllByTestId('slot-cell');
    const codes = cells.map((cell) => cell.dataset.symbol);
    const reelMajor = record.base.grid.flatMap((column) => column.map((id) => model.symbols[id]!.code));
    expect(codes).toEqual(reelMajor);
    const lit = cells.filter((cell) => cell.dataset.win === 'true').length;
    expect(lit).toBeGreaterThan(0);
    // Once shown, the win is in the balance; the total win reads the provider's payout.
    await waitFor(() =>
      expect(screen.getByTestId('provider-balance').textContent).toBe(
        `${answer.balance.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} VND`,
      ),
    );
    expect(screen.getByTestId('slot-total-win').textContent).toContain(
      answer.payout.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
  });

  it('plays the free spins out one by one with their counter and multiplier', async () => {
    const record = roundWhere((r) => r.freeSpins.length >= 10);
    const answer = providerRound(record);
    open({
      'POST /provider/session': () => ok(session()),
      'POST /provider/rounds': () => ok(answer),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Quay' }));
    expect((await screen.findByTestId('slot-banner')).textContent).toBe(
      `${record.base.freeSpinsAwarded} vòng quay miễn phí!`,
    );
    expect((await screen.findByTestId('slot-free-spins', {}, { timeout: 8_000 })).textContent).toMatch(
      /^Vòng miễn phí \d+\/\d+$/,
    );
    expect(screen.getByTestId('slot-feature-multiplier').textContent).toBe('Mọi khoản thắng ×2');
    // The quick stop jumps to the end of the round.
    fireEvent.click(screen.getByRole('button', { name: 'Dừng nhanh' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quay' })).toBeTruthy(), {
      timeout: 8_000,
    });
    expect(screen.queryByTestId('slot-free-spins')).toBeNull();
    const last = spinsOf(record).at(-1)!;
    expect(screen.getAllByTestId('slot-cell').map((cell) => cell.dataset.symbol)).toEqual(
      last.grid.flatMap((column) => column.map((id) => model.symbols[id]!.code)),
    );
  });

  it('says plainly when the balance is short of the stake, and does not spin', async () => {
    open({ 'POST /provider/session': () => ok(session('500.00')) });
    expect(await screen.findByText(/Số dư không đủ/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Quay' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
