/**
 * Reading a vendor's game list for the back office import (docs/decisions/030-back-office-catalogue.md):
 * CSV (RFC 4180: a header row, quoted fields, CRLF or LF) or JSON (an array of objects, or
 * `{ games: [...] }`) → rows validated one by one with zod, each error named by row and column.
 * Pure: no database; `planImport` compares the rows with the vendor's games passed in.
 */
import { createHash } from 'node:crypto';
import {
  GameCode,
  GameName,
  IconUrl,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  Rtp,
  SortOrder,
  type TImportColumn,
  type TImportError,
  type TImportFormat,
  type TImportPlanRow,
} from '@luckwell/contracts/admin/game-catalogue';
import { regroupCategory, SubCategory } from '@luckwell/contracts/games/catalogue';
import { GameCategory } from '@luckwell/contracts/games/game-menus';
import { z } from 'zod';

/** Splits CSV text into records of fields. Quotes may hold commas, newlines and doubled quotes. */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark from spreadsheet exports
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  // Blank lines (a trailing newline, spacing in a hand-made file) are not rows.
  return records.filter((r) => r.some((f) => f.trim() !== ''));
};

/** `game_code`, `GameCode`, `gamecode` → `gameCode`. */
const columnOf = (name: string): TImportColumn | undefined => {
  const key = name
    .trim()
    .replace(/[\s_-]/g, '')
    .toLowerCase();
  return IMPORT_COLUMNS.find((c) => c.toLowerCase() === key);
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());
const Flag = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(s)) return true;
  if (['false', '0', 'no', 'n'].includes(s)) return false;
  return v;
}, z.boolean('yes/no, true/false or 1/0'));
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

const ImportRow = z.object({
  gameCode: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), GameCode),
  gameName: GameName,
  gameType: optional(z.preprocess(upper, GameCategory)),
  subCategory: optional(z.preprocess(upper, SubCategory)),
  iconUrl: optional(IconUrl),
  hot: optional(Flag),
  new: optional(Flag),
  jackpot: optional(Flag),
  rtp: optional(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), Rtp)),
  maintenance: optional(Flag),
  sort: optional(
    z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), SortOrder),
  ),
  isGame: optional(Flag),
});
export type ImportRowValues = z.infer<typeof ImportRow>;
export type ParsedRow = { row: number; values: ImportRowValues };

const fileError = (
  code: TImportError['code'],
  message: string,
  field: string | null = null,
): TImportError => ({
  row: 0,
  field,
  code,
  message,
});

/** The file's records as objects keyed by column, or the reason the file cannot be read at all. */
const recordsOf = (
  format: TImportFormat,
  content: string,
): { records: Record<string, unknown>[]; errors: TImportError[] } => {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      return { records: [], errors: [fileError('unreadable', `not JSON: ${(error as Error).message}`)] };
    }
    const list = Array.isArray(data) ? data : (data as { games?: unknown })?.games;
    if (!Array.isArray(list)) {
      return {
        records: [],
        errors: [fileError('unreadable', 'expected an array of games or { "games": [...] }')],
      };
    }
    const errors: TImportError[] = [];
    const records = list.map((item, index) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors.push({ row: index + 1, field: null, code: 'invalid', message: 'a game must be an object' });
        return {};
      }
      const record: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(item)) {
        const column = columnOf(key);
        if (column) record[column] = value;
        else if (!errors.some((e) => e.row === 0 && e.field === key))
          errors.push(fileError('unknownColumn', `unknown field "${key}"`, key));
      }
      return record;
    });
    return { records, errors };
  }
  const [header, ...lines] = parseCsv(content);
  if (!header) return { records: [], errors: [fileError('unreadable', 'the file is empty')] };
  const columns = header.map(columnOf);
  const errors: TImportError[] = [];
  header.forEach((name, i) => {
    if (!columns[i]) errors.push(fileError('unknownColumn', `unknown column "${name.trim()}"`, name.trim()));
  });
  for (const required of ['gameCode', 'gameName'] as const) {
    if (!columns.includes(required))
      errors.push(fileError('required', `the header has no ${required} column`, required));
  }
  const records = lines.map((fields, index) => {
    const record: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (column) record[column] = fields[i] ?? '';
    });
    if (fields.length > header.length)
      errors.push({
        row: index + 1,
        field: null,
        code: 'invalid',
        message: `${fields.length} fields, the header has ${header.length}`,
      });
    return record;
  });
  return { records, errors };
};

/** Every row validated: the good ones with their values, and every problem with its row and column. */
export const parseImport = (format: TImportFormat, content: string) => {
  const { records, errors } = recordsOf(format, content);
  if (records.length > IMPORT_MAX_ROWS) {
    return {
      rows: [] as ParsedRow[],
      total: records.length,
      errors: [
        ...errors,
        fileError('tooMany', `${records.length} games; at most ${IMPORT_MAX_ROWS} in one file`),
      ],
    };
  }
  if (records.length === 0 && errors.length === 0)
    errors.push(fileError('unreadable', 'the file holds no games'));
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 1;
    if (errors.some((e) => e.row === row)) return;
    const parsed = ImportRow.safeParse(record);
    if (!parsed.success) {
      const named = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        // One problem per column is enough to fix it (a bad RTP fails both its pattern and range).
        if (named.has(field)) continue;
        named.add(field);
        const missing = blank(record[field]);
        errors.push({
          row,
          field: field || null,
          code: missing ? 'required' : 'invalid',
          message: missing ? `${field} is required` : issue.message,
        });
      }
      return;
    }
    const first = seen.get(parsed.data.gameCode);
    if (first !== undefined) {
      errors.push({ row, field: 'gameCode', code: 'duplicate', message: `the same code as row ${first}` });
      return;
    }
    seen.set(parsed.data.gameCode, row);
    rows.push({ row, values: parsed.data });
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, total: records.length };
};

/** What a vendor's game holds now, as far as an import can change it. */
export type ExistingGame = {
  id: number;
  gameCode: string;
  gameName: string;
  gameType: string;
  subCategory: string | null;
  iconUrl: string;
  hot: boolean;
  isNew: boolean;
  jackpot: boolean;
  rtp: string | null;
  maintenance: boolean;
  sort: number;
  isGame: boolean;
};

/** A game as the import will leave it: every field, whether it is created or updated. */
export type PlannedGame = Omit<ExistingGame, 'id'> & { id: number | null };

const FIELDS = [
  ['gameName', 'gameName'],
  ['gameType', 'gameType'],
  ['subCategory', 'subCategory'],
  ['iconUrl', 'iconUrl'],
  ['hot', 'hot'],
  ['new', 'isNew'],
  ['jackpot', 'jackpot'],
  ['rtp', 'rtp'],
  ['maintenance', 'maintenance'],
  ['sort', 'sort'],
  ['isGame', 'isGame'],
] as const satisfies readonly (readonly [keyof ImportRowValues, keyof ExistingGame])[];

/**
 * Compares the rows with the vendor's games: creates, updates (only what a row says differs) and
 * rows left as they are. A game's category must be one the vendor is listed under in the brand
 * (regrouped as spec §4 says); a new game of a vendor in several categories must name one.
 */
export const planImport = ({
  merchantId,
  vendor,
  rows,
  existing,
  categories,
  nextSort,
}: {
  merchantId: number;
  vendor: string;
  rows: ParsedRow[];
  existing: ExistingGame[];
  categories: string[];
  /** The sort a first new game gets; the next ones follow. */
  nextSort: number;
}) => {
  const byCode = new Map(existing.map((g) => [g.gameCode, g]));
  const errors: TImportError[] = [];
  const plan: TImportPlanRow[] = [];
  const writes: { row: number; game: PlannedGame; before: Partial<ExistingGame> | null }[] = [];
  let sort = nextSort;
  for (const { row, values } of rows) {
    const current = byCode.get(values.gameCode);
    let gameType = values.gameType ? regroupCategory(vendor, values.gameType) : current?.gameType;
    if (!gameType && categories.length === 1) gameType = categories[0];
    if (!gameType) {
      errors.push({
        row,
        field: 'gameType',
        code: 'required',
        message: `the vendor is in ${categories.join(', ')}: name the category`,
      });
      continue;
    }
    if (!categories.includes(gameType)) {
      errors.push({
        row,
        field: 'gameType',
        code: 'category',
        message: `${vendor} is not listed under ${gameType} (${categories.join(', ') || 'no category'})`,
      });
      continue;
    }
    if (!current) {
      const game: PlannedGame = {
        id: null,
        gameCode: values.gameCode,
        gameName: values.gameName,
        gameType,
        subCategory: values.subCategory ?? null,
        // The category's drawn icon until the operator gives the game its own.
        iconUrl: values.iconUrl ?? `/img/categories/${gameType}.svg`,
        hot: values.hot ?? false,
        isNew: values.new ?? false,
        jackpot: values.jackpot ?? false,
        rtp: values.rtp ?? null,
        maintenance: values.maintenance ?? false,
        sort: values.sort ?? sort++,
        isGame: values.isGame ?? true,
      };
      writes.push({ row, game, before: null });
      plan.push({ row, action: 'create', gameCode: game.gameCode, gameName: game.gameName, changes: [] });
      continue;
    }
    const next: PlannedGame = { ...current, gameType };
    const before: Partial<ExistingGame> = {};
    const changes: string[] = [];
    for (const [column, key] of FIELDS) {
      const value = column === 'gameType' ? gameType : values[column];
      if (value === undefined || value === current[key]) continue;
      (next as Record<string, unknown>)[key] = value;
      (before as Record<string, unknown>)[key] = current[key];
      changes.push(column);
    }
    if (changes.length > 0) writes.push({ row, game: next, before });
    plan.push({
      row,
      action: changes.length > 0 ? 'update' : 'unchanged',
      gameCode: current.gameCode,
      gameName: next.gameName,
      changes,
    });
  }
  const digest = createHash('sha256')
    .update(JSON.stringify({ merchantId, vendor, writes: writes.map((w) => w.game), errors: errors.length }))
    .digest('hex');
  return { plan, writes, errors, digest };
};
