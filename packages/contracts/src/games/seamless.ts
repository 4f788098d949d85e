/**
 * The game launch call (`POST /wps/game/launchGame`, member envelope) and the seamless wallet
 * protocol vendors call under `/seamless/:vendor/` (its own shape, not the envelope:
 * docs/decisions/023-seamless-wallet-protocol.md). Amounts are decimal strings (ADR 005).
 */
import { z } from 'zod';
import { Money } from '../money.ts';

export const ZLaunchGameRequest = z.object({
  /** The vendor (vassalage) code. */
  vendor: z.string().trim().min(1).max(32),
  gameCode: z.string().trim().min(1).max(64),
});
export type TLaunchGameRequest = z.infer<typeof ZLaunchGameRequest>;

export const ZLaunchGameValue = z.object({
  /** Open in the game popup (desktop) or a new tab (mobile). */
  url: z.string(),
  /** When the one-time launch token in `url` stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type TLaunchGameValue = z.infer<typeof ZLaunchGameValue>;

/** The stable protocol answers; `OK` or one of the errors. */
export const SeamlessStatus = z.enum([
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'DUPLICATE_TRANSACTION',
  'ROUND_CLOSED',
  'USER_DISABLED',
  /** The member's own safer-play limit or exclusion refuses the bet (ADR 051). */
  'LIMIT_REACHED',
  /** A bet above the maximum of the member's wagering bonus (ADR 063). */
  'BONUS_MAX_BET',
  'WRONG_CURRENCY',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'SYSTEM_ERROR',
]);
export type TSeamlessStatus = z.infer<typeof SeamlessStatus>;

/** The header carrying the lowercase hex HMAC-SHA256 of the raw request body. */
export const SIGNATURE_HEADER = 'x-signature';

const Id = z.string().min(1).max(100);
/** A positive or zero amount; the protocol never sends negatives. */
const Amount = Money.refine((value) => !value.startsWith('-'), 'amount must not be negative');

export const ZAuthenticateRequest = z.object({ requestId: Id, launchToken: z.string().min(16).max(128) });
export const ZBalanceRequest = z.object({ requestId: Id, token: z.string().min(16).max(128) });
export const ZDebitRequest = ZBalanceRequest.extend({
  transactionId: Id,
  roundId: Id,
  amount: Amount,
  currency: z.string().min(1).max(8),
});
export const ZCreditRequest = ZDebitRequest.extend({
  /** The bet this win pays, when the vendor knows it. */
  referenceTransactionId: Id.optional(),
  /** False when more bets or wins of this round follow; the round is settled when true (default). */
  roundClosed: z.boolean().default(true),
});
export const ZRollbackRequest = ZBalanceRequest.extend({
  transactionId: Id,
  /** The bet to refund. */
  referenceTransactionId: Id,
  roundId: Id,
});
/**
 * A settled round's result corrected (a sportsbook's resettlement, ADR 090): `amount` is the round's
 * corrected total payout; the operator pays the difference from what it paid, or takes it back
 * (as far as the main wallet holds it: a wallet never goes below zero). Each correction has its own
 * transaction id; the answer's `adjustment` is what moved (signed) and `shortfall` what could not
 * be taken back.
 */
export const ZResettleRequest = ZBalanceRequest.extend({
  transactionId: Id,
  roundId: Id,
  amount: Amount,
  currency: z.string().min(1).max(8),
});
/** The most credits one `creditBatch` call carries (a batch stays well under the body limit). */
export const CREDIT_BATCH_MAX = 500;
/**
 * Many credits of one brand in one call (a live table's round settling, ADR 091): each item is a
 * `credit` of its own (its token, transaction id and round), answered item by item in `results`,
 * in order, exactly as `credit` would answer it; a retried item replays its first answer.
 */
export const ZCreditBatchRequest = z.object({
  requestId: Id,
  credits: z
    .array(ZCreditRequest.omit({ requestId: true }))
    .min(1)
    .max(CREDIT_BATCH_MAX),
});
export type TAuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;
export type TBalanceRequest = z.infer<typeof ZBalanceRequest>;
export type TDebitRequest = z.infer<typeof ZDebitRequest>;
export type TCreditRequest = z.input<typeof ZCreditRequest>;
export type TRollbackRequest = z.infer<typeof ZRollbackRequest>;
export type TResettleRequest = z.infer<typeof ZResettleRequest>;
export type TCreditBatchRequest = z.input<typeof ZCreditBatchRequest>;

/** Every answer: `status`, the request it answers, and the balance when the member is known. */
export type TSeamlessResponse = {
  status: TSeamlessStatus;
  requestId?: string;
  user?: string;
  currency?: string;
  balance?: string;
  /** authenticate: the session token for every later call. */
  token?: string;
  /** authenticate: the brand (merchant code) the player belongs to; with `user` it names the player. */
  brand?: string;
  gameCode?: string;
  /** debit, credit, rollback: the vendor's id and ours. */
  transactionId?: string;
  walletTransactionId?: string;
  /** resettle: what the correction moved (negative when taken back), and what it could not take back. */
  adjustment?: string;
  shortfall?: string;
  message?: string;
  /** creditBatch: each credit's answer, in the request's order. */
  results?: TSeamlessResponse[];
};
