/**
 * The back office's vendors and catalogue (docs/decisions/030-back-office-catalogue.md): lists for
 * the console, and every change — a vendor switched on/off or into maintenance, a game edited, a
 * bulk change, an import — written with its audit row (before and after) in one transaction, then
 * this server's copy of the brand's catalogue dropped so members see it on their next list.
 */

import type {
  TAdminGame,
  TAdminGameFilter,
  TAdminVendor,
  TBulkGameAction,
  TImportFormat,
  TImportPreview,
  TImportResult,
  TUpdateGameRequest,
  TUpdateVendorRequest,
} from '@luckwell/contracts/admin/game-catalogue';
import { AdminMessageKey } from '@luckwell/contracts/admin/operator';
import { MessageKey } from '@luckwell/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { parseImport, planImport } from './catalogue-import.ts';
import { type AdminGameRow, createGamesAdminRepository, type GameChanges } from './games-admin.repository.ts';

type Deps = {
  db: Database;
  audit: AuditService;
  /** Drops this server's in-memory copy of a brand's catalogue (games service). */
  invalidateCatalogue: (merchantId: number) => void;
  /** The brand runs one seamless wallet (true) or transfer wallets (system service). */
  isSingleWallet: (merchant: Merchant) => Promise<boolean>;
  /** The vendors that hold a seamless-wallet secret for the brand, and when it last changed. */
  vendorSecretsOf: (merchantId: number) => Promise<{ vendor: string; rotatedAt: Date }[]>;
};

const toAdminGame = (row: AdminGameRow): TAdminGame => ({
  id: row.id,
  vassalage: row.vassalage,
  gameType: row.gameType,
  gameCode: row.gameCode,
  gameName: row.gameName,
  iconUrl: row.iconUrl,
  isGame: row.isGame,
  subCategory: row.subCategory,
  hot: row.hot,
  new: row.isNew,
  jackpot: row.jackpot,
  rtp: row.rtp,
  maintenance: row.maintenance,
  vendorMaintenance: row.vendorMaintenance,
  enabled: row.enabled,
  sort: row.sort,
});

/** Which column a bulk action sets, and to what. */
const BULK: Record<TBulkGameAction, { column: 'maintenance' | 'hot'; value: boolean }> = {
  maintenanceOn: { column: 'maintenance', value: true },
  maintenanceOff: { column: 'maintenance', value: false },
  hotOn: { column: 'hot', value: true },
  hotOff: { column: 'hot', value: false },
};

/** At most this many import errors go back in a refusal's `issues`; the preview lists them all. */
const ISSUES_IN_REFUSAL = 50;

export const createGamesAdminService = ({
  db,
  audit,
  invalidateCatalogue,
  isSingleWallet,
  vendorSecretsOf,
}: Deps) => {
  const repository = createGamesAdminRepository(db);

  const brands = async () =>
    (await db.select().from(merchants).orderBy(merchants.id)).map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      currency: m.currencyCode,
    }));

  /** The brand named by its code (`LW`, any case) or its numeric id; 404 on `field` otherwise. */
  const merchantOf = async (codeOrId: string, field: string) => {
    const where = /^\d+$/.test(codeOrId)
      ? eq(merchants.id, Number(codeOrId))
      : eq(merchants.code, codeOrId.toUpperCase());
    const [merchant] = await db.select().from(merchants).where(where);
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, field);
    return merchant;
  };

  const vendorList = async (merchant: Merchant): Promise<TAdminVendor[]> => {
    const [rows, counts, secrets, single] = await Promise.all([
      repository.vendorsOf(merchant.id),
      repository.gameCounts(merchant.id),
      vendorSecretsOf(merchant.id),
      isSingleWallet(merchant),
    ]);
    return rows.map((v) => {
      const secret = secrets.find((s) => s.vendor === v.vassalage);
      const counted = counts.find((c) => c.vassalage === v.vassalage && c.gameType === v.gameType);
      return {
        id: v.id,
        merchantId: merchant.id,
        merchantCode: merchant.code,
        vassalage: v.vassalage,
        gameType: v.gameType,
        displayName: v.displayName,
        logoUrl: v.logoUrl,
        enabled: v.enabled,
        maintenance: v.maintenance,
        sort: v.sort,
        walletMode: !single ? 'transfer' : secret ? 'seamless' : null,
        secretRotatedAt: secret?.rotatedAt.toISOString() ?? null,
        gameCount: counted?.n ?? 0,
        maintenanceGameCount: counted?.closed ?? 0,
      };
    });
  };

  const vendors = async (codeOrId: string) => vendorList(await merchantOf(codeOrId, 'querystring.merchant'));

  const updateVendor = async (actor: Actor, id: number, body: TUpdateVendorRequest) => {
    const vendor = await repository.vendor(id);
    if (!vendor) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const changed = Object.keys(set).filter(
      (key) => set[key] !== vendor[key as 'enabled' | 'maintenance' | 'displayName'],
    );
    if (changed.length > 0) {
      await audit.transaction(async (tx) => {
        await createGamesAdminRepository(tx).updateVendor(id, set);
        await audit.record(tx, actor, {
          action: 'vendor.update',
          target: { type: 'vendor', id: `${vendor.merchantId}:${vendor.vassalage}` },
          merchantId: vendor.merchantId,
          before: {
            gameType: vendor.gameType,
            ...Object.fromEntries(changed.map((key) => [key, vendor[key as keyof typeof vendor]])),
          },
          after: { gameType: vendor.gameType, ...Object.fromEntries(changed.map((key) => [key, set[key]])) },
        });
      });
      invalidateCatalogue(vendor.merchantId);
    }
    const merchant = await merchantOf(String(vendor.merchantId), 'params.id');
    const listed = (await vendorList(merchant)).find((v) => v.id === id);
    if (!listed) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return listed;
  };

  const games = async (query: TAdminGameFilter) => {
    const merchant = await merchantOf(query.merchant, 'querystring.merchant');
    const { rows, total } = await repository.searchGames(
      merchant.id,
      query,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return {
      content: rows.map(toAdminGame),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      total,
    };
  };

  const updateGame = async (actor: Actor, id: number, body: TUpdateGameRequest) => {
    const game = await repository.game(id);
    if (!game) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    // The request's names → the row's, keeping only what differs from what the game holds.
    const wanted: GameChanges = {
      gameName: body.gameName,
      iconUrl: body.iconUrl,
      hot: body.hot,
      isNew: body.new,
      jackpot: body.jackpot,
      maintenance: body.maintenance,
      sort: body.sort,
      rtp: body.rtp,
    };
    const set: GameChanges = {};
    const before: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(wanted) as [keyof GameChanges, unknown][]) {
      if (value === undefined || value === game[key]) continue;
      (set as Record<string, unknown>)[key] = value;
      before[key] = game[key];
    }
    if (Object.keys(set).length > 0) {
      await audit.transaction(async (tx) => {
        await createGamesAdminRepository(tx).updateGame(id, set);
        await audit.record(tx, actor, {
          action: 'game.update',
          target: { type: 'game', id },
          merchantId: game.merchantId,
          before: { vassalage: game.vassalage, gameCode: game.gameCode, ...before },
          after: { vassalage: game.vassalage, gameCode: game.gameCode, ...set },
        });
      });
      invalidateCatalogue(game.merchantId);
    }
    const updated = await repository.game(id);
    if (!updated) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return toAdminGame(updated);
  };

  /** One change to many games of a brand; ids of another brand or unknown are left out. */
  const bulk = async (actor: Actor, codeOrId: string, ids: number[], action: TBulkGameAction) => {
    const merchant = await merchantOf(codeOrId, 'body.merchant');
    const { column, value } = BULK[action];
    const updated = await audit.transaction(async (tx) => {
      const books = createGamesAdminRepository(tx);
      const touched = await books.gamesToFlip(merchant.id, ids, column, value);
      if (touched.length === 0) return 0;
      await books.setFlag(
        merchant.id,
        touched.map((g) => g.id),
        column,
        value,
      );
      await audit.record(tx, actor, {
        action: 'game.bulkUpdate',
        target: { type: 'merchant', id: merchant.id },
        merchantId: merchant.id,
        before: { [column]: !value, games: touched.map((g) => `${g.vassalage}:${g.gameCode}`) },
        after: { [column]: value, games: touched.map((g) => `${g.vassalage}:${g.gameCode}`) },
      });
      return touched.length;
    });
    if (updated > 0) invalidateCatalogue(merchant.id);
    return { updated };
  };

  /** Reads the file and compares it with the vendor's games as `tx` sees them. */
  const planOf = async (
    tx: Database,
    merchant: Merchant,
    vendor: string,
    format: TImportFormat,
    content: string,
  ) => {
    const books = createGamesAdminRepository(tx);
    const categories = [
      ...new Set(
        (await books.vendorsOf(merchant.id)).filter((v) => v.vassalage === vendor).map((v) => v.gameType),
      ),
    ];
    if (categories.length === 0) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'body.vendor');
    const parsed = parseImport(format, content);
    const planned = planImport({
      merchantId: merchant.id,
      vendor,
      rows: parsed.rows,
      existing: await books.vendorGames(merchant.id, vendor),
      categories,
      nextSort: (await books.maxSort(merchant.id)) + 1,
    });
    const errors = [...parsed.errors, ...planned.errors].sort((a, b) => a.row - b.row);
    return { ...planned, errors, rows: parsed.total };
  };

  const summary = (plan: { action: string }[]) => ({
    creates: plan.filter((p) => p.action === 'create').length,
    updates: plan.filter((p) => p.action === 'update').length,
    unchanged: plan.filter((p) => p.action === 'unchanged').length,
  });

  const previewImport = async (body: {
    merchant: string;
    vendor: string;
    format: TImportFormat;
    content: string;
  }): Promise<TImportPreview> => {
    const merchant = await merchantOf(body.merchant, 'body.merchant');
    const { plan, errors, digest, rows } = await planOf(db, merchant, body.vendor, body.format, body.content);
    return {
      merchantCode: merchant.code,
      vendor: body.vendor,
      rows,
      ...summary(plan),
      errors,
      plan,
      digest,
    };
  };

  /**
   * Applies the file in one transaction, only if it still plans what the preview showed (same
   * digest) and has no bad row; otherwise nothing is written. Imports of one vendor queue up.
   */
  const applyImport = async (
    actor: Actor,
    body: { merchant: string; vendor: string; format: TImportFormat; content: string; digest: string },
  ): Promise<TImportResult> => {
    const merchant = await merchantOf(body.merchant, 'body.merchant');
    const result = await audit.transaction(async (tx) => {
      const books = createGamesAdminRepository(tx);
      await books.lockVendorImport(merchant.id, body.vendor);
      const { plan, writes, errors, digest } = await planOf(
        tx,
        merchant,
        body.vendor,
        body.format,
        body.content,
      );
      if (errors.length > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', AdminMessageKey.importInvalid, 'body.content').with({
          issues: errors.slice(0, ISSUES_IN_REFUSAL).map((e) => ({
            field: e.row > 0 ? `row ${e.row}${e.field ? ` ${e.field}` : ''}` : (e.field ?? 'file'),
            message: e.message,
          })),
        });
      }
      if (digest !== body.digest) {
        throw new AppError(409, 'CATALOGUE_IMPORT_STALE', AdminMessageKey.importStale, 'body.digest');
      }
      const counts = summary(plan);
      if (writes.length === 0) return counts;
      await books.writeImport(
        merchant.id,
        body.vendor,
        writes.map((w) => w.game),
      );
      const created = writes.filter((w) => w.before === null);
      const updated = writes.filter((w) => w.before !== null);
      await audit.record(tx, actor, {
        action: 'game.import',
        target: { type: 'vendor', id: `${merchant.id}:${body.vendor}` },
        merchantId: merchant.id,
        before: {
          updated: Object.fromEntries(updated.map((w) => [w.game.gameCode, w.before])),
        },
        after: {
          format: body.format,
          ...counts,
          created: created.map((w) => w.game.gameCode),
          updated: Object.fromEntries(
            updated.map((w) => [
              w.game.gameCode,
              Object.fromEntries(
                Object.keys(w.before ?? {}).map((key) => [key, w.game[key as keyof typeof w.game]]),
              ),
            ]),
          ),
        },
      });
      return counts;
    });
    if (result.creates + result.updates > 0) invalidateCatalogue(merchant.id);
    return { merchantCode: merchant.code, vendor: body.vendor, ...result };
  };

  return { brands, vendors, updateVendor, games, updateGame, bulk, previewImport, applyImport };
};

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
