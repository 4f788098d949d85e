/**
 * The translated sentence for any failure: the server's message key, with the params its refusal
 * carried, when we know the key; else a generic one.
 */
import { errorMessageKey } from '@luckwell/ui/api-client';
import i18next from 'i18next';
import { refusalParams } from './api-client.ts';
import type { TranslationKey } from './locales/en.ts';

export const errorKey = (error: unknown): TranslationKey => {
  const key = errorMessageKey(error);
  return (i18next.exists(key) ? key : 'in_system_error') as TranslationKey;
};

export const errorText = (error: unknown) => i18next.t(errorKey(error), refusalParams(error));

/** The field a server refusal names, without its `body.` prefix ('' when it names none). */
export const failedField = (error: unknown) =>
  ((error as { field?: string } | null)?.field ?? '').replace(/^body\./, '');
