/**
 * How a member is named where other players can see it (winner board, jackpot winner): masked, so a
 * name there never identifies an account. The first two characters, three stars and the last one
 * ("demo_player" → "de***r"); shorter names keep less.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from './member.table.ts';

export const maskName = (name: string) => {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length === 3) return `${chars[0]}***${chars[2]}`;
  return `${chars[0]}${chars[1]}***${chars[chars.length - 1]}`;
};

export type PublicName = {
  /** The masked account. */
  player: string;
  /** The masked nickname, or the masked account when the member has none. */
  customerName: string;
};

/** The public names of some members of a brand, by member id; members of other brands are left out. */
export const publicNamesOf = async (db: Database, merchantId: number, memberIds: number[]) => {
  const names = new Map<number, PublicName>();
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
  for (const row of rows) {
    const player = maskName(row.account);
    names.set(Number(row.id), {
      player,
      customerName: row.nickname.trim() ? maskName(row.nickname) : player,
    });
  }
  return names;
};
