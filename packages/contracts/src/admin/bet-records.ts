/**
 * Bet records search in the back office (issue 5, docs/decisions/030-back-office-catalogue.md):
 * GET /admin-api/bets (filtered, paged, with totals for the whole filter) and GET /admin-api/bets/:id
 * (one round with the seamless transactions the vendor sent for it). Permission `bets.view`.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const isoDateTime = z.iso.datetime({ offset: true });

export const BetResult = z.enum(['win', 'loss']);
export type TBetResult = z.infer<typeof BetResult>;

export const ZAdminBetQuery = z
  .object({
    /** The brand, by code or id: amounts of one currency add up. */
    merchant: z.string().trim().min(1).max(32),
    /** The member's username, exact (any case). */
    member: optional(z.string().trim().max(64)),
    vendor: optional(z.string().trim().toUpperCase().max(32)),
    gameCode: optional(z.string().trim().max(64)),
    roundId: optional(z.string().trim().max(100)),
    /** Settled rounds the member won (payout above stake) or lost (below). */
    result: optional(BetResult),
    /** Placed from this instant, inclusive. */
    from: optional(isoDateTime),
    /** Placed before this instant. */
    to: optional(isoDateTime),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'from must be before to',
    path: ['to'],
  });
export type TAdminBetQuery = Partial<z.infer<typeof ZAdminBetQuery>> & { merchant: string };
/** The query as the server sees it, parsed and defaulted. */
export type TAdminBetFilter = z.infer<typeof ZAdminBetQuery>;

export const BetStatus = z.enum(['open', 'settled', 'refunded']);

export const ZAdminBetRecord = z.object({
  id: z.number(),
  merchantCode: z.string(),
  memberId: z.number(),
  memberAccount: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The catalogue's name of the game, when the catalogue has it. */
  gameName: z.string().nullable(),
  roundId: z.string(),
  currency: z.string(),
  stake: Money,
  validBet: Money,
  payout: Money,
  /** Payout less stake, the member's view: positive when the member won. */
  winLoss: Money,
  status: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TAdminBetRecord = z.infer<typeof ZAdminBetRecord>;

export const ZBetTotals = z.object({
  currency: z.string(),
  stake: Money,
  validBet: Money,
  payout: Money,
  winLoss: Money,
});
export type TBetTotals = z.infer<typeof ZBetTotals>;

export const ZAdminBetPage = z.object({
  content: z.array(ZAdminBetRecord),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  /** Sums over every record the filter matches, not only this page. */
  totals: ZBetTotals,
});
export type TAdminBetPage = z.infer<typeof ZAdminBetPage>;
export const ZAdminBetPageResponse = envelope(ZAdminBetPage);

export const ZAdminBetTransaction = z.object({
  id: z.number(),
  transactionId: z.string(),
  /** debit (a bet), credit (a win) or rollback (a refund). */
  kind: z.string(),
  /** booked, rolled_back, or cancelled (a refund that came before its bet). */
  status: z.string(),
  amount: Money,
  currency: z.string(),
  referenceTransactionId: z.string().nullable(),
  /** The ledger journal entry it booked, if it moved money. */
  entryId: z.number().nullable(),
  createdAt: z.string(),
});
export type TAdminBetTransaction = z.infer<typeof ZAdminBetTransaction>;

export const ZAdminBetDetail = z.object({
  record: ZAdminBetRecord,
  transactions: z.array(ZAdminBetTransaction),
});
export type TAdminBetDetail = z.infer<typeof ZAdminBetDetail>;
export const ZAdminBetDetailResponse = envelope(ZAdminBetDetail);
export const ZAdminBetIdParams = z.object({ id: z.coerce.number().int().positive() });
