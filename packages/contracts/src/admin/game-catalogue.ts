/**
 * The back office's vendors and game catalogue (issue 5, docs/decisions/030-back-office-catalogue.md),
 * under /admin-api/games with permission `games.manage`:
 * GET /brands; GET /vendors?merchant=, PUT /vendors/:id; GET /catalogue, PUT /catalogue/:id,
 * POST /catalogue/bulk; POST /catalogue/import/preview and /catalogue/import/apply.
 * Every change is audited with before and after, and members see it at once.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { SubCategory } from '../games/catalogue.ts';
import { GameCategory } from '../games/game-menus.ts';

/** A query string value that is empty means "no filter" (the console sends `vassalage=`). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A brand named by its code (`LW`, any case) or its numeric id. */
const MerchantRef = z.string().trim().min(1).max(32);
export const VendorCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,32}$/);
export const GameCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, dot, colon, dash or underscore; at most 64');
export const GameName = z.string().trim().min(1).max(120);
/** A path on this site (`/img/…`) or an http(s) address; never `javascript:` or a data URL. */
export const IconUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^/\s]|https?:\/\/)\S*$/, 'a path starting with / or an http(s) address');
/** Return to player in percent, "96.5" or "96.50"; answered with two decimals. */
export const Rtp = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals')
  .refine((v) => Number(v) > 0 && Number(v) <= 100, 'between 0 and 100')
  .transform((v) => Number(v).toFixed(2));
export const SortOrder = z.number().int().min(0).max(1_000_000_000);

export const ZAdminBrand = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type TAdminBrand = z.infer<typeof ZAdminBrand>;
/** GET /admin-api/games/brands (games.manage or bets.view) */
export const ZAdminBrandListResponse = envelope(z.array(ZAdminBrand));

export const WalletMode = z.enum(['seamless', 'transfer']);

export const ZAdminVendor = z.object({
  id: z.number(),
  merchantId: z.number(),
  merchantCode: z.string(),
  vassalage: z.string(),
  /** The category this vendor row lists its games under (a vendor may have a row per category). */
  gameType: z.string(),
  displayName: z.string(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sort: z.number(),
  /** `seamless` when the vendor has a wallet secret for the brand; `transfer` in a transfer-wallet brand. */
  walletMode: WalletMode.nullable(),
  secretRotatedAt: z.string().nullable(),
  gameCount: z.number(),
  maintenanceGameCount: z.number(),
});
export type TAdminVendor = z.infer<typeof ZAdminVendor>;

export const ZAdminVendorQuery = z.object({ merchant: MerchantRef });
export const ZAdminVendorListResponse = envelope(z.array(ZAdminVendor));
export const ZAdminVendorResponse = envelope(ZAdminVendor);

export const ZAdminIdParams = z.object({ id: z.coerce.number().int().positive() });

/** PUT /admin-api/games/vendors/:id */
export const ZUpdateVendorRequest = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    displayName: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type TUpdateVendorRequest = z.input<typeof ZUpdateVendorRequest>;

export const ZAdminGame = z.object({
  id: z.number(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  isGame: z.boolean(),
  subCategory: z.string().nullable(),
  hot: z.boolean(),
  new: z.boolean(),
  jackpot: z.boolean(),
  rtp: z.string().nullable(),
  /** The game's own flag; `vendorMaintenance` says whether its vendor closes it anyway. */
  maintenance: z.boolean(),
  vendorMaintenance: z.boolean(),
  enabled: z.boolean(),
  sort: z.number(),
});
export type TAdminGame = z.infer<typeof ZAdminGame>;
export const ZAdminGameResponse = envelope(ZAdminGame);

export const GameFlag = z.enum(['hot', 'new', 'jackpot']);
export const YesNo = z.enum(['yes', 'no']);

/** GET /admin-api/games/catalogue */
export const ZAdminGameQuery = z.object({
  merchant: MerchantRef,
  /** Case-insensitive text in the name or code. */
  q: optional(z.string().trim().max(64)),
  vassalage: optional(VendorCode),
  gameType: optional(GameCategory),
  subCategory: optional(SubCategory),
  flag: optional(GameFlag),
  maintenance: optional(YesNo),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** What the console sends: every field but the brand optional. */
export type TAdminGameQuery = Partial<z.infer<typeof ZAdminGameQuery>> & { merchant: string };
/** The query as the server sees it, parsed and defaulted. */
export type TAdminGameFilter = z.infer<typeof ZAdminGameQuery>;

export const ZAdminGamePage = z.object({
  content: z.array(ZAdminGame),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAdminGamePage = z.infer<typeof ZAdminGamePage>;
export const ZAdminGamePageResponse = envelope(ZAdminGamePage);

/** PUT /admin-api/games/catalogue/:id: only the fields sent change. `rtp: null` clears it. */
export const ZUpdateGameRequest = z
  .object({
    gameName: GameName.optional(),
    iconUrl: IconUrl.optional(),
    hot: z.boolean().optional(),
    new: z.boolean().optional(),
    jackpot: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    sort: SortOrder.optional(),
    rtp: Rtp.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type TUpdateGameRequest = z.input<typeof ZUpdateGameRequest>;

export const BulkGameAction = z.enum(['maintenanceOn', 'maintenanceOff', 'hotOn', 'hotOff']);
export type TBulkGameAction = z.infer<typeof BulkGameAction>;

/** POST /admin-api/games/catalogue/bulk: one change to up to 500 games of one brand. */
export const ZBulkGamesRequest = z.object({
  merchant: MerchantRef,
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'each game once'),
  action: BulkGameAction,
});
export type TBulkGamesRequest = z.infer<typeof ZBulkGamesRequest>;
/** How many games changed (those already so are left alone). */
export const ZBulkGamesResponse = envelope(z.object({ updated: z.number() }));

export const ImportFormat = z.enum(['csv', 'json']);
export type TImportFormat = z.infer<typeof ImportFormat>;

/** At most this many games in one file. */
export const IMPORT_MAX_ROWS = 5_000;

/** POST /admin-api/games/catalogue/import/preview: the file's text, validated and compared, nothing written. */
export const ZImportRequest = z.object({
  merchant: MerchantRef,
  vendor: VendorCode,
  format: ImportFormat,
  /** The file's text: CSV with a header row, or a JSON array of objects (or `{ games: [...] }`). */
  content: z.string().min(1).max(3_000_000),
});
export type TImportRequest = z.input<typeof ZImportRequest>;

/** POST /admin-api/games/catalogue/import/apply: the same file and the preview's digest. */
export const ZImportApplyRequest = ZImportRequest.extend({
  /** The preview's digest: if the file or the catalogue changed since, nothing is applied. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TImportApplyRequest = z.input<typeof ZImportApplyRequest>;

/**
 * The columns a file may have (CSV header names or JSON keys, any case). `gameCode` and `gameName`
 * are required; for a game that exists an empty cell keeps what it has.
 */
export const IMPORT_COLUMNS = [
  'gameCode',
  'gameName',
  'gameType',
  'subCategory',
  'iconUrl',
  'hot',
  'new',
  'jackpot',
  'rtp',
  'maintenance',
  'sort',
  'isGame',
] as const;
export type TImportColumn = (typeof IMPORT_COLUMNS)[number];

export const ImportErrorCode = z.enum([
  'required',
  'invalid',
  'duplicate',
  'category',
  'unknownColumn',
  'tooMany',
  'unreadable',
]);
export type TImportErrorCode = z.infer<typeof ImportErrorCode>;

export const ZImportError = z.object({
  /** The data row (1 = the first game; a CSV header is row 0); 0 for the whole file. */
  row: z.number(),
  field: z.string().nullable(),
  code: ImportErrorCode,
  /** What was wrong, in English, for logs and a tooltip; the console translates `code`. */
  message: z.string(),
});
export type TImportError = z.infer<typeof ZImportError>;

export const ZImportPlanRow = z.object({
  row: z.number(),
  action: z.enum(['create', 'update', 'unchanged']),
  gameCode: z.string(),
  gameName: z.string(),
  /** The fields an update changes. */
  changes: z.array(z.string()),
});
export type TImportPlanRow = z.infer<typeof ZImportPlanRow>;

export const ZImportPreview = z.object({
  merchantCode: z.string(),
  vendor: z.string(),
  rows: z.number(),
  creates: z.number(),
  updates: z.number(),
  unchanged: z.number(),
  errors: z.array(ZImportError),
  /** Rows that create or change a game, and those left as they are, in file order. */
  plan: z.array(ZImportPlanRow),
  /** What apply must send back; it changes when the file or the vendor's games change. */
  digest: z.string(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
export const ZImportPreviewResponse = envelope(ZImportPreview);

export const ZImportResult = z.object({
  merchantCode: z.string(),
  vendor: z.string(),
  creates: z.number(),
  updates: z.number(),
  unchanged: z.number(),
});
export type TImportResult = z.infer<typeof ZImportResult>;
export const ZImportResultResponse = envelope(ZImportResult);
