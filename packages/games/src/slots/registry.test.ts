import { describe, expect, it } from 'vitest';
import { slotModelById, slotModelForTitle, slotModels } from './registry.ts';

describe('slot model registry', () => {
  it('finds a model by id, and nothing for an unknown one', () => {
    expect(slotModelById('ways-high')?.mode.kind).toBe('ways');
    expect(slotModelById('no-such-model')).toBeUndefined();
  });

  it('gives every catalogue title the same model each time, spreading titles over all models', () => {
    const codes = Array.from({ length: 600 }, (_, i) => `LW-${String(i).padStart(4, '0')}`);
    const picked = codes.map((code) => slotModelForTitle(code).id);
    expect(codes.map((code) => slotModelForTitle(code).id)).toEqual(picked);
    expect(new Set(picked)).toEqual(new Set(slotModels.map((model) => model.id)));
  });

  it('gives jackpot titles only jackpot-eligible models', () => {
    for (let i = 0; i < 200; i++) expect(slotModelForTitle(`JP-${i}`, true).jackpotEligible).toBe(true);
  });
});
