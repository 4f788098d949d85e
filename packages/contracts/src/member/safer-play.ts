/**
 * Safer play (issue 15, beyond the spec: UKGC RTS 12–13, N.J.A.C. 13:69O; ADR 051): the member's
 * own deposit, loss and session-time limits, the reality check, and time-out or self-exclusion.
 *
 * - GET  /wps/member/safer-play              limits (with what each window has used), the reality
 *                                             check, the exclusion if any
 * - PUT  /wps/member/safer-play/limits        set, raise, lower or remove one limit: lower takes effect
 *                                             at once, raise or remove after COOLING_OFF_HOURS
 * - PUT  /wps/member/safer-play/reality-check every N minutes of play, or off
 * - POST /wps/member/safer-play/exclusion     take a time-out or self-exclude: never shortened
 * - GET  /wps/member/safer-play/session       this session's time played and net result (the check)
 *
 * Enforced by the server: a deposit over a deposit limit, a launch or a bet past a loss or session
 * limit, and a deposit, launch or bet while excluded are refused.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Hours before a raised or removed limit applies (a lowered one applies at once). */
export const COOLING_OFF_HOURS = 24;

export const MoneyLimitKind = z.enum([
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
]);
export type TMoneyLimitKind = z.infer<typeof MoneyLimitKind>;
export const LimitKind = z.enum([...MoneyLimitKind.options, 'sessionMinutes']);
export type TLimitKind = z.infer<typeof LimitKind>;

/** Session limits and reality checks a member picks from, in minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 360, 480] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Time-out lengths in days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = [1, 2, 3, 7, 14, 30, 42] as const;
/** Self-exclusion lengths in months (6 months to 5 years), or permanent (null). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;

export const ZLimitState = z.object({
  kind: LimitKind,
  /** The limit in force: money with two decimals, or whole minutes for `sessionMinutes`; null when none. */
  value: z.string().nullable(),
  /** A raise or removal waiting out the cooling-off: the new value (null = removed) and when it applies. */
  pending: z.object({ value: z.string().nullable(), effectiveAt: z.string() }).nullable(),
  /**
   * What the limit's window has used so far: deposits of the day/week/month, net loss of the
   * day/week/month (0.00 when ahead), minutes of the current session.
   */
  used: z.string(),
});
export type TLimitState = z.infer<typeof ZLimitState>;

export const ExclusionKind = z.enum(['timeout', 'selfExclusion']);
export type TExclusionKind = z.infer<typeof ExclusionKind>;

export const ZExclusion = z.object({
  kind: ExclusionKind,
  since: z.string(),
  /** When it ends; null when permanent. */
  until: z.string().nullable(),
});
export type TExclusion = z.infer<typeof ZExclusion>;

export const ZSaferPlay = z.object({
  currency: z.string(),
  limits: z.array(ZLimitState),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: ZExclusion.nullable(),
});
export type TSaferPlay = z.infer<typeof ZSaferPlay>;
export const ZSaferPlayResponse = envelope(ZSaferPlay);

export const ZSetLimitRequest = z.discriminatedUnion('kind', [
  z.object({ kind: MoneyLimitKind, value: Money.nullable() }),
  z.object({
    kind: z.literal('sessionMinutes'),
    value: z
      .number()
      .int()
      .refine((n) => (SESSION_LIMIT_MINUTES as readonly number[]).includes(n), 'one of the offered lengths')
      .nullable(),
  }),
]);
export type TSetLimitRequest = z.input<typeof ZSetLimitRequest>;

export const ZRealityCheckRequest = z.object({
  minutes: z
    .number()
    .int()
    .refine((n) => (REALITY_CHECK_MINUTES as readonly number[]).includes(n), 'one of the offered intervals')
    .nullable(),
});

export const ZExclusionRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    days: z
      .number()
      .int()
      .refine((n) => (TIMEOUT_DAYS as readonly number[]).includes(n), 'one of the offered lengths'),
  }),
  z.object({
    kind: z.literal('selfExclusion'),
    /** Null: permanent. */
    months: z
      .number()
      .int()
      .refine((n) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(n), 'one of the offered lengths')
      .nullable(),
  }),
]);
export type TExclusionRequest = z.input<typeof ZExclusionRequest>;

/**
 * POST /admin-api/members/:id/exclusion (`members.lock`): an operator lengthens a member's exclusion
 * (never shortens it), with the reason for the audit log.
 */
export const ZAdminExclusionRequest = z.object({
  exclusion: ZExclusionRequest,
  reason: z.string().trim().min(1).max(200),
});
export type TAdminExclusionRequest = z.input<typeof ZAdminExclusionRequest>;

export const ZPlaySession = z.object({
  /** When this session signed in. */
  startedAt: z.string(),
  minutesPlayed: z.number().int(),
  stake: Money,
  payout: Money,
  /** Payout minus stake over the session: negative when behind. */
  net: Money,
  realityCheckMinutes: z.number().int().nullable(),
});
export type TPlaySession = z.infer<typeof ZPlaySession>;
export const ZPlaySessionResponse = envelope(ZPlaySession);

/** i18n keys of the refusals; `params` carry the limit, what is left, the period and the end. */
export const SaferPlayMessageKey = {
  excluded: 'in_safer_play_excluded',
  depositLimit: 'in_safer_play_deposit_limit',
  lossLimit: 'in_safer_play_loss_limit',
  sessionLimit: 'in_safer_play_session_limit',
  exclusionShorter: 'in_safer_play_exclusion_shorter',
} as const;
