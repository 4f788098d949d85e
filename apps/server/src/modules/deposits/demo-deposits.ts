/**
 * Demo deposit methods for Luckwell (README "Demo accounts"): a bank transfer to Vietcombank
 * 0451000888999 (CONG TY LUCKWELL), 50,000 to 300,000,000 VND, and the sandbox gateway, 20,000 to
 * 50,000,000 VND. Idempotent: a brand that has any method already is left as it is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createDepositsRepository } from './deposits.repository.ts';

export const DEMO_DEPOSIT_BANK = {
  bankName: 'Vietcombank',
  accountNumber: '0451000888999',
  accountName: 'CONG TY LUCKWELL',
};

export const seedDemoDeposits = async (db: Database) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  const repository = createDepositsRepository(db);
  if ((await repository.methods(lw.id, false)).length > 0) return;
  await repository.insertMethod({
    merchantId: lw.id,
    kind: 'bank',
    name: 'Chuyển khoản ngân hàng',
    ...DEMO_DEPOSIT_BANK,
    minAmount: 5_000_000n,
    maxAmount: 30_000_000_000n,
    sort: 0,
  });
  await repository.insertMethod({
    merchantId: lw.id,
    kind: 'gateway',
    name: 'Sandbox Pay',
    provider: 'sandbox',
    minAmount: 2_000_000n,
    maxAmount: 5_000_000_000n,
    sort: 1,
  });
};
