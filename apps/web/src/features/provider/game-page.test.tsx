import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok, type StubRoutes } from '../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../test/render-app.tsx';

const PATH = '/game/dice?vendor=LW&gameCode=LW-0001&token=launch-token-0123456789abcdef&lang=vi';

const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', nonce: 0 };
const session = (balance = '100.00') => ({
  token: 'provider-session-token',
  player: 'p',
  currency: 'VND',
  balance,
  game: {
    vendor: 'LW',
    gameCode: 'LW-0001',
    gameName: 'Lucky Dice',
    engine: 'dice',
    rtp: '99.00',
    config: { rtpBp: 9900 },
  },
  fairness,
  openRound: null,
});
const round = (roll: number, payout: string) => ({
  roundId: '11111111-1111-4111-8111-111111111111',
  vendor: 'LW',
  gameCode: 'LW-0001',
  engine: 'dice',
  currency: 'VND',
  status: 'settled',
  stake: '10.00',
  multiplier: payout === '0.00' ? 0 : 19_800,
  payout,
  balanceBefore: '100.00',
  balanceAfter: payout === '0.00' ? '90.00' : '109.80',
  nonce: 0,
  clientSeed: 'seed',
  serverSeedHash: fairness.serverSeedHash,
  serverSeed: null,
  config: { rtpBp: 9900 },
  steps: [
    {
      seq: 0,
      action: { target: 5000, direction: 'under' },
      record: { roll, target: 5000, direction: 'under', winning: 5000, win: payout !== '0.00' },
      multiplier: payout === '0.00' ? 0 : 19_800,
      finished: true,
      at: new Date().toISOString(),
    },
  ],
  createdAt: new Date().toISOString(),
  settledAt: new Date().toISOString(),
});

const open = (routes: StubRoutes) => renderWithApi(PATH, { routes });

describe('the dice game client', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('opens the session with the launch token and shows the chance, multiplier and payout', async () => {
    let sent: unknown;
    open({
      'POST /provider/session': (init) => {
        sent = JSON.parse(String(init?.body));
        return ok(session());
      },
    });
    expect(await screen.findByText('Lucky Dice')).toBeTruthy();
    expect(sent).toEqual({ vendor: 'LW', gameCode: 'LW-0001', launchToken: 'launch-token-0123456789abcdef' });
    expect(screen.getByTestId('provider-balance').textContent).toBe('100.00 VND');
    expect((await screen.findByTestId('dice-chance')).textContent).toBe('50.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.98×');
    expect(screen.getByTestId('dice-payout').textContent).toBe('19.80 VND');
    // Over keeps the same win chance on the other side of the scale.
    fireEvent.click(screen.getByRole('button', { name: /^Trên/ }));
    expect(screen.getByTestId('dice-chance').textContent).toBe('50.00%');
  });

  it('rolls through the provider and shows the roll, the win and the new balance', async () => {
    let bet: unknown;
    open({
      'POST /provider/session': () => ok(session()),
      'POST /provider/rounds': (init) => {
        bet = JSON.parse(String(init?.body));
        return ok({ round: round(1868, '19.80'), balance: '109.80', fairness: { ...fairness, nonce: 1 } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gieo' }));
    await waitFor(() => expect(screen.getByTestId('dice-roll').textContent).toBe('18.68'), {
      timeout: 5_000,
    });
    expect(bet).toEqual({ stake: '10.00', action: { target: 5000, direction: 'under' } });
    expect(screen.getByTestId('dice-result').textContent).toBe('Thắng 19.80 VND!');
    expect(screen.getByTestId('provider-balance').textContent).toBe('109.80 VND');
  });

  it('says plainly when the balance is short of the stake, and does not roll', async () => {
    open({
      'POST /provider/session': () => ok(session('5.00')),
    });
    expect(await screen.findByText(/Số dư không đủ/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gieo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a spent launch link as a message, not a code', async () => {
    open({
      'POST /provider/session': () => failure('PROVIDER_SESSION_INVALID', 'provider_err_launch', null, 401),
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Liên kết mở trò chơi đã hết hạn hoặc đã được dùng. Hãy mở lại trò chơi từ sảnh.',
    );
  });
});
