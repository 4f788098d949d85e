/**
 * The prize wheel (issue 17; docs/decisions/064-red-envelopes-and-prize-wheel.md). A spin spends one
 * ticket; the server picks the prize by weight among the prizes still in stock (the wheel in the
 * browser only turns to the answer), takes one from its stock, and pays it from the brand's
 * promotion account under `wheel:<spin>` — in one transaction, so a ticket pays once. Each prize's
 * chance and the expected value of a spin are published from the same weights.
 *
 * Tickets are earned by the brand's rules: one per credited deposit of at least
 * `depositForTicket` (`deposit:<id>`), one per business day with a valid bet of at least
 * `validBetForTicket` (`bet:<day>`, granted on the settlement beat), and those an operator grants.
 */
import { randomInt } from 'node:crypto';
import type {
  TAdminGrantTicketsRequest,
  TAdminWheel,
  TAdminWheelRequest,
} from '@luckwell/contracts/admin/rewards';
import { MessageKey } from '@luckwell/contracts/envelope';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { RewardMessageKey, type TWheel, type TWheelSpinResult } from '@luckwell/contracts/member/rewards';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { wheelPrizes, wheelSettings, wheelSpins, wheelTickets } from './rewards.table.ts';

type PrizeRow = typeof wheelPrizes.$inferSelect;
const DAY_MS = 86_400_000;
const SPINS_SHOWN = 10;

const inStock = (prize: PrizeRow) => prize.stock === null || prize.stock > 0;

/** Each prize's chance in hundredths of a percent (two decimals), and the expected value of a spin. */
export const oddsOf = (prizes: PrizeRow[]) => {
  const live = prizes.filter(inStock);
  const total = live.reduce((sum, prize) => sum + prize.weight, 0);
  const chance = (prize: PrizeRow) =>
    total === 0 || !inStock(prize) ? '0.00' : ((prize.weight * 100) / total).toFixed(2);
  const expected =
    total === 0
      ? 0n
      : live.reduce(
          (sum, prize) => sum + (prize.kind === 'cash' ? prize.amountMinor * BigInt(prize.weight) : 0n),
          0n,
        ) / BigInt(total);
  return { chance, expected };
};

/** The prize a draw in [0, Σ weight) lands on, walking the prizes in stock in order. */
export const pickByWeight = (prizes: PrizeRow[], draw: number) => {
  let at = draw;
  for (const prize of prizes.filter(inStock)) {
    if (at < prize.weight) return prize;
    at -= prize.weight;
  }
  return undefined;
};

type Options = { db: Database; audit?: AuditService; now?: () => Date; random?: (max: number) => number };

export const createPrizeWheelService = ({
  db,
  audit,
  now = () => new Date(),
  random = randomInt,
}: Options) => {
  const settingsOf = async (merchantId: number, tx: Database = db) => {
    const [row] = await tx.select().from(wheelSettings).where(eq(wheelSettings.merchantId, merchantId));
    return row;
  };
  const prizesOf = (merchantId: number, tx: Database = db) =>
    tx
      .select()
      .from(wheelPrizes)
      .where(and(eq(wheelPrizes.merchantId, merchantId), eq(wheelPrizes.retired, false)))
      .orderBy(asc(wheelPrizes.sort));

  const ticketsOf = async (merchantId: number, memberId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(wheelTickets)
      .where(
        and(
          eq(wheelTickets.merchantId, merchantId),
          eq(wheelTickets.memberId, memberId),
          isNull(wheelTickets.usedAt),
        ),
      );
    return row?.n ?? 0;
  };

  const labelOf = (prize: Pick<PrizeRow, 'label'>, language: string) =>
    language === 'en' ? prize.label.en : prize.label.vi;

  const wheel = async (merchant: Merchant, member: MemberRow, language: string): Promise<TWheel> => {
    const [settings, prizes, tickets, spins] = await Promise.all([
      settingsOf(merchant.id),
      prizesOf(merchant.id),
      ticketsOf(merchant.id, member.id),
      db
        .select({ spin: wheelSpins, label: wheelPrizes.label })
        .from(wheelSpins)
        .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
        .where(and(eq(wheelSpins.merchantId, merchant.id), eq(wheelSpins.memberId, member.id)))
        .orderBy(desc(wheelSpins.id))
        .limit(SPINS_SHOWN),
    ]);
    const { chance, expected } = oddsOf(prizes);
    return {
      enabled: (settings?.enabled ?? false) && prizes.some(inStock),
      prizes: prizes.map((prize) => ({
        id: prize.id,
        label: labelOf(prize, language),
        kind: prize.kind as 'cash' | 'nothing',
        amount: fromMinorUnits(prize.amountMinor),
        chance: chance(prize),
        available: inStock(prize),
      })),
      expectedValue: fromMinorUnits(expected),
      tickets,
      depositForTicket:
        settings?.depositForTicketMinor == null ? null : fromMinorUnits(settings.depositForTicketMinor),
      validBetForTicket:
        settings?.validBetForTicketMinor == null ? null : fromMinorUnits(settings.validBetForTicketMinor),
      spins: spins.map(({ spin, label }) => ({
        id: spin.id,
        prizeId: spin.prizeId,
        label: labelOf({ label }, language),
        kind: spin.kind as 'cash' | 'nothing',
        amount: fromMinorUnits(spin.amountMinor),
        at: spin.createdAt.toISOString(),
      })),
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** Spends one ticket on one spin: the prize is the server's weighted pick, paid at once. */
  const spin = async (merchant: Merchant, member: MemberRow, language: string): Promise<TWheelSpinResult> => {
    const settings = await settingsOf(merchant.id);
    if (!settings?.enabled) throw new AppError(409, 'WHEEL_CLOSED', RewardMessageKey.wheelClosed);
    const result = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      const ticket = await tx.execute(sql`
        select id from ${wheelTickets}
        where merchant_id = ${merchant.id} and member_id = ${member.id} and used_at is null
        order by id limit 1 for update skip locked`);
      const ticketId = (ticket as unknown as { rows: { id: number }[] }).rows[0]?.id;
      if (ticketId === undefined) throw new AppError(409, 'WHEEL_NO_TICKET', RewardMessageKey.wheelNoTicket);
      // A prize whose last one another spin takes meanwhile is drawn again without it.
      let prizes = await prizesOf(merchant.id, tx);
      let prize: PrizeRow | undefined;
      while (!prize) {
        const total = prizes.filter(inStock).reduce((sum, p) => sum + p.weight, 0);
        if (total === 0) throw new AppError(409, 'WHEEL_CLOSED', RewardMessageKey.wheelClosed);
        const drawn = pickByWeight(prizes, random(total));
        if (!drawn) throw new Error('prize wheel: a draw below the total weight found no prize');
        if (drawn.stock === null) {
          prize = drawn;
          break;
        }
        const [taken] = await tx
          .update(wheelPrizes)
          .set({ stock: sql`${wheelPrizes.stock} - 1` })
          .where(and(eq(wheelPrizes.id, drawn.id), sql`${wheelPrizes.stock} > 0`))
          .returning();
        if (taken) prize = taken;
        else prizes = prizes.map((p) => (p.id === drawn.id ? { ...p, stock: 0 } : p));
      }
      await tx.update(wheelTickets).set({ usedAt: now() }).where(eq(wheelTickets.id, ticketId));
      const [row] = await tx
        .insert(wheelSpins)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          ticketId,
          prizeId: prize.id,
          kind: prize.kind,
          amountMinor: prize.kind === 'cash' ? prize.amountMinor : 0n,
        })
        .returning();
      if (!row) throw new Error('prize wheel: the spin was not written');
      if (row.amountMinor > 0n) {
        const { entryId } = await createWalletService(tx).credit({
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currencyCode,
          amountMinor: row.amountMinor,
          counterparty: 'promotion',
          idempotencyKey: `wheel:${row.id}`,
          kind: 'wheel_prize',
          memo: `Prize wheel spin #${row.id}`,
          meta: { spinId: row.id, prizeId: prize.id },
        });
        await tx.update(wheelSpins).set({ entryId }).where(eq(wheelSpins.id, row.id));
      }
      return { row, prize };
    });
    return {
      id: result.row.id,
      prizeId: result.prize.id,
      label: labelOf(result.prize, language),
      kind: result.prize.kind as 'cash' | 'nothing',
      amount: fromMinorUnits(result.row.amountMinor),
      at: result.row.createdAt.toISOString(),
      tickets: await ticketsOf(merchant.id, member.id),
    };
  };

  /** A credited deposit earns a ticket when the brand's rule says so, in the deposit's transaction. */
  const onDeposit = async (
    tx: Database,
    deposit: { id: number; merchantId: number; memberId: number; amount: bigint },
  ) => {
    const settings = await settingsOf(deposit.merchantId, tx);
    if (!settings?.enabled || settings.depositForTicketMinor === null) return;
    if (deposit.amount < settings.depositForTicketMinor) return;
    await tx
      .insert(wheelTickets)
      .values({ merchantId: deposit.merchantId, memberId: deposit.memberId, source: `deposit:${deposit.id}` })
      .onConflictDoNothing();
  };

  /**
   * The beat: a ticket for each member whose valid bet on a recent closed business day reached the
   * rule (the last three days, so a server that was down catches up); once per member and day.
   */
  const tick = async () => {
    const today = businessDayOf(now());
    const from = new Date(Date.parse(today) - 3 * DAY_MS).toISOString().slice(0, 10);
    const result = await db.execute(sql`
      insert into ${wheelTickets} (merchant_id, member_id, source)
      select d.merchant_id, d.member_id, 'bet:' || d.day::text
      from ${betDaily} d join ${wheelSettings} w on w.merchant_id = d.merchant_id
      where w.enabled and w.valid_bet_for_ticket_minor is not null
        and d.day >= ${from}::date and d.day < ${today}::date
      group by d.merchant_id, d.member_id, d.day, w.valid_bet_for_ticket_minor
      having sum(d.valid_bet_minor) >= w.valid_bet_for_ticket_minor
      on conflict do nothing`);
    return (result as unknown as { rowCount?: number }).rowCount ?? 0;
  };

  // ── the back office ────────────────────────────────────────────────────────────────────────────

  const adminWheel = async (merchantCode: string): Promise<TAdminWheel> => {
    const brand = await brandByCode(db, merchantCode);
    const [settings, prizes, [sums], [out]] = await Promise.all([
      settingsOf(brand.id),
      prizesOf(brand.id),
      db
        .select({ spins: count(), paid: sql<string>`coalesce(sum(${wheelSpins.amountMinor}), 0)::text` })
        .from(wheelSpins)
        .where(eq(wheelSpins.merchantId, brand.id)),
      db
        .select({ n: count() })
        .from(wheelTickets)
        .where(and(eq(wheelTickets.merchantId, brand.id), isNull(wheelTickets.usedAt))),
    ]);
    const won = new Map(
      (
        await db
          .select({ prizeId: wheelSpins.prizeId, n: count() })
          .from(wheelSpins)
          .where(eq(wheelSpins.merchantId, brand.id))
          .groupBy(wheelSpins.prizeId)
      ).map((row) => [row.prizeId, row.n]),
    );
    const { chance, expected } = oddsOf(prizes);
    return {
      merchantCode: brand.code,
      enabled: settings?.enabled ?? false,
      depositForTicket:
        settings?.depositForTicketMinor == null ? null : fromMinorUnits(settings.depositForTicketMinor),
      validBetForTicket:
        settings?.validBetForTicketMinor == null ? null : fromMinorUnits(settings.validBetForTicketMinor),
      prizes: prizes.map((prize) => ({
        id: prize.id,
        label: prize.label,
        kind: prize.kind as 'cash' | 'nothing',
        amount: fromMinorUnits(prize.amountMinor),
        weight: prize.weight,
        stock: prize.stock,
        won: won.get(prize.id) ?? 0,
        chance: chance(prize),
      })),
      expectedValue: fromMinorUnits(expected),
      spins: sums?.spins ?? 0,
      paid: fromMinorUnits(BigInt(sums?.paid ?? 0)),
      ticketsOut: out?.n ?? 0,
      currencySymbol: brand.currencySymbol,
    };
  };

  /** The operator's wheel: its rules, and prizes that replace the previous ones (which are retired). */
  const updateWheel = async (actor: Actor, request: TAdminWheelRequest) => {
    if (!audit) throw new Error('the wheel is changed with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const fields = {
      enabled: request.enabled,
      depositForTicketMinor:
        request.depositForTicket === null ? null : toMinorUnits(request.depositForTicket),
      validBetForTicketMinor:
        request.validBetForTicket === null ? null : toMinorUnits(request.validBetForTicket),
    };
    await audit.transaction(async (tx) => {
      await tx
        .insert(wheelSettings)
        .values({ merchantId: brand.id, ...fields })
        .onConflictDoUpdate({ target: wheelSettings.merchantId, set: { ...fields, updatedAt: now() } });
      await tx.update(wheelPrizes).set({ retired: true }).where(eq(wheelPrizes.merchantId, brand.id));
      await tx.insert(wheelPrizes).values(
        request.prizes.map((prize, sort) => ({
          merchantId: brand.id,
          label: prize.label,
          kind: prize.kind,
          amountMinor: prize.kind === 'cash' ? toMinorUnits(prize.amount) : 0n,
          weight: prize.weight,
          stock: prize.stock,
          sort,
        })),
      );
      await audit.record(tx, actor, {
        action: 'wheel.update',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: null,
        after: { ...request, reason: request.reason.trim() },
      });
    });
    return adminWheel(brand.code);
  };

  /** Grants tickets to a member by account, audited; each its own source so none merges with another. */
  const grantTickets = async (actor: Actor, request: TAdminGrantTicketsRequest) => {
    if (!audit) throw new Error('tickets are granted with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const [member] = await db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.account, request.account.trim())));
    if (!member) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'body.account');
    const stamp = `${now().getTime().toString(36)}${random(1_000_000).toString(36)}`;
    await audit.transaction(async (tx) => {
      await tx.insert(wheelTickets).values(
        Array.from({ length: request.count }, (_, index) => ({
          merchantId: brand.id,
          memberId: member.id,
          source: `grant:${stamp}:${index}`,
        })),
      );
      await audit.record(tx, actor, {
        action: 'wheel.tickets',
        target: { type: 'member', id: String(member.id) },
        merchantId: brand.id,
        before: null,
        after: { count: request.count, reason: request.reason.trim() },
      });
    });
    return { account: member.account, tickets: await ticketsOf(brand.id, member.id) };
  };

  return { wheel, spin, ticketsOf, onDeposit, tick, adminWheel, updateWheel, grantTickets };
};

export type PrizeWheelService = ReturnType<typeof createPrizeWheelService>;
