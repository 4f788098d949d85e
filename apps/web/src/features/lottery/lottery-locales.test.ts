import { FAST_PRODUCTS } from '@luckwell/games/lottery/fast';
import { LOTTERY_GAMES } from '@luckwell/games/lottery/games';
import { SEA_PRODUCTS } from '@luckwell/games/lottery/sea';
import { VN_PRODUCTS } from '@luckwell/games/lottery/vn';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.ts';
import { lotteryEn } from '../i18n/locales/lottery.en.ts';
import { lotteryVi } from '../i18n/locales/lottery.vi.ts';
import { providerVi } from '../i18n/locales/provider.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the lottery bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(lotteryEn).sort()).toEqual(Object.keys(lotteryVi).sort());
    for (const key of Object.keys(lotteryVi) as (keyof typeof lotteryVi)[]) {
      expect(lotteryVi[key].trim(), key).not.toBe('');
      expect(lotteryEn[key].trim(), key).not.toBe('');
      expect(placeholders(lotteryEn[key]), key).toEqual(placeholders(lotteryVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi)]);
    expect(Object.keys(lotteryVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('names every game, product, tier and option, and words every refusal the server sends', () => {
    const keys = [
      ...LOTTERY_GAMES.map((game) => `lottery_game_${game.key}`),
      ...[...VN_PRODUCTS, ...SEA_PRODUCTS, ...Object.values(FAST_PRODUCTS).flat()].map(
        (code) => `lottery_product_${code}`,
      ),
      ...['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'].map((tier) => `lottery_tier_${tier}`),
      ...['first', 'second', 'third', 'starter', 'consolation', 'front3', 'back3', 'bottom2'].map(
        (tier) => `lottery_tier_${tier}`,
      ),
      ...['numbers', 'order', 'dice'].map((tier) => `lottery_tier_${tier}`),
      ...['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'any'].map((o) => `lottery_option_${o}`),
      ...[
        'sales_closed',
        'bad_product',
        'empty_selection',
        'bad_number',
        'duplicate_number',
        'wrong_count',
        'too_many_numbers',
        'bad_option',
        'unknown_product',
        'tod_needs_distinct_digits',
        'unit_stake',
        'number_closed',
      ].map((reason) => `lottery_err_${reason}`),
    ];
    for (const key of keys) expect(lotteryVi, key).toHaveProperty(key);
    expect(placeholders(lotteryVi.lottery_err_unit_stake)).toEqual(['min']);
    expect(placeholders(lotteryVi.lottery_err_number_closed)).toEqual(['number']);
    expect(lotteryVi.lottery_tier_special).toBe('Giải ĐB');
    expect(lotteryVi.lottery_tier_g1).toBe('Giải nhất');
    expect(providerVi).toHaveProperty('provider_err_insufficient_funds');
    expect(providerVi).toHaveProperty('provider_err_session');
  });
});
