/**
 * Fixed-window rate limits kept in the database (`rate_limit_buckets`), so every server process
 * counts together (DESIGN.md §1). One upsert counts and, when the window is over, restarts it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from './rate-limit-bucket.table.ts';

export type Limit = { max: number; windowSeconds: number };
export type Count = { count: number; allowed: boolean; retryAfterSeconds: number };

export const createRateLimiter = (db: Database) => {
  /** Counts one more event for `key` and says whether it stays within `limit`. */
  const hit = async (key: string, limit: Limit): Promise<Count> => {
    const rows = await db.execute<{ count: number; retry: number }>(sql`
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

  return { hit, peek, clear };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, drizzle types differ: read both. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
