/**
 * The vendor side of a transfer-mode wallet (docs/decisions/020-transfer-wallets.md): a game vendor
 * that keeps its own balance per player is asked to take money in (deposit) or give it back
 * (withdraw). Every call carries our reference, the same on a retry, so a vendor that has seen it
 * answers as before instead of moving money twice. Vendors that report the rounds played on their
 * side (`rounds`) have them booked to the member's sub-wallet; `balance` is the vendor's view of it,
 * for reconciliation. The simulated vendor (simulated-vendor.ts) implements all of it; the local
 * adapter below is a test double that only agrees or refuses.
 */

export type VendorTransferCall = {
  merchantId: number;
  memberId: number;
  /** The vendor code (vassalage). */
  vendor: string;
  currency: string;
  amountMinor: bigint;
  /** Ours, unique per transfer and vendor: the vendor's idempotency key. */
  reference: string;
};

export type VendorOutcome = { ok: true } | { ok: false; reason: string };

/** A player at a vendor. */
export type VendorPlayer = Pick<VendorTransferCall, 'merchantId' | 'memberId' | 'vendor' | 'currency'>;

/** A round the player finished at the vendor, money in minor units. */
export type VendorRound = {
  roundId: string;
  memberId: number;
  currency: string;
  gameCode: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  settledAt: Date;
};

export type VendorRoundsPage = {
  rounds: VendorRound[];
  /** Where to read on from; the same cursor when nothing new was settled. */
  cursor: string;
};

export interface TransferVendorAdapter {
  /** Main wallet → vendor: the vendor credits the player. */
  deposit(call: VendorTransferCall): Promise<VendorOutcome>;
  /** Vendor → main wallet: the vendor debits the player. */
  withdraw(call: VendorTransferCall): Promise<VendorOutcome>;
  /** The player's balance at the vendor (the vendor's view of the sub-wallet). */
  balance?(player: VendorPlayer): Promise<bigint>;
  /** Rounds settled after `cursor` (from the start when undefined), oldest first, at most `limit`. */
  rounds?(query: {
    merchantId: number;
    vendor: string;
    cursor?: string;
    limit: number;
  }): Promise<VendorRoundsPage>;
}

export type RecordedVendorCall = VendorTransferCall & {
  direction: 'deposit' | 'withdraw';
  outcome: VendorOutcome;
};

/**
 * Succeeds (or, with `fail`, refuses) and records what it was asked. A reference seen before gets
 * its first outcome again, as a real vendor's idempotent API would answer.
 */
export const createLocalVendorAdapter = (
  options: { fail?: (call: VendorTransferCall & { direction: 'deposit' | 'withdraw' }) => boolean } = {},
) => {
  const calls: RecordedVendorCall[] = [];
  const outcomes = new Map<string, VendorOutcome>();
  const answer = async (direction: 'deposit' | 'withdraw', call: VendorTransferCall) => {
    const known = outcomes.get(call.reference);
    const outcome: VendorOutcome =
      known ??
      (options.fail?.({ ...call, direction }) ? { ok: false, reason: 'vendor refused' } : { ok: true });
    outcomes.set(call.reference, outcome);
    calls.push({ ...call, direction, outcome });
    return outcome;
  };
  return {
    calls,
    deposit: (call: VendorTransferCall) => answer('deposit', call),
    withdraw: (call: VendorTransferCall) => answer('withdraw', call),
  } satisfies TransferVendorAdapter & { calls: RecordedVendorCall[] };
};
