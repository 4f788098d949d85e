import { SPORTSBOOK_MARKET_KINDS, SportsbookSelectionKey } from '@luckwell/contracts/provider/sportsbook';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.ts';
import { providerVi } from '../i18n/locales/provider.vi.ts';
import { sportsbookEn } from '../i18n/locales/sportsbook.en.ts';
import { sportsbookVi } from '../i18n/locales/sportsbook.vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the sportsbook bundle', () => {
  it('has the same keys and placeholders in both languages, none empty, none of another bundle', () => {
    expect(Object.keys(sportsbookEn).sort()).toEqual(Object.keys(sportsbookVi).sort());
    for (const key of Object.keys(sportsbookVi)) {
      expect(key, key).toMatch(/^sportsbook_/);
      expect(sportsbookVi[key]?.trim(), key).not.toBe('');
      expect(sportsbookEn[key]?.trim(), key).not.toBe('');
      expect(placeholders(sportsbookEn[key] ?? ''), key).toEqual(placeholders(sportsbookVi[key] ?? ''));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(providerVi)]);
    expect(Object.keys(sportsbookVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every refusal, market, selection, status and outcome the page shows', () => {
    for (const key of [
      ...[
        'fixture_not_found',
        'market_not_found',
        'ticket_not_found',
        'market_closed',
        'odds_changed',
        'stake_out_of_range',
        'liability_reached',
        'bad_parlay',
        'cash_out_unavailable',
        'cash_out_changed',
        'request_reused',
      ].map((reason) => `sportsbook_err_${reason}`),
      ...Object.keys(SPORTSBOOK_MARKET_KINDS).map((kind) => `sportsbook_market_${kind}`),
      'sportsbook_market_mapWinner_n',
      ...SportsbookSelectionKey.options
        .filter((key) => !/^\d-\d$/.test(key))
        .map((key) => `sportsbook_sel_${key}`),
      ...['1X', '12', 'X2'].map((key) => `sportsbook_sel_${key}_hint`),
      'sportsbook_more_markets',
      'sportsbook_fewer_markets',
      ...['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused'].map(
        (s) => `sportsbook_status_${s}`,
      ),
      ...['won', 'half_won', 'void', 'half_lost', 'lost'].map((o) => `sportsbook_outcome_${o}`),
      ...['prematch', 'live', 'finished', 'postponed', 'abandoned'].map((s) => `sportsbook_fixture_${s}`),
      ...['decimal', 'hk', 'malay', 'indo'].map((f) => `sportsbook_format_${f}`),
      ...['none', 'any', 'higher'].map((a) => `sportsbook_acceptance_${a}`),
      ...['all', 'live', 'today', 'upcoming', 'results'].map((f) => `sportsbook_filter_${f}`),
    ])
      expect(sportsbookVi, key).toHaveProperty(key);
  });
});
