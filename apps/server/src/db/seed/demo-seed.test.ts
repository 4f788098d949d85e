import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { DEMO_ACCOUNTS } from './demo-members.ts';
import { seedDemo } from './demo-seed.ts';

const TABLES = [
  'merchants',
  'merchant_domains',
  'system_switches',
  'whitelabel_flags',
  'register_field_rules',
  'resources',
  'game_categories',
  'vendors',
  'games',
  'banners',
  'announcements',
  'help_categories',
  'help_articles',
  'jackpot_pools',
  // The demo's played rounds (the winner board's wins) and every ledger entry: played and booked once.
  'bet_records',
  'journal_entries',
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

const counts = async () => {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute<{ count: number }>(
      sql.raw(`select count(*)::int as count from ${table}`),
    );
    result[table] = Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count);
  }
  return result;
};

describe('demo seed', () => {
  it('fills every table, and a second run changes nothing', async () => {
    await seedDemo(database.db);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    expect(first.merchants).toBe(2);
    // Every demo account the README lists exists (two accounts must not derive one referral code).
    const accounts = await database.db.execute<{ account: string }>(sql`select account from members`);
    const seeded = new Set(
      (accounts as unknown as { rows: { account: string }[] }).rows.map((r) => r.account),
    );
    expect(DEMO_ACCOUNTS.filter((demo) => !seeded.has(demo.account)).map((demo) => demo.account)).toEqual([]);

    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
  });

  it('keeps what an operator changed when it runs again', async () => {
    await database.db.execute(sql`update merchants set name = 'Luckwell Prime' where code = 'LW'`);
    await seedDemo(database.db);
    const rows = await database.db.execute<{ name: string }>(
      sql`select name from merchants where code = 'LW'`,
    );
    expect((rows as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe('Luckwell Prime');
  });
});
