/**
 * The audit log: one hash-chained row per operator action, written inside the transaction of the
 * change it records (so there is never a change without its row, nor a row without its change),
 * read back with filters, and verified by walking the chain.
 */
import type {
  TAuditAction,
  TAuditEntry,
  TAuditFilter,
  TAuditTargetType,
  TAuditVerification,
} from '@luckwell/contracts/admin/audit';
import { and, asc, count, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ChainedContent, chainHash, GENESIS_HASH } from './audit-chain.ts';
import { auditLog } from './audit-log.table.ts';

/** Who acted, from where. A failed sign-in has no signed-in operator yet, hence the nulls. */
export type Actor = { operatorId: number | null; operatorName: string | null; ip: string | null };

export type AuditRecord = {
  action: TAuditAction;
  target?: { type: TAuditTargetType; id: number | string };
  merchantId?: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * One key for every writer of the chain: `pg_advisory_xact_lock` holds it until the transaction
 * ends, so two writers never read the same previous hash and the chain never forks, on any number
 * of server processes.
 */
const AUDIT_CHAIN_LOCK = 0x4c57_4155; // "LWAU"

const VERIFY_BATCH = 500;

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (row: AuditRow): TAuditEntry => ({
  id: row.id,
  operatorId: row.operatorId,
  operatorName: row.operatorName,
  merchantId: row.merchantId,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  hash: row.hash,
});

export const createAuditService = (db: Database) => {
  /** Runs `work` in a transaction; pass the transaction to `record` so the row commits with the change. */
  const transaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(tx as unknown as Database));

  /** Appends one row to the chain. Must run inside `transaction`. */
  const record = async (tx: Database, actor: Actor, entry: AuditRecord) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const content: ChainedContent = {
      prevHash: last?.hash ?? GENESIS_HASH,
      operatorId: actor.operatorId,
      operatorName: actor.operatorName,
      merchantId: entry.merchantId ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target ? String(entry.target.id) : null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: actor.ip,
      createdAt: new Date(),
    };
    await tx.insert(auditLog).values({ ...content, hash: chainHash(content) });
  };

  const page = async (query: TAuditFilter) => {
    const filters: (SQL | undefined)[] = [
      query.operator ? sql`lower(${auditLog.operatorName}) = lower(${query.operator})` : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
      query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
      query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
      query.to ? lt(auditLog.createdAt, new Date(query.to)) : undefined,
    ];
    const where = and(...filters);
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const n = Number(total?.n ?? 0);
    return {
      content: rows.map(toEntry),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(n / query.pageSize)),
      total: n,
    };
  };

  /** Walks the whole chain oldest first; stops at the first row whose link or hash does not hold. */
  const verify = async (): Promise<TAuditVerification> => {
    let expectedPrev = GENESIS_HASH;
    let afterId = 0;
    let checked = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, afterId))
        .orderBy(asc(auditLog.id))
        .limit(VERIFY_BATCH);
      for (const row of rows) {
        checked += 1;
        if (row.prevHash !== expectedPrev || chainHash(row) !== row.hash) {
          return { intact: false, checked, firstBrokenId: row.id, verifiedAt: new Date().toISOString() };
        }
        expectedPrev = row.hash;
        afterId = row.id;
      }
      if (rows.length < VERIFY_BATCH) break;
    }
    return { intact: true, checked, firstBrokenId: null, verifiedAt: new Date().toISOString() };
  };

  return { transaction, record, page, verify };
};

export type AuditService = ReturnType<typeof createAuditService>;
