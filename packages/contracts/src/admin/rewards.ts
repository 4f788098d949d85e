/**
 * The back office's red envelopes and prize wheel (issue 17, ADR 064): scheduling drops and
 * cancelling one, the wheel's prizes, weights, stock and ticket rules, granting tickets to a member,
 * and what each has paid. Reads under `promotions.read`; changes under `promotions.manage`, with a
 * reason, audited.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { WheelPrizeKind } from '../member/rewards.ts';
import { Money } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);
const Reason = z.string().trim().min(3).max(500);
const Words = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

export const ZAdminRewardsQuery = z.object({ merchantCode: MerchantCode });

/** Shares a drop can be split into. */
export const RED_ENVELOPE_MAX_SHARES = 10_000;

/** POST /admin-api/red-envelopes */
export const ZAdminRedEnvelopeRequest = z
  .object({
    merchantCode: MerchantCode,
    title: Words(60),
    total: Money,
    shares: z.number().int().min(1).max(RED_ENVELOPE_MAX_SHARES),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    reason: Reason,
  })
  .refine((body) => body.endsAt > body.startsAt, { message: 'the end is after the start', path: ['endsAt'] });
export type TAdminRedEnvelopeRequest = z.input<typeof ZAdminRedEnvelopeRequest>;

export const ZAdminRedEnvelope = z.object({
  id: z.number().int(),
  title: z.object({ vi: z.string(), en: z.string() }),
  total: Money,
  shares: z.number().int(),
  grabbed: z.number().int(),
  paid: Money,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  cancelled: z.boolean(),
  /** The smallest and largest share, as split. */
  smallest: Money,
  largest: Money,
});
export type TAdminRedEnvelope = z.infer<typeof ZAdminRedEnvelope>;
export const ZAdminRedEnvelopeResponse = envelope(ZAdminRedEnvelope);
export const ZAdminRedEnvelopesResponse = envelope(
  z.object({ list: z.array(ZAdminRedEnvelope), currencySymbol: z.string() }),
);

/** POST /admin-api/red-envelopes/:id/cancel: shares not grabbed are never paid. */
export const ZAdminCancelRequest = z.object({ reason: Reason });

export const ZAdminWheelPrize = z.object({
  label: Words(40),
  kind: WheelPrizeKind,
  amount: Money,
  weight: z.number().int().min(1).max(1_000_000),
  /** Prizes left; null: unlimited. */
  stock: z.number().int().min(0).max(10_000_000).nullable(),
});
export type TAdminWheelPrize = z.infer<typeof ZAdminWheelPrize>;

export const WHEEL_MIN_PRIZES = 2;
export const WHEEL_MAX_PRIZES = 12;

/** PUT /admin-api/wheel: the wheel as a whole (its prizes replace the previous ones). */
export const ZAdminWheelRequest = z.object({
  merchantCode: MerchantCode,
  enabled: z.boolean(),
  depositForTicket: Money.nullable(),
  validBetForTicket: Money.nullable(),
  prizes: z.array(ZAdminWheelPrize).min(WHEEL_MIN_PRIZES).max(WHEEL_MAX_PRIZES),
  reason: Reason,
});
export type TAdminWheelRequest = z.input<typeof ZAdminWheelRequest>;

export const ZAdminWheel = z.object({
  merchantCode: z.string(),
  enabled: z.boolean(),
  depositForTicket: Money.nullable(),
  validBetForTicket: Money.nullable(),
  prizes: z.array(
    ZAdminWheelPrize.extend({ id: z.number().int(), won: z.number().int(), chance: z.string() }),
  ),
  expectedValue: Money,
  spins: z.number().int(),
  paid: Money,
  ticketsOut: z.number().int(),
  currencySymbol: z.string(),
});
export type TAdminWheel = z.infer<typeof ZAdminWheel>;
export const ZAdminWheelResponse = envelope(ZAdminWheel);

/** POST /admin-api/wheel/tickets: tickets granted to a member by account. */
export const ZAdminGrantTicketsRequest = z.object({
  merchantCode: MerchantCode,
  account: z.string().trim().min(1).max(64),
  count: z.number().int().min(1).max(100),
  reason: Reason,
});
export type TAdminGrantTicketsRequest = z.input<typeof ZAdminGrantTicketsRequest>;
export const ZAdminGrantTicketsResponse = envelope(
  z.object({ account: z.string(), tickets: z.number().int() }),
);
