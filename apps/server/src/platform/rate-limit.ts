/**
 * Fixed-window rate limits kept in the database (`rate_limit_buckets`), so every server process
 * counts together (DESIGN.md §1). One upsert counts and, when the window is over, restarts it.
 */
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import { rateLimitBuckets } from './rate-limit-bucket.table.ts';

export type Limit = { max: number; windowSeconds: number };
export type Count = { count: number; allowed: boolean; retryAfterSeconds: number };

/** Thrown inside `hitAll`'s transaction to undo its counts when one window is full. */
class WindowFull extends Error {
  constructor(readonly count: Count) {
    super('rate window full');
  }
}

export const createRateLimiter = (db: Database) => {
  const countIn = async (executor: Pick<Database, 'execute'>, key: string, limit: Limit): Promise<Count> => {
    const rows = await executor.execute<{ count: number; retry: number }>(sql`
      insert into ${rateLimitBuckets} (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
      on conflict (key) do update set
        count = case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end,
        reset_at = case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at else ${rateLimitBuckets.resetAt} end
      returning count, ceil(extract(epoch from reset_at - now()))::int as retry`);
    const row = rowsOf<{ count: number; retry: number }>(rows)[0];
    const count = Number(row?.count ?? 1);
    return { count, allowed: count <= limit.max, retryAfterSeconds: Math.max(1, Number(row?.retry ?? 1)) };
  };

  /** Counts one more event for `key` and says whether it stays within `limit`. */
  const hit = (key: string, limit: Limit) => countIn(db, key, limit);

  /**
   * Counts one event in every window, or in none: when any window is full, nothing is counted and
   * the answer is that window's (the longest wait of the full ones). An SMS refused by the caller's
   * window must not also start the number's.
   */
  const hitAll = async (windows: readonly { key: string; limit: Limit }[]): Promise<Count> => {
    try {
      return await db.transaction(async (tx) => {
        let last: Count = { count: 0, allowed: true, retryAfterSeconds: 1 };
        let full: Count | undefined;
        for (const { key, limit } of windows) {
          last = await countIn(tx, key, limit);
          if (!last.allowed && (!full || last.retryAfterSeconds > full.retryAfterSeconds)) full = last;
        }
        if (full) throw new WindowFull(full);
        return last;
      });
    } catch (error) {
      if (error instanceof WindowFull) return error.count;
      throw error;
    }
  };

  /** The current count of a live window, without counting. */
  const peek = async (key: string): Promise<number> => {
    const [row] = await db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetAt} > now()`);
    return row?.count ?? 0;
  };

  const clear = async (key: string) => {
    await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  };

  return { hit, hitAll, peek, clear };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
