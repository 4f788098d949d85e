/**
 * The demo's referral programme (issue 17, ADR 067), on for each brand in its own currency: the
 * inviter earns 30,000 VND when a friend's deposits reach 100,000, 50,000 at 2,000,000 of valid bet,
 * 150,000 at 10,000,000. demo_inviter of Luckwell has three invitees: friend_an deposited 300,000
 * (its reward paid), friend_binh deposited 200,000 from demo_inviter's own address (its reward held
 * for review), friend_chi has not played yet. Their deposits are approved and credited as the desk
 * approves a bank transfer. Written once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { createDepositsRepository } from '../deposits/deposits.repository.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { members } from '../members/member.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createReferralService } from './referral.service.ts';
import { referralSettings } from './referral.table.ts';

/** In VND: the milestones' thresholds and rewards. */
const MILESTONES = [
  { kind: 'deposit', threshold: 100_000, reward: 30_000 },
  { kind: 'valid_bet', threshold: 2_000_000, reward: 50_000 },
  { kind: 'valid_bet', threshold: 10_000_000, reward: 150_000 },
] as const;
export const DEMO_INVITER = 'demo_inviter';
const INVITER_IP = '203.0.113.50';
const INVITEES = [
  { account: 'friend_an', nickname: 'An', ip: '203.0.113.21', depositVnd: 300_000 },
  { account: 'friend_binh', nickname: 'Bình', ip: INVITER_IP, depositVnd: 200_000 },
  { account: 'friend_chi', nickname: 'Chi', ip: '203.0.113.23', depositVnd: 0 },
];

export const seedDemoReferral = async (db: Database) => {
  const wallet = createWalletService(db);
  for (const brand of await db.select().from(merchants)) {
    const [existing] = await db
      .select()
      .from(referralSettings)
      .where(eq(referralSettings.merchantId, brand.id));
    if (existing) continue;
    const minor = (vnd: number) =>
      brand.currencyCode === 'VND' ? BigInt(vnd) * 100n : BigInt(Math.round(vnd / 250));
    await db.insert(referralSettings).values({
      merchantId: brand.id,
      enabled: true,
      milestones: MILESTONES.map((milestone) => ({
        kind: milestone.kind,
        thresholdMinor: String(minor(milestone.threshold)),
        rewardMinor: String(minor(milestone.reward)),
      })),
    });
    const [inviter] = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.account, DEMO_INVITER)));
    const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.merchantId, brand.id));
    if (!inviter || !method) continue;
    await db.update(members).set({ registerIp: INVITER_IP }).where(eq(members.id, inviter.id));
    const repository = createMembersRepository(db);
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const invitees: number[] = [];
    for (const friend of INVITEES) {
      const member =
        (await repository.findByAccount(brand.id, friend.account)) ??
        (await repository.insert({
          merchantId: brand.id,
          account: friend.account,
          nickname: friend.nickname,
          passwordHash,
          referralCode: `F${friend.account
            .replace(/[^a-z]/gi, '')
            .toUpperCase()
            .slice(0, 9)}`,
          uplineId: inviter.id,
          registerIp: friend.ip,
          registerMethod: 'SEED',
        }));
      if (!member) throw new Error(`seed: demo invitee ${friend.account} missing after insert`);
      invitees.push(member.id);
      if (friend.depositVnd === 0) continue;
      const [row] = await db
        .insert(deposits)
        .values({
          merchantId: brand.id,
          memberId: member.id,
          methodId: method.id,
          kind: 'bank',
          amount: minor(friend.depositVnd),
          currency: brand.currencyCode,
          status: 'approved',
          reference: `DEMO-${friend.account}`,
          decidedAt: new Date(),
          decidedByName: 'finance',
        })
        .returning();
      if (!row) continue;
      const entry = await wallet.credit({
        merchantId: brand.id,
        memberId: member.id,
        currency: brand.currencyCode,
        amountMinor: row.amount,
        counterparty: 'cashier',
        idempotencyKey: `deposit:${row.id}`,
        kind: 'deposit',
        memo: `Deposit #${row.id} (${method.name})`,
        meta: { depositId: row.id },
      });
      await createDepositsRepository(db).setCreditEntry(row.id, entry.entryId);
    }
    await createReferralService({ db, wallet }).review(brand, invitees);
  }
};
