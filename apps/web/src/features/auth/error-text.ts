/**
 * Turns whatever a sign-in call threw into translated text (the server's `message` is an i18n key,
 * spec §8; it is never shown raw) and, when the server blamed one field, which field.
 */
import { ApiError } from '@luckwell/ui/api-client';
import type { TFunction } from 'i18next';
import { errorDetail } from '../../shared/api-call.ts';
import { HumanCheckFailed } from '../../shared/human-check-error.ts';

const timeOf = (iso: string, language: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString(language === 'vi' ? 'vi-VN' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
};

export const errorText = (t: TFunction, error: unknown, language = 'vi'): string => {
  if (error instanceof HumanCheckFailed) return t('in_complete_verification');
  if (!(error instanceof ApiError)) return t('in_system_error');
  const detail = errorDetail(error);
  const params: Record<string, string | number> = { ...(detail?.params ?? {}) };
  if (detail?.retryAfterSeconds !== undefined) params.seconds = detail.retryAfterSeconds;
  if (detail?.lockedUntil) params.until = timeOf(detail.lockedUntil, language);
  if (detail?.verification) params.destination = detail.verification.destination;
  return t(error.messageKey, { ...params, defaultValue: t('in_system_error') });
};

/** `body.username` → `username`, when the server blamed one field. */
export const errorField = (error: unknown): string | null =>
  error instanceof ApiError && error.field ? error.field.replace(/^(body|query)\./, '') : null;
