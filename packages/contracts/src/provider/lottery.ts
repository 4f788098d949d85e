/**
 * Lottery's API (`/provider/lottery/*`, issue 20, ADR 081): the lobby, a game's issues and results,
 * the member's bet slip and tickets. Public reads (results are public); a ticket takes the provider
 * session's bearer token like every provider call. Money as two-decimal strings; rates and RTPs as
 * decimal strings computed exactly (rounded down for display).
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZProviderStartRequest } from './house-games.ts';

export const LotteryFamily = z.enum(['vn', 'ssc', 'pk10', 'k3', '11x5', 'sea4d', 'thai']);
export type TLotteryFamily = z.infer<typeof LotteryFamily>;
export const LotteryGroup = z.enum(['fast', 'vn', 'sea']);
export type TLotteryGroup = z.infer<typeof LotteryGroup>;

export const LotteryDrawStatus = z.enum([
  'selling',
  'awaiting_result',
  'awaiting_confirmation',
  'drawn',
  'settled',
  'cancelled',
]);
export type TLotteryDrawStatus = z.infer<typeof LotteryDrawStatus>;

/** A result as the page shows it: named tiers of numbers (`special`, `g1`; `numbers`; `dice`). */
export const ZLotteryTier = z.object({ tier: z.string(), numbers: z.array(z.string()) });
export type TLotteryTier = z.infer<typeof ZLotteryTier>;

export const ZLotteryDraw = z.object({
  game: z.string(),
  issue: z.string(),
  /** A Vietnamese daily issue's province code (`HCM`); null for every other game. */
  province: z.string().nullable(),
  status: LotteryDrawStatus,
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 of the in-house draw's server seed, published before sales open; null for an operator's draw. */
  seedHash: z.string().nullable(),
  /** Revealed once drawn: sha256(serverSeed) = seedHash, and the result replays from it. */
  serverSeed: z.string().nullable(),
  /** The in-house draw's client seed (`${game}:${issue}`); null for an operator's draw. */
  clientSeed: z.string().nullable(),
  result: z.array(ZLotteryTier).nullable(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDraw>;

/** How a product's picks are made on the page. */
export const ZLotteryPickInput = z.discriminatedUnion('kind', [
  /** Numbers of `digits` digits (or from `min`…`max`), `minPicks`…`maxPicks` of them. */
  z.object({
    kind: z.literal('numbers'),
    digits: z.number().int().nullable(),
    min: z.number().int(),
    max: z.number().int(),
    minPicks: z.number().int(),
    maxPicks: z.number().int(),
  }),
  /** One option of a fixed list (big, small, odd, even, dragon, tiger, tie; a position). */
  z.object({ kind: z.literal('options'), options: z.array(z.string()), positions: z.array(z.string()) }),
  /** A set of numbers per position (five-star straight); `emptyPositions`: a position may stay empty. */
  z.object({
    kind: z.literal('positions'),
    positions: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    emptyPositions: z.boolean(),
  }),
]);
export type TLotteryPickInput = z.infer<typeof ZLotteryPickInput>;

export const ZLotteryProduct = z.object({
  code: z.string(),
  /**
   * Gross return per unit staked per winning hit, by tier (a lô pays each appearance): `rate` for
   * display (3 decimals, rounded down), and the exact fraction num / den (a Vietnamese product's
   * payout / price: "23 ăn 80" is 80 / 23).
   */
  rates: z.array(z.object({ tier: z.string(), rate: z.string(), num: z.string(), den: z.string() })),
  /** Return to player in percent, exact (rounded down to 2 decimals). */
  rtp: z.string(),
  input: ZLotteryPickInput,
  /** Whether it pays per appearance (lô), so one pick can win several times. */
  multiHit: z.boolean(),
});
export type TLotteryProduct = z.infer<typeof ZLotteryProduct>;

export const ZLotteryGame = z.object({
  key: z.string(),
  family: LotteryFamily,
  group: LotteryGroup,
  region: z.enum(['north', 'central', 'south']).nullable(),
  intervalSeconds: z.number().int().nullable(),
  drawnBy: z.enum(['house', 'operator']),
  closeSeconds: z.number().int(),
  /** A fast game's prize group (1,700–1,960): its every product returns prizeGroup / 2000. */
  prizeGroup: z.number().int().nullable(),
  enabled: z.boolean(),
  products: z.array(ZLotteryProduct),
});
export type TLotteryGame = z.infer<typeof ZLotteryGame>;

export const ZLotteryLobbyEntry = z.object({
  game: ZLotteryGame,
  /** The issue on sale now (null between a daily draw's close and the next day's). */
  current: ZLotteryDraw.nullable(),
  last: ZLotteryDraw.nullable(),
});
export const ZLotteryLobby = z.object({ serverTime: z.string(), games: z.array(ZLotteryLobbyEntry) });
export type TLotteryLobby = z.infer<typeof ZLotteryLobby>;

export const ZLotteryGameState = z.object({
  serverTime: z.string(),
  game: ZLotteryGame,
  /** The issues on sale now: one for a fast game, a province each for a Vietnamese daily one. */
  selling: z.array(ZLotteryDraw),
  /** The latest drawn issues, newest first (opened numbers history). */
  recent: z.array(ZLotteryDraw),
});
export type TLotteryGameState = z.infer<typeof ZLotteryGameState>;

export const ZLotterySessionRequest = ZProviderStartRequest;
export const ZLotterySession = z.object({
  token: z.string(),
  /** The brand's prize mode: the page asks for the game's rates in it (`?prizeMode=`). */
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The lottery game the title plays. */
  game: z.string(),
});
export type TLotterySession = z.infer<typeof ZLotterySession>;

const PositiveMoney = Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'must be positive');

export const ZLotteryBet = z.object({
  product: z.string().trim().min(1).max(32),
  /** The picks as the slip writes them (`12 34`, `1,2|3|4|5|6`, `big`). */
  selection: z.string().trim().min(1).max(2000),
  unitStake: PositiveMoney,
  multiplier: z.number().int().min(1).max(10_000),
});
export type TLotteryBet = z.infer<typeof ZLotteryBet>;

export const ZLotteryTicketsRequest = z.object({
  /** The issue the slip was made for: refused if it is no longer the one on sale. */
  issue: z.string().regex(/^\d{8}-\d{4}$/),
  bets: z.array(ZLotteryBet).min(1).max(50),
});
export type TLotteryTicketsRequest = z.infer<typeof ZLotteryTicketsRequest>;

export const LotteryTicketStatus = z.enum(['open', 'won', 'lost', 'refunded']);
export const ZLotteryTicket = z.object({
  roundId: z.string(),
  game: z.string(),
  issue: z.string(),
  product: z.string(),
  selection: z.string(),
  betCount: z.number().int(),
  unitStake: Money,
  multiplier: z.number().int(),
  cost: Money,
  status: LotteryTicketStatus,
  hits: z.number().int().nullable(),
  payout: Money.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Sold at this percent of the product's rates: one of its numbers had reached its cap. */
  reducedPercent: z.number().int().nullable(),
});
export type TLotteryTicket = z.infer<typeof ZLotteryTicket>;

export const ZLotteryTicketsValue = z.object({ tickets: z.array(ZLotteryTicket), balance: Money });
export type TLotteryTicketsValue = z.infer<typeof ZLotteryTicketsValue>;

export const ZLotteryMyTickets = z.object({ tickets: z.array(ZLotteryTicket) });

/** Opened numbers history of a game (spec §7 `/lgw/vn/numeros/opened/game`, `/lotto/lgw/games/opened/numero`). */
export const ZLotteryOpenedQuery = z.object({
  game: z.string().min(1).max(32),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZLotteryOpened = z.object({ game: z.string(), draws: z.array(ZLotteryDraw) });
export type TLotteryOpened = z.infer<typeof ZLotteryOpened>;

/** The VN menus (spec §7 `/lgw/vn/games/game_menu`): prize mode and device as the site sends them. */
export const ZLotteryMenuQuery = z.object({
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
  device: z.string().max(16).optional(),
});
/** The VN games' latest results (spec §7 `/lgw/vn/games/recent`). */
export const ZLotteryRecent = z.object({ games: z.array(ZLotteryOpened) });
