import { minesMultiplier } from '@luckwell/games/mines';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, type StubRoutes } from '../../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';
import { bodyOf, played, roundOf, sessionOf } from '../minis/minis-fixtures.ts';

const PATH = '/game/mines?vendor=LW&gameCode=LW-0010&token=launch-token-0123456789abcdef&lang=vi';
const MINES = [3, 11, 19];
const view = (revealed: number[], status = 'playing', hit: number | null = null, multiplier = 0) => ({
  mines: 3,
  mineCells: status === 'playing' ? null : MINES,
  revealed,
  hit,
  status,
  multiplier,
});
const bet = { action: { type: 'bet', mines: 3 }, record: view([]), multiplier: 0, finished: false };
const reveal = (cell: number, revealed: number[]) => ({
  action: { type: 'reveal', cell },
  record: view(revealed, 'playing', null, minesMultiplier(3, revealed.length)),
  multiplier: minesMultiplier(3, revealed.length),
  finished: false,
});
const open = (routes: StubRoutes) => renderWithApi(PATH, { routes });

describe('the mines game client', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('bets with the chosen mine count, reveals a gem, shows the next multiplier, and cashes out', async () => {
    const sent: unknown[] = [];
    const m1 = minesMultiplier(3, 1);
    open({
      'POST /provider/session': () => ok(sessionOf('mines')),
      'POST /provider/rounds/': (init) => {
        const body = bodyOf(init) as { action: { type: string } };
        sent.push(body);
        if (body.action.type === 'reveal')
          return ok(played(roundOf('mines', [bet, reveal(7, [7])]), '90.00'));
        const cashed = {
          action: { type: 'cashOut' },
          record: view([7], 'won', null, m1),
          multiplier: m1,
          finished: true,
        };
        return ok(played(roundOf('mines', [bet, reveal(7, [7]), cashed], { payout: '11.25' }), '101.25'));
      },
      'POST /provider/rounds': (init) => {
        sent.push(bodyOf(init));
        return ok(played(roundOf('mines', [bet]), '90.00'));
      },
    });
    expect((await screen.findByTestId('mines-count')).textContent).toBe('3');
    fireEvent.click(screen.getByTestId('mines-bet'));
    await waitFor(() =>
      expect((screen.getByTestId('mines-cell-7') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(sent[0]).toEqual({ stake: '10.00', action: { mines: 3 } });
    expect(screen.getByTestId('mines-next').textContent).toBe('1.125×');
    expect((screen.getByTestId('mines-cashout') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('mines-cell-7'));
    await waitFor(() => expect(screen.getByTestId('mines-cell-7').dataset.tile).toBe('gem'));
    expect(sent[1]).toEqual({ action: { type: 'reveal', cell: 7 } });
    expect(screen.getByTestId('mines-cashout-value').textContent).toBe('11.25 VND');
    expect(screen.getByTestId('mines-next').textContent).toBe(
      `${(minesMultiplier(3, 2) / 10_000).toFixed(4)}×`,
    );
    fireEvent.click(screen.getByTestId('mines-cashout'));
    await waitFor(() => expect(screen.getByTestId('mines-result').textContent).toBe('Bạn nhận 11.25 VND!'));
    expect(sent[2]).toEqual({ action: { type: 'cashOut' } });
    expect(MINES.map((cell) => screen.getByTestId(`mines-cell-${cell}`).dataset.tile)).toEqual([
      'mine',
      'mine',
      'mine',
    ]);
    expect(screen.getByTestId('provider-balance').textContent).toBe('101.25 VND');
    expect(screen.getByTestId('mines-bet')).toBeTruthy();
  });

  it('shows the mine that was hit and every other mine', async () => {
    open({
      'POST /provider/session': () => ok(sessionOf('mines')),
      'POST /provider/rounds/': () => {
        const boom = {
          action: { type: 'reveal', cell: 11 },
          record: view([], 'lost', 11),
          multiplier: 0,
          finished: true,
        };
        return ok(played(roundOf('mines', [bet, boom]), '90.00'));
      },
      'POST /provider/rounds': () => ok(played(roundOf('mines', [bet]), '90.00')),
    });
    fireEvent.click(await screen.findByTestId('mines-bet'));
    await waitFor(() =>
      expect((screen.getByTestId('mines-cell-11') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('mines-cell-11'));
    await waitFor(() => expect(screen.getByTestId('mines-cell-11').dataset.tile).toBe('hit'));
    expect(screen.getByTestId('mines-cell-3').dataset.tile).toBe('mine');
    expect(screen.getByTestId('mines-cell-0').dataset.tile).toBe('safe');
    expect(screen.getByTestId('mines-result').textContent).toBe('Trúng mìn! Chúc may mắn lần sau.');
  });

  it('resumes the open round the provider returns, with its gems and cash-out', async () => {
    const openRound = roundOf('mines', [bet, reveal(4, [4]), reveal(9, [4, 9])], { stake: '20.00' });
    open({ 'POST /provider/session': () => ok(sessionOf('mines', { openRound })) });
    await waitFor(() => expect(screen.getByTestId('mines-cell-4').dataset.tile).toBe('gem'));
    expect(screen.getByTestId('mines-cell-9').dataset.tile).toBe('gem');
    expect(screen.getByText('Ván chưa xong của bạn đã được mở lại.')).toBeTruthy();
    const value = (20_00n * BigInt(minesMultiplier(3, 2))) / 10_000n;
    expect(screen.getByTestId('mines-cashout').textContent).toBe(
      `Rút ${(Number(value) / 100).toFixed(2)} VND`,
    );
  });
});
