import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService, vendorWalletKind, type WalletService } from '../wallet/wallet.service.ts';
import { createTransferWalletService, type TransferVendor } from './transfer-wallet.service.ts';
import { createLocalVendorAdapter, type TransferVendorAdapter } from './vendor-adapter.ts';

let database: DatabaseHandle;
let wallet: WalletService;
let brand: Merchant;
let mode: 'single' | 'transfer' = 'transfer';
/** Which vendors refuse, and whether the vendor throws instead of answering. */
const down = new Set<string>();
let throws = false;
const local = createLocalVendorAdapter({ fail: (call) => down.has(call.vendor) });
const adapter: TransferVendorAdapter = {
  deposit: async (call) => {
    if (throws) throw new Error('connection reset');
    return local.deposit({ ...call, reference: `${call.reference}:${down.has(call.vendor)}` });
  },
  withdraw: async (call) => {
    if (throws) throw new Error('connection reset');
    return local.withdraw({ ...call, reference: `${call.reference}:${down.has(call.vendor)}` });
  },
};
const VENDORS: TransferVendor[] = [
  { vassalage: 'NOVA', displayName: 'Nova Slots', logoUrl: '/n.svg', maintenance: false },
  { vassalage: 'OCEAN', displayName: 'Ocean King', logoUrl: '/o.svg', maintenance: false },
  { vassalage: 'BTI', displayName: 'BTi Sports', logoUrl: '/b.svg', maintenance: false },
  // The same vendor in a second category is one sub-wallet.
  { vassalage: 'NOVA', displayName: 'Nova Slots', logoUrl: '/n.svg', maintenance: false },
  // Under maintenance: listed, takes no money in.
  { vassalage: 'SLEEP', displayName: 'Sleepy', logoUrl: '/s.svg', maintenance: true },
  // A code too long to name an account kind is never offered.
  { vassalage: 'AVERYLONGVENDORCODE', displayName: 'Long', logoUrl: '/l.svg', maintenance: false },
];
let service: ReturnType<typeof createTransferWalletService>;

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService(database.db);
  const [row] = await database.db.select().from(merchants).where(eq(merchants.code, 'JDG'));
  brand = row!;
  service = createTransferWalletService({
    db: database.db,
    wallet,
    vendorsOf: async () => VENDORS,
    isSingle: async () => mode === 'single',
    adapter,
  });
});
afterAll(async () => {
  await database.close();
});

const memberWith = async (account: string, cash: bigint) => {
  const [row] = await database.db
    .insert(members)
    .values({ merchantId: brand.id, account, nickname: account, passwordHash: 'x', referralCode: account })
    .returning();
  await wallet.credit({
    merchantId: brand.id,
    memberId: row!.id,
    currency: brand.currencyCode,
    amountMinor: cash,
    counterparty: 'cashier',
    idempotencyKey: `svc:${account}`,
    kind: 'deposit',
  });
  return row as MemberRow;
};

let n = 0;
const rid = () => `svc-request-${++n}`;
const balances = async (member: MemberRow) => {
  const value = await service.wallets(brand, member);
  return [value.main, ...value.vendors.map((row) => `${row.vendor}=${row.balance}`)];
};

describe('transfer wallet service', () => {
  it('lists each vendor once and leaves out codes no sub-wallet can name', async () => {
    const member = await memberWith('svc_list', 1_000n);
    expect(await balances(member)).toEqual(['10.00', 'NOVA=0.00', 'OCEAN=0.00', 'BTI=0.00', 'SLEEP=0.00']);
    expect(vendorWalletKind('AVERYLONGVENDORCODE')).toBeUndefined();
    expect(vendorWalletKind('NOVA')).toBe('member_v:NOVA');
  });

  it('puts the money back in the vendor sub-wallet when a transfer out fails at the vendor', async () => {
    const member = await memberWith('svc_out_fail', 10_000n);
    await service.transfer(brand, member, { action: 'in', vendor: 'OCEAN', amount: '60', requestId: rid() });
    down.add('OCEAN');
    try {
      await expect(
        service.transfer(brand, member, { action: 'out', vendor: 'OCEAN', amount: '60', requestId: rid() }),
      ).rejects.toMatchObject({ code: 'WALLET_VENDOR_FAILED' });
      expect(await balances(member)).toEqual(['40.00', 'NOVA=0.00', 'OCEAN=60.00', 'BTI=0.00', 'SLEEP=0.00']);

      // The vendor unreachable (a thrown error) is a refusal too.
      throws = true;
      await expect(
        service.transfer(brand, member, { action: 'in', vendor: 'NOVA', amount: '10', requestId: rid() }),
      ).rejects.toMatchObject({ code: 'WALLET_VENDOR_FAILED' });
      throws = false;
      expect(await balances(member)).toEqual(['40.00', 'NOVA=0.00', 'OCEAN=60.00', 'BTI=0.00', 'SLEEP=0.00']);
    } finally {
      down.delete('OCEAN');
      throws = false;
    }
  });

  it('returns what it can when one vendor refuses, and reports the failure', async () => {
    const member = await memberWith('svc_partial', 10_000n);
    await service.transfer(brand, member, { action: 'in', vendor: 'NOVA', amount: '20', requestId: rid() });
    await service.transfer(brand, member, { action: 'in', vendor: 'OCEAN', amount: '30', requestId: rid() });
    down.add('OCEAN');
    try {
      await expect(
        service.transfer(brand, member, { action: 'returnAll', requestId: rid() }),
      ).rejects.toMatchObject({ code: 'WALLET_VENDOR_FAILED' });
    } finally {
      down.delete('OCEAN');
    }
    expect(await balances(member)).toEqual(['70.00', 'NOVA=0.00', 'OCEAN=30.00', 'BTI=0.00', 'SLEEP=0.00']);
    // A new request once the vendor is back brings the rest home.
    const result = await service.transfer(brand, member, { action: 'returnAll', requestId: rid() });
    expect(result).toMatchObject({ moved: '30.00', message: 'in_balance_returned' });
    expect(await balances(member)).toEqual(['100.00', 'NOVA=0.00', 'OCEAN=0.00', 'BTI=0.00', 'SLEEP=0.00']);
  });

  it('takes no money in to a vendor under maintenance, and refuses an unknown vendor', async () => {
    const member = await memberWith('svc_sleep', 1_000n);
    await expect(
      service.transfer(brand, member, { action: 'in', vendor: 'SLEEP', amount: '1', requestId: rid() }),
    ).rejects.toMatchObject({ code: 'SYSTEM_MAINTENANCE', field: 'body.vendor' });
    await expect(
      service.transfer(brand, member, {
        action: 'in',
        vendor: 'AVERYLONGVENDORCODE',
        amount: '1',
        requestId: rid(),
      }),
    ).rejects.toMatchObject({ code: 'WALLET_VENDOR_UNKNOWN', statusCode: 404 });
    expect(await balances(member)).toEqual(['10.00', 'NOVA=0.00', 'OCEAN=0.00', 'BTI=0.00', 'SLEEP=0.00']);
  });

  it('leaves the transit account at zero and the books balanced', async () => {
    const transit = await wallet.brandAccountId(brand.id, 'wallet_transit', brand.currencyCode);
    const [row] = (await wallet.history(brand.id, transit, { limit: 1 })) as { balanceAfter: bigint }[];
    expect(row?.balanceAfter).toBe(0n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('refuses transfers in single mode and shows one wallet', async () => {
    const member = await memberWith('svc_single', 1_000n);
    mode = 'single';
    try {
      await expect(
        service.transfer(brand, member, { action: 'returnAll', requestId: rid() }),
      ).rejects.toMatchObject({ code: 'WALLET_SINGLE_MODE', statusCode: 409 });
      expect(await service.wallets(brand, member)).toMatchObject({
        isSingle: true,
        main: '10.00',
        vendors: [],
      });
    } finally {
      mode = 'transfer';
    }
  });
});
