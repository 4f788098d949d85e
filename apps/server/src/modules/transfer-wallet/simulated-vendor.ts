/**
 * A simulated transfer vendor (docs/decisions/027-transfer-vendor-adapter.md): a game vendor that
 * keeps each player's balance on its side, as the transfer-mode vendors do, with its books in its
 * own tables (simulated-vendor.table.ts) so they survive a restart. It takes money in and gives it
 * back under our reference (a repeat gets the first answer), refuses to give back more than the
 * player holds, lets players play rounds against their balance there (`play`), and reports those
 * rounds and balances through the adapter interface — everything a real vendor's API does, locally.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simVendorRounds, simVendorTransfers, simVendorWallets } from './simulated-vendor.table.ts';
import type {
  TransferVendorAdapter,
  VendorOutcome,
  VendorPlayer,
  VendorRound,
  VendorTransferCall,
} from './vendor-adapter.ts';

export type SimulatedRound = VendorPlayer & {
  roundId: string;
  gameCode: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
};

export type SimulatedVendorOptions = {
  /** Vendors that refuse every transfer (a vendor down for maintenance on its side). */
  refuses?: (vendor: string) => boolean;
};

/** Thrown inside `play` to undo the round's row when the player's balance does not cover the stake. */
class StakeNotCovered extends Error {}

const playerWhere = (player: VendorPlayer) =>
  and(
    eq(simVendorWallets.merchantId, player.merchantId),
    eq(simVendorWallets.vendor, player.vendor),
    eq(simVendorWallets.memberId, player.memberId),
    eq(simVendorWallets.currency, player.currency),
  );

export const createSimulatedTransferVendor = (db: Database, options: SimulatedVendorOptions = {}) => {
  /**
   * Adds `delta` to the player's balance at the vendor unless that takes it below zero; answers
   * whether it did. One statement, so concurrent calls cannot overdraw it.
   */
  const move = async (tx: Database, player: VendorPlayer, delta: bigint) => {
    await tx
      .insert(simVendorWallets)
      .values({ ...player, balanceMinor: 0n })
      .onConflictDoNothing();
    const moved = await tx
      .update(simVendorWallets)
      .set({ balanceMinor: sql`${simVendorWallets.balanceMinor} + ${delta}` })
      .where(and(playerWhere(player), sql`${simVendorWallets.balanceMinor} + ${delta} >= 0`))
      .returning({ balance: simVendorWallets.balanceMinor });
    return moved.length === 1;
  };

  const transfer = (direction: 'deposit' | 'withdraw', call: VendorTransferCall) =>
    db.transaction(async (tx): Promise<VendorOutcome> => {
      const known = (
        await tx
          .select()
          .from(simVendorTransfers)
          .where(
            and(
              eq(simVendorTransfers.merchantId, call.merchantId),
              eq(simVendorTransfers.reference, call.reference),
            ),
          )
          .for('update')
      )[0];
      if (known) return known.ok ? { ok: true } : { ok: false, reason: known.reason ?? 'refused' };
      let outcome: VendorOutcome;
      if (call.amountMinor <= 0n) outcome = { ok: false, reason: 'invalid amount' };
      else if (options.refuses?.(call.vendor)) outcome = { ok: false, reason: 'vendor unavailable' };
      else {
        const delta = direction === 'deposit' ? call.amountMinor : -call.amountMinor;
        outcome = (await move(tx as unknown as Database, call, delta))
          ? { ok: true }
          : { ok: false, reason: 'insufficient balance' };
      }
      // A concurrent first call with the same reference loses here and its transaction rolls back.
      await tx.insert(simVendorTransfers).values({
        merchantId: call.merchantId,
        reference: call.reference,
        vendor: call.vendor,
        memberId: call.memberId,
        direction,
        amountMinor: call.amountMinor,
        ok: outcome.ok,
        reason: outcome.ok ? null : outcome.reason,
      });
      return outcome;
    });

  return {
    deposit: (call) => transfer('deposit', call),
    withdraw: (call) => transfer('withdraw', call),

    balance: async (player) =>
      (
        await db
          .select({ balance: simVendorWallets.balanceMinor })
          .from(simVendorWallets)
          .where(playerWhere(player))
      )[0]?.balance ?? 0n,

    rounds: async ({ merchantId, vendor, cursor, limit }) => {
      const after = cursor === undefined ? 0 : Number(cursor);
      const rows = await db
        .select()
        .from(simVendorRounds)
        .where(
          and(
            eq(simVendorRounds.merchantId, merchantId),
            eq(simVendorRounds.vendor, vendor),
            gt(simVendorRounds.id, Number.isSafeInteger(after) ? after : 0),
          ),
        )
        .orderBy(asc(simVendorRounds.id))
        .limit(limit);
      const rounds: VendorRound[] = rows.map((row) => ({
        roundId: row.roundId,
        memberId: row.memberId,
        currency: row.currency,
        gameCode: row.gameCode,
        stakeMinor: row.stakeMinor,
        payoutMinor: row.payoutMinor,
        settledAt: row.settledAt,
      }));
      return { rounds, cursor: String(rows.at(-1)?.id ?? after) };
    },

    /**
     * A round played at the vendor: the stake leaves the player's balance there and the payout
     * comes back, in one transaction. False (nothing recorded) when the balance does not cover the
     * stake; a round id played before is not played again.
     */
    play: (round: SimulatedRound) =>
      db
        .transaction(async (tx) => {
          const inserted = await tx
            .insert(simVendorRounds)
            .values(round)
            .onConflictDoNothing()
            .returning({ id: simVendorRounds.id });
          if (inserted.length === 0) return false;
          const books = tx as unknown as Database;
          // The stake must be there before the payout comes back, as at a real table.
          if (!(await move(books, round, -round.stakeMinor))) throw new StakeNotCovered();
          if (round.payoutMinor > 0n) await move(books, round, round.payoutMinor);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof StakeNotCovered) return false;
          throw error;
        }),
  } satisfies TransferVendorAdapter & { play: (round: SimulatedRound) => Promise<boolean> };
};

export type SimulatedTransferVendor = ReturnType<typeof createSimulatedTransferVendor>;
