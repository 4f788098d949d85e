/**
 * The upline tree's closure table (ADR 054) is kept by database triggers: after any mix of new
 * members and moves of whole teams it holds exactly the pairs the upline links imply, with their
 * depth, and the seeded demo tree too (the migration's backfill). Moving a member under its own
 * team is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { members } from './member.table.ts';
import { memberTree } from './member-tree.table.ts';

let database: DatabaseHandle;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  merchantId = lw?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await database.close();
});

/** The pairs (ancestor, descendant, depth) the upline links imply, walked in JavaScript. */
const expectedPairs = async () => {
  const rows = await database.db.select({ id: members.id, uplineId: members.uplineId }).from(members);
  const upline = new Map(rows.map((row) => [row.id, row.uplineId]));
  const pairs: string[] = [];
  for (const { id } of rows) {
    let at: number | null | undefined = id;
    for (let depth = 0; at !== null && at !== undefined; depth += 1) {
      pairs.push(`${at}>${id}@${depth}`);
      at = upline.get(at);
    }
  }
  return pairs.sort();
};

const storedPairs = async () =>
  (await database.db.select().from(memberTree))
    .map((row) => `${row.ancestorId}>${row.descendantId}@${row.depth}`)
    .sort();

let counter = 0;
const insert = async (uplineId: number | null) => {
  counter += 1;
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId,
      account: `tree${counter}`,
      nickname: `tree${counter}`,
      passwordHash: 'x',
      uplineId,
      referralCode: `TREE${counter}`,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
};

/** A small deterministic pseudo-random sequence, so a failure repeats. */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('the upline tree', () => {
  it('starts as the seeded links imply (the backfill and the insert trigger agree)', async () => {
    expect(await storedPairs()).toEqual(await expectedPairs());
  });

  it('stays exactly the links after random sign-ups and moves of whole teams', async () => {
    const random = randomFrom(20_261_126);
    const ids: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const upline = ids.length > 0 && random() < 0.85 ? ids[Math.floor(random() * ids.length)] : null;
      ids.push(await insert(upline ?? null));
    }
    let moved = 0;
    for (let i = 0; i < 60; i += 1) {
      const id = ids[Math.floor(random() * ids.length)] as number;
      const target = random() < 0.15 ? null : (ids[Math.floor(random() * ids.length)] as number);
      const inTeam =
        target !== null &&
        rowsOf(
          await database.db.execute(
            sql`select 1 from member_tree where ancestor_id = ${id} and descendant_id = ${target}`,
          ),
        ).length > 0;
      if (inTeam) continue;
      await database.db.update(members).set({ uplineId: target }).where(eq(members.id, id));
      moved += 1;
    }
    expect(moved).toBeGreaterThan(30);
    expect(await storedPairs()).toEqual(await expectedPairs());
  });

  it('refuses to move a member under its own team, and changes nothing', async () => {
    const top = await insert(null);
    const middle = await insert(top);
    const bottom = await insert(middle);
    const before = await storedPairs();
    for (const target of [top, bottom]) {
      await expect(
        database.db.update(members).set({ uplineId: target }).where(eq(members.id, top)),
      ).rejects.toThrow();
    }
    expect(await storedPairs()).toEqual(before);
  });
});
