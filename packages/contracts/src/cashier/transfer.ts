/**
 * Transfers between members of one agent tree (issue 4; spec §2 member centre `transferUpline`,
 * §4 "Transfers to downline or upline exist", §6 agents, §8 "transfer successful to downline or
 * upline"). A member sends to their own upline; an agent sends to any member of their own downline
 * tree. The specification gives no call paths; ours are under /wps/transfer
 * (docs/decisions/021-member-transfers.md). Bodies carrying the payment password are sealed like
 * sign-in bodies.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Message keys of transfers that the generic and cashier catalogues do not have (web: transfer bundle). */
export const TransferMessageKey = {
  success: 'in_transfer_successful',
  noUpline: 'in_transfer_no_upline',
  notAgent: 'in_transfer_not_agent',
  notInDownline: 'in_transfer_not_in_downline',
  self: 'in_transfer_self',
  amountOutOfRange: 'in_transfer_amount_out_of_range',
  dailyLimit: 'in_transfer_daily_limit',
  insufficientFunds: 'in_transfer_insufficient_funds',
  keyReused: 'in_transfer_key_reused',
  keyRequired: 'in_transfer_key_required',
  recipientUnavailable: 'in_transfer_recipient_unavailable',
} as const;

/** The client's idempotency key: the same key moves money once (also accepted as `Idempotency-Key`). */
export const TransferRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request id: 8 to 64 letters, digits, - or _');

/** The header that may carry the idempotency key instead of `requestId`. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ZTransferParty = z.object({
  account: z.string(),
  nickname: z.string(),
});
export type TTransferParty = z.infer<typeof ZTransferParty>;

/** GET /wps/transfer/overview: everything the transfer screens need to draw themselves. */
export const ZTransferOverview = z.object({
  currency: z.string(),
  /** The main wallet: a transfer may move at most this. */
  balance: Money,
  paymentPasswordSet: z.boolean(),
  /** Null for a member without an upline (a top agent). */
  upline: ZTransferParty.nullable(),
  /** Agents (types 1, 2, 41, 42) may also send to their downline. */
  isAgent: z.boolean(),
  minAmount: Money,
  maxAmount: Money,
  /** What one member may send in a day, to upline and downline together. */
  dailyLimit: Money,
  /** Sent today (brand's calendar day, UTC). */
  sentToday: Money,
});
export type TTransferOverview = z.infer<typeof ZTransferOverview>;
export const ZTransferOverviewResponse = envelope(ZTransferOverview);

/** POST /wps/transfer/upline (sealed): send to the caller's own upline. */
export const ZUplineTransferRequest = z.object({
  amount: Money,
  paymentPassword: z.string().min(1).max(32),
  /** Or the `Idempotency-Key` header; one of the two is required. */
  requestId: TransferRequestId.optional(),
});
export type TUplineTransferRequest = z.input<typeof ZUplineTransferRequest>;

/** POST /wps/transfer/downline (sealed): an agent sends to a member of their own downline tree. */
export const ZDownlineTransferRequest = ZUplineTransferRequest.extend({
  /** The recipient's account name (any depth below the caller). */
  account: z.string().trim().min(1).max(64),
});
export type TDownlineTransferRequest = z.input<typeof ZDownlineTransferRequest>;

export const TransferDirection = z.enum(['upline', 'downline']);
export type TTransferDirection = z.infer<typeof TransferDirection>;

export const ZTransfer = z.object({
  id: z.number(),
  direction: TransferDirection,
  /** The other party's account. */
  counterparty: z.string(),
  amount: Money,
  currency: z.string(),
  /** The sender's main wallet after the transfer. */
  balanceAfter: Money,
  createdAt: z.string(),
  /** True when this answers a repeated request id: nothing moved this time. */
  replayed: z.boolean(),
});
export type TTransfer = z.infer<typeof ZTransfer>;
export const ZTransferResponse = envelope(ZTransfer);

/** GET /wps/transfer/downline?q=&limit=: the recipient picker (accounts below the agent). */
export const ZDownlineQuery = z.object({
  q: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZDownlineMember = ZTransferParty.extend({
  /** 1 for a direct downline, 2 for theirs, … */
  depth: z.number().int(),
});
export type TDownlineMember = z.infer<typeof ZDownlineMember>;
export const ZDownlineList = z.object({ list: z.array(ZDownlineMember) });
export const ZDownlineListResponse = envelope(ZDownlineList);
