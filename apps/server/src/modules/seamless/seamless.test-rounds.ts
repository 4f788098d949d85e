/**
 * Test fixture: plays rounds through the seamless protocol as a vendor does — a launch token, then
 * signed authenticate, debit and credit over HTTP (`app.inject`) — for members of any brand, so tests
 * of what is built on settled rounds (winner board, jackpot) start from real ledger money.
 */
import { randomUUID } from 'node:crypto';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { TEST_VENDOR_PATH, TEST_VENDOR_SECRET } from './demo-seamless.ts';
import { createSeamlessService } from './seamless.service.ts';
import { signBody } from './signature.ts';

export const createRoundPlayer = (app: App, db: Database) => {
  const wallet = createWalletService(db);
  // Launches through the service itself, so any catalogue code works whatever the launch path's rules.
  const launcher = createSeamlessService({
    db,
    findGame: async (_merchantId, vendor, gameCode) => ({ vendor, gameCode, maintenance: false }),
    // Only the launch token matters here: the rounds are signed calls of the protocol test vendor.
    launchPathOf: () => TEST_VENDOR_PATH,
  });
  let next = 0;

  const brand = async (code: string) => {
    const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
    if (!row) throw new Error(`no brand ${code}`);
    return row;
  };

  /** A signed protocol call; the answer's JSON. */
  const call = async (vendor: string, action: string, body: Record<string, unknown>) => {
    const payload = JSON.stringify({ requestId: randomUUID(), ...body });
    const response = await app.inject({
      method: 'POST',
      url: `/seamless/${vendor}/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(TEST_VENDOR_SECRET, payload) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** A member of `code` with `cash` minor units in the main wallet. */
  const member = async (code: string, { cash = 10_000_000n, account = '', nickname = '' } = {}) => {
    const merchant = await brand(code);
    next += 1;
    const name = account || `rp_${code.toLowerCase()}_${next}_${randomUUID().slice(0, 6)}`;
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: name,
        nickname: nickname || name,
        passwordHash: 'not-a-hash',
        referralCode: `RP${next}${randomUUID().slice(0, 6)}`.toUpperCase(),
      })
      .returning();
    if (cash > 0n) {
      await wallet.credit({
        merchantId: merchant.id,
        memberId: row!.id,
        currency: merchant.currencyCode,
        amountMinor: cash,
        counterparty: 'cashier',
        idempotencyKey: `test:${name}:opening`,
        kind: 'deposit',
      });
    }
    return { ...row!, merchant };
  };
  type Member = Awaited<ReturnType<typeof member>>;

  /** A vendor session of `who` on a game: launched, authenticated. */
  const session = async (who: Member, vendor: string, gameCode: string) => {
    await launcher.provisionSecret(who.merchant.id, vendor, TEST_VENDOR_SECRET);
    const { url } = await launcher.launch(who.merchant, who, { vendor, gameCode }, 'http://localhost');
    const auth = await call(vendor, 'authenticate', {
      launchToken: new URL(url).searchParams.get('token'),
    });
    expect(auth.status).toBe('OK');
    return { token: auth.token as string, vendor, currency: who.merchant.currencyCode };
  };
  type Session = Awaited<ReturnType<typeof session>>;

  const bet = (
    s: Session,
    stakeMinor: bigint,
    roundId = `r-${randomUUID()}`,
    transactionId = `b-${randomUUID()}`,
  ) =>
    call(s.vendor, 'debit', {
      token: s.token,
      transactionId,
      roundId,
      amount: fromMinorUnits(stakeMinor),
      currency: s.currency,
    });

  const settle = (s: Session, roundId: string, payoutMinor: bigint) =>
    call(s.vendor, 'credit', {
      token: s.token,
      transactionId: `w-${randomUUID()}`,
      roundId,
      amount: fromMinorUnits(payoutMinor),
      currency: s.currency,
      roundClosed: true,
    });

  /** One whole round: a bet, then its settlement paying `payoutMinor` (0: lost). */
  const round = async (s: Session, stakeMinor: bigint, payoutMinor: bigint) => {
    const roundId = `r-${randomUUID()}`;
    const placed = await bet(s, stakeMinor, roundId);
    expect(placed.status).toBe('OK');
    const settled = await settle(s, roundId, payoutMinor);
    expect(settled.status).toBe('OK');
    return roundId;
  };

  return { brand, call, member, session, bet, settle, round, wallet };
};
