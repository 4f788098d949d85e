/** A sportsbook refusal in words: its params (a price, a stake's min and max, an offer) as shown. */
import type { TSportsbookOddsFormat } from '@luckwell/contracts/provider/sportsbook';
import type { TFunction } from 'i18next';
import { refusalText } from '../../shared/error-text.ts';
import { moneyText, priceText } from './sportsbook-format.ts';

type Params = Record<string, string | number>;

export const refusalWords = (
  t: TFunction,
  key: string,
  params: Params,
  { format, currency }: { format: TSportsbookOddsFormat; currency: string },
) => {
  const shown: Params = { ...params };
  const odds = Number(params.odds);
  if (params.odds !== undefined && Number.isInteger(odds)) shown.odds = priceText(odds, format);
  for (const name of ['min', 'max', 'offer'] as const) {
    const value = params[name];
    if (typeof value === 'string') shown[name] = moneyText(value, currency);
  }
  return refusalText(t, key, shown);
};

/** A refused ticket's stored reason (an i18n key, without params) in words. */
export const ticketRefusalWords = (t: TFunction, key: string | null) => {
  if (!key) return t('sportsbook_refused_generic');
  if (key === 'sportsbook_err_odds_changed') return t('sportsbook_refused_odds_changed');
  if (key === 'sportsbook_err_stake_out_of_range') return t('sportsbook_refused_stake');
  return refusalText(t, key);
};
