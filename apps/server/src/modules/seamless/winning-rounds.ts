/**
 * The brand's latest winning rounds, for the winner board (docs/decisions/029-winner-board.md): the
 * last `recent` settled rounds that paid more than their stake, newest first. The scan walks
 * `bet_records_settled_idx` backwards and stops after `recent` wins, so its cost does not grow with
 * the brand's history.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from './bet-record.table.ts';

export type WinningRound = {
  memberId: number;
  vendor: string;
  gameCode: string;
  currency: string;
  payoutMinor: bigint;
  settledAt: Date;
};

export const recentWinningRounds = async (
  db: Database,
  merchantId: number,
  recent: number,
): Promise<WinningRound[]> => {
  const rows = await db
    .select({
      memberId: betRecords.memberId,
      vendor: betRecords.vendor,
      gameCode: betRecords.gameCode,
      currency: betRecords.currency,
      payoutMinor: betRecords.payoutMinor,
      settledAt: betRecords.settledAt,
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, merchantId),
        eq(betRecords.status, 'settled'),
        gt(betRecords.winLossMinor, 0n),
      ),
    )
    .orderBy(desc(betRecords.settledAt), desc(betRecords.id))
    .limit(recent);
  return rows.map((row) => ({ ...row, settledAt: row.settledAt ?? new Date(0) }));
};
