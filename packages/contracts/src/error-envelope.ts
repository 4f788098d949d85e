/**
 * A refused request's envelope (DESIGN.md §3): `{ success: false, code, message, value }` with a
 * stable machine code, an i18n message key and the failing field. Apart from envelope.ts so the web
 * apps fetch the long code list only when a call is refused, never on the first page load.
 */
import { z } from 'zod';

export const ErrorCode = z.enum([
  'OK',
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'DOMAIN_CHECK_FAILED',
  'SYSTEM_MAINTENANCE',
  'REGION_RESTRICTED',
  'SYSTEM_ERROR',
  'AUTH_BAD_CREDENTIALS',
  'AUTH_CAPTCHA_REQUIRED',
  'AUTH_CAPTCHA_INVALID',
  'AUTH_HUMAN_CHECK_REQUIRED',
  'AUTH_ACCOUNT_LOCKED',
  'AUTH_NOT_MEMBER',
  'AUTH_NOT_AGENT',
  'AUTH_VERIFICATION_REQUIRED',
  'AUTH_CODE_INVALID',
  'AUTH_PASSWORD_MISMATCH',
  'AUTH_WRONG_OLD_PASSWORD',
  'AUTH_ACCOUNT_EXISTS',
  'AUTH_ACCOUNT_NOT_FOUND',
  'AUTH_ENCRYPTION_REQUIRED',
  'AUTH_TRIAL_FORBIDDEN',
  'AUTH_PASSWORD_CHANGE_REQUIRED',
  'AUTH_TOTP_REQUIRED',
  'AUTH_TOTP_INVALID',
  'AFFILIATE_INVALID',
  'FEATURE_DISABLED',
  'WALLET_INSUFFICIENT_FUNDS',
  // Cashier: withdrawals (issue 4)
  'CASHIER_INSUFFICIENT_WITHDRAWABLE',
  'CASHIER_PAYMENT_PASSWORD_WRONG',
  'CASHIER_PAYMENT_PASSWORD_LOCKED',
  'CASHIER_PAYMENT_PASSWORD_REQUIRED',
  'CASHIER_PAYMENT_PASSWORD_SET',
  'CASHIER_PAYEE_MISMATCH',
  'CASHIER_BANK_ACCOUNT_LIMIT',
  'CASHIER_BANK_ACCOUNT_EXISTS',
  'CASHIER_BANK_ACCOUNT_NOT_FOUND',
  'CASHIER_AMOUNT_OUT_OF_RANGE',
  'CASHIER_REQUEST_NOT_PENDING',
  'CASHIER_CONFIRMATION_CLOSED',
  'CASHIER_AMOUNTS_MISMATCH',
  'CASHIER_PROOF_INVALID',
  'CASHIER_CASE_NOT_OPEN',
  'CASHIER_CASE_ALREADY_CREDITED',
  // Transfer wallets (issue 4, docs/decisions/020-transfer-wallets.md)
  'WALLET_SINGLE_MODE',
  'WALLET_VENDOR_UNKNOWN',
  'WALLET_VENDOR_FAILED',
  'WALLET_REQUEST_REUSED',
  // Transfers between upline and downline (issue 4)
  'TRANSFER_NO_UPLINE',
  'TRANSFER_NOT_AGENT',
  'TRANSFER_NOT_IN_DOWNLINE',
  'TRANSFER_SELF',
  'TRANSFER_AMOUNT_OUT_OF_RANGE',
  'TRANSFER_DAILY_LIMIT',
  'TRANSFER_INSUFFICIENT_FUNDS',
  'TRANSFER_KEY_REUSED',
  'TRANSFER_KEY_REQUIRED',
  'TRANSFER_RECIPIENT_UNAVAILABLE',
  // Cashier: deposits (issue 4, depositv2)
  'DEPOSIT_METHOD_UNAVAILABLE',
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  'DEPOSIT_REFERENCE_REQUIRED',
  'DEPOSIT_RECEIPT_INVALID',
  'DEPOSIT_NOT_PENDING',
  'DEPOSIT_SIGNATURE_INVALID',
  'DEPOSIT_METHOD_INVALID',
  'DEPOSIT_TOO_MANY_PENDING',
  // Game launch (issue 5)
  'GAME_NOT_FOUND',
  'GAME_MAINTENANCE',
  // Back office catalogue import (docs/decisions/030-back-office-catalogue.md)
  'CATALOGUE_IMPORT_STALE',
  // The house game provider's own API (docs/decisions/031-house-game-provider.md)
  'PROVIDER_SESSION_INVALID',
  'PROVIDER_BAD_ACTION',
  'PROVIDER_ROUND_NOT_FOUND',
  'PROVIDER_OPERATOR_UNAVAILABLE',
  // A double or split's further stake (ADR 085): refused, the round stays as it was.
  'PROVIDER_EXTRA_STAKE_INSUFFICIENT_FUNDS',
  'PROVIDER_EXTRA_STAKE_REFUSED',
  'CRASH_BETTING_CLOSED', // crash (ADR 039): a bet outside the game's betting window
  'LOTTERY_SALES_CLOSED', // lottery (ADR 081): the issue is no longer on sale
  'LOTTERY_BAD_PRODUCT', // lottery: a product the game does not offer
  'LOTTERY_BAD_SELECTION', // lottery: picks the product refuses (the message names the reason)
  'LOTTERY_BAD_STAKE', // lottery: a unit stake below the minimum
  'LOTTERY_NUMBER_CLOSED', // lottery: the number's liability cap is reached (params.number)
  'LOTTERY_ISSUE_NOT_FOUND', // lottery: no such issue
  'LOTTERY_ISSUE_STATE', // lottery desk: the issue is not in a state for that (message says which)
  'LOTTERY_BAD_RESULT', // lottery desk: an entered result the engine refuses (field names the tier)
  'LOTTERY_SAME_OPERATOR', // lottery desk: a result is confirmed by a second operator, not its enterer
  // Feedback (issue 15, ADR 048): a reply or close of feedback already answered or closed
  'FEEDBACK_NOT_OPEN',
  // Safer play (issue 15, ADR 051): the member's own limits and exclusions
  'SAFER_PLAY_EXCLUDED',
  'SAFER_PLAY_DEPOSIT_LIMIT',
  'SAFER_PLAY_LOSS_LIMIT',
  'SAFER_PLAY_SESSION_LIMIT',
  'SAFER_PLAY_EXCLUSION_SHORTER',
  // My account (issue 15): an uploaded avatar that is not a png or jpg image
  'AVATAR_INVALID',
  // My account (issue 15): an identity detail already set (ADR 052)
  'DETAIL_LOCKED',
  // Agent contracts (issue 16, ADR 056)
  'CONTRACT_NOT_DIRECT_DOWNLINE',
  'CONTRACT_NOT_AGENT',
  'CONTRACT_NO_OWN_CONTRACT',
  'CONTRACT_RATE_ABOVE_OWN',
  'CONTRACT_TIERS_OVERLAP',
  'CONTRACT_NOT_FOUND',
  'CONTRACT_NOT_PENDING',
  'CONTRACT_NOT_ACTIVE',
  'CONTRACT_NO_TERMINATION',
  'CONTRACT_OPERATOR',
  // Content (issue 19): an announcement that is not the brand's, a body with nothing left once
  // sanitised, an end before the start
  'CONTENT_NOT_FOUND',
  'CONTENT_EMPTY',
  'CONTENT_ENDS_BEFORE_START',
  // … a picture that is not a png, jpg or webp, narrower than 640 px, not the brand's; a bad link
  'CONTENT_IMAGE_INVALID',
  'CONTENT_IMAGE_TOO_SMALL',
  'CONTENT_IMAGE_NOT_FOUND',
  'CONTENT_LINK_INVALID',
  // … a text missing in the brand's own language
  'CONTENT_LANGUAGE_MISSING',
  // Help centre (issue 19): a key another category or article of the brand has; a category that
  // still holds articles cannot be deleted
  'HELP_KEY_TAKEN',
  'HELP_CATEGORY_NOT_EMPTY',
  // Live support (issue 19): no such conversation (or not the caller's), already closed, an empty or
  // too long line, a visitor without name and contact, an attachment that is not a png/jpg, a
  // conversation another operator holds or nobody has claimed, a colleague who cannot take it
  'SUPPORT_NOT_FOUND',
  'SUPPORT_CLOSED',
  'SUPPORT_EMPTY',
  'SUPPORT_TOO_LONG',
  'SUPPORT_VISITOR_DETAILS',
  'SUPPORT_IMAGE_INVALID',
  'SUPPORT_NOT_CLAIMED',
  'SUPPORT_CLAIMED_BY_OTHER',
  'SUPPORT_OPERATOR_NOT_FOUND',
  'SUPPORT_MODEL_NOT_FOUND',
  // Promotions and bonus money (issue 17, ADR 063)
  'PROMO_NOT_FOUND',
  'PROMO_NOT_OPEN',
  'PROMO_NOT_ELIGIBLE',
  'PROMO_BONUS_ACTIVE',
  'PROMO_NOTHING_TO_CLAIM',
  'PROMO_IMAGE_INVALID',
  'PROMO_APPLICATION_DECIDED',
  'BONUS_WAGERING_INCOMPLETE',
  // Red envelopes and the prize wheel (issue 17, ADR 064)
  'ENVELOPE_NOT_FOUND',
  'ENVELOPE_NOT_OPEN',
  'ENVELOPE_EMPTY',
  'WHEEL_CLOSED',
  'WHEEL_NO_TICKET',
  // Points and the mall (issue 17, ADR 065)
  'POINTS_CLOSED',
  'POINTS_ITEM_NOT_FOUND',
  'POINTS_OUT_OF_STOCK',
  'POINTS_NOT_ENOUGH',
  'POINTS_BELOW_MINIMUM',
  'POINTS_NO_EXCHANGE',
  'POINTS_ORDER_NOT_PENDING',
  // Referral rewards (issue 17, ADR 067)
  'REFERRAL_NOT_HELD',
  // Missions (issue 17, ADR 068)
  'MISSION_NOT_FOUND',
  'MISSION_NOT_COMPLETE',
  'MISSION_CLAIMED',
  // Live tables (issue 21, ADR 082): a bet after the round's betting closed, a spot the table does not
  // have (field names the bet), a stake outside the table's limits (params min, max), no such table or
  // round, an idempotency key reused for a different slip
  'LIVE_BETTING_CLOSED',
  'LIVE_BAD_SPOT',
  'LIVE_STAKE_OUT_OF_RANGE',
  'LIVE_TABLE_NOT_FOUND',
  'LIVE_ROUND_NOT_FOUND',
  'LIVE_REQUEST_REUSED',
  // The tables desk: a round already settled or cancelled; a table closed while its round holds bets
  'LIVE_ROUND_FINISHED',
  'LIVE_ROUND_OPEN',
  // Card tables (issue 21, ADR 084): no such table; no hand of yours to act in; a play or pass the
  // rules refuse now (message `cards_err_<reason>`: not your turn, does not beat, …)
  'CARD_TABLE_NOT_FOUND',
  'CARD_NOT_SEATED',
  'CARD_BAD_PLAY',
  // Cockfight arenas (issue 22, ADR 087): no such arena or fight; a bet outside OPEN / LAST_CALL; a
  // stake outside the arena's per-side limits (params min, max); an operator action the fight's
  // status (or the arena's mode) does not allow; an idempotency key reused for a different bet
  'COCKFIGHT_ARENA_NOT_FOUND',
  'COCKFIGHT_FIGHT_NOT_FOUND',
  'COCKFIGHT_BETTING_CLOSED',
  'COCKFIGHT_STAKE_OUT_OF_RANGE',
  'COCKFIGHT_BAD_TRANSITION',
  'COCKFIGHT_REQUEST_REUSED',
  // The arenas desk's settings: a cut or a fixed price outside the engine's range (field names it);
  // an arena closed while its fight runs or waits to be settled (params number, status)
  'COCKFIGHT_BAD_ODDS',
  'COCKFIGHT_ARENA_BUSY',
  // The sportsbook (issue 23, ADR 089): no such fixture, market or ticket; a market not taking bets
  // (suspended, closed, its fixture over); a price moved against the ticket's acceptance (params
  // odds, the price now); a stake outside the limits (params min, max); the market's liability
  // reached; a parlay with two legs on one fixture or one market's two sides; a cash-out not offered
  // or offered lower now (params offer); an idempotency key reused for another ticket
  'SPORTSBOOK_FIXTURE_NOT_FOUND',
  'SPORTSBOOK_MARKET_NOT_FOUND',
  'SPORTSBOOK_TICKET_NOT_FOUND',
  'SPORTSBOOK_MARKET_CLOSED',
  'SPORTSBOOK_ODDS_CHANGED',
  'SPORTSBOOK_STAKE_OUT_OF_RANGE',
  'SPORTSBOOK_LIABILITY_REACHED',
  'SPORTSBOOK_BAD_PARLAY',
  'SPORTSBOOK_CASH_OUT_UNAVAILABLE',
  'SPORTSBOOK_CASH_OUT_CHANGED',
  'SPORTSBOOK_REQUEST_REUSED',
  // The trading desk: prices that do not fit the market (a selection missing or extra, a price out of
  // range; field names it); a line a market kind does not take; a market of that kind and line exists;
  // a result that does not fit the fixture (no score, maps on football); a fixture settled already; a
  // feed's fixture put in play by hand (it moves with its feed: only its result may be entered); a
  // member limit for an account the brand does not have
  'SPORTSBOOK_FEED_FIXTURE',
  'SPORTSBOOK_BAD_PRICES',
  'SPORTSBOOK_BAD_LINE',
  'SPORTSBOOK_MARKET_EXISTS',
  'SPORTSBOOK_BAD_RESULT',
  'SPORTSBOOK_ALREADY_SETTLED',
  'SPORTSBOOK_MEMBER_NOT_FOUND',
  // Fishing rooms (issue 22, ADR 088): no such room; a shot the room refuses unpaid (unknown weapon,
  // no targets or more than the weapon hits, a malformed message); a shot costing more than the
  // balance left after the stakes not yet debited (params available, price); the socket's first
  // message was not the session's token
  'FISHING_ROOM_NOT_FOUND',
  'FISHING_BAD_SHOT',
  'FISHING_INSUFFICIENT_BALANCE',
  'FISHING_NOT_JOINED',
]);
export type TErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({
  /** The failing field as a dotted path (`body.username`), when one field is at fault. */
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Substitutions for `message` (a pattern hint's length range, a wait in seconds). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Login failed often enough that the captcha must now be shown and solved (spec §4 "Login"). */
  captcha: z.boolean().optional(),
  /** The account is locked until this instant (ISO 8601). */
  lockedUntil: z.string().optional(),
  /** Seconds to wait before trying again (rate limits, SMS countdown). */
  retryAfterSeconds: z.number().int().optional(),
  /** A one-time code was sent; the login must be repeated with it (unregistered IP, spec §4). */
  verification: z
    .object({ channel: z.enum(['sms', 'email']), destination: z.string(), expiredMinutes: z.number() })
    .optional(),
});

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  value: ErrorDetail.nullable(),
});
export type TErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type TEnvelope<T> = { success: true; code: 'OK'; message: string; value: T } | TErrorEnvelope;
