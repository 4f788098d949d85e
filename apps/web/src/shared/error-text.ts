/** The server's failure as translated text: its message key with the envelope's params and wait. */
import { ApiError } from '@luckwell/ui/api-client';
import type { TFunction } from 'i18next';
import { errorDetail } from './api-call.ts';
import { language, refusalDetail } from './api-client.ts';
import { formatMoney } from './format-money.ts';
import { useSessionStore } from './session-store.ts';

type Params = Record<string, string | number>;

const PERIODS = ['day', 'week', 'month'] as const;

/** A moment in the reader's language and time zone ("26 May 2027, 10:00"). */
const formatMoment = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language() === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
};

/**
 * Safer-play refusals (ADR 051) carry raw values: money as the wire's decimal string, an end as an
 * ISO time or `permanent`, a period as Day/Week/Month, a session limit in minutes. They are worded here so every screen
 * that shows such a refusal (the deposit form, the game popup) says the same thing.
 */
const saferPlayParams = (t: TFunction, key: string, params: Params): Params => {
  if (!key.startsWith('in_safer_play_')) return params;
  const shown: Params = { ...params };
  const symbol = useSessionStore.getState().member?.currencySymbol ?? '';
  if (key !== 'in_safer_play_session_limit') {
    for (const name of ['limit', 'remaining'] as const) {
      const value = params[name];
      if (value !== undefined) shown[name] = formatMoney(String(value), symbol);
    }
  }
  const until = params.until;
  shown.until =
    typeof until === 'string' && until !== '' && until !== 'permanent'
      ? t('in_safer_play_until', { when: formatMoment(until) })
      : t('in_safer_play_permanent');
  const period = String(params.period ?? '').toLowerCase();
  const known = PERIODS.find((p) => period.endsWith(p));
  shown.period = known ? t(`in_safer_play_period_${known}`) : period;
  return shown;
};

/** A refusal's message key with its params, as the reader's language says it. */
export const refusalText = (t: TFunction, key: string, params: Params = {}) =>
  t(key, { ...saferPlayParams(t, key, params), defaultValue: t('in_system_error') });

/** The params a thrown refusal carried, from whichever client threw it. */
export const errorParams = (error: unknown): Params => {
  const detail = errorDetail(error) ?? refusalDetail(error);
  const params: Params = { ...(detail?.params ?? {}) };
  const wait = errorDetail(error)?.retryAfterSeconds;
  if (wait !== undefined) params.seconds = wait;
  return params;
};

export const errorText = (t: TFunction, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('in_system_error');
  return refusalText(t, error.messageKey, errorParams(error));
};
