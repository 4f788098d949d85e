/**
 * Demo withdrawal rules for Luckwell (README "Demo accounts"): 50,000 to 500,000,000 VND, three bank
 * accounts, 30 minutes to confirm; and demo_player, demo_bonus and demo_lucky ready to withdraw:
 * payment password 135790 and one bound account in the payee's name (DEMO PLAYER, …). Idempotent.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberBankAccounts } from './bank-account.table.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';
import { DEFAULT_WITHDRAWAL_SETTINGS } from './withdrawals.service.ts';

export const DEMO_PAYMENT_PASSWORD = '135790';
export const DEMO_BANK_ACCOUNT = {
  bankName: 'Vietcombank',
  accountNumber: '0071000123456',
  accountName: 'DEMO PLAYER',
};

export const seedDemoWithdrawals = async (db: Database) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  const repository = createWithdrawalsRepository(db);
  await repository.upsertSettings({ merchantId: lw.id, ...DEFAULT_WITHDRAWAL_SETTINGS });
  const members = createMembersRepository(db);
  // demo_player for the withdraw journey, demo_bonus for the bonus journey's withdrawal, demo_lucky
  // for the rewards journey's points (spent with the payment password).
  for (const [account, payee] of [
    ['demo_player', DEMO_BANK_ACCOUNT.accountName],
    ['demo_bonus', 'DEMO BONUS'],
    ['demo_lucky', 'DEMO LUCKY'],
  ] as const) {
    const player = await members.findByAccount(lw.id, account);
    if (!player || player.paymentPasswordHash) continue;
    await members.update(player.id, {
      paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD),
      payeeName: payee,
    });
    const bound = await db
      .select({ id: memberBankAccounts.id })
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.memberId, player.id)));
    if (bound.length === 0) {
      await repository.insertBankAccount({
        merchantId: lw.id,
        memberId: player.id,
        ...DEMO_BANK_ACCOUNT,
        accountName: payee,
      });
    }
  }
};
