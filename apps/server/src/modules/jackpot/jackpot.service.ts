/**
 * The progressive jackpot (issue 5, docs/decisions/028-jackpot-pool.md). Owns the pools (a brand's
 * settings and current cycle per currency) and their hits. The money is in the ledger, moved only
 * by the wallet: each seamless bet shares `floor(stake × rate)` into the pool (`jackpot#<n>`, a
 * posting of the bet's own entry), a provably-fair draw per bet may win the cycle, and a win pays
 * the whole pool to the member, records the win as a settled round, and seeds the next cycle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ppmToPercent } from '@luckwell/contracts/admin/jackpot';
import type { TJackpotHistory, TJackpotValue } from '@luckwell/contracts/games/jackpot';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { jackpotDraw, jackpotShare, PPM } from '@luckwell/games/jackpot';
import type { Database } from '../../db/client.ts';
import { publicNamesOf } from '../members/public-name.ts';
import { recordJackpotRound } from '../seamless/jackpot-round.ts';
import {
  createWalletService,
  jackpotShardFor,
  type MemberMoveInput,
  type WalletService,
} from '../wallet/wallet.service.ts';
import { createJackpotRepository, type JackpotPoolRow } from './jackpot.repository.ts';

type Log = { error: (object: object, message: string) => void };

type Options = {
  db: Database;
  /** How long a pool's settings are read from memory on the bet path (0: every bet). */
  settingsCacheMs?: number;
  /** How long the pool's amount is answered from memory to the home page counters (0: every call). */
  readingCacheMs?: number;
  log?: Log;
};

export type PoolSettings = {
  merchantId: number;
  currency: string;
  contributionPpm: number;
  seedMinor: bigint;
  hitEveryMinor: bigint;
};

/** What a paid hit answers: its brand, currency and what the member got. */
export type PaidHit = { merchantId: number; currency: string; amountMinor: bigint };

/** A seamless bet, as the draw and the hit need it. */
export type JackpotBet = {
  merchantId: number;
  memberId: number;
  currency: string;
  vendor: string;
  gameCode: string;
  transactionId: string;
  stakeMinor: bigint;
};

const newServerSeed = () => randomBytes(32).toString('hex');
const hashOf = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

const validateSettings = (settings: PoolSettings) => {
  const { contributionPpm: ppm, seedMinor, hitEveryMinor } = settings;
  if (!Number.isInteger(ppm) || ppm < 0 || ppm >= PPM) throw new RangeError('the share is 0 to < 100 %');
  if (seedMinor < 0n) throw new RangeError('the seed is not negative');
  if (hitEveryMinor <= 0n) throw new RangeError('hit-every is a positive amount');
};

export const createJackpotService = ({
  db,
  settingsCacheMs = 5_000,
  readingCacheMs = 2_000,
  log,
}: Options) => {
  const repository = createJackpotRepository(db);
  const wallet = createWalletService(db);

  const settings = new Map<string, { pool: JackpotPoolRow | undefined; at: number }>();
  /**
   * The pool's settings and cycle, from memory when fresh. Read on `books`, the bet's transaction:
   * PGlite runs one transaction at a time, so a read on the database beside it would wait forever.
   */
  const poolOf = async (books: Database, merchantId: number, currency: string) => {
    const key = `${merchantId}:${currency}`;
    const cached = settings.get(key);
    if (cached && Date.now() - cached.at < settingsCacheMs) return cached.pool;
    const pool = await createJackpotRepository(books).pool(merchantId, currency);
    if (settingsCacheMs > 0) settings.set(key, { pool, at: Date.now() });
    return pool;
  };
  const forget = (merchantId: number, currency: string) => {
    settings.delete(`${merchantId}:${currency}`);
    readings.delete(`${merchantId}:${currency}`);
  };

  /** Pays a cycle's seed from the brand's `jackpot_seed` account into the pool, once per cycle. */
  const fundSeed = async (books: WalletService, pool: JackpotPoolRow, cycle: number) => {
    if (pool.seedMinor <= 0n) return;
    await books.transfer({
      merchantId: pool.merchantId,
      from: await books.brandAccountId(pool.merchantId, 'jackpot_seed', pool.currency),
      to: await books.brandAccountId(pool.merchantId, 'jackpot#0', pool.currency),
      amount: pool.seedMinor,
      idempotencyKey: `jackpot:seed:${pool.id}:${cycle}`,
      kind: 'jackpot_seed',
      meta: { poolId: pool.id, cycle },
    });
  };

  /**
   * Opens a brand's pool in a currency and pays in its first seed, in one transaction. A brand that
   * has a pool in that currency keeps it as it is (seeds and onboarding may run again).
   */
  const openPool = async ({ serverSeed: fixedSeed, ...input }: PoolSettings & { serverSeed?: string }) => {
    validateSettings(input);
    await db.transaction(async (tx) => {
      const books = createJackpotRepository(tx as unknown as Database);
      // A fixed first seed only for the demo (demo-jackpots.ts): a real pool's seed is random.
      const serverSeed = fixedSeed ?? newServerSeed();
      const created = await books.insertPool({ ...input, serverSeed, seedHash: hashOf(serverSeed) });
      if (created) await fundSeed(createWalletService(tx as unknown as Database), created, created.cycle);
    });
    forget(input.merchantId, input.currency);
    return repository.pool(input.merchantId, input.currency);
  };

  /**
   * A bet's share of the pool, as the wallet's debit takes it (a posting on the bettor's shard of
   * the pool in the bet's own entry), or undefined when the brand runs no pool or the share is 0.
   */
  const shareOf = async (
    tx: Database,
    merchantId: number,
    memberId: number,
    currency: string,
    stakeMinor: bigint,
  ): Promise<MemberMoveInput['share']> => {
    const pool = await poolOf(tx, merchantId, currency);
    if (!pool?.enabled) return undefined;
    const amountMinor = jackpotShare(stakeMinor, pool.contributionPpm);
    return amountMinor > 0n ? { account: jackpotShardFor(memberId), amountMinor } : undefined;
  };

  /**
   * In the bet's transaction, once its debit is booked: draws, and when the bet wins, claims the
   * cycle (one hit per cycle: a bet drawn on a cycle already won claims nothing). The id of the
   * claimed hit, which `payHit` pays after the bet commits; undefined otherwise.
   */
  const drawForBet = async (tx: Database, bet: JackpotBet): Promise<number | undefined> => {
    const pool = await poolOf(tx, bet.merchantId, bet.currency);
    if (!pool?.enabled) return undefined;
    const hit = jackpotDraw({
      serverSeed: pool.serverSeed,
      betId: `${bet.vendor}:${bet.transactionId}`,
      cycle: pool.cycle,
      stakeMinor: bet.stakeMinor,
      hitEveryMinor: pool.hitEveryMinor,
    });
    if (!hit) return undefined;
    const claimed = await createJackpotRepository(tx).claimHit({
      poolId: pool.id,
      merchantId: bet.merchantId,
      cycle: pool.cycle,
      memberId: bet.memberId,
      currency: bet.currency,
      vendor: bet.vendor,
      gameCode: bet.gameCode,
      transactionId: bet.transactionId,
      stakeMinor: bet.stakeMinor,
      serverSeed: pool.serverSeed,
      seedHash: pool.seedHash,
      hitEveryMinor: pool.hitEveryMinor,
    });
    return claimed?.id;
  };

  /**
   * Pays a claimed hit, in one transaction: the whole pool to the member (one entry), the win as a
   * settled round, the hit marked paid, and the next cycle started with a new seed and its seed paid
   * in. A hit already paid is left alone, so this may run again (the sweeper, a retry, an
   * operator's "pay now"). `onPaid` runs in the payment's transaction (the operator's audit row).
   */
  const payHit = async (
    hitId: number,
    onPaid?: (tx: Database, paid: PaidHit & { hitId: number }) => Promise<void>,
  ): Promise<PaidHit | undefined> => {
    const paid = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const books = createJackpotRepository(t);
      const hit = await books.lockPendingHit(hitId);
      if (!hit) return undefined;
      const pool = await books.lockPool(hit.poolId);
      if (!pool || pool.cycle !== hit.cycle) {
        throw new Error(`jackpot: hit ${hitId} of cycle ${hit.cycle} but pool ${hit.poolId} is elsewhere`);
      }
      const ledger = createWalletService(t);
      const payout = await ledger.payOutShards({
        merchantId: hit.merchantId,
        memberId: hit.memberId,
        currency: hit.currency,
        base: 'jackpot',
        idempotencyKey: `jackpot:hit:${hit.id}`,
        kind: 'jackpot_win',
        memo: `Jackpot cycle ${hit.cycle}`,
        meta: { poolId: pool.id, cycle: hit.cycle, vendor: hit.vendor, transactionId: hit.transactionId },
      });
      const amountMinor = payout?.amountMinor ?? 0n;
      const next = pool.cycle + 1;
      const serverSeed = newServerSeed();
      await fundSeed(ledger, pool, next);
      await books.nextCycle(pool.id, next, serverSeed, hashOf(serverSeed));
      await books.markPaid(hit.id, amountMinor, payout?.entryId ?? null);
      await recordJackpotRound(t, {
        merchantId: hit.merchantId,
        memberId: hit.memberId,
        vendor: hit.vendor,
        gameCode: hit.gameCode,
        currency: hit.currency,
        hitId: hit.id,
        payoutMinor: amountMinor,
        at: new Date(),
      });
      const paid = { merchantId: hit.merchantId, currency: hit.currency, amountMinor };
      await onPaid?.(t, { ...paid, hitId: hit.id });
      return paid;
    });
    if (paid) forget(paid.merchantId, paid.currency);
    return paid;
  };

  /** Pays a hit right after its bet, leaving it to the sweeper when that fails. */
  const payHitSoon = async (hitId: number) => {
    try {
      await payHit(hitId);
    } catch (error) {
      log?.error({ err: error, hitId }, 'jackpot payment failed; the sweeper retries it');
    }
  };

  /** Pays every claimed hit not paid yet (a crash between a winning bet and its payment). */
  const payPending = async () => {
    let paid = 0;
    for (const id of await repository.pendingHitIds(100)) {
      try {
        if (await payHit(id)) paid += 1;
      } catch (error) {
        log?.error({ err: error, hitId: id }, 'jackpot payment failed');
      }
    }
    return paid;
  };

  const readings = new Map<string, { value: TJackpotValue; at: number }>();
  /** The pool as the home page counter shows it; null when the brand runs none in that currency. */
  const current = async (merchantId: number, currency: string): Promise<TJackpotValue> => {
    const key = `${merchantId}:${currency}`;
    const cached = readings.get(key);
    if (cached && Date.now() - cached.at < readingCacheMs) return cached.value;
    const pool = await repository.pool(merchantId, currency);
    let value: TJackpotValue = null;
    if (pool?.enabled) {
      const [amount, last] = await Promise.all([
        wallet.shardedBalance(merchantId, 'jackpot', currency),
        repository.lastPaidHit(pool.id),
      ]);
      const names = last ? await publicNamesOf(db, merchantId, [last.memberId]) : undefined;
      value = {
        currency,
        amount: fromMinorUnits(amount),
        cycle: pool.cycle,
        seedHash: pool.seedHash,
        sharePercent: ppmToPercent(pool.contributionPpm),
        hitEvery: fromMinorUnits(pool.hitEveryMinor),
        lastHit: last
          ? {
              amount: fromMinorUnits(last.amountMinor ?? 0n),
              player: names?.get(last.memberId)?.customerName ?? '***',
              cycle: last.cycle,
              serverSeed: last.serverSeed,
              at: (last.paidAt ?? last.hitAt).toISOString(),
            }
          : null,
      };
    }
    if (readingCacheMs > 0) readings.set(key, { value, at: Date.now() });
    return value;
  };

  /**
   * The brand's won cycles, newest first, for players to verify (GCSGAME_getJackpotHistory): masked
   * winners, revealed seeds, the hash published before each cycle and the winning bet's draw inputs.
   */
  const history = async (
    merchantId: number,
    currency: string,
    page: number,
    size: number,
  ): Promise<TJackpotHistory> => {
    const pool = await repository.pool(merchantId, currency);
    if (!pool?.enabled) return null;
    const { rows, total } = await repository.paidHitsPage(pool.id, page, size);
    const names = await publicNamesOf(
      db,
      merchantId,
      rows.map((row) => row.memberId),
    );
    return {
      currency,
      cycle: pool.cycle,
      seedHash: pool.seedHash,
      hitEvery: fromMinorUnits(pool.hitEveryMinor),
      list: rows.map((row) => ({
        cycle: row.cycle,
        player: names.get(row.memberId)?.customerName ?? '***',
        amount: fromMinorUnits(row.amountMinor ?? 0n),
        at: (row.paidAt ?? row.hitAt).toISOString(),
        gameCode: row.gameCode,
        serverSeed: row.serverSeed,
        seedHash: row.seedHash,
        clientSeed: `${row.vendor}:${row.transactionId}`,
        stake: fromMinorUnits(row.stakeMinor),
        // Hits claimed before the column was kept were drawn with the pool's hit-every of then,
        // which no setting screen could change yet: the pool's own.
        hitEvery: fromMinorUnits(row.hitEveryMinor ?? pool.hitEveryMinor),
      })),
      pageNum: page,
      totalPages: Math.max(1, Math.ceil(total / size)),
      total,
    };
  };

  return {
    openPool,
    shareOf,
    drawForBet,
    payHit,
    payHitSoon,
    payPending,
    current,
    history,
    /** Forgets a pool's cached settings and reading in this process, after an operator's change. */
    invalidate: forget,
  };
};

export type JackpotService = ReturnType<typeof createJackpotService>;

/** What the seamless wallet's bet path needs of the jackpot. */
export type JackpotHook = Pick<JackpotService, 'shareOf' | 'drawForBet' | 'payHitSoon'>;
