/**
 * Game launch and the seamless wallet (issue 5, docs/decisions/023-seamless-wallet-protocol.md).
 * A launch issues a one-time launch token bound to member, vendor, game and currency; the vendor
 * exchanges it for a session token and then asks for the balance, debits bets, credits wins and
 * rolls bets back. Every money call is idempotent by the vendor's transaction id, and books its
 * money, its transaction row and its round's bet record in one database transaction. Money moves
 * only through the wallet service.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MessageKey } from '@luckwell/contracts/envelope';
import {
  type TSeamlessResponse,
  type TSeamlessStatus,
  ZAuthenticateRequest,
  ZBalanceRequest,
  ZCreditBatchRequest,
  ZCreditRequest,
  ZDebitRequest,
  ZResettleRequest,
  ZRollbackRequest,
} from '@luckwell/contracts/games/seamless';
import { isTrialType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { NUL_MESSAGE, nulPath } from '../../platform/validation.ts';
import type { JackpotHook } from '../jackpot/jackpot.service.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { SaferPlayService } from '../safer-play/safer-play.service.ts';
import { createWalletService, LedgerError } from '../wallet/wallet.service.ts';
import { createBetDailyRepository } from './bet-daily.repository.ts';
import { type BetRecordRow, createSeamlessRepository, type GameSessionRow } from './seamless.repository.ts';
import { signatureMatches } from './signature.ts';

/** A game of a brand as the catalogue knows it (unknown or disabled: undefined). Supplied by the catalogue. */
export type LaunchableGame = {
  nodeId?: number;
  vendor: string;
  gameCode: string;
  maintenance: boolean;
  /** The house engine family, for games of the house provider. */
  engine?: string | null;
};
export type FindGame = (
  merchantId: number,
  vendor: string,
  gameCode: string,
) => Promise<LaunchableGame | undefined>;
/**
 * Where a game's client lives, as a path on the launch CDN (`/game/dice`, the transfer-mode stand-in
 * of ADR 036); undefined when nothing plays it (no engine of its kind yet): the launch then answers
 * GAME_MAINTENANCE, and a player is never sent to the protocol's test vendor (ADR 045).
 */
export type LaunchPathOf = (
  game: LaunchableGame,
  merchant: Merchant,
) => string | undefined | Promise<string | undefined>;

/** Told about every launch that issued a token (the catalogue keeps the member's recent games). */
export type OnLaunched = (launch: {
  merchant: Merchant;
  member: MemberRow;
  game: LaunchableGame;
}) => Promise<void>;

export type SeamlessAction =
  | 'authenticate'
  | 'balance'
  | 'debit'
  | 'credit'
  | 'creditBatch'
  | 'rollback'
  | 'resettle';
export const SEAMLESS_ACTIONS: readonly SeamlessAction[] = [
  'authenticate',
  'balance',
  'debit',
  'credit',
  'creditBatch',
  'rollback',
  'resettle',
];

type Options = {
  db: Database;
  findGame: FindGame;
  onLaunched?: OnLaunched;
  now?: () => Date;
  /** How long a launch token may wait for the vendor's authenticate. */
  launchTtlMs?: number;
  /** How long a session accepts bets. Wins and rollbacks are accepted after it. */
  sessionTtlMs?: number;
  /** The brand's progressive jackpot: a share of each bet, and a draw (docs/decisions/028-jackpot-pool.md). */
  jackpot?: JackpotHook;
  launchPathOf?: LaunchPathOf;
  /** The member's own safer-play limits and exclusions (ADR 051): asked at launch and before each bet. */
  saferPlay?: Pick<SaferPlayService, 'assertCanLaunch' | 'playRefusal'>;
  /** Bonus money (ADR 063): which part of a bet the bonus wallet pays, where a payout goes, wagering. */
  bonus?: Pick<
    PromotionsService,
    'stakeSplit' | 'payoutShare' | 'onSettle' | 'onLateRefund' | 'wageringMembers'
  >;
  /** Where a batch that fell back to one-by-one credits says why (ADR 091). */
  log?: { warn: (obj: object, msg: string) => void };
};

const LAUNCH_TTL_MS = 5 * 60_000;
const SESSION_TTL_MS = 4 * 60 * 60_000;
/** A rotated-out secret keeps working this long, so the vendor can switch without a gap. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60_000;

/**
 * Bets book on `house:<VENDOR>#<shard>`, and account kinds are at most 24 characters: a vendor with
 * a longer code cannot take seamless bets, so its games do not launch.
 */
export const SEAMLESS_VENDOR_CODE_MAX = 16;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A refusal inside a money call: thrown to roll the transaction back, answered as `response`. */
class Refusal extends Error {
  constructor(readonly response: TSeamlessResponse) {
    super(response.status);
  }
}

const refuse = (status: TSeamlessStatus, extra: Omit<TSeamlessResponse, 'status'> = {}) =>
  new Refusal({ status, ...extra });

const digestOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export const createSeamlessService = ({
  db,
  findGame,
  onLaunched,
  now = () => new Date(),
  launchTtlMs = LAUNCH_TTL_MS,
  sessionTtlMs = SESSION_TTL_MS,
  jackpot,
  launchPathOf = () => undefined,
  saferPlay,
  bonus,
  log,
}: Options) => {
  const repository = createSeamlessRepository(db);
  const members = createMembersRepository(db);
  const wallet = createWalletService(db);

  const launch = async (
    merchant: Merchant,
    member: MemberRow,
    input: { vendor: string; gameCode: string },
    origin: string,
    language?: string,
  ) => {
    if (isTrialType(member.type)) throw new AppError(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
    await saferPlay?.assertCanLaunch(member);
    const game = await findGame(merchant.id, input.vendor, input.gameCode);
    if (!game || game.vendor.length > SEAMLESS_VENDOR_CODE_MAX) {
      throw new AppError(404, 'GAME_NOT_FOUND', MessageKey.gameNotFound, 'body.gameCode');
    }
    if (game.maintenance) throw new AppError(409, 'GAME_MAINTENANCE', MessageKey.gameMaintenance);
    const path = await launchPathOf(game, merchant);
    if (!path) throw new AppError(409, 'GAME_MAINTENANCE', MessageKey.gameMaintenance);
    const token = newToken();
    const expiresAt = new Date(now().getTime() + launchTtlMs);
    await repository.insertSession({
      merchantId: merchant.id,
      memberId: member.id,
      vendor: game.vendor,
      gameCode: game.gameCode,
      currency: merchant.currencyCode,
      launchTokenHash: hashToken(token),
      launchExpiresAt: expiresAt,
    });
    await onLaunched?.({ merchant, member, game });
    const cdns = merchant.launchGameCdns;
    const base = (cdns.length ? cdns[Math.floor(Math.random() * cdns.length)]! : origin).replace(/\/+$/, '');
    const query = new URLSearchParams({ vendor: game.vendor, gameCode: game.gameCode, token });
    if (language) query.set('lang', language);
    return { url: `${base}${path}?${query}`, expiresAt: expiresAt.toISOString() };
  };

  const memberOf = (session: GameSessionRow) => members.findById(session.merchantId, session.memberId);

  /** What the member can bet: the main wallet, and the bonus wallet while a bonus wagers (ADR 063). */
  const balanceOf = async (session: GameSessionRow, books = wallet) => {
    const [cash, bonusMoney] = await Promise.all([
      books.balance(session.merchantId, session.memberId, session.currency),
      bonus ? books.balance(session.merchantId, session.memberId, session.currency, 'member_bonus') : 0n,
    ]);
    return fromMinorUnits(cash + bonusMoney);
  };

  /** Which secrets may sign a call about `session` (every brand's of the vendor when the token is unknown). */
  const acceptedSecrets = async (vendor: string, session: GameSessionRow | undefined) => {
    const at = now();
    return (await repository.secretsOf(vendor))
      .filter((row) => !session || row.merchantId === session.merchantId)
      .flatMap((row) => [
        row.secret,
        ...(row.previousSecret && row.previousUntil && row.previousUntil > at ? [row.previousSecret] : []),
      ]);
  };

  const authenticate = async (session: GameSessionRow, input: z.infer<typeof ZAuthenticateRequest>) => {
    const base = { requestId: input.requestId };
    if (session.launchedAt) return { status: 'INVALID_TOKEN' as const, ...base };
    if (session.launchExpiresAt <= now()) return { status: 'TOKEN_EXPIRED' as const, ...base };
    const member = await memberOf(session);
    if (member?.status !== 'active') return { status: 'USER_DISABLED' as const, ...base };
    const token = newToken();
    const started = await repository.startSession(
      session.id,
      hashToken(token),
      new Date(now().getTime() + sessionTtlMs),
      now(),
    );
    if (!started) return { status: 'INVALID_TOKEN' as const, ...base };
    return {
      status: 'OK' as const,
      ...base,
      token,
      user: member.account,
      brand: await repository.brandCodeOf(session.merchantId),
      currency: session.currency,
      balance: await balanceOf(session),
      gameCode: session.gameCode,
    };
  };

  const balance = async (session: GameSessionRow, input: z.infer<typeof ZBalanceRequest>) => {
    const base = { requestId: input.requestId };
    if (session.sessionExpiresAt! <= now()) return { status: 'TOKEN_EXPIRED' as const, ...base };
    const member = await memberOf(session);
    if (member?.status !== 'active') return { status: 'USER_DISABLED' as const, ...base };
    return {
      status: 'OK' as const,
      ...base,
      user: member.account,
      currency: session.currency,
      balance: await balanceOf(session),
    };
  };

  type MoneyCall = {
    kind: 'debit' | 'credit' | 'rollback' | 'resettle';
    session: GameSessionRow;
    transactionId: string;
    roundId: string;
    amountMinor: bigint;
    referenceTransactionId?: string;
    digest: string;
    requestId: string;
  };

  /**
   * Runs one money call in a transaction: claims the vendor's transaction id (a retry of the same
   * request replays the first answer; a different request under it is a duplicate), then `work`.
   */
  const moneyCall = async (
    call: MoneyCall,
    work: (
      books: {
        repository: ReturnType<typeof createSeamlessRepository>;
        daily: ReturnType<typeof createBetDailyRepository>;
        wallet: ReturnType<typeof createWalletService>;
        tx: Database;
      },
      claimedId: number,
      user: string,
    ) => Promise<TSeamlessResponse>,
  ): Promise<TSeamlessResponse> => {
    const { session } = call;
    const member = await memberOf(session);
    if (!member) return { status: 'INVALID_TOKEN', requestId: call.requestId };
    try {
      return await db.transaction(async (tx) => {
        const books = {
          repository: createSeamlessRepository(tx as unknown as Database),
          daily: createBetDailyRepository(tx as unknown as Database),
          wallet: createWalletService(tx as unknown as Database),
          tx: tx as unknown as Database,
        };
        const claimed = await books.repository.claimTransaction({
          merchantId: session.merchantId,
          vendor: session.vendor,
          transactionId: call.transactionId,
          kind: call.kind,
          status: 'booked',
          memberId: session.memberId,
          roundId: call.roundId,
          referenceTransactionId: call.referenceTransactionId ?? null,
          amountMinor: call.amountMinor,
          currency: session.currency,
          requestDigest: call.digest,
        });
        if (!claimed) {
          const first = await books.repository.transaction(
            session.merchantId,
            session.vendor,
            call.transactionId,
          );
          if (!first?.response || first.status === 'cancelled' || first.requestDigest !== call.digest) {
            throw refuse('DUPLICATE_TRANSACTION', {
              requestId: call.requestId,
              transactionId: call.transactionId,
              balance: await balanceOf(session, books.wallet),
            });
          }
          return first.response;
        }
        const response = await work(books, claimed.id, member.account);
        await books.repository.finishTransaction(claimed.id, { response });
        return response;
      });
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };

  const roundKey = (session: GameSessionRow, roundId: string) => ({
    merchantId: session.merchantId,
    vendor: session.vendor,
    roundId,
  });

  const debit = async (session: GameSessionRow, input: z.infer<typeof ZDebitRequest>) => {
    const base = { requestId: input.requestId, transactionId: input.transactionId };
    if (session.sessionExpiresAt! <= now()) return { status: 'TOKEN_EXPIRED' as const, ...base };
    const member = await memberOf(session);
    if (member?.status !== 'active') return { status: 'USER_DISABLED' as const, ...base };
    if (input.currency !== session.currency) return { status: 'WRONG_CURRENCY' as const, ...base };
    const amountMinor = toMinorUnits(input.amount);
    let jackpotHit: number | undefined;
    const response = await moneyCall(
      {
        kind: 'debit',
        session,
        transactionId: input.transactionId,
        roundId: input.roundId,
        amountMinor,
        digest: digestOf(['debit', session.memberId, input.roundId, input.amount, input.currency]),
        requestId: input.requestId,
      },
      async (books, claimedId, user) => {
        const round = await books.repository.round(roundKey(session, input.roundId), {
          memberId: session.memberId,
          gameCode: session.gameCode,
          currency: session.currency,
          placedAt: now(),
        });
        if (round?.status !== 'open' || round.memberId !== session.memberId) {
          throw refuse('ROUND_CLOSED', base);
        }
        // The member's own limits and exclusions, read in the bet's transaction (ADR 051).
        if (
          amountMinor > 0n &&
          (await saferPlay?.playRefusal(
            { id: session.memberId, merchantId: session.merchantId },
            amountMinor,
            books.tx,
          ))
        ) {
          throw refuse('LIMIT_REACHED', base);
        }
        // Cash first, then the bonus wallet; a bonus's maximum bet refuses more (ADR 063).
        const split =
          amountMinor > 0n
            ? await bonus?.stakeSplit(books.tx, {
                merchantId: session.merchantId,
                memberId: session.memberId,
                currency: session.currency,
                amountMinor,
              })
            : undefined;
        if (split && 'refusal' in split) throw refuse('BONUS_MAX_BET', base);
        const bonusStakeMinor = split?.bonusMinor ?? 0n;
        let entryId: number | null = null;
        if (amountMinor > 0n) {
          try {
            ({ entryId } = await books.wallet.debit({
              merchantId: session.merchantId,
              memberId: session.memberId,
              currency: session.currency,
              amountMinor,
              counterparty: `house:${session.vendor}`,
              // The jackpot's share is a posting of the bet's own entry: exact, and undone with it.
              share: await jackpot?.shareOf(
                books.tx,
                session.merchantId,
                session.memberId,
                session.currency,
                amountMinor,
              ),
              split:
                bonusStakeMinor > 0n ? { wallet: 'member_bonus', amountMinor: bonusStakeMinor } : undefined,
              idempotencyKey: `seamless:${session.vendor}:${input.transactionId}`,
              kind: 'bet',
              meta: { vendor: session.vendor, roundId: input.roundId, gameCode: session.gameCode },
            }));
          } catch (error) {
            if (error instanceof LedgerError && error.code === 'insufficient_funds') {
              throw refuse('INSUFFICIENT_FUNDS', {
                ...base,
                currency: session.currency,
                balance: await balanceOf(session, books.wallet),
              });
            }
            throw error;
          }
        }
        await books.repository.updateRound(round.id, {
          stakeMinor: round.stakeMinor + amountMinor,
          bonusStakeMinor: round.bonusStakeMinor + bonusStakeMinor,
        });
        await books.repository.finishTransaction(claimedId, { entryId });
        if (amountMinor > 0n) {
          jackpotHit = await jackpot?.drawForBet(books.tx, {
            merchantId: session.merchantId,
            memberId: session.memberId,
            currency: session.currency,
            vendor: session.vendor,
            gameCode: session.gameCode,
            transactionId: input.transactionId,
            stakeMinor: amountMinor,
          });
        }
        return {
          status: 'OK',
          ...base,
          user,
          currency: session.currency,
          balance: await balanceOf(session, books.wallet),
          walletTransactionId: String(entryId ?? `s${claimedId}`),
        };
      },
    );
    // A won jackpot is paid once the bet has committed (the claim committed with it).
    if (jackpotHit !== undefined && response.status === 'OK') await jackpot?.payHitSoon(jackpotHit);
    return response;
  };

  /** A credit's digest: a retry of it (alone or in a batch) replays its answer. */
  const creditDigest = (session: GameSessionRow, input: Omit<z.infer<typeof ZCreditRequest>, 'requestId'>) =>
    digestOf([
      'credit',
      session.memberId,
      input.roundId,
      input.amount,
      input.currency,
      input.referenceTransactionId ?? null,
      input.roundClosed,
    ]);

  const credit = async (session: GameSessionRow, input: z.infer<typeof ZCreditRequest>) => {
    const base = { requestId: input.requestId, transactionId: input.transactionId };
    if (input.currency !== session.currency) return { status: 'WRONG_CURRENCY' as const, ...base };
    const amountMinor = toMinorUnits(input.amount);
    return moneyCall(
      {
        kind: 'credit',
        session,
        transactionId: input.transactionId,
        roundId: input.roundId,
        amountMinor,
        referenceTransactionId: input.referenceTransactionId,
        digest: creditDigest(session, input),
        requestId: input.requestId,
      },
      async (books, claimedId, user) => {
        const round = await books.repository.round(roundKey(session, input.roundId), {
          memberId: session.memberId,
          gameCode: session.gameCode,
          currency: session.currency,
          placedAt: now(),
        });
        if (round?.status !== 'open' || round.memberId !== session.memberId) {
          throw refuse('ROUND_CLOSED', base);
        }
        let entryId: number | null = null;
        if (amountMinor > 0n) {
          // A payout follows its stake: the bonus wallet's share of the stake comes back to it.
          const toBonus = (await bonus?.payoutShare(books.tx, round, amountMinor)) ?? 0n;
          ({ entryId } = await books.wallet.credit({
            merchantId: session.merchantId,
            memberId: session.memberId,
            currency: session.currency,
            amountMinor,
            counterparty: `house:${session.vendor}`,
            split: toBonus > 0n ? { wallet: 'member_bonus', amountMinor: toBonus } : undefined,
            idempotencyKey: `seamless:${session.vendor}:${input.transactionId}`,
            kind: 'win',
            meta: { vendor: session.vendor, roundId: input.roundId, gameCode: session.gameCode },
          }));
        }
        const payoutMinor = round.payoutMinor + amountMinor;
        const settlement = input.roundClosed
          ? {
              status: 'settled',
              settledAt: now(),
              validBetMinor: round.stakeMinor,
              winLossMinor: payoutMinor - round.stakeMinor,
            }
          : undefined;
        await books.repository.updateRound(round.id, { payoutMinor, ...settlement });
        // The round was open and is locked: this is its one settlement, so it counts once.
        if (settlement) {
          await books.daily.add({ ...round, payoutMinor, ...settlement });
          await bonus?.onSettle(books.tx, { ...round, validBetMinor: settlement.validBetMinor });
        }
        await books.repository.finishTransaction(claimedId, { entryId });
        return {
          status: 'OK',
          ...base,
          user,
          currency: session.currency,
          balance: await balanceOf(session, books.wallet),
          walletTransactionId: String(entryId ?? `s${claimedId}`),
        };
      },
    );
  };

  type BatchCredit = z.infer<typeof ZCreditBatchRequest>['credits'][number];
  type BatchItem = { index: number; session: GameSessionRow; item: BatchCredit; amountMinor: bigint };

  /**
   * The set-based part of a batch (ADR 091), in one transaction: the closing credits of open rounds
   * of the item's member, staked from the main wallet alone, of members with no wagering bonus. Ids
   * claimed in one insert, rounds locked in one select, the payouts booked by one `ledger_post`
   * statement, the rounds settled and the day's sums added in one statement each. Answers the
   * booked items by index; every other item is left for `credit` (its claim given back).
   */
  const bookBatch = async (merchantId: number, vendor: string, requestId: string, items: BatchItem[]) => {
    const answers = new Map<number, TSeamlessResponse>();
    if (items.length === 0) return answers;
    const settledAt = now();
    const first = items[0]!.session;
    const accounts = await repository.memberAccountsOf(
      merchantId,
      items.map(({ session }) => session.memberId),
    );
    await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      const books = createSeamlessRepository(tx);
      const ledger = createWalletService(tx);
      const claimed = new Map(
        (
          await books.claimTransactions(
            items.map(({ session, item, amountMinor }) => ({
              merchantId,
              vendor,
              transactionId: item.transactionId,
              kind: 'credit',
              status: 'booked',
              memberId: session.memberId,
              roundId: item.roundId,
              referenceTransactionId: item.referenceTransactionId ?? null,
              amountMinor,
              currency: session.currency,
              requestDigest: creditDigest(session, item),
            })),
          )
        ).map((row) => [row.transactionId, row.id]),
      );
      const rounds = new Map(
        (
          await books.lockRounds(
            merchantId,
            vendor,
            items.map(({ item }) => item.roundId),
          )
        ).map((round) => [round.roundId, round]),
      );
      const wagering =
        (await bonus?.wageringMembers(
          tx,
          merchantId,
          items.map(({ session }) => session.memberId),
        )) ?? new Set<number>();
      const booking: (BatchItem & { claimId: number; round: BetRecordRow })[] = [];
      const giveBack: number[] = [];
      for (const entry of items) {
        const claimId = claimed.get(entry.item.transactionId);
        if (claimId === undefined) continue;
        const round = rounds.get(entry.item.roundId);
        const plain =
          round?.status === 'open' &&
          round.memberId === entry.session.memberId &&
          round.bonusStakeMinor === 0n &&
          !wagering.has(entry.session.memberId) &&
          accounts.has(entry.session.memberId);
        if (plain) booking.push({ ...entry, claimId, round });
        else giveBack.push(claimId);
      }
      await books.unclaimTransactions(giveBack);
      const paying = booking.filter(({ amountMinor }) => amountMinor > 0n);
      const entries = await ledger.creditMany(
        paying.map(({ session, item, amountMinor }) => ({
          merchantId,
          memberId: session.memberId,
          currency: session.currency,
          amountMinor,
          counterparty: `house:${vendor}` as const,
          idempotencyKey: `seamless:${vendor}:${item.transactionId}`,
          kind: 'win',
          meta: { vendor, roundId: item.roundId, gameCode: session.gameCode },
        })),
      );
      const entryOf = new Map(paying.map(({ index }, i) => [index, entries[i]!.entryId]));
      const settled = booking.map(({ round, amountMinor }) => ({
        ...round,
        payoutMinor: round.payoutMinor + amountMinor,
      }));
      await books.settleRounds(settled, settledAt);
      await createBetDailyRepository(tx).addMany(
        settled.map((round) => ({
          ...round,
          validBetMinor: round.stakeMinor,
          winLossMinor: round.payoutMinor - round.stakeMinor,
          settledAt,
        })),
      );
      const memberIds = booking.map(({ session }) => session.memberId);
      const cash = await ledger.balances(merchantId, first.currency, memberIds);
      const bonusMoney = bonus
        ? await ledger.balances(merchantId, first.currency, memberIds, 'member_bonus')
        : undefined;
      // Each answer's balance is the one right after its own credit, as a credit alone would answer:
      // the member's balance now, less what the batch paid them after it.
      const later = new Map<number, bigint>();
      const balanceAfter = new Map<number, bigint>();
      for (const { index, session, amountMinor } of [...booking].reverse()) {
        const paidLater = later.get(session.memberId) ?? 0n;
        balanceAfter.set(
          index,
          (cash.get(session.memberId) ?? 0n) + (bonusMoney?.get(session.memberId) ?? 0n) - paidLater,
        );
        later.set(session.memberId, paidLater + amountMinor);
      }
      const finished = booking.map(({ index, session, item, claimId }) => {
        const entryId = entryOf.get(index) ?? null;
        const response: TSeamlessResponse = {
          status: 'OK',
          requestId,
          transactionId: item.transactionId,
          user: accounts.get(session.memberId),
          currency: session.currency,
          balance: fromMinorUnits(balanceAfter.get(index)!),
          walletTransactionId: String(entryId ?? `s${claimId}`),
        };
        answers.set(index, response);
        return { id: claimId, response, entryId };
      });
      await books.finishTransactions(finished);
    });
    return answers;
  };

  /**
   * Many credits of one brand in one call (ADR 091). Each item is answered exactly as `credit` would
   * answer it alone: the usual ones booked together by `bookBatch`, the rest (a retry, a closed
   * round, a bonus stake, a round left open) by `credit` one by one after it. Should the batch's
   * transaction fail, every item goes one by one: nothing of it was booked.
   */
  const creditBatch = async (
    vendor: string,
    input: z.infer<typeof ZCreditBatchRequest>,
    sessionOf: (token: string) => GameSessionRow | undefined,
  ): Promise<TSeamlessResponse> => {
    const { requestId } = input;
    const results: TSeamlessResponse[] = [];
    const batch: BatchItem[] = [];
    // Only an item alone with its round and its transaction id in the whole request is booked in the
    // batch: items that share one are answered one by one in the request's order, as alone.
    const uses = new Map<string, number>();
    const use = (key: string) => uses.set(key, (uses.get(key) ?? 0) + 1);
    for (const item of input.credits) {
      use(`r:${item.roundId}`);
      use(`t:${item.transactionId}`);
    }
    for (const [index, item] of input.credits.entries()) {
      const session = sessionOf(item.token);
      const base = { requestId, transactionId: item.transactionId };
      if (!session) results[index] = { status: 'INVALID_TOKEN', ...base };
      else if (item.currency !== session.currency) results[index] = { status: 'WRONG_CURRENCY', ...base };
      else if (
        item.roundClosed &&
        uses.get(`r:${item.roundId}`) === 1 &&
        uses.get(`t:${item.transactionId}`) === 1
      ) {
        batch.push({ index, session, item, amountMinor: toMinorUnits(item.amount) });
      }
    }
    const merchantId = batch[0]?.session.merchantId;
    let booked = new Map<number, TSeamlessResponse>();
    if (merchantId !== undefined) {
      try {
        booked = await bookBatch(merchantId, vendor, requestId, batch);
      } catch (error) {
        log?.warn(
          { err: error, vendor, items: batch.length },
          'seamless: a credit batch fell back to one by one',
        );
      }
    }
    for (const [index, item] of input.credits.entries()) {
      if (results[index]) continue;
      results[index] = booked.get(index) ?? (await credit(sessionOf(item.token)!, { ...item, requestId }));
    }
    return { status: 'OK', requestId, results };
  };

  const rollback = async (session: GameSessionRow, input: z.infer<typeof ZRollbackRequest>) => {
    const base = { requestId: input.requestId, transactionId: input.transactionId };
    return moneyCall(
      {
        kind: 'rollback',
        session,
        transactionId: input.transactionId,
        roundId: input.roundId,
        amountMinor: 0n,
        referenceTransactionId: input.referenceTransactionId,
        digest: digestOf(['rollback', session.memberId, input.roundId, input.referenceTransactionId]),
        requestId: input.requestId,
      },
      async (books, claimedId, user) => {
        const ok = async (walletTransactionId: string): Promise<TSeamlessResponse> => ({
          status: 'OK',
          ...base,
          user,
          currency: session.currency,
          balance: await balanceOf(session, books.wallet),
          walletTransactionId,
        });
        let bet = await books.repository.transaction(
          session.merchantId,
          session.vendor,
          input.referenceTransactionId,
        );
        if (!bet) {
          // The bet has not arrived (or never will): record its refusal so that it fails if it does.
          const tombstone = await books.repository.claimTransaction({
            merchantId: session.merchantId,
            vendor: session.vendor,
            transactionId: input.referenceTransactionId,
            kind: 'debit',
            status: 'cancelled',
            memberId: session.memberId,
            roundId: input.roundId,
            currency: session.currency,
            requestDigest: '-',
          });
          if (tombstone) return ok(`s${claimedId}`);
          bet = await books.repository.transaction(
            session.merchantId,
            session.vendor,
            input.referenceTransactionId,
          );
          if (!bet) throw new Error(`seamless: transaction ${input.referenceTransactionId} vanished`);
        }
        if (bet.kind !== 'debit' || bet.memberId !== session.memberId) {
          throw refuse('INVALID_REQUEST', { ...base, message: 'the reference is not a bet of this player' });
        }
        if (bet.status !== 'booked') return ok(`s${claimedId}`);
        const round = await books.repository.round(roundKey(session, bet.roundId));
        if (round && round.status !== 'open') throw refuse('ROUND_CLOSED', base);
        let entryId: number | null = null;
        /** What the refund put back in the bonus wallet: off the round's bonus stake (ADR 063). */
        let bonusRefund = 0n;
        if (bet.entryId !== null) {
          let postings: { accountId: number; amount: bigint }[];
          ({ entryId, postings } = await books.wallet.reverse({
            merchantId: session.merchantId,
            entryId: bet.entryId,
            idempotencyKey: `seamless:${session.vendor}:rollback:${input.transactionId}`,
            kind: 'refund',
            meta: { vendor: session.vendor, roundId: bet.roundId },
          }));
          if (round && round.bonusStakeMinor > 0n) {
            const bonusAccount = await books.wallet.memberAccountId(
              session.merchantId,
              session.memberId,
              session.currency,
              'member_bonus',
            );
            bonusRefund = postings.find((line) => line.accountId === bonusAccount)?.amount ?? 0n;
            // A bonus stake refunded after its bonus ended does not stay in the bonus wallet (ADR 063).
            if (bonusRefund > 0n && entryId !== null) {
              await bonus?.onLateRefund(books.tx, {
                merchantId: session.merchantId,
                memberId: session.memberId,
                currency: session.currency,
                amountMinor: bonusRefund,
                refundEntryId: entryId,
              });
            }
          }
        }
        await books.repository.finishTransaction(bet.id, { status: 'rolled_back' });
        await books.repository.finishTransaction(claimedId, { entryId });
        if (round) {
          const stakeMinor = round.stakeMinor - bet.amountMinor;
          const refunded = stakeMinor === 0n && round.payoutMinor === 0n;
          await books.repository.updateRound(round.id, {
            stakeMinor,
            bonusStakeMinor: round.bonusStakeMinor - bonusRefund,
            ...(refunded ? { status: 'refunded', settledAt: now() } : {}),
          });
        }
        return ok(String(entryId ?? `s${claimedId}`));
      },
    );
  };

  /**
   * A settled round's corrected result (ADR 090): the difference between the corrected payout and
   * what was paid is one correction entry — credited, or taken back from the main wallet as far as
   * it holds it (never below zero; the rest is the answer's `shortfall`, the house's loss). The bet
   * record carries the corrected payout and its day's totals the difference, on the correction's day.
   */
  const resettle = async (session: GameSessionRow, input: z.infer<typeof ZResettleRequest>) => {
    const base = { requestId: input.requestId, transactionId: input.transactionId };
    if (input.currency !== session.currency) return { status: 'WRONG_CURRENCY' as const, ...base };
    const amountMinor = toMinorUnits(input.amount);
    return moneyCall(
      {
        kind: 'resettle',
        session,
        transactionId: input.transactionId,
        roundId: input.roundId,
        amountMinor,
        digest: digestOf(['resettle', session.memberId, input.roundId, input.amount, input.currency]),
        requestId: input.requestId,
      },
      async (books, claimedId, user) => {
        const round = await books.repository.round(roundKey(session, input.roundId));
        if (round?.status !== 'settled' || round.memberId !== session.memberId) {
          throw refuse('ROUND_CLOSED', base);
        }
        const wanted = amountMinor - round.payoutMinor;
        const owner = {
          merchantId: session.merchantId,
          memberId: session.memberId,
          currency: session.currency,
          counterparty: `house:${session.vendor}` as const,
          idempotencyKey: `seamless:${session.vendor}:${input.transactionId}`,
          kind: 'win_correction',
          meta: { vendor: session.vendor, roundId: input.roundId, gameCode: session.gameCode },
        };
        let entryId: number | null = null;
        let movedMinor = 0n;
        // A round staked partly from a wagering bonus: its share of the difference is the bonus
        // wallet's, paid to it or taken back from it first, as its payout was (ADR 063).
        const bonusShare = (await bonus?.payoutShare(books.tx, round, wanted < 0n ? -wanted : wanted)) ?? 0n;
        if (wanted > 0n) {
          ({ entryId } = await books.wallet.credit({
            ...owner,
            amountMinor: wanted,
            split: bonusShare > 0n ? { wallet: 'member_bonus', amountMinor: bonusShare } : undefined,
          }));
          movedMinor = wanted;
        } else if (wanted < 0n) {
          const heldIn = (wallet?: 'member_bonus') =>
            books.wallet.balance(session.merchantId, session.memberId, session.currency, wallet);
          // Bigints: no Math.min. As far as each wallet holds it, never below zero.
          let fromBonus = bonusShare;
          const bonusHeld = fromBonus > 0n ? await heldIn('member_bonus') : 0n;
          if (bonusHeld < fromBonus) fromBonus = bonusHeld;
          let fromCash = -wanted - fromBonus;
          const cashHeld = await heldIn();
          if (cashHeld < fromCash) fromCash = cashHeld;
          const taken = fromBonus + fromCash;
          try {
            if (taken > 0n)
              ({ entryId } = await books.wallet.debit({
                ...owner,
                amountMinor: taken,
                split: fromBonus > 0n ? { wallet: 'member_bonus', amountMinor: fromBonus } : undefined,
              }));
          } catch (error) {
            // A bet took the money between the balance read and the debit: the vendor retries.
            if (error instanceof LedgerError && error.code === 'insufficient_funds')
              throw refuse('INSUFFICIENT_FUNDS', {
                ...base,
                balance: await balanceOf(session, books.wallet),
              });
            throw error;
          }
          movedMinor = -taken;
        }
        // The record says what the member was paid in the end: a shortfall is not paid, so a later
        // correction back pays only what was taken (correcting A→B→A never creates money).
        const payoutMinor = round.payoutMinor + movedMinor;
        const winLossMinor = payoutMinor - round.stakeMinor;
        await books.repository.updateRound(round.id, { payoutMinor, winLossMinor });
        if (movedMinor !== 0n) {
          await books.daily.add(
            {
              ...round,
              stakeMinor: 0n,
              validBetMinor: 0n,
              payoutMinor: movedMinor,
              winLossMinor: movedMinor,
              settledAt: now(),
            },
            { rounds: 0 },
          );
        }
        await books.repository.finishTransaction(claimedId, { entryId });
        return {
          status: 'OK',
          ...base,
          user,
          currency: session.currency,
          balance: await balanceOf(session, books.wallet),
          walletTransactionId: String(entryId ?? `s${claimedId}`),
          adjustment: fromMinorUnits(movedMinor),
          shortfall: fromMinorUnits(wanted < 0n ? -wanted + movedMinor : 0n),
        };
      },
    );
  };

  /**
   * A signed `creditBatch` (ADR 091): judged against the secrets of the one brand its known sessions
   * belong to (every brand's of the vendor when none is known); a batch naming two brands' players
   * is refused, as one brand's secret cannot speak for another's.
   */
  const handleBatch = async (
    vendor: string,
    rawBody: string,
    signature: string | undefined,
    body: unknown,
  ) => {
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const requestId = typeof fields.requestId === 'string' ? fields.requestId : undefined;
    const tokens = (Array.isArray(fields.credits) ? fields.credits : []).flatMap((item: unknown) => {
      const token = item && typeof item === 'object' ? (item as Record<string, unknown>).token : undefined;
      return typeof token === 'string' && token.length <= 128 ? [token] : [];
    });
    const byHash = new Map(
      (await repository.sessionsBySessionHashes(tokens.map(hashToken)))
        .filter((session) => session.vendor === vendor)
        .map((session) => [session.sessionTokenHash, session]),
    );
    const brands = new Set([...byHash.values()].map((session) => session.merchantId));
    const one = brands.size === 1 ? [...byHash.values()][0] : undefined;
    if (!signatureMatches(await acceptedSecrets(vendor, one), rawBody, signature)) {
      return { status: 'INVALID_SIGNATURE' as const, requestId };
    }
    if (brands.size > 1)
      return { status: 'INVALID_REQUEST' as const, requestId, message: 'credits: one brand per batch' };
    const parsed = ZCreditBatchRequest.safeParse(body);
    if (!parsed.success) {
      return {
        status: 'INVALID_REQUEST' as const,
        requestId,
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      };
    }
    const nul = nulPath(parsed.data);
    if (nul)
      return { status: 'INVALID_REQUEST' as const, requestId, message: `${nul.join('.')}: ${NUL_MESSAGE}` };
    return creditBatch(vendor, parsed.data, (token) => byHash.get(hashToken(token)));
  };

  const schemas = {
    authenticate: ZAuthenticateRequest,
    balance: ZBalanceRequest,
    debit: ZDebitRequest,
    credit: ZCreditRequest,
    rollback: ZRollbackRequest,
    resettle: ZResettleRequest,
  } as const;

  /**
   * Answers one signed vendor call. The signature is judged first, against the secrets of the brand
   * the token belongs to (of every brand for the vendor when the token is unknown), so an unsigned
   * caller learns nothing about tokens.
   */
  const handle = async ({
    vendor,
    action,
    rawBody,
    signature,
  }: {
    vendor: string;
    action: SeamlessAction;
    rawBody: string;
    signature: string | undefined;
  }): Promise<TSeamlessResponse> => {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    if (action === 'creditBatch') return handleBatch(vendor, rawBody, signature, body);
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const requestId = typeof fields.requestId === 'string' ? fields.requestId : undefined;
    const token = action === 'authenticate' ? fields.launchToken : fields.token;
    const session =
      typeof token === 'string' && token.length <= 128
        ? action === 'authenticate'
          ? await repository.sessionByLaunchHash(hashToken(token))
          : await repository.sessionBySessionHash(hashToken(token))
        : undefined;
    const known = session?.vendor === vendor ? session : undefined;
    if (!signatureMatches(await acceptedSecrets(vendor, known), rawBody, signature)) {
      return { status: 'INVALID_SIGNATURE', requestId };
    }
    const parsed = schemas[action].safeParse(body);
    if (!parsed.success) {
      return {
        status: 'INVALID_REQUEST',
        requestId,
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      };
    }
    // The body is the protocol's, not a route schema's: the validation layer's NUL rule applies here.
    const nul = nulPath(parsed.data);
    if (nul) return { status: 'INVALID_REQUEST', requestId, message: `${nul.join('.')}: ${NUL_MESSAGE}` };
    if (!known) return { status: 'INVALID_TOKEN', requestId };
    switch (action) {
      case 'authenticate':
        return authenticate(known, parsed.data as z.infer<typeof ZAuthenticateRequest>);
      case 'balance':
        return balance(known, parsed.data as z.infer<typeof ZBalanceRequest>);
      case 'debit':
        return debit(known, parsed.data as z.infer<typeof ZDebitRequest>);
      case 'credit':
        return credit(known, parsed.data as z.infer<typeof ZCreditRequest>);
      case 'rollback':
        return rollback(known, parsed.data as z.infer<typeof ZRollbackRequest>);
      case 'resettle':
        return resettle(known, parsed.data as z.infer<typeof ZResettleRequest>);
    }
  };

  return {
    launch,
    handle,
    /**
     * For a vendor that runs in this process and keeps its own balance (the transfer-mode stand-in,
     * ADR 036): opens a session from a launch token exactly as the protocol's `authenticate` does.
     */
    openSession: async (launchToken: string) => {
      const session = await repository.sessionByLaunchHash(hashToken(launchToken));
      if (!session) return { status: 'INVALID_TOKEN' as const };
      const answer = await authenticate(session, { requestId: `session-${session.id}`, launchToken });
      return { ...answer, session };
    },
    /** The live session a session token names (undefined when unknown or expired). */
    sessionOf: async (token: string) => {
      const session = await repository.sessionBySessionHash(hashToken(token));
      return session?.sessionExpiresAt && session.sessionExpiresAt > now() ? session : undefined;
    },
    /** Sets a vendor's secret for a brand unless it has one (seeds, onboarding). */
    provisionSecret: (merchantId: number, vendor: string, secret: string) =>
      repository.upsertSecret(merchantId, vendor, secret),
    /** Replaces a vendor's secret; the old one is still accepted for a grace period. */
    rotateSecret: (merchantId: number, vendor: string, secret: string) =>
      repository.rotateSecret(
        merchantId,
        vendor,
        secret,
        new Date(now().getTime() + SECRET_ROTATION_GRACE_MS),
      ),
  };
};

export type SeamlessService = ReturnType<typeof createSeamlessService>;
