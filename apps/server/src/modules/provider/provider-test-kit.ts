/** Shared set-up of the provider's tests: members with cash, signed in, launching a dice or slot game. */
import type { TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { HOUSE_VENDORS } from '../games/demo-catalogue.ts';
import { games } from '../games/game.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { TEST_VENDOR_SECRET } from '../seamless/demo-seamless.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createOperatorClient, injectTransport, type OperatorTransport } from './operator-client.ts';
import { providerRounds } from './round.table.ts';

const PASSWORD = 'Player@2026';
let ip = 0;

export const createProviderKit = async (app: App, database: DatabaseHandle) => {
  const wallet = createWalletService(database.db);
  const lw = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW')))[0]!.id;
  const [dice] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    // A house vendor's (the aggregator's third-party titles have their own test, ADR 045).
    .where(
      and(
        eq(games.merchantId, lw),
        inArray(games.vassalage, [...HOUSE_VENDORS]),
        eq(games.engine, 'dice'),
        eq(games.maintenance, false),
      ),
    )
    .limit(1);
  if (!dice) throw new Error('no playable dice game in the demo catalogue');
  // Slot titles without the jackpot (a jackpot draw would add its own bet records), a few models.
  const slots = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(
      and(
        eq(games.merchantId, lw),
        inArray(games.vassalage, [...HOUSE_VENDORS]),
        eq(games.engine, 'slot-5x3'),
        eq(games.maintenance, false),
        eq(games.jackpot, false),
      ),
    )
    .orderBy(games.id)
    .limit(24);

  const member = async (account: string, cash = 1_000_000n) => {
    const [row] = await database.db
      .insert(members)
      .values({
        merchantId: lw,
        account,
        nickname: account,
        passwordHash: await hashPassword(PASSWORD),
        referralCode: account.toUpperCase(),
      })
      .returning({ id: members.id });
    if (cash > 0n) {
      await wallet.credit({
        merchantId: lw,
        memberId: row!.id,
        currency: 'VND',
        amountMinor: cash,
        counterparty: 'cashier',
        idempotencyKey: `test:${account}:opening`,
        kind: 'deposit',
      });
    }
    ip += 1;
    const c = createAuthClient(app, { ip: `198.51.100.${ip % 250}` });
    expect((await c.login(account, PASSWORD)).json().success).toBe(true);
    /** A launch of the dice game (or the one given): the URL the game popup opens. */
    const launch = async (game: { vendor: string; gameCode: string } = dice) => {
      const response = await c.call('POST', '/wps/game/launchGame', { payload: game });
      expect(response.statusCode).toBe(200);
      return new URL(response.json().value.url as string);
    };
    return { id: row!.id, c, launch, balance: () => wallet.balance(lw, row!.id, 'VND') };
  };
  return { lw, dice, slots, member, wallet };
};

/** An operator client whose wire drops the answer to the chosen calls (the operator did act on them). */
export const lossyOperator = (app: App, drop: (action: string) => boolean = () => false) => {
  const inner = injectTransport(() => app);
  const transport: OperatorTransport = async (vendor, action, rawBody, signature) => {
    const answer: TSeamlessResponse = await inner(vendor, action, rawBody, signature);
    if (drop(action)) throw new Error(`lost the answer to ${action}`);
    return answer;
  };
  return createOperatorClient({ transport, secret: TEST_VENDOR_SECRET });
};

/**
 * After automated rounds: the ledger invariant holds, the provider's settled rounds (by player
 * account) equal the operator's settled bet records (by member) in count, stake and payout, there
 * are `rounds` of them, and the members' wallets moved by exactly payout − stake.
 */
export const expectBooksAgree = async (
  database: DatabaseHandle,
  players: { id: number; start: bigint; balance: () => Promise<bigint> }[],
  accounts: string[],
  rounds: number,
) => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
  const [ours] = await database.db
    .select({
      rounds: sql<number>`count(*)::int`,
      stake: sql<string>`sum(${providerRounds.stakeMinor})::text`,
      payout: sql<string>`sum(${providerRounds.payoutMinor})::text`,
    })
    .from(providerRounds)
    .where(and(eq(providerRounds.status, 'settled'), inArray(providerRounds.player, accounts)));
  const [theirs] = await database.db
    .select({
      rounds: sql<number>`count(*)::int`,
      stake: sql<string>`sum(${betRecords.stakeMinor})::text`,
      payout: sql<string>`sum(${betRecords.payoutMinor})::text`,
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.status, 'settled'),
        inArray(
          betRecords.memberId,
          players.map((p) => p.id),
        ),
      ),
    );
  expect(ours).toEqual(theirs);
  expect(ours!.rounds).toBe(rounds);
  let moved = 0n;
  for (const player of players) moved += (await player.balance()) - player.start;
  expect(moved).toBe(BigInt(ours!.payout) - BigInt(ours!.stake));
};
