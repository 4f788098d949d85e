/** Red envelopes and the prize wheel as the server answers them, for the rewards centre's tests. */
import type { TRedEnvelope, TWheel, TWheelPrize } from '@luckwell/contracts/member/rewards';
import { vi } from 'vitest';

export const drop = (over: Partial<Record<keyof TRedEnvelope, unknown>> = {}): TRedEnvelope =>
  ({
    id: 1,
    title: 'Lì xì chào mừng',
    total: '5000000.00',
    shares: 200,
    left: 153,
    startsAt: '2026-11-26T10:00:00.000Z',
    endsAt: '2026-12-26T10:00:00.000Z',
    state: 'open',
    mine: null,
    ...over,
  }) as TRedEnvelope;

const prize = (id: number, label: string, amount: string, chance: string, available = true): TWheelPrize =>
  ({
    id,
    label,
    kind: amount === '0.00' ? 'nothing' : 'cash',
    amount,
    chance,
    available,
  }) as TWheelPrize;

export const PRIZES: TWheelPrize[] = [
  prize(11, 'Chúc may mắn', '0.00', '40.00'),
  prize(12, '5K', '5000.00', '25.00'),
  prize(13, '10K', '10000.00', '15.00'),
  prize(14, '20K', '20000.00', '10.00'),
  prize(15, '50K', '50000.00', '6.00'),
  prize(16, '100K', '100000.00', '3.20'),
  prize(17, '500K', '500000.00', '0.80'),
  prize(18, '1 triệu', '1000000.00', '0.00', false),
];

export const wheel = (over: Partial<Record<keyof TWheel, unknown>> = {}): TWheel =>
  ({
    enabled: true,
    prizes: PRIZES,
    expectedValue: '11450.00',
    tickets: 3,
    depositForTicket: '100000.00',
    validBetForTicket: '500000.00',
    spins: [],
    currencySymbol: '₫',
    ...over,
  }) as TWheel;

/** The reader asked the system for less motion (jsdom has no matchMedia of its own). */
export const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
