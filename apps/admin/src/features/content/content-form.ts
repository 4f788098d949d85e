/**
 * What the content dialogs (announcements, banners) share: times between the `datetime-local`
 * inputs and ISO instants, where a failing field of a request shows in the form, and the sentence
 * the browser's check puts under it.
 */
import i18next from 'i18next';
import type { TranslationKey } from '../../shared/locales/en.ts';

/** An ISO time as a `datetime-local` value in the operator's zone. */
export const localInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A `datetime-local` value (the operator's zone) as an ISO instant; '' stays '' for the check to name. */
export const isoOf = (local: string) => {
  const at = local ? new Date(local) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
};

/** An order as typed: an empty one is not 0, the check names it. */
export const sortOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * The form field a failing path of a request (as the contract or the server names it, without
 * `body.`) shows under: the titles by language, the dialog's own `renamed` paths, else the path's
 * first part.
 */
export const formFieldOf =
  (renamed: Record<string, string> = {}) =>
  (path: string): string =>
    renamed[path] ?? TITLE_FIELDS[path] ?? path.split('.')[0] ?? 'form';

const TITLE_FIELDS: Record<string, string> = { 'title.vi': 'titleVi', 'title.en': 'titleEn' };

const CHECK_MESSAGES: Record<string, TranslationKey> = {
  reason: 'content.reason.invalid',
};

/**
 * The browser check's refusals as one sentence per form field (the first issue of each): the
 * dialog's own `messages` for its fields, the reason, else "check this".
 */
export const checkErrors = (
  issues: readonly { path: readonly PropertyKey[] }[],
  fieldOf: (path: string) => string,
  messages: Record<string, TranslationKey> = {},
) => {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    found[field] ??= i18next.t(messages[field] ?? CHECK_MESSAGES[field] ?? 'content.field.invalid');
  }
  return found;
};
