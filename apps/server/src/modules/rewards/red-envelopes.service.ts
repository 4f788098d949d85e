/**
 * Red envelopes (issue 17; docs/decisions/064-red-envelopes-and-prize-wheel.md): the operator
 * schedules a drop of a total split among a number of grabbers. The split is made when the drop is
 * scheduled, in whole minor units that sum to the total, so a grab never computes money: it takes
 * the first free share (`for update skip locked`, so a thousand grabbers do not queue on one row),
 * marks it the member's (one share per member and drop: a unique index) and pays it from the
 * brand's promotion account under `envelope:<share>`, all in one transaction.
 */
import { randomInt } from 'node:crypto';
import type { TAdminRedEnvelope, TAdminRedEnvelopeRequest } from '@luckwell/contracts/admin/rewards';
import { MessageKey } from '@luckwell/contracts/envelope';
import {
  RewardMessageKey,
  type TRedEnvelope,
  type TRedEnvelopeGrab,
  type TRedEnvelopeState,
} from '@luckwell/contracts/member/rewards';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { redEnvelopeShares, redEnvelopes } from './rewards.table.ts';

const DAY_MS = 86_400_000;

/**
 * Splits `total` minor units into `shares` random shares of at least one granule each that sum to
 * it exactly ("double the mean": each share is drawn up to twice the mean of what is left). The
 * granule is a whole unit of the currency (100 minor units) when the total allows, else one.
 */
export const splitTotal = (total: bigint, shares: number, random: (max: number) => number = randomInt) => {
  if (shares < 1 || total < BigInt(shares)) throw new RangeError('each share needs at least one minor unit');
  const granule = total % 100n === 0n && total / 100n >= BigInt(shares) ? 100n : 1n;
  let left = total / granule;
  const out: bigint[] = [];
  for (let k = shares; k > 1; k -= 1) {
    const most = left - BigInt(k - 1); // every later share keeps at least one granule
    const twiceMean = (2n * left) / BigInt(k);
    const cap = twiceMean < most ? twiceMean : most;
    // randomInt takes numbers below 2^48: draw within the cap (at least one granule).
    const share = cap <= 1n ? 1n : 1n + BigInt(random(Number(cap < 2n ** 47n ? cap : 2n ** 47n)));
    const taken = share > cap ? cap : share;
    out.push(taken * granule);
    left -= taken;
  }
  out.push(left * granule);
  return out;
};

const notFound = () =>
  new AppError(404, 'ENVELOPE_NOT_FOUND', RewardMessageKey.envelopeNotFound, 'params.id');

type Options = { db: Database; audit?: AuditService; now?: () => Date };

export const createRedEnvelopesService = ({ db, audit, now = () => new Date() }: Options) => {
  const stateOf = (
    row: typeof redEnvelopes.$inferSelect,
    left: number,
    mine: bigint | null,
    at = now(),
  ): TRedEnvelopeState => {
    if (mine !== null) return 'grabbed';
    if (row.startsAt > at) return 'coming';
    if (row.cancelled || row.endsAt <= at) return 'ended';
    return left > 0 ? 'open' : 'gone';
  };

  /** Drops open now, coming within a week and ended within three days, with the member's shares. */
  const memberList = async (merchant: Merchant, member: MemberRow, language: string) => {
    const at = now();
    const rows = await db
      .select({
        envelope: redEnvelopes,
        left: sql<number>`(select count(*)::int from ${redEnvelopeShares} s where s.envelope_id = red_envelopes.id and s.member_id is null)`,
        mine: sql<
          string | null
        >`(select s.amount_minor::text from ${redEnvelopeShares} s where s.envelope_id = red_envelopes.id and s.member_id = ${member.id})`,
      })
      .from(redEnvelopes)
      .where(
        and(
          eq(redEnvelopes.merchantId, merchant.id),
          lt(redEnvelopes.startsAt, new Date(at.getTime() + 7 * DAY_MS)),
          gt(redEnvelopes.endsAt, new Date(at.getTime() - 3 * DAY_MS)),
        ),
      )
      .orderBy(asc(redEnvelopes.startsAt));
    const order: Record<TRedEnvelopeState, number> = { open: 0, coming: 1, grabbed: 2, gone: 3, ended: 4 };
    const list: TRedEnvelope[] = rows.map(({ envelope, left, mine }) => {
      const mineMinor = mine === null ? null : BigInt(mine);
      return {
        id: envelope.id,
        title: language === 'en' ? envelope.title.en : envelope.title.vi,
        total: fromMinorUnits(envelope.totalMinor),
        shares: envelope.shares,
        left,
        startsAt: envelope.startsAt.toISOString(),
        endsAt: envelope.endsAt.toISOString(),
        state: stateOf(envelope, left, mineMinor, at),
        mine: mineMinor === null ? null : fromMinorUnits(mineMinor),
      };
    });
    list.sort((a, b) => order[a.state] - order[b.state]);
    return { list, currencySymbol: merchant.currencySymbol };
  };

  /** How many open drops the member has not grabbed: the rewards centre's badge. */
  const openCount = async (merchantId: number, memberId: number) => {
    const at = now();
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(redEnvelopes)
      .where(
        and(
          eq(redEnvelopes.merchantId, merchantId),
          eq(redEnvelopes.cancelled, false),
          lt(redEnvelopes.startsAt, at),
          gt(redEnvelopes.endsAt, at),
          sql`exists (select 1 from ${redEnvelopeShares} s where s.envelope_id = red_envelopes.id and s.member_id is null)`,
          sql`not exists (select 1 from ${redEnvelopeShares} s where s.envelope_id = red_envelopes.id and s.member_id = ${memberId})`,
        ),
      );
    return row?.n ?? 0;
  };

  const leftOf = async (tx: Database, envelopeId: number) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(redEnvelopeShares)
      .where(and(eq(redEnvelopeShares.envelopeId, envelopeId), isNull(redEnvelopeShares.memberId)));
    return row?.n ?? 0;
  };

  const mineOf = async (tx: Database, envelopeId: number, memberId: number) => {
    const [row] = await tx
      .select()
      .from(redEnvelopeShares)
      .where(and(eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.memberId, memberId)));
    return row;
  };

  /** Grabs a share of an open drop, once per member: a second grab answers the first share. */
  const grab = async (
    merchant: Merchant,
    member: MemberRow,
    envelopeId: number,
  ): Promise<TRedEnvelopeGrab> => {
    const [envelope] = await db
      .select()
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.merchantId, merchant.id), eq(redEnvelopes.id, envelopeId)));
    if (!envelope) throw notFound();
    const answer = async (share: typeof redEnvelopeShares.$inferSelect, already: boolean) => ({
      envelopeId,
      amount: fromMinorUnits(share.amountMinor),
      already,
      left: await leftOf(db, envelopeId),
    });
    const earlier = await mineOf(db, envelopeId, member.id);
    if (earlier) return answer(earlier, true);
    const at = now();
    if (envelope.cancelled || envelope.startsAt > at || envelope.endsAt <= at) {
      throw new AppError(409, 'ENVELOPE_NOT_OPEN', RewardMessageKey.envelopeNotOpen, 'params.id');
    }
    let share: typeof redEnvelopeShares.$inferSelect | undefined;
    try {
      share = await db.transaction(async (txHandle) => {
        const tx = txHandle as unknown as Database;
        const taken = await tx.execute(sql`
          update ${redEnvelopeShares} set member_id = ${member.id}, grabbed_at = ${at}
          where id = (
            select id from ${redEnvelopeShares}
            where envelope_id = ${envelopeId} and member_id is null
            order by seq limit 1 for update skip locked)
          returning id`);
        const id = (taken as unknown as { rows: { id: number }[] }).rows[0]?.id;
        if (id === undefined) return undefined;
        const [row] = await tx.select().from(redEnvelopeShares).where(eq(redEnvelopeShares.id, id));
        if (!row) throw new Error(`red envelopes: share ${id} vanished`);
        const { entryId } = await createWalletService(tx).credit({
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currencyCode,
          amountMinor: row.amountMinor,
          counterparty: 'promotion',
          idempotencyKey: `envelope:${row.id}`,
          kind: 'red_envelope',
          memo: `Red envelope #${envelopeId}`,
          meta: { envelopeId, shareId: row.id },
        });
        await tx.update(redEnvelopeShares).set({ entryId }).where(eq(redEnvelopeShares.id, row.id));
        return row;
      });
    } catch (error) {
      // The same member's grab racing this one took their share first (the one-share index).
      const first = await mineOf(db, envelopeId, member.id);
      if (first) return answer(first, true);
      throw error;
    }
    if (!share) throw new AppError(409, 'ENVELOPE_EMPTY', RewardMessageKey.envelopeEmpty, 'params.id');
    return answer(share, false);
  };

  // ── the back office ────────────────────────────────────────────────────────────────────────────

  const adminDto = async (row: typeof redEnvelopes.$inferSelect): Promise<TAdminRedEnvelope> => {
    const [sums] = await db
      .select({
        grabbed: sql<number>`count(*) filter (where ${redEnvelopeShares.memberId} is not null)::int`,
        paid: sql<string>`coalesce(sum(${redEnvelopeShares.amountMinor}) filter (where ${redEnvelopeShares.memberId} is not null), 0)::text`,
        smallest: sql<string>`min(${redEnvelopeShares.amountMinor})::text`,
        largest: sql<string>`max(${redEnvelopeShares.amountMinor})::text`,
      })
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, row.id));
    return {
      id: row.id,
      title: row.title,
      total: fromMinorUnits(row.totalMinor),
      shares: row.shares,
      grabbed: sums?.grabbed ?? 0,
      paid: fromMinorUnits(BigInt(sums?.paid ?? 0)),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      cancelled: row.cancelled,
      smallest: fromMinorUnits(BigInt(sums?.smallest ?? 0)),
      largest: fromMinorUnits(BigInt(sums?.largest ?? 0)),
    };
  };

  const adminList = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db
      .select()
      .from(redEnvelopes)
      .where(eq(redEnvelopes.merchantId, brand.id))
      .orderBy(desc(redEnvelopes.startsAt))
      .limit(50);
    return { list: await Promise.all(rows.map(adminDto)), currencySymbol: brand.currencySymbol };
  };

  /** Schedules a drop: its shares are split and written with it, audited in the same transaction. */
  const create = async (actor: Actor, request: TAdminRedEnvelopeRequest) => {
    if (!audit) throw new Error('red envelopes are scheduled with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const total = toMinorUnits(request.total);
    if (total < BigInt(request.shares)) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.total');
    }
    const amounts = splitTotal(total, request.shares);
    const row = await audit.transaction(async (tx) => {
      const [saved] = await tx
        .insert(redEnvelopes)
        .values({
          merchantId: brand.id,
          title: request.title,
          totalMinor: total,
          shares: request.shares,
          startsAt: new Date(request.startsAt),
          endsAt: new Date(request.endsAt),
        })
        .returning();
      if (!saved) throw new Error('red envelopes: the drop was not written');
      for (let from = 0; from < amounts.length; from += 1_000) {
        await tx.insert(redEnvelopeShares).values(
          amounts.slice(from, from + 1_000).map((amountMinor, index) => ({
            envelopeId: saved.id,
            seq: from + index + 1,
            amountMinor,
          })),
        );
      }
      await audit.record(tx, actor, {
        action: 'envelope.create',
        target: { type: 'red_envelope', id: String(saved.id) },
        merchantId: brand.id,
        before: null,
        after: {
          title: saved.title,
          total: request.total,
          shares: saved.shares,
          reason: request.reason.trim(),
        },
      });
      return saved;
    });
    return adminDto(row);
  };

  /** Cancels a drop: the shares not grabbed are never paid. */
  const cancel = async (actor: Actor, id: number, reason: string) => {
    if (!audit) throw new Error('red envelopes are cancelled with an audit service');
    const row = await audit.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(redEnvelopes)
        .set({ cancelled: true })
        .where(eq(redEnvelopes.id, id))
        .returning();
      if (!cancelled) throw notFound();
      await audit.record(tx, actor, {
        action: 'envelope.cancel',
        target: { type: 'red_envelope', id: String(id) },
        merchantId: cancelled.merchantId,
        before: null,
        after: { reason: reason.trim() },
      });
      return cancelled;
    });
    return adminDto(row);
  };

  return { memberList, openCount, grab, adminList, create, cancel };
};

export type RedEnvelopesService = ReturnType<typeof createRedEnvelopesService>;
