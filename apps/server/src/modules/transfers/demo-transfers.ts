/**
 * Demo transfer rules for Luckwell (README "Demo accounts"): the default limits as a row, and payment
 * password 135790 for the agents and the transfer journey's accounts (demo_agent, demo_subagent,
 * demo_teamlead, demo_teammate), so each can send at once. Idempotent: a password already set stays.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { DEMO_PAYMENT_PASSWORD } from '../withdrawals/demo-withdrawals.ts';
import { createTransfersRepository } from './transfers.repository.ts';
import { DEFAULT_TRANSFER_SETTINGS } from './transfers.service.ts';

export const DEMO_TRANSFER_ACCOUNTS = [
  'demo_agent',
  'demo_subagent',
  'demo_teamlead',
  'demo_teammate',
] as const;

export const seedDemoTransfers = async (db: Database) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  await createTransfersRepository(db).upsertSettings({ merchantId: lw.id, ...DEFAULT_TRANSFER_SETTINGS });
  const members = createMembersRepository(db);
  for (const account of DEMO_TRANSFER_ACCOUNTS) {
    const member = await members.findByAccount(lw.id, account);
    if (!member || member.paymentPasswordHash) continue;
    await members.update(member.id, { paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD) });
  }
};
