/**
 * Red envelopes and the prize wheel (issue 17 "Referral, missions, leaderboards, red envelopes,
 * wheel"; docs/decisions/064-red-envelopes-and-prize-wheel.md), shown in the member centre's
 * rewards centre.
 *
 * A red envelope is an operator-scheduled drop: a total split in advance, in whole minor units, into
 * a number of shares; each member grabs at most one, first come first served, paid to the main
 * wallet. The prize wheel spends one ticket per spin; the server picks the prize by weight (the
 * wheel only turns to show it), pays it, and publishes each prize's chance and the expected value.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** A drop for the member reading it: open to grab, grabbed by them, all gone, not yet started, over. */
export const RedEnvelopeState = z.enum(['open', 'grabbed', 'gone', 'coming', 'ended']);
export type TRedEnvelopeState = z.infer<typeof RedEnvelopeState>;

export const ZRedEnvelope = z.object({
  id: z.number().int(),
  title: z.string(),
  total: Money,
  shares: z.number().int(),
  /** Shares not grabbed yet. */
  left: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  state: RedEnvelopeState,
  /** What this member grabbed, if they did. */
  mine: Money.nullable(),
});
export type TRedEnvelope = z.infer<typeof ZRedEnvelope>;

/** GET /wps/member/red-envelopes: drops open now, coming in the next week and ended in the last three days. */
export const ZRedEnvelopesResponse = envelope(
  z.object({ list: z.array(ZRedEnvelope), currencySymbol: z.string() }),
);

/** POST /wps/member/red-envelopes/:id/grab: the member's share (the same answer if already grabbed). */
export const ZRedEnvelopeGrab = z.object({
  envelopeId: z.number().int(),
  amount: Money,
  /** True when this member had grabbed it before: nothing was paid now. */
  already: z.boolean(),
  left: z.number().int(),
});
export type TRedEnvelopeGrab = z.infer<typeof ZRedEnvelopeGrab>;
export const ZRedEnvelopeGrabResponse = envelope(ZRedEnvelopeGrab);

/** What a prize pays: money to the main wallet, or nothing ("better luck next time"). */
export const WheelPrizeKind = z.enum(['cash', 'nothing']);
export type TWheelPrizeKind = z.infer<typeof WheelPrizeKind>;

export const ZWheelPrize = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: WheelPrizeKind,
  amount: Money,
  /** The chance of this prize on the next spin, as a percentage with two decimals. */
  chance: z.string(),
  /** False when its stock has run out: the wheel shows it but never lands on it. */
  available: z.boolean(),
});
export type TWheelPrize = z.infer<typeof ZWheelPrize>;

export const ZWheelSpin = z.object({
  id: z.number().int(),
  prizeId: z.number().int(),
  label: z.string(),
  kind: WheelPrizeKind,
  amount: Money,
  at: z.iso.datetime(),
});
export type TWheelSpin = z.infer<typeof ZWheelSpin>;

/** GET /wps/member/wheel */
export const ZWheel = z.object({
  enabled: z.boolean(),
  /** In the wheel's order, clockwise from the top. */
  prizes: z.array(ZWheelPrize),
  /** What a spin pays on average now: Σ chance × amount. */
  expectedValue: Money,
  tickets: z.number().int(),
  /** How tickets are earned: one per deposit of at least this; one per business day with this valid bet. Null: not by this rule. */
  depositForTicket: Money.nullable(),
  validBetForTicket: Money.nullable(),
  /** The member's last spins, newest first. */
  spins: z.array(ZWheelSpin),
  currencySymbol: z.string(),
});
export type TWheel = z.infer<typeof ZWheel>;
export const ZWheelResponse = envelope(ZWheel);

/** POST /wps/member/wheel/spin: the prize the server picked, and the tickets left. */
export const ZWheelSpinResult = ZWheelSpin.extend({ tickets: z.number().int() });
export type TWheelSpinResult = z.infer<typeof ZWheelSpinResult>;
export const ZWheelSpinResponse = envelope(ZWheelSpinResult);

/** Message keys of red envelopes and the wheel (web: the common bundle). */
export const RewardMessageKey = {
  envelopeNotFound: 'in_envelope_not_found',
  envelopeNotOpen: 'in_envelope_not_open',
  envelopeEmpty: 'in_envelope_empty',
  wheelClosed: 'in_wheel_closed',
  wheelNoTicket: 'in_wheel_no_ticket',
} as const;

/**
 * GET /wps/member/rewards/unclaimed: what waits for the member (the header's unclaimed count, spec
 * §2 "Member info bar"; the public store's `availablePromoCount`): promotions they can join or
 * claim now, open red envelopes they have not grabbed, and wheel tickets not spun.
 */
export const ZUnclaimed = z.object({
  promotions: z.number().int(),
  envelopes: z.number().int(),
  tickets: z.number().int(),
  total: z.number().int(),
});
export type TUnclaimed = z.infer<typeof ZUnclaimed>;
export const ZUnclaimedResponse = envelope(ZUnclaimed);
