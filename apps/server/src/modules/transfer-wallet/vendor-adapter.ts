/**
 * The vendor side of a transfer-mode wallet (docs/decisions/020-transfer-wallets.md): a game vendor
 * that keeps its own balance per player is asked to take money in (deposit) or give it back
 * (withdraw). Every call carries our reference, the same on a retry, so a vendor that has seen it
 * answers as before instead of moving money twice. The real adapters arrive with the game-platform
 * issue's transfer-vendor adapter; until then the local adapter stands in.
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

export interface TransferVendorAdapter {
  /** Main wallet → vendor: the vendor credits the player. */
  deposit(call: VendorTransferCall): Promise<VendorOutcome>;
  /** Vendor → main wallet: the vendor debits the player. */
  withdraw(call: VendorTransferCall): Promise<VendorOutcome>;
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
