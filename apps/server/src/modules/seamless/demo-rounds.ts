/**
 * The demo's played rounds, so the winner board has real wins to show (docs/decisions/029-winner-board.md).
 * A few demo members of Luckwell play rounds of catalogue games through this module's service
 * exactly as a vendor calls it — launch, then signed authenticate, debit and credit — so every stake
 * and win is a ledger entry and a bet record, and every bet shares into the jackpot. Outcomes come
 * from SHA-256 of the round number (never Math.random), spread over the last three days. Played
 * once: rounds already there (round ids `demo-round-<n>`) are skipped.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessDayStart } from '../../platform/business-day.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isHouseVendor } from '../games/demo-catalogue.ts';
import { createGamesRepository } from '../games/games.repository.ts';
import { createJackpotService } from '../jackpot/jackpot.service.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { betRecords } from './bet-record.table.ts';
import { TEST_VENDOR_PATH, TEST_VENDOR_SECRET } from './demo-seamless.ts';
import { createSeamlessService, type SeamlessAction } from './seamless.service.ts';
import { signBody } from './signature.ts';

/** Members of Luckwell who only play the demo rounds (no sign-in: their password is thrown away). */
export const DEMO_PLAYERS: readonly { account: string; nickname: string }[] = [
  { account: 'minhtuan88', nickname: 'Minh Tuấn' },
  { account: 'lananh_99', nickname: 'Lan Anh' },
  { account: 'hoangphuc', nickname: 'Hoàng Phúc' },
  { account: 'thuytien07', nickname: 'Thủy Tiên' },
  { account: 'quanghuy_vn', nickname: 'Quang Huy' },
  { account: 'ngocbich', nickname: 'Ngọc Bích' },
  { account: 'ducmanh86', nickname: 'Đức Mạnh' },
  { account: 'kimngan_lw', nickname: 'Kim Ngân' },
  { account: 'baolong', nickname: 'Bảo Long' },
  { account: 'thanhhang', nickname: 'Thanh Hằng' },
];
export const DEMO_ROUNDS = 80;
const OPENING_VND = 50_000_000n;
const CATEGORIES = new Set(['RNG', 'JL', 'FISH', 'LIVE', 'PVP']);
const GAMES = 28;
/** Stakes in VND. */
const STAKES = [50_000n, 100_000n, 200_000n, 500_000n, 1_000_000n, 2_000_000n];
/** Win multipliers in tenths, from common to rare. */
const MULTIPLIERS = [15n, 20n, 25n, 30n, 50n, 80n, 120n, 200n, 500n, 1500n];
const SPREAD_MS = 3 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The sign-in demo member whose played rounds the profit-and-loss page shows (README "Demo accounts"). */
export const DEMO_BETTOR = 'demo_bettor';
/** How many days ago each of demo_bettor's rounds was played: some this week, more over the month. */
const BETTOR_ROUNDS = [0, 0, 1, 2, 2, 4, 6, 9, 11, 13, 16, 19, 21, 24, 26, 28];
const BETTOR_STAKES = [20_000n, 50_000n, 100_000n, 200_000n];

const bytesOf = (round: number) => createHash('sha256').update(`demo-round:${round}`).digest();

/**
 * When demo_bettor's round `n`, `daysAgo` business days back, was played: today's a few minutes
 * before `now` (never before today began), an earlier day's in its afternoon. Whatever the time of
 * day the demo starts, "yesterday" holds a round, which the contract journey's paid wage needs.
 */
export const bettorRoundAt = (now: number, daysAgo: number, n: number) => {
  const today = businessDayOf(new Date(now));
  const minutesBefore = (n + 1) * 7 * 60_000;
  if (daysAgo === 0) return new Date(Math.max(now - minutesBefore, businessDayStart(today).getTime()));
  const day = new Date(Date.parse(today) - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return new Date(businessDayStart(day).getTime() + 14 * 3_600_000 - minutesBefore);
};

export const seedDemoRounds = async (db: Database) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  const played = new Set(
    (
      await db
        .select({ roundId: betRecords.roundId })
        .from(betRecords)
        .where(and(eq(betRecords.merchantId, lw.id), like(betRecords.roundId, 'demo-round-%')))
    ).map((row) => row.roundId),
  );
  const bettor = await createMembersRepository(db).findByAccount(lw.id, DEMO_BETTOR);
  const bettorPlayed = bettor
    ? (
        await db
          .select({ roundId: betRecords.roundId })
          .from(betRecords)
          .where(and(eq(betRecords.memberId, bettor.id), like(betRecords.roundId, 'demo-bettor-%')))
      ).length
    : BETTOR_ROUNDS.length;
  if (played.size >= DEMO_ROUNDS && bettorPlayed >= BETTOR_ROUNDS.length) return;

  const members = createMembersRepository(db);
  const wallet = createWalletService(db);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const players: number[] = [];
  for (const demo of DEMO_PLAYERS) {
    const member =
      (await members.findByAccount(lw.id, demo.account)) ??
      (await members.insert({
        merchantId: lw.id,
        account: demo.account,
        nickname: demo.nickname,
        passwordHash,
        referralCode: `R${demo.account
          .replace(/[^a-z]/gi, '')
          .toUpperCase()
          .slice(0, 9)}`,
        registerMethod: 'SEED',
        firstLoginAt: new Date(),
      })) ??
      (await members.findByAccount(lw.id, demo.account));
    if (!member) throw new Error(`seed: demo player ${demo.account} missing after insert`);
    await wallet.grant({
      merchantId: lw.id,
      memberId: member.id,
      currency: lw.currencyCode,
      amountMinor: OPENING_VND * 100n,
      source: 'cashier',
      idempotencyKey: `seed:opening:${demo.account}`,
      memo: 'Demo opening balance',
    });
    players.push(member.id);
  }

  const catalogue = (await createGamesRepository(db).allGames(lw.id)).filter(
    (game) => game.isGame && CATEGORIES.has(game.gameType) && game.vassalage.length <= 16,
  );
  if (catalogue.length === 0) return;
  const games = Array.from({ length: GAMES }, (_, k) => catalogue[(k * 397 + 11) % catalogue.length]!);

  // The rounds happened over the last days: the service's clock is set before each one.
  let clock = new Date();
  const seamless = createSeamlessService({
    db,
    now: () => clock,
    jackpot: createJackpotService({ db, settingsCacheMs: 60_000, readingCacheMs: 0 }),
    // The demo's past rounds were played before the house engines' maintenance flag; the games are real catalogue entries.
    findGame: async (_merchantId, vendor, gameCode) => ({ vendor, gameCode, maintenance: false }),
    // Only the launch token matters here: the rounds are signed calls of the protocol test vendor.
    launchPathOf: () => TEST_VENDOR_PATH,
  });
  const call = (vendor: string, action: SeamlessAction, body: object): Promise<TSeamlessResponse> => {
    const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
    return seamless.handle({ vendor, action, rawBody, signature: signBody(TEST_VENDOR_SECRET, rawBody) });
  };

  /** One round of `memberId`, played at `at`, its outcome drawn from `bytes`. */
  const play = async (
    roundId: string,
    memberId: number,
    bytes: Buffer,
    at: Date,
    { stakes = STAKES, from = games }: { stakes?: readonly bigint[]; from?: typeof games } = {},
  ) => {
    const game = from[bytes.readUInt16BE(1) % from.length]!;
    const stake = stakes[bytes[3]! % stakes.length]! * 100n;
    const won = bytes[4]! % 100 >= 45;
    // Cubed, so small multipliers are common and the 150× one rare (about 1 win in 30).
    const multiplier = MULTIPLIERS[Math.floor((bytes[5]! / 256) ** 3 * MULTIPLIERS.length)]!;
    const payout = won ? (stake * multiplier) / 10n : 0n;
    clock = at;

    const member = await members.findById(lw.id, memberId);
    if (!member) return;
    const { url } = await seamless.launch(
      lw,
      member,
      { vendor: game.vassalage, gameCode: game.gameCode },
      'http://localhost',
    );
    const launchToken = new URL(url).searchParams.get('token') ?? '';
    const session = await call(game.vassalage, 'authenticate', { launchToken });
    if (session.status !== 'OK' || !session.token)
      throw new Error(`seed: demo round ${roundId}: ${session.status}`);
    const money = { token: session.token, roundId, currency: lw.currencyCode };
    const bet = await call(game.vassalage, 'debit', {
      ...money,
      transactionId: `${roundId}-bet`,
      amount: fromMinorUnits(stake),
    });
    if (bet.status === 'INSUFFICIENT_FUNDS') return;
    if (bet.status !== 'OK') throw new Error(`seed: demo round ${roundId} bet: ${bet.status}`);
    const win = await call(game.vassalage, 'credit', {
      ...money,
      transactionId: `${roundId}-win`,
      amount: fromMinorUnits(payout),
      referenceTransactionId: `${roundId}-bet`,
      roundClosed: true,
    });
    if (win.status !== 'OK') throw new Error(`seed: demo round ${roundId} win: ${win.status}`);
  };

  const started = Date.now();
  for (let round = 1; round <= DEMO_ROUNDS; round++) {
    const roundId = `demo-round-${round}`;
    if (played.has(roundId)) continue;
    const bytes = bytesOf(round);
    const memberId = players[bytes[0]! % players.length]!;
    await play(
      roundId,
      memberId,
      bytes,
      new Date(started - SPREAD_MS + (SPREAD_MS * round) / (DEMO_ROUNDS + 1)),
    );
  }
  // demo_bettor's month of play, for the profit-and-loss page: all or nothing, so the sums stay whole.
  // Third-party titles only: a house game's round would offer a replay its provider never recorded.
  const thirdParty = games.filter((game) => !isHouseVendor(game.vassalage));
  if (bettor && bettorPlayed === 0 && thirdParty.length > 0) {
    for (const [n, daysAgo] of BETTOR_ROUNDS.entries()) {
      const at = bettorRoundAt(started, daysAgo, n);
      await play(`demo-bettor-${n + 1}`, bettor.id, bytesOf(1000 + n), at, {
        stakes: BETTOR_STAKES,
        from: thirdParty,
      });
    }
  }
};
