import { hiloNextMultiplier } from '@luckwell/games/hilo';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';
import { bodyOf, played, roundOf, sessionOf } from '../minis/minis-fixtures.ts';

const PATH = '/game/hilo?vendor=LW&gameCode=LW-0000&token=launch-token-0123456789abcdef&lang=vi';
/** Card 4 is the 5 of spades (rank 5); card 22 the 10 of hearts. */
const FIVE = 4;
const TEN = 22;
const state = (over: Record<string, unknown> = {}) => ({
  config: { maxSkips: 20 },
  status: 'playing',
  card: FIVE,
  history: [{ action: 'start', card: FIVE, multiplier: 10_000 }],
  skipsLeft: 20,
  guesses: 0,
  multiplier: 0,
  ...over,
});
const start = { action: { type: 'start' }, record: state(), multiplier: 0, finished: false };
const up = hiloNextMultiplier(10_000, 5, 'higher');
const guessed = {
  action: { type: 'guess', guess: 'higher' },
  record: state({
    card: TEN,
    guesses: 1,
    multiplier: up,
    history: [
      { action: 'start', card: FIVE, multiplier: 10_000 },
      { action: 'higher', card: TEN, multiplier: up },
    ],
  }),
  multiplier: up,
  finished: false,
};

describe('the hi-lo game client', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('deals a card, offers higher and lower with their chance and multiplier, and cashes out after a right guess', async () => {
    const sent: unknown[] = [];
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(sessionOf('hilo')),
        'POST /provider/rounds/': (init) => {
          const body = bodyOf(init) as { action: { type: string } };
          sent.push(body);
          if (body.action.type === 'guess') return ok(played(roundOf('hilo', [start, guessed]), '90.00'));
          const cashed = {
            action: { type: 'cashOut' },
            record: { ...guessed.record, status: 'won' },
            multiplier: up,
            finished: true,
          };
          return ok(played(roundOf('hilo', [start, guessed, cashed], { payout: '14.14' }), '104.14'));
        },
        'POST /provider/rounds': (init) => {
          sent.push(bodyOf(init));
          return ok(played(roundOf('hilo', [start]), '90.00'));
        },
      },
    });
    fireEvent.click(await screen.findByTestId('hilo-bet'));
    expect(await screen.findAllByRole('img', { name: '5 bích' })).toHaveLength(2); // showing, and first in the trail
    expect(sent[0]).toEqual({ stake: '10.00', action: null });
    // On a 5: higher-or-same wins on 9 ranks of 13, lower-or-same on 5.
    expect(screen.getByTestId('hilo-higher').textContent).toBe('▲ Cao hơn hoặc bằngCơ hội 69.23%1.43×');
    expect(screen.getByTestId('hilo-lower').textContent).toContain('Cơ hội 38.46%');
    expect((screen.getByTestId('hilo-cashout') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('hilo-higher'));
    expect(await screen.findAllByRole('img', { name: '10 cơ' })).toHaveLength(2);
    expect(sent[1]).toEqual({ action: { type: 'guess', guess: 'higher' } });
    expect(screen.getByTestId('hilo-total').textContent).toBe('1.43×');
    expect(screen.getByTestId('hilo-cashout-value').textContent).toBe('14.30 VND');
    expect(screen.getByTestId('hilo-trail').children).toHaveLength(2);
    fireEvent.click(screen.getByTestId('hilo-cashout'));
    await waitFor(() => expect(screen.getByTestId('hilo-result').textContent).toBe('Bạn nhận 14.14 VND!'));
    expect(sent[2]).toEqual({ action: { type: 'cashOut' } });
    expect(screen.getByTestId('provider-balance').textContent).toBe('104.14 VND');
  }, 15_000);

  it('skips a card while skips are left, and resumes an open round from the session', async () => {
    let sent: unknown;
    const skipped = {
      action: { type: 'skip' },
      record: state({
        card: TEN,
        skipsLeft: 19,
        history: [...state().history, { action: 'skip', card: TEN, multiplier: 10_000 }],
      }),
      multiplier: 0,
      finished: false,
    };
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(sessionOf('hilo', { openRound: roundOf('hilo', [start]) })),
        'POST /provider/rounds/': (init) => {
          sent = bodyOf(init);
          return ok(played(roundOf('hilo', [start, skipped]), '90.00'));
        },
      },
    });
    expect(await screen.findByText('Ván chưa xong của bạn đã được mở lại.')).toBeTruthy();
    expect(screen.getByTestId('hilo-skip').textContent).toBe('Bỏ qua lá (20)');
    fireEvent.click(screen.getByTestId('hilo-skip'));
    await waitFor(() => expect(screen.getByTestId('hilo-skip').textContent).toBe('Bỏ qua lá (19)'));
    expect(sent).toEqual({ action: { type: 'skip' } });
  });
});
