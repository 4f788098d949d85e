/**
 * The back office's jackpot (docs/decisions/035-jackpot-back-office.md): the pools with their live
 * amount, a pool's settings (share, seed, hit-every) changed with an audit row in the same
 * transaction, the hits newest first, and "pay now" for a pending hit, which is the sweep's own
 * idempotent `payHit` with its audit row written in the payment's transaction.
 */
import {
  percentToPpm,
  ppmToPercent,
  type TAdminJackpotHit,
  type TAdminJackpotHitFilter,
  type TAdminJackpotHitPage,
  type TAdminJackpotPool,
  type TJackpotHitStatus,
  type TUpdateJackpotPoolRequest,
} from '@luckwell/contracts/admin/jackpot';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, createAuditService } from '../admin/audit.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createJackpotRepository, type JackpotHitRow, type JackpotPoolRow } from './jackpot.repository.ts';
import type { JackpotService } from './jackpot.service.ts';

type Options = {
  db: Database;
  audit: ReturnType<typeof createAuditService>;
  jackpot: Pick<JackpotService, 'payHit' | 'invalidate'>;
};

const settingsOf = (pool: JackpotPoolRow) => ({
  sharePercent: ppmToPercent(pool.contributionPpm),
  seedAmount: fromMinorUnits(pool.seedMinor),
  hitEvery: fromMinorUnits(pool.hitEveryMinor),
});

const toHit = (row: { hit: JackpotHitRow; merchantCode: string; account: string }): TAdminJackpotHit => ({
  id: row.hit.id,
  poolId: row.hit.poolId,
  merchantCode: row.merchantCode,
  currency: row.hit.currency,
  cycle: row.hit.cycle,
  memberId: row.hit.memberId,
  account: row.account,
  vendor: row.hit.vendor,
  gameCode: row.hit.gameCode,
  transactionId: row.hit.transactionId,
  stake: fromMinorUnits(row.hit.stakeMinor),
  amount: row.hit.amountMinor === null ? null : fromMinorUnits(row.hit.amountMinor),
  status: row.hit.status as TJackpotHitStatus,
  hitAt: row.hit.hitAt.toISOString(),
  paidAt: row.hit.paidAt?.toISOString() ?? null,
  serverSeed: row.hit.serverSeed,
});

export const createJackpotAdminService = ({ db, audit, jackpot }: Options) => {
  const repository = createJackpotRepository(db);
  const wallet = createWalletService(db);

  const pools = async (): Promise<TAdminJackpotPool[]> => {
    const rows = await repository.pools();
    const out: TAdminJackpotPool[] = [];
    for (const { pool, merchantCode, merchantName, hits, pendingHits } of rows) {
      out.push({
        id: pool.id,
        merchantId: pool.merchantId,
        merchantCode,
        merchantName,
        currency: pool.currency,
        enabled: pool.enabled,
        amount: fromMinorUnits(await wallet.shardedBalance(pool.merchantId, 'jackpot', pool.currency)),
        cycle: pool.cycle,
        seedHash: pool.seedHash,
        cycleStartedAt: pool.cycleStartedAt.toISOString(),
        contributionPpm: pool.contributionPpm,
        ...settingsOf(pool),
        hits: Number(hits),
        pendingHits: Number(pendingHits),
        updatedAt: pool.updatedAt.toISOString(),
      });
    }
    return out;
  };

  const poolById = async (id: number) => {
    const listed = (await pools()).find((pool) => pool.id === id);
    if (!listed) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return listed;
  };

  /** Sets a pool's share, seed and hit-every; the next bets share and draw with them. */
  const updatePool = async (actor: Actor, id: number, body: TUpdateJackpotPoolRequest) => {
    const next = {
      contributionPpm: percentToPpm(body.sharePercent.trim()),
      seedMinor: toMinorUnits(body.seedAmount),
      hitEveryMinor: toMinorUnits(body.hitEvery),
    };
    const changed = await audit.transaction(async (tx) => {
      const books = createJackpotRepository(tx);
      const pool = await books.lockPool(id);
      if (!pool) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
      const same =
        pool.contributionPpm === next.contributionPpm &&
        pool.seedMinor === next.seedMinor &&
        pool.hitEveryMinor === next.hitEveryMinor;
      if (same) return undefined;
      await books.setSettings(id, next);
      await audit.record(tx, actor, {
        action: 'jackpot.settings',
        target: { type: 'jackpot_pool', id },
        merchantId: pool.merchantId,
        before: { currency: pool.currency, ...settingsOf(pool) },
        after: { currency: pool.currency, ...settingsOf({ ...pool, ...next }) },
      });
      return pool;
    });
    // This process's bets see the change at once; other servers within SETTINGS_CACHE_MS.
    if (changed) jackpot.invalidate(changed.merchantId, changed.currency);
    return poolById(id);
  };

  const hits = async (filter: TAdminJackpotHitFilter): Promise<TAdminJackpotHitPage> => {
    const { rows, total } = await repository.hitsPage(
      { merchantCode: filter.merchant, status: filter.status },
      filter.page,
      filter.pageSize,
    );
    return {
      content: rows.map(toHit),
      pageNum: filter.page,
      totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
      total,
    };
  };

  /**
   * Pays a pending hit now, as the sweep would: the same `payHit`, so a hit is paid once whoever
   * gets there first; a hit already paid is answered as it is, with no second audit row.
   */
  const payNow = async (actor: Actor, id: number) => {
    const found = await repository.hitWithNames(id);
    if (!found) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    if (found.hit.status === 'pending') {
      await jackpot.payHit(id, (tx, paid) =>
        audit.record(tx, actor, {
          action: 'jackpot.pay',
          target: { type: 'jackpot_hit', id },
          merchantId: paid.merchantId,
          before: { status: 'pending', cycle: found.hit.cycle },
          after: { status: 'paid', cycle: found.hit.cycle, amount: fromMinorUnits(paid.amountMinor) },
        }),
      );
    }
    const after = await repository.hitWithNames(id);
    if (!after) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return toHit(after);
  };

  return { pools, updatePool, hits, payNow };
};

export type JackpotAdminService = ReturnType<typeof createJackpotAdminService>;
