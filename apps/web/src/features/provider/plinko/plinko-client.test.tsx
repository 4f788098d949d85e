import { plinkoPaytable } from '@luckwell/games/plinko';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fixtures.ts';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';
import { bodyOf, played, roundOf, sessionOf } from '../minis/minis-fixtures.ts';

const PATH = '/game/plinko?vendor=LW&gameCode=LW-0004&token=launch-token-0123456789abcdef&lang=vi';

describe('the plinko game client', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the paytable of the chosen rows and risk, drops a ball along the path and lights the slot it paid', async () => {
    let sent: unknown;
    const path = ['R', 'L', 'R', 'R', 'L', 'L', 'R', 'L'] as const;
    const table = plinkoPaytable({ rows: 8, risk: 'high' });
    const drop = {
      action: { rows: 8, risk: 'high' },
      record: { rows: 8, risk: 'high', path, slot: 4, multiplier: table[4] },
      multiplier: table[4]!,
      finished: true,
    };
    renderWithApi(PATH, {
      routes: {
        'POST /provider/session': () => ok(sessionOf('plinko')),
        'POST /provider/rounds': (init) => {
          sent = bodyOf(init);
          return ok(played(roundOf('plinko', [drop], { payout: '2.00' }), '92.00'));
        },
      },
    });
    expect((await screen.findByTestId('plinko-rows')).textContent).toBe('12');
    fireEvent.change(screen.getByRole('slider', { name: 'Số hàng' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cao' }));
    expect(screen.getByTestId('plinko-max').textContent).toBe('29.00×');
    expect(screen.getByTestId('plinko-payout-max').textContent).toBe('290.00 VND');
    expect(screen.getAllByTestId(/^plinko-slot-/)).toHaveLength(9);
    fireEvent.click(screen.getByTestId('plinko-drop'));
    await waitFor(() => expect(screen.getByTestId('plinko-slot-4').dataset.hit).toBe('true'), {
      timeout: 5_000,
    });
    expect(sent).toEqual({ stake: '10.00', action: { rows: 8, risk: 'high' } });
    expect(screen.getByTestId('plinko-result').textContent).toBe('Ô 0.20×: nhận 2.00 VND');
    expect(screen.getByTestId('plinko-ball')).toBeTruthy();
    expect(screen.getByTestId('provider-balance').textContent).toBe('92.00 VND');
  });

  it('does not drop when the balance is short of the stake', async () => {
    renderWithApi(PATH, {
      routes: { 'POST /provider/session': () => ok(sessionOf('plinko', { balance: '5.00' })) },
    });
    expect(await screen.findByText(/Số dư không đủ/)).toBeTruthy();
    expect((screen.getByTestId('plinko-drop') as HTMLButtonElement).disabled).toBe(true);
  });
});
