import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { createSimulatedTransferVendor, type SimulatedTransferVendor } from './simulated-vendor.ts';
import { createTransferWalletService, type TransferVendor } from './transfer-wallet.service.ts';

let database: DatabaseHandle;
let wallet: WalletService;
let brand: Merchant;
let vendor: SimulatedTransferVendor;
let service: ReturnType<typeof createTransferWalletService>;
const VENDORS: TransferVendor[] = [
  { vassalage: 'NOVA', displayName: 'Nova Slots', logoUrl: '/n.svg', maintenance: false },
  { vassalage: 'OCEAN', displayName: 'Ocean King', logoUrl: '/o.svg', maintenance: false },
];

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService(database.db);
  const [row] = await database.db.select().from(merchants).where(eq(merchants.code, 'JDG'));
  brand = row!;
  vendor = createSimulatedTransferVendor(database.db, { refuses: (code) => code === 'DOWN' });
  service = createTransferWalletService({
    db: database.db,
    wallet,
    vendorsOf: async () => VENDORS,
    isSingle: async () => false,
    adapter: vendor,
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
  if (cash > 0n)
    await wallet.credit({
      merchantId: brand.id,
      memberId: row!.id,
      currency: brand.currencyCode,
      amountMinor: cash,
      counterparty: 'cashier',
      idempotencyKey: `sim:${account}`,
      kind: 'deposit',
    });
  return row as MemberRow;
};

let n = 0;
const rid = () => `sim-request-${++n}`;
/** The vendor tests' own vendor: their money reaches it outside the books, as no real flow does. */
const SOLO = 'SOLO';
const player = (member: MemberRow, code = SOLO) => ({
  merchantId: brand.id,
  memberId: member.id,
  vendor: code,
  currency: brand.currencyCode,
});
const call = (member: MemberRow, amountMinor: bigint, reference: string, code = SOLO) => ({
  ...player(member, code),
  amountMinor,
  reference,
});

describe('simulated transfer vendor', () => {
  it('keeps its own balance, answers a repeated reference as the first time, and never overdraws', async () => {
    const member = await memberWith('sim_books', 0n);
    expect(await vendor.deposit(call(member, 500n, 'r1'))).toEqual({ ok: true });
    expect(await vendor.deposit(call(member, 500n, 'r1'))).toEqual({ ok: true });
    expect(await vendor.balance(player(member))).toBe(500n);
    expect(await vendor.withdraw(call(member, 600n, 'r2'))).toEqual({
      ok: false,
      reason: 'insufficient balance',
    });
    // The refusal stands for that reference even once the money would be there.
    await vendor.deposit(call(member, 500n, 'r3'));
    expect(await vendor.withdraw(call(member, 600n, 'r2'))).toMatchObject({ ok: false });
    expect(await vendor.withdraw(call(member, 600n, 'r4'))).toEqual({ ok: true });
    expect(await vendor.balance(player(member))).toBe(400n);
    expect(await vendor.deposit(call(member, 1n, 'r5', 'DOWN'))).toEqual({
      ok: false,
      reason: 'vendor unavailable',
    });
  });

  it('plays a round only when the stake is there, once per round id', async () => {
    const member = await memberWith('sim_play', 0n);
    const round = {
      ...player(member),
      roundId: 'play-1',
      gameCode: 'g',
      stakeMinor: 100n,
      payoutMinor: 300n,
    };
    expect(await vendor.play(round)).toBe(false);
    await vendor.deposit(call(member, 100n, 'play-fund'));
    expect(await vendor.play(round)).toBe(true);
    expect(await vendor.play(round)).toBe(false);
    expect(await vendor.balance(player(member))).toBe(300n);
  });
});

describe('transfer wallets with a vendor that reports rounds', () => {
  it('books play at the vendor into the sub-wallet, so a win can be brought home', async () => {
    const member = await memberWith('sim_win', 10_000n);
    await service.transfer(brand, member, { action: 'in', vendor: 'NOVA', amount: '40', requestId: rid() });
    expect(await vendor.balance(player(member, 'NOVA'))).toBe(4_000n);
    await vendor.play({
      ...player(member, 'NOVA'),
      roundId: 'win-1',
      gameCode: 'nova-1',
      stakeMinor: 1_000n,
      payoutMinor: 5_000n,
    });
    await vendor.play({
      ...player(member, 'NOVA'),
      roundId: 'loss-1',
      gameCode: 'nova-2',
      stakeMinor: 500n,
      payoutMinor: 0n,
    });

    // The member's view shows what the vendor holds: 40 − 10 + 50 − 5.
    const view = await service.wallets(brand, member);
    expect(view.vendors.find((row) => row.vendor === 'NOVA')?.balance).toBe('75.00');

    const result = await service.transfer(brand, member, { action: 'returnAll', requestId: rid() });
    expect(result.moved).toBe('75.00');
    expect(result.wallets.main).toBe('135.00');
    expect(await vendor.balance(player(member, 'NOVA'))).toBe(0n);

    const records = await database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
    expect(
      records
        .map((row) => [row.roundId, row.stakeMinor, row.payoutMinor, row.winLossMinor, row.status])
        .sort(),
    ).toEqual([
      ['loss-1', 500n, 0n, -500n, 'settled'],
      ['win-1', 1_000n, 5_000n, 4_000n, 'settled'],
    ]);
  });

  it('books each round once however often the rounds are collected', async () => {
    const member = await memberWith('sim_once', 10_000n);
    await service.transfer(brand, member, { action: 'in', vendor: 'OCEAN', amount: '20', requestId: rid() });
    await vendor.play({
      ...player(member, 'OCEAN'),
      roundId: 'once-1',
      gameCode: 'o',
      stakeMinor: 700n,
      payoutMinor: 0n,
    });
    await Promise.all([service.collectRounds(brand.id, 'OCEAN'), service.collectRounds(brand.id, 'OCEAN')]);
    await service.collectRounds(brand.id, 'OCEAN');
    expect(
      (await service.wallets(brand, member)).vendors.find((row) => row.vendor === 'OCEAN')?.balance,
    ).toBe('13.00');
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('waits for the transfer behind a round the books cannot take yet', async () => {
    const member = await memberWith('sim_ahead', 10_000n);
    // Money reached the vendor and was played before our books finished the transfer (a crash
    // between the vendor's answer and the `:done` entry): the round waits, then books.
    await vendor.deposit(call(member, 2_000n, 'ahead-fund', 'NOVA'));
    await vendor.play({
      ...player(member, 'NOVA'),
      roundId: 'ahead-1',
      gameCode: 'n',
      stakeMinor: 2_000n,
      payoutMinor: 0n,
    });
    // Another member's round after it is not held up.
    const other = await memberWith('sim_other', 10_000n);
    await service.transfer(brand, other, { action: 'in', vendor: 'NOVA', amount: '10', requestId: rid() });
    await vendor.play({
      ...player(other, 'NOVA'),
      roundId: 'other-1',
      gameCode: 'n',
      stakeMinor: 400n,
      payoutMinor: 0n,
    });
    await service.collectRounds(brand.id, 'NOVA');
    expect(await wallet.balance(brand.id, member.id, brand.currencyCode, 'member_v:NOVA')).toBe(0n);
    expect(await wallet.balance(brand.id, other.id, brand.currencyCode, 'member_v:NOVA')).toBe(600n);
    await wallet.transfer({
      merchantId: brand.id,
      idempotencyKey: 'ahead-fund:done',
      kind: 'transfer',
      from: await wallet.memberAccountId(brand.id, member.id, brand.currencyCode, 'member_cash'),
      to: await wallet.memberAccountId(brand.id, member.id, brand.currencyCode, 'member_v:NOVA'),
      amount: 2_000n,
    });
    await service.collectRounds(brand.id, 'NOVA');
    expect(await wallet.balance(brand.id, member.id, brand.currencyCode, 'member_v:NOVA')).toBe(0n);
    expect(await wallet.balance(brand.id, member.id, brand.currencyCode, 'member_cash')).toBe(8_000n);
    expect(await wallet.balance(brand.id, other.id, brand.currencyCode, 'member_v:NOVA')).toBe(600n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
