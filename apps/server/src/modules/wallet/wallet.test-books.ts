/**
 * Fixtures of the wallet's tests: fresh books (PGlite, or PostgreSQL under TEST_DATABASE_URL) with
 * two brands and a way to sign up members, funded players, and refusal matchers.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { journalEntries } from './journal-entry.table.ts';
import { createWalletService, LedgerError, type LedgerErrorCode } from './wallet.service.ts';

/** Two brands, each in its own currency, and a way to sign up members: no demo data in the way. */
export const createBooks = async () => {
  const handle = await createTestDatabase({ seed: false });
  const brand = (code: string, currencyCode: string) => ({
    code,
    name: code,
    currencyCode,
    currencySymbol: currencyCode,
    logoUrl: '/logo.svg',
    languages: ['en'],
    defaultLanguage: 'en',
    theme: { background: '#000', surface: '#111', primary: '#f00', accent: '#0f0' },
    customerServiceUrl: 'https://example.test/help',
    supportHours: '24/7',
  });
  const [lw, other] = await handle.db
    .insert(merchants)
    .values([brand('LW', 'VND'), brand('OT', 'USD')])
    .returning({ id: merchants.id });
  let next = 0;
  const signUp = async (merchantId = lw!.id) => {
    next += 1;
    const [row] = await handle.db
      .insert(members)
      .values({
        merchantId,
        account: `player${next}`,
        nickname: `Player ${next}`,
        passwordHash: 'not-a-hash',
        referralCode: `REF${next}`,
      })
      .returning({ id: members.id });
    return row!.id;
  };
  return {
    handle,
    db: handle.db,
    wallet: createWalletService(handle.db),
    lw: lw!.id,
    other: other!.id,
    signUp,
  };
};

export type Books = Awaited<ReturnType<typeof createBooks>>;

export const ledgerErrorOf = async (promise: Promise<unknown>): Promise<LedgerError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerError);
  return error as LedgerError;
};

export const expectRefused = async (promise: Promise<unknown>, code: LedgerErrorCode) =>
  expect((await ledgerErrorOf(promise)).code).toBe(code);

export const countEntries = async (db: Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

/** A member of the demo brand holding `amount` VND minor units in cash, and the house account. */
export const fundedPlayer = async ({ db, wallet, lw, signUp }: Books, amount: bigint) => {
  const memberId = await signUp();
  await wallet.grant({
    merchantId: lw,
    memberId,
    currency: 'VND',
    amountMinor: amount,
    source: 'cashier',
    idempotencyKey: `open:${memberId}`,
    memo: 'opening balance',
  });
  const account = await wallet.memberAccount(lw, memberId, 'VND');
  const house = await wallet.brandAccount(lw, 'house', 'VND');
  return { db, memberId, account: account.id, house: house.id };
};

export const debitOne = ({ wallet, lw }: Pick<Books, 'wallet' | 'lw'>, memberId: number, key: string) =>
  wallet.debit({
    merchantId: lw,
    memberId,
    currency: 'VND',
    amountMinor: 1n,
    counterparty: 'house',
    idempotencyKey: key,
    kind: 'bet',
  });
