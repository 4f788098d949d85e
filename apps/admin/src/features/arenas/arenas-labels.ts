/**
 * How the arenas console reads a fight: its status's tone, the moves its status allows, a price in
 * thousandths as the board writes it, and each side's colours (Meron red, Wala blue, Draw green).
 */
import type { TArenaAdmin, TArenaFightAdmin } from '@luckwell/contracts/admin/arenas';
import type { TCockfightSide, TFightResult, TFightStatus } from '@luckwell/contracts/provider/cockfight';
import type { BadgeTone } from '../../shared/badge.tsx';

export const STATUS_TONES: Record<TFightStatus, BadgeTone> = {
  OPEN: 'jade',
  LAST_CALL: 'gold',
  CLOSED: 'violet',
  RESULT: 'neutral',
  CANCELLED: 'danger',
};

export const SIDES = ['meron', 'wala', 'draw'] as const satisfies readonly TCockfightSide[];
export const RESULTS = ['MERON', 'WALA', 'DRAW'] as const satisfies readonly TFightResult[];
export const sideOf = (result: TFightResult) => result.toLowerCase() as TCockfightSide;

/** Each side's colours: the pool's panel, its text, and a result's pill. */
export const SIDE_STYLE: Record<TCockfightSide, { panel: string; text: string; pill: string }> = {
  meron: {
    panel: 'border-red-500/40 bg-red-500/10',
    text: 'text-red-400',
    pill: 'border-red-500/50 bg-red-500/15 text-red-300',
  },
  wala: {
    panel: 'border-blue-500/40 bg-blue-500/10',
    text: 'text-blue-400',
    pill: 'border-blue-500/50 bg-blue-500/15 text-blue-300',
  },
  draw: {
    panel: 'border-emerald-500/40 bg-emerald-500/10',
    text: 'text-emerald-400',
    pill: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-300',
  },
};

/** 1900 → "1.900". */
export const priceOf = (milli: number) => (milli / 1000).toFixed(3);

/** 500 → "5", 250 → "2.5". */
export const percentOf = (basisPoints: number) => String(basisPoints / 100);

/** Betting or closed, not yet resulted: the fight can still be cancelled (every bet refunded). */
export const running = (fight: TArenaFightAdmin | null): fight is TArenaFightAdmin =>
  fight !== null && (fight.status === 'OPEN' || fight.status === 'LAST_CALL' || fight.status === 'CLOSED');

/** What the operator may do to an arena now: manual arenas move by hand; any running fight cancels. */
export const movesOf = (arena: TArenaAdmin) => {
  const { fight } = arena;
  const manual = arena.mode === 'manual';
  const status = fight?.status ?? null;
  return {
    open: manual && (status === null || status === 'RESULT' || status === 'CANCELLED'),
    lastCall: manual && status === 'OPEN',
    close: manual && (status === 'OPEN' || status === 'LAST_CALL'),
    result: manual && status === 'CLOSED',
    cancel: running(fight),
  };
};

/** "1.9" / "1.900" → 1900 thousandths, or the text as typed for the server to refuse at its field. */
export const milliOf = (typed: string): number => {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(plain)) return plain as unknown as number;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
};
