/**
 * Members for a test's own small tree: `account<n>` under the upline given, of the type given,
 * optionally joined at a given time. Each test file names its prefix, so its accounts never meet
 * the demo's or another file's.
 */
import type { Database } from '../db/client.ts';
import { members } from '../modules/members/member.table.ts';

export const createMemberMaker = (
  db: Database,
  merchantId: number,
  prefix: string,
  { passwordHash = 'x' }: { passwordHash?: string } = {},
) => {
  let counter = 0;
  return async (uplineId: number | null, type = 0, createdAt?: Date) => {
    counter += 1;
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        account: `${prefix}${counter}`,
        nickname: `${prefix} ${counter}`,
        type,
        uplineId,
        passwordHash,
        referralCode: `${prefix.toUpperCase()}${counter}`,
        ...(createdAt ? { createdAt } : {}),
      })
      .returning();
    if (!row) throw new Error(`member ${prefix}${counter} not written`);
    return row;
  };
};
