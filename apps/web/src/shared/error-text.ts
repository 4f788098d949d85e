/** The server's failure as translated text: its message key with the envelope's params and wait. */
import { ApiError } from '@luckwell/ui/api-client';
import type { TFunction } from 'i18next';
import { errorDetail } from './api-call.ts';

export const errorText = (t: TFunction, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('in_system_error');
  const detail = errorDetail(error);
  const params: Record<string, string | number> = { ...(detail?.params ?? {}) };
  if (detail?.retryAfterSeconds !== undefined) params.seconds = detail.retryAfterSeconds;
  return t(error.messageKey, { ...params, defaultValue: t('in_system_error') });
};
