import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../modules/members/member.table.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { anyOf, arrayLiteral } from './any-of.ts';
import type { DatabaseHandle } from './client.ts';

describe('arrayLiteral', () => {
  it('writes numbers bare and quotes strings, escaping quotes and backslashes', () => {
    expect(arrayLiteral([3, -500n])).toBe('{3,-500}');
    expect(arrayLiteral(['a', 'b"c', 'd\\e', 'f,g'])).toBe('{"a","b\\"c","d\\\\e","f,g"}');
  });
});

describe('anyOf', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('finds the same rows as an in-list, by number or by text, duplicates once', async () => {
    const all = await database.db.select({ id: members.id, account: members.account }).from(members);
    const some = all.slice(0, 5);
    const ids = [...some.map((row) => row.id), some[0]!.id, 999_999_999];
    const byAny = await database.db.select().from(members).where(anyOf(members.id, ids));
    const byIn = await database.db.select().from(members).where(inArray(members.id, ids));
    expect(byAny.map((row) => row.id).sort()).toEqual(byIn.map((row) => row.id).sort());
    expect(byAny).toHaveLength(5);

    // Text that would break a hand-written literal is quoted, and matches nothing it should not.
    const accounts = [some[1]!.account, 'x"y', 'a\\b', 'c,d', '{e}', 'NULL'];
    const byAccount = await database.db
      .select({ id: members.id })
      .from(members)
      .where(anyOf(members.account, accounts));
    expect(byAccount.map((row) => row.id)).toEqual([some[1]!.id]);
  });
});
