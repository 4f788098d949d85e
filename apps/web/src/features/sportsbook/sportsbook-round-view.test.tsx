import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';
import { RoundCard } from '../provider/history-panel.tsx';

// Money on the wire is a branded string: these rounds are as the provider sends them.
const roundOf = (over: Record<string, unknown>) =>
  ({
    roundId: '22222222-2222-4222-8222-222222222222',
    vendor: 'LWSB',
    gameCode: 'LWSB-0001',
    engine: 'sportsbook',
    currency: 'VND',
    status: 'settled',
    stake: '100.00',
    multiplier: 0,
    payout: '0.00',
    balanceBefore: '1000.00',
    balanceAfter: '900.00',
    nonce: null,
    clientSeed: null,
    serverSeedHash: '',
    serverSeed: null,
    config: null,
    steps: [],
    createdAt: '2026-11-28T05:00:00.000Z',
    settledAt: null,
    ...over,
  }) as unknown as TProviderRound;
const step = (seq: number, record: unknown) => ({
  seq,
  action: {},
  record,
  multiplier: 0,
  finished: seq > 0,
  at: '2026-11-28T05:00:00.000Z',
});
const named = (
  n: number,
  market: string,
  kind: string,
  line: number | null,
  selection: string,
  odds: number,
) => ({
  fixture: `tst-${n}`,
  market,
  selection,
  odds,
  league: 'V.League 1',
  home: `Home ${n}`,
  away: `Away ${n}`,
  startsAt: '2026-11-28T12:30:00.000Z',
  kind,
  line,
});

// The service test's parlay: home −0.25 won, away −0.25 half lost, away at 3.500 won; 100 pays 332.50.
const SETTLED_PARLAY = roundOf({
  multiplier: 33_250,
  payout: '332.50',
  balanceAfter: '1232.50',
  settledAt: '2026-11-28T15:00:00.000Z',
  steps: [
    step(0, {
      ticket: 7,
      legs: [
        named(1, 'asianHandicap:-1', 'asianHandicap', -1, 'home', 1_900),
        named(2, 'asianHandicap:1', 'asianHandicap', 1, 'away', 1_950),
        named(3, 'matchResult:', 'matchResult', null, 'away', 3_500),
      ],
    }),
    step(1, {
      ticket: 7,
      status: 'won',
      payout: '33250',
      outcomes: ['won', 'half_lost', 'won'],
      odds: [1_900, 1_950, 3_500],
    }),
  ],
});

// Recorded before the legs carried names: fixture id, market key, selection and price only.
const OLD_SINGLE = roundOf({
  status: 'open',
  balanceAfter: null,
  steps: [
    step(0, {
      ticket: 3,
      legs: [{ fixture: 'sim-fb-0042', market: 'asianHandicap:-3', selection: 'away', odds: 1_920 }],
    }),
  ],
});

const view = async (round: TProviderRound) => {
  render(
    <ul>
      <RoundCard round={round} currency="VND" />
    </ul>,
  );
  return screen.findByTestId('sb-round-view');
};

describe('a sportsbook ticket in the betting record', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows a settled parlay with every leg, its outcome, the total odds, the stake and the payout', async () => {
    await setLanguage('en');
    const ticket = await view(SETTLED_PARLAY);
    expect(within(ticket).getByText('3-leg parlay')).toBeTruthy();
    expect(within(ticket).getByText('Won', { selector: 'span.rounded-full.text-\\[11px\\]' })).toBeTruthy();
    const legs = within(ticket).getAllByTestId('sb-record-leg');
    expect(legs).toHaveLength(3);
    expect(legs[0]!.textContent).toContain('V.League 1');
    expect(legs[0]!.textContent).toContain('Home 1 – Away 1');
    expect(legs[0]!.textContent).toContain('Asian handicap');
    expect(legs[0]!.textContent).toContain('Home -0.25');
    expect(legs[0]!.textContent).toContain('@ 1.90');
    expect(legs[1]!.textContent).toContain('Away -0.25');
    expect(within(legs[1]!).getByText('Half lost')).toBeTruthy();
    expect(legs[2]!.textContent).toContain('1X2');
    expect(within(legs[2]!).getByText('Won')).toBeTruthy();
    expect(ticket.textContent).toContain('Total odds');
    expect(ticket.textContent).toContain('12.96');
    expect(ticket.textContent).toContain('Stake100.00 VND');
    expect(ticket.textContent).toContain('Potential return1,296.75 VND');
    expect(ticket.textContent).toContain('Paid332.50 VND');
    expect(ticket.textContent).not.toMatch(/undefined|null|NaN|sportsbook_/);
  });

  it('shows a ticket recorded before legs had names by its fixture id and market key, in Vietnamese', async () => {
    const ticket = await view(OLD_SINGLE);
    expect(within(ticket).getByText('Cược đơn')).toBeTruthy();
    const [leg] = within(ticket).getAllByTestId('sb-record-leg');
    expect(leg!.textContent).toContain('Trận sim-fb-0042');
    expect(leg!.textContent).toContain('Kèo chấp châu Á');
    expect(leg!.textContent).toContain('Khách +0.75');
    expect(within(leg!).getByText('Chưa có kết quả')).toBeTruthy();
    expect(ticket.textContent).toContain('1.92');
    expect(ticket.textContent).not.toMatch(/undefined|null|NaN|sportsbook_/);
  });

  it('shows what a cashed-out ticket was bought back for', async () => {
    await setLanguage('en');
    const ticket = await view(
      roundOf({
        payout: '150.00',
        multiplier: 15_000,
        steps: [
          OLD_SINGLE.steps[0]!,
          step(1, { ticket: 3, status: 'cashed_out', payout: '15000', cashOut: '15000', outcomes: [null] }),
        ],
      }),
    );
    expect(within(ticket).getByText('Cashed out')).toBeTruthy();
    expect(ticket.textContent).toContain('Cashed out for150.00 VND');
    expect(ticket.textContent).toContain('Match sim-fb-0042');
  });

  it('shows a resettled ticket by its correction: the corrected outcome and payout, marked', async () => {
    await setLanguage('en');
    const ticket = await view(
      roundOf({
        payout: '0.00',
        steps: [
          OLD_SINGLE.steps[0]!,
          step(1, { ticket: 3, status: 'won', payout: '19200', outcomes: ['won'] }),
          step(2, {
            ticket: 3,
            status: 'lost',
            payout: '0',
            outcomes: ['lost'],
            correction: true,
            previous: '19200',
          }),
        ],
      }),
    );
    expect(within(ticket).getByText('Lost', { selector: 'span.rounded-full.text-\\[11px\\]' })).toBeTruthy();
    expect(within(ticket).getByTestId('sb-record-corrected').textContent).toContain('corrected result');
    expect(ticket.textContent).toContain('Paid0.00 VND');
  });

  it('shows a parlay open again after a corrected leg as open, marked, with no payout yet', async () => {
    await setLanguage('en');
    const ticket = await view(
      roundOf({
        payout: '0.00',
        steps: [
          OLD_SINGLE.steps[0]!,
          step(1, { ticket: 3, status: 'lost', payout: '0', outcomes: ['lost'] }),
          step(2, {
            ticket: 3,
            status: 'open',
            payout: '0',
            outcomes: [null],
            correction: true,
            previous: '0',
          }),
        ],
      }),
    );
    expect(within(ticket).getByText('Open', { selector: 'span.rounded-full.text-\\[11px\\]' })).toBeTruthy();
    expect(within(ticket).getByTestId('sb-record-corrected')).toBeTruthy();
    expect(ticket.textContent).not.toContain('Paid');
  });
});
