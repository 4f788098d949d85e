/**
 * GET /wps/member/bets: the member's betting record (spec §2 personal centre page
 * "personalHistoryCopy"). The specification names the page but not its call; the path is ours,
 * beside the account record's `/wps/member/transactions` (ADR 015). One row per round, newest first.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** A round's status: bets may still come, closed with its result, or every bet refunded. */
export const BET_STATUSES = ['open', 'settled', 'refunded'] as const;

const betRecordsFilter = z.object({
  vendor: z.string().trim().toUpperCase().max(32).optional(),
  /** The game category (gameType: RNG, LIVE, …; OTHER for a game no longer in the catalogue). */
  category: z.string().trim().toUpperCase().max(16).optional(),
  status: z.enum(BET_STATUSES).optional(),
  /** Inclusive start, ISO 8601 with an offset. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Exclusive end, ISO 8601 with an offset. */
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
const orderedRange = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to);
const rangeProblem = { message: 'from must not be after to', path: ['to'] };

export const ZMemberBetRecordsQuery = betRecordsFilter.refine(orderedRange, rangeProblem);
export type TMemberBetRecordsQuery = z.input<typeof ZMemberBetRecordsQuery>;

/**
 * GET /wps/agent/team/bets: the agent centre's team betting record (issue 16, the agent page
 * "personalHistoryCopy"): the rounds of everyone in the agent's team, or of one of them by account.
 */
export const ZTeamBetRecordsQuery = betRecordsFilter
  .extend({ account: z.string().trim().max(64).optional() })
  .refine(orderedRange, rangeProblem);
export type TTeamBetRecordsQuery = z.input<typeof ZTeamBetRecordsQuery>;

export const ZMemberBetRecord = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string().nullable(),
  stake: Money,
  payout: Money,
  /** payout − stake once settled (the member's view). */
  winLoss: Money,
  status: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** A round of the house provider: its steps can be replayed (game recall). */
  replayable: z.boolean(),
});
export type TMemberBetRecord = z.infer<typeof ZMemberBetRecord>;

export const ZMemberBetRecords = z.object({
  list: z.array(ZMemberBetRecord),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over the whole filter, not only this page. */
  totalStake: Money,
  totalValidBet: Money,
  totalPayout: Money,
  totalWinLoss: Money,
  currencySymbol: z.string(),
});
export type TMemberBetRecords = z.infer<typeof ZMemberBetRecords>;
export const ZMemberBetRecordsResponse = envelope(ZMemberBetRecords);

export const ZTeamBetRecords = ZMemberBetRecords.extend({
  list: z.array(ZMemberBetRecord.extend({ account: z.string() })),
});
export type TTeamBetRecords = z.infer<typeof ZTeamBetRecords>;
export const ZTeamBetRecordsResponse = envelope(ZTeamBetRecords);
