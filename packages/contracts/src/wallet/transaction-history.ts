/**
 * GET /wps/member/transactions: the member's account record (spec §2 personal centre page
 * "transactionHistory"). The specification names the page but not its call; the path is ours
 * (docs/decisions/015-transaction-history-path.md). One row per movement of the member's own
 * main wallet, newest first, paged by page number.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** The kinds of journal entry a member can filter by; a row may carry a kind added later. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'win',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'grant',
  'adjustment',
  'hold',
  'release',
  'reverse',
] as const;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TTransactionType = z.infer<typeof TransactionType>;

export const TRANSACTION_PAGE_SIZE_MAX = 100;

export const ZTransactionHistoryQuery = z
  .object({
    type: TransactionType.optional(),
    /** Inclusive start, ISO 8601 with an offset (the browser sends its own midnight). */
    from: z.iso.datetime({ offset: true }).optional(),
    /** Exclusive end, ISO 8601 with an offset. */
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(TRANSACTION_PAGE_SIZE_MAX).default(20),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'from must not be after to',
    path: ['to'],
  });
export type TTransactionHistoryQuery = z.input<typeof ZTransactionHistoryQuery>;

export const ZTransactionRow = z.object({
  /** The posting's id: unique per row. */
  id: z.number(),
  /** When the movement was booked (ISO 8601). */
  time: z.string(),
  /** The journal entry's kind (one of TRANSACTION_TYPES, or a kind added later). */
  type: z.string(),
  /** Signed: negative when money left the wallet. */
  amount: Money,
  balanceAfter: Money,
  memo: z.string().nullable(),
  /** The journal entry this row is a line of. */
  entryId: z.number(),
  /** A transfer between members: the other party's account (docs/decisions/021-member-transfers.md). */
  counterparty: z.string().nullable().optional(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionHistory = z.object({
  list: z.array(ZTransactionRow),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TTransactionHistory = z.infer<typeof ZTransactionHistory>;
export const ZTransactionHistoryResponse = envelope(ZTransactionHistory);
