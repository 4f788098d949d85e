/**
 * A mini game's step in the history panel (ADR 038), in symbols that need no translation:
 * plinko "RLRRLLRL → 0.20×", mines "◆ 2 · 1.2375×" / "✕ 12" / "✓ 1.2375×", hi-lo "▲ 10♥ · 1.43×".
 * Undefined for any other engine (the panel then shows the record as it is).
 */
import type { HiloRecord } from '@luckwell/games/hilo';
import type { MinesRecord } from '@luckwell/games/mines';
import type { PlinkoRecord } from '@luckwell/games/plinko';
import { multiplierText } from '../money-text.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const ARROWS: Record<string, string> = { start: '•', skip: '»', higher: '▲', lower: '▼' };

export const minisStepText = (engine: string, record: unknown): string | undefined => {
  if (!record || typeof record !== 'object') return undefined;
  if (engine === 'plinko') {
    const r = record as PlinkoRecord;
    return `${r.path.join('')} → ${multiplierText(r.multiplier)}`;
  }
  if (engine === 'mines') {
    const r = record as MinesRecord;
    if (r.status === 'lost') return r.hit === null ? '✕' : `✕ ${r.hit + 1}`;
    if (r.status === 'won') return `✓ ${multiplierText(r.multiplier)}`;
    return r.revealed.length === 0
      ? `${r.mines} ✹`
      : `◆ ${r.revealed.length} · ${multiplierText(r.multiplier)}`;
  }
  if (engine === 'hilo') {
    const r = record as HiloRecord;
    const step = r.history.at(-1)!;
    const card = `${RANKS[step.card % 13]}${SUITS[Math.floor(step.card / 13)]}`;
    if (r.status === 'lost') return `${ARROWS[step.action]} ${card} ✕`;
    if (r.status === 'won') return `✓ ${multiplierText(r.multiplier)}`;
    return r.guesses > 0
      ? `${ARROWS[step.action]} ${card} · ${multiplierText(r.multiplier)}`
      : `${ARROWS[step.action]} ${card}`;
  }
  return undefined;
};
