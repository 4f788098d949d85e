import { describe, expect, it } from 'vitest';
import { minisStepText } from './step-text.ts';

describe('mini-game steps in the history', () => {
  it('reads plinko, mines and hi-lo steps in symbols, and leaves other engines alone', () => {
    expect(
      minisStepText('plinko', { rows: 8, risk: 'low', path: ['R', 'L'], slot: 1, multiplier: 2_000 }),
    ).toBe('RL → 0.20×');
    const board = {
      mines: 3,
      mineCells: null,
      revealed: [4, 9],
      hit: null,
      status: 'playing',
      multiplier: 12_375,
    };
    expect(minisStepText('mines', board)).toBe('◆ 2 · 1.2375×');
    expect(minisStepText('mines', { ...board, revealed: [], multiplier: 0 })).toBe('3 ✹');
    expect(minisStepText('mines', { ...board, status: 'lost', hit: 11 })).toBe('✕ 12');
    expect(minisStepText('mines', { ...board, status: 'won' })).toBe('✓ 1.2375×');
    const hilo = {
      status: 'playing',
      card: 22,
      guesses: 1,
      multiplier: 14_300,
      history: [
        { action: 'start', card: 4, multiplier: 10_000 },
        { action: 'higher', card: 22, multiplier: 14_300 },
      ],
    };
    expect(minisStepText('hilo', hilo)).toBe('▲ 10♥ · 1.43×');
    expect(minisStepText('hilo', { ...hilo, status: 'lost' })).toBe('▲ 10♥ ✕');
    expect(minisStepText('dice', { roll: 1 })).toBeUndefined();
  });
});
