/**
 * The team rollups (ADR 057) kept by triggers equal what a recount from scratch gives, after a mixed
 * stream of changes in every order the money path makes them: members joining, rounds added to new
 * and existing daily rows (also several in one statement), deposits decided later and out of order,
 * withdrawals paid later, rejections, and a trial account in a team. The recount is the migration's
 * own `team_rollups_rebuild()` and `bet_periods_rebuild()`, so the two ways the tables are filled agree.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createBetDailyRepository } from '../seamless/bet-daily.repository.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { memberBankAccounts } from '../withdrawals/bank-account.table.ts';
import { withdrawals } from '../withdrawals/withdrawal.table.ts';

let database: DatabaseHandle;
let merchantId: number;
let currency: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  merchantId = lw?.id ?? 0;
  currency = lw?.currencyCode ?? 'VND';
  make = createMemberMaker(database.db, merchantId, 'rollup');
}, 60_000);
afterAll(async () => {
  await database.close();
});

let seed = 57;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const DAY_MS = 86_400_000;
const someTime = () => new Date(Date.parse('2026-11-26T12:00:00Z') - Math.floor(random() * 60 * DAY_MS));

let make: ReturnType<typeof createMemberMaker>;
const addMember = (uplineId: number | null, type: number) => make(uplineId, type, someTime());

/** The rollups as the triggers kept them, summed over shards, without rows that add up to nothing. */
const kept = async () => ({
  daily: rowsOf<Record<string, string>>(
    await database.db.execute(sql`
      select agent_id::text, day::text, sum(joined)::text as joined, sum(players)::text as players,
        sum(rounds)::text as rounds, sum(stake_minor)::text as stake, sum(valid_bet_minor)::text as valid_bet,
        sum(payout_minor)::text as payout, sum(win_loss_minor)::text as win_loss,
        sum(deposits_minor)::text as deposits, sum(first_deposits)::text as first_deposits,
        sum(withdrawals_minor)::text as withdrawals
      from team_daily where agent_id in (select id from members where account like 'rollup%')
      group by 1, 2
      having sum(joined) <> 0 or sum(players) <> 0 or sum(rounds) <> 0 or sum(deposits_minor) <> 0
        or sum(first_deposits) <> 0 or sum(withdrawals_minor) <> 0
      order by 1, 2`),
  ),
  periods: rowsOf<Record<string, string>>(
    await database.db.execute(sql`
      select agent_id::text, period, sum(players)::text as players from team_period_players
      where agent_id in (select id from members where account like 'rollup%')
      group by 1, 2 order by 1, 2`),
  ),
  members: rowsOf<Record<string, string>>(
    await database.db.execute(sql`
      select member_id::text, period, rounds::text, stake_minor::text as stake,
        valid_bet_minor::text as valid_bet, payout_minor::text as payout, win_loss_minor::text as win_loss
      from bet_periods where member_id in (select id from members where account like 'rollup%')
        and rounds <> 0
      order by 1, 2`),
  ),
});

describe('team rollups', () => {
  it('hold what a recount from the source tables gives, whatever order the changes came in', async () => {
    const top = await addMember(null, 1);
    const subs = [await addMember(top.id, 2), await addMember(top.id, 2)];
    const subSub = await addMember(subs[0]!.id, 2);
    const uplines = [top, ...subs, subSub];
    const players = [];
    for (let k = 0; k < 12; k++) players.push(await addMember(pick(uplines).id, 0));
    // A trial account in a team (never made so by the site, but it must never count).
    players.push(await addMember(top.id, 4));
    const everyone = [...uplines.slice(1), ...players];

    const [method] = await database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.merchantId, merchantId));
    const bets = createBetDailyRepository(database.db);
    const pendingDeposits: number[] = [];
    const pendingWithdrawals: number[] = [];
    for (let step = 0; step < 220; step++) {
      const member = pick(everyone);
      const roll = random();
      if (roll < 0.55) {
        const stake = BigInt(1 + Math.floor(random() * 900)) * 1000n;
        const payout = random() < 0.4 ? stake * 2n : 0n;
        await bets.add({
          merchantId,
          memberId: member.id,
          vendor: pick(['LWSLOT', 'LWLIVE', 'JILI']),
          gameCode: 'lucky-7',
          stakeMinor: stake,
          validBetMinor: stake,
          payoutMinor: payout,
          winLossMinor: payout - stake,
          settledAt: someTime(),
        });
      } else if (roll < 0.6) {
        // A bulk load: several days and categories of one member in one statement.
        const day = someTime();
        await database.db.insert(betDaily).values(
          [0, 1, 2].map((n) => ({
            merchantId,
            memberId: member.id,
            day: new Date(day.getTime() - n * DAY_MS).toISOString().slice(0, 10),
            category: `BULK${step}`,
            vendor: 'BULK',
            rounds: 2,
            stakeMinor: 2000n,
            validBetMinor: 2000n,
            payoutMinor: 0n,
            winLossMinor: -2000n,
          })),
        );
      } else if (roll < 0.75) {
        const [row] = await database.db
          .insert(deposits)
          .values({
            merchantId,
            memberId: member.id,
            methodId: method!.id,
            kind: 'bank',
            amount: BigInt(1 + Math.floor(random() * 50)) * 100_000n,
            currency,
            createdAt: someTime(),
          })
          .returning({ id: deposits.id });
        pendingDeposits.push(row!.id);
      } else if (roll < 0.88 && pendingDeposits.length > 0) {
        // Decided later, at any time: approved (most) or rejected.
        const id = pendingDeposits.splice(Math.floor(random() * pendingDeposits.length), 1)[0]!;
        await database.db
          .update(deposits)
          .set({ status: random() < 0.8 ? 'approved' : 'rejected', decidedAt: someTime() })
          .where(eq(deposits.id, id));
      } else if (roll < 0.94) {
        const [bank] = await database.db
          .insert(memberBankAccounts)
          .values({
            merchantId,
            memberId: member.id,
            bankName: 'VCB',
            accountNumber: `9${step}`,
            accountName: 'R',
          })
          .returning({ id: memberBankAccounts.id });
        const [row] = await database.db
          .insert(withdrawals)
          .values({
            merchantId,
            memberId: member.id,
            bankAccountId: bank!.id,
            amount: 300_000n,
            currency,
            createdAt: someTime(),
          })
          .returning({ id: withdrawals.id });
        pendingWithdrawals.push(row!.id);
      } else if (pendingWithdrawals.length > 0) {
        const id = pendingWithdrawals.shift()!;
        const paid = random() < 0.7;
        await database.db
          .update(withdrawals)
          .set(paid ? { status: 'paid', paidAt: someTime() } : { status: 'rejected', rejectedAt: someTime() })
          .where(eq(withdrawals.id, id));
      }
    }

    const fromTriggers = await kept();
    // The recount the migration fills the tables with, from the source tables alone.
    await database.db.execute(sql`select team_rollups_rebuild(), bet_periods_rebuild()`);
    const fromScratch = await kept();
    expect(fromTriggers.daily.length).toBeGreaterThan(20);
    expect(fromTriggers.daily).toEqual(fromScratch.daily);
    expect(fromTriggers.periods).toEqual(fromScratch.periods);
    // Each member's days, ISO weeks and months (bet_periods, ADR 060).
    expect(fromTriggers.members.length).toBeGreaterThan(30);
    expect(fromTriggers.members).toEqual(fromScratch.members);
  });
});
