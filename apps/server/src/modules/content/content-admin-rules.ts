/**
 * The rules every back-office content writer keeps (announcements, banners, the help centre; issue
 * 19): its refusals as envelopes, the brand's own language required in every text, HTML sanitised
 * before it is stored (ADR 076), and each change written in one transaction with its audit entry.
 */
import { ContentMessageKey } from '@luckwell/contracts/admin/content';
import { HelpMessageKey } from '@luckwell/contracts/admin/help';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditRecord, AuditService } from '../admin/audit.service.ts';
import type { Localized } from './localized.ts';
import { sanitizeContent } from './sanitize-content.ts';

type ContentErrorCode =
  | 'CONTENT_LANGUAGE_MISSING'
  | 'CONTENT_NOT_FOUND'
  | 'CONTENT_EMPTY'
  | 'CONTENT_ENDS_BEFORE_START'
  | 'CONTENT_IMAGE_NOT_FOUND'
  | 'CONTENT_LINK_INVALID'
  | 'HELP_KEY_TAKEN'
  | 'HELP_CATEGORY_NOT_EMPTY';
const KEY_OF: Record<ContentErrorCode, string> = {
  CONTENT_LANGUAGE_MISSING: ContentMessageKey.languageMissing,
  CONTENT_NOT_FOUND: ContentMessageKey.notFound,
  CONTENT_EMPTY: ContentMessageKey.empty,
  CONTENT_ENDS_BEFORE_START: ContentMessageKey.endsBeforeStart,
  CONTENT_IMAGE_NOT_FOUND: ContentMessageKey.imageNotFound,
  CONTENT_LINK_INVALID: ContentMessageKey.linkInvalid,
  HELP_KEY_TAKEN: HelpMessageKey.keyTaken,
  HELP_CATEGORY_NOT_EMPTY: HelpMessageKey.categoryNotEmpty,
};
const STATUS_OF: Partial<Record<ContentErrorCode, number>> = {
  CONTENT_NOT_FOUND: 404,
  HELP_KEY_TAKEN: 409,
  HELP_CATEGORY_NOT_EMPTY: 409,
};

/** A refusal on `field`; `messageKey` words it for what is refused when the code's own does not. */
export const contentError = (code: ContentErrorCode, field: string, messageKey = KEY_OF[code]) =>
  new AppError(STATUS_OF[code] ?? 400, code, messageKey, field);

export const LANGUAGES = ['vi', 'en'] as const;
/** The brand's own language among those the back office writes (Vietnamese unless English). */
const ownLanguage = (brandLanguage: string) => (brandLanguage === 'en' ? 'en' : 'vi');

/** A short text (a title, a name) in each language written; the brand's own is required. */
export const localizedOf = (
  text: { vi: string; en: string },
  brandLanguage: string,
  field: string,
): Localized => {
  const own = ownLanguage(brandLanguage);
  if (text[own] === '') throw contentError('CONTENT_LANGUAGE_MISSING', `body.${field}.${own}`);
  return Object.fromEntries(LANGUAGES.filter((language) => text[language] !== '').map((l) => [l, text[l]]));
};

/** Whether an HTML body says anything once its tags are gone (a lone picture counts). */
const hasContent = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * A titled HTML text (an announcement, a help article) as stored: each language written (a title or
 * a body), its HTML sanitised; the brand's own language must be among them. A language left empty
 * is not stored: its readers get the brand's (pickLocalized).
 */
export const titledTextOf = (
  request: { title: { vi: string; en: string }; content: { vi: string; en: string } },
  brandLanguage: string,
) => {
  const text: Localized<{ title: string; content: string }> = {};
  for (const language of LANGUAGES) {
    const title = request.title[language];
    const raw = request.content[language];
    if (title === '' && raw.trim() === '') continue;
    if (title === '') throw contentError('CONTENT_LANGUAGE_MISSING', `body.title.${language}`);
    const content = sanitizeContent(raw);
    if (!hasContent(content)) throw contentError('CONTENT_EMPTY', `body.content.${language}`);
    text[language] = { title, content };
  }
  const own = ownLanguage(brandLanguage);
  if (!text[own]) throw contentError('CONTENT_LANGUAGE_MISSING', `body.title.${own}`);
  return text;
};

/**
 * Writes a row with its audit entry in the same transaction: creates one (no id), or changes or
 * deletes the brand's row `id` (`find` answers only the brand's; CONTENT_NOT_FOUND, worded by
 * `notFoundKey`, when it is not). `write` answers the row written (or deleted) and may refuse.
 */
export const saveAudited = async <Row extends { id: number }>(
  audit: AuditService,
  {
    id,
    find,
    write,
    entry,
    notFoundKey,
  }: {
    id: number | undefined;
    find: (id: number) => Promise<Row | undefined>;
    write: (tx: Database, before: Row | undefined) => Promise<Row[]>;
    entry: (before: Row | undefined, saved: Row) => AuditRecord;
    notFoundKey?: string;
  },
  actor: Actor,
): Promise<Row> => {
  const before = id === undefined ? undefined : await find(id);
  if (id !== undefined && !before) throw contentError('CONTENT_NOT_FOUND', 'params.id', notFoundKey);
  return audit.transaction(async (tx) => {
    const [saved] = await write(tx, before);
    if (!saved) throw new Error('content: save wrote nothing');
    await audit.record(tx, actor, entry(before, saved));
    return saved;
  });
};

/** The SQLSTATE of a database refusal (`23505` a unique key taken), through the driver's wrappers. */
export const sqlStateOf = (error: unknown): string | undefined => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};
