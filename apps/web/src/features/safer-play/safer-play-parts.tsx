/**
 * Pieces the Safer play page and the reality check share: how lengths and money are worded in the
 * reader's language (the panel frame and moments are shared/panel.tsx and shared/format-when.ts).
 */
import type { TLimitKind } from '@luckwell/contracts/member/safer-play';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { useSessionStore } from '../../shared/session-store.ts';

/** The member's currency symbol, as the header shows the balance. */
export const useCurrencySymbol = () => useSessionStore((state) => state.member?.currencySymbol ?? '');

/** A limit's value (money, or minutes for the session limit) as the page shows it. */
export const limitText = (t: TFunction, kind: TLimitKind, value: string, symbol: string) =>
  kind === 'sessionMinutes' ? t('sp_minutes', { count: Number(value) }) : formatMoney(value, symbol);

/** A time-out length: "24 hours", "7 days", "6 weeks". */
export const timeoutLength = (t: TFunction, days: number) => {
  if (days === 1) return t('sp_days_1');
  if (days % 7 === 0 && days > 14) return t('sp_weeks', { count: days / 7 });
  return t('sp_days', { count: days });
};

/** A self-exclusion length: "6 months", "1 year", "5 years", "Permanently". */
export const exclusionLength = (t: TFunction, months: number | null) => {
  if (months === null) return t('sp_permanent');
  if (months === 12) return t('sp_years_1');
  if (months % 12 === 0) return t('sp_years', { count: months / 12 });
  return t('sp_months', { count: months });
};

/** When a break chosen now would end (shown in the confirmation; the server's answer is the record). */
export const endOf = (length: { days: number } | { months: number | null }) => {
  const end = new Date();
  if ('days' in length) end.setDate(end.getDate() + length.days);
  else if (length.months === null) return null;
  else end.setMonth(end.getMonth() + length.months);
  return end.toISOString();
};
