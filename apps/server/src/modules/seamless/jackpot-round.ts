/**
 * A jackpot win as a bet record (docs/decisions/028-jackpot-pool.md): a settled round of the game
 * whose bet won the pool, stake 0, payout the pool, so betting records, the winner board and later
 * aggregations see it like any other win. Its round id is `jackpot-<hit id>`, which no vendor round
 * uses, so a vendor's reconciliation can leave it out. Written in the payment's transaction.
 */
import type { Database } from '../../db/client.ts';
import { createSeamlessRepository } from './seamless.repository.ts';

export const jackpotRoundId = (hitId: number) => `jackpot-${hitId}`;

export const recordJackpotRound = async (
  db: Database,
  win: {
    merchantId: number;
    memberId: number;
    vendor: string;
    gameCode: string;
    currency: string;
    hitId: number;
    payoutMinor: bigint;
    at: Date;
  },
) => {
  const repository = createSeamlessRepository(db);
  const round = await repository.round(
    { merchantId: win.merchantId, vendor: win.vendor, roundId: jackpotRoundId(win.hitId) },
    { memberId: win.memberId, gameCode: win.gameCode, currency: win.currency, placedAt: win.at },
  );
  if (round?.status !== 'open') return;
  await repository.updateRound(round.id, {
    payoutMinor: win.payoutMinor,
    validBetMinor: 0n,
    winLossMinor: win.payoutMinor,
    status: 'settled',
    settledAt: win.at,
  });
};
