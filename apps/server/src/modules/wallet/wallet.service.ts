/**
 * The wallet: the only way money moves (DESIGN.md §4). It owns the ledger accounts, journal
 * entries, postings and holds; every other module asks it to debit, credit, transfer, grant, hold,
 * release, settle or reverse and never touches those tables. Every movement is one journal entry whose postings sum to zero, written in
 * one transaction with the balance updates, under an idempotency key that makes a replay harmless.
 *
 * Built on a transaction handle (`createWalletService(tx)`), its entries become savepoints of the
 * caller's transaction, so a module can book money and its own rows atomically.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import {
  createWalletRepository,
  type DailyMemberFlow,
  type HistoryLine,
  type HoldRow,
  type LedgerAccount,
  type MemberLedgerFilter,
  type MemberLedgerLine,
  type PostingRow,
  type WalletRepository,
} from './wallet.repository.ts';

export type { DailyMemberFlow, HistoryLine, HoldRow, LedgerAccount, MemberLedgerLine, PostingRow };

/**
 * A member's wallets, each its own account that the database keeps at or above zero:
 * - `member_cash`: the main wallet, real money the member can bet and withdraw;
 * - `member_bonus`: bonus money locked by wagering rules until a promotion releases it;
 * - `member_points`: loyalty points (minor units of points, not money of the brand's currency);
 * - `member_play`: trial play money, never exchangeable;
 * - `member_held`: money set aside by a hold (a withdrawal waiting to be paid). Only `hold`,
 *   `release` and `settle` move it; the brand's pending withdrawals are these accounts' sum
 *   (docs/decisions/014-holds-and-reversals.md);
 * - `member_v:<VENDOR>`: a vendor sub-wallet of a brand in transfer-wallet mode, what the member has
 *   moved to that vendor (docs/decisions/020-transfer-wallets.md). Opened on first use.
 */
export type MemberAccountKind =
  | 'member_cash'
  | 'member_bonus'
  | 'member_points'
  | 'member_play'
  | 'member_held'
  | `member_v:${string}`;

/** Account kinds are at most 24 characters, so a vendor code of a sub-wallet at most 15. */
export const VENDOR_WALLET_CODE_MAX = 15;

/** The account kind of a member's sub-wallet at `vendor`, or undefined when the code cannot name one. */
export const vendorWalletKind = (vendor: string): MemberAccountKind | undefined =>
  /^[A-Za-z0-9_-]+$/.test(vendor) && vendor.length <= VENDOR_WALLET_CODE_MAX
    ? `member_v:${vendor}`
    : undefined;

/** The wallets money can be held from (everything but the held account itself). */
export type HoldableAccountKind = Exclude<MemberAccountKind, 'member_held'>;

/**
 * The brand's own accounts, which may go below zero: `cashier` is cashier clearing (deposits in,
 * paid withdrawals out), `promotion` the promotions expense, `commission` the agent commission
 * expense, `play_issuer` the source of trial play money, `house` the brand's own games.
 * `house:<vendor>` gives each game vendor a house account of its own so bets on different vendors
 * do not queue on one row (docs/decisions/012-ledger-locking.md). `wallet_transit` holds money on its
 * way between a member's main wallet and a vendor sub-wallet while the vendor is asked; it is zero
 * whenever no transfer is in flight (docs/decisions/020-transfer-wallets.md). `jackpot#<n>` are
 * the shards of the brand's progressive jackpot pool, funded by a share of each bet; `jackpot_seed`
 * pays each cycle's seed into the pool, so its negative balance is what the seeds have cost
 * (docs/decisions/028-jackpot-pool.md). `points_issuer` issues loyalty points and takes them back
 * when they are spent (docs/decisions/065-points-and-the-mall.md).
 */
export type BrandAccountKind =
  | 'house'
  | 'cashier'
  | 'wallet_transit'
  | 'promotion'
  | 'commission'
  | 'play_issuer'
  | 'points_issuer'
  | 'jackpot_seed'
  | `house:${string}`
  | `house#${number}`
  | `jackpot#${number}`;

/**
 * Bets and wins book against one of a few shards of the house account (`house#3`,
 * `house:JILI#5`), picked by member, so concurrent rounds of different members rarely queue on the
 * same row; a house's result is the sum of `kind = 'house:<vendor>' or kind like 'house:<vendor>#%'`.
 * A member always lands on the same shard (docs/decisions/012-ledger-locking.md).
 */
export const HOUSE_SHARDS = 8;

/** The account kind a member's move against `counterparty` books on: a house shard for houses. */
export const counterpartyKindFor = (counterparty: BrandAccountKind, memberId: number): BrandAccountKind =>
  /^house(:[^#]+)?$/.test(counterparty)
    ? (`${counterparty}#${memberId % HOUSE_SHARDS}` as BrandAccountKind)
    : counterparty;

/**
 * The jackpot pool is one sharded account per brand and currency: a bet's share lands on the bettor's
 * shard, so bets of different members rarely queue on one row; the pool is the sum of the shards.
 */
export const JACKPOT_SHARDS = 16;
export const jackpotShardFor = (memberId: number): BrandAccountKind => `jackpot#${memberId % JACKPOT_SHARDS}`;

export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'unbalanced'
  | 'invalid'
  | 'currency_mismatch'
  /** No hold or entry with that id in this brand. */
  | 'not_found'
  /** The hold was already released or settled. */
  | 'hold_not_open'
  /** The entry was already reversed (under another key). */
  | 'already_reversed'
  /** A reversal, or an entry of a hold (undo those with `release`), cannot be reversed. */
  | 'not_reversible';

/** A movement the books refuse. Nothing was written when this is thrown. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    /** For insufficient funds: the account that would have gone below zero and its balance now. */
    readonly detail: { accountId?: number; balance?: bigint } = {},
  ) {
    super(message);
    this.name = 'LedgerError';
  }

  get accountId() {
    return this.detail.accountId;
  }

  get balance() {
    return this.detail.balance;
  }
}

export type PostingInput = { accountId: number; amount: bigint };

type EntryFields = {
  merchantId: number;
  /** Unique per merchant: a vendor transaction id, cashier request id, settlement period key. */
  idempotencyKey: string;
  /** What kind of movement this is ('bet', 'win', 'deposit', 'grant', …), for history filters. */
  kind: string;
  memo?: string;
  meta?: Record<string, unknown>;
};

export type PostInput = EntryFields & { postings: PostingInput[] };

/** The entry fields of hold, release, settle and reverse: their kind has a default. */
type OptionalKind = Omit<EntryFields, 'kind'> & { kind?: string };

export type PostResult = {
  entryId: number;
  /** True when the key had been booked before: this is the original result and nothing moved now. */
  replayed: boolean;
  postings: PostingRow[];
};

export type TransferInput = EntryFields & { from: number; to: number; amount: bigint };

/** A movement between a member's wallet and one of the brand's accounts. */
export type MemberMoveInput = EntryFields & {
  memberId: number;
  currency: string;
  amountMinor: bigint;
  /** The brand account on the other side: the house for bets, the cashier for deposits… */
  counterparty: BrandAccountKind;
  wallet?: MemberAccountKind;
  /**
   * Debits only: part of the amount goes to this brand account instead of the counterparty (a bet's
   * jackpot contribution), in the same entry. 0 ≤ share ≤ amount.
   */
  share?: { account: BrandAccountKind; amountMinor: bigint };
  /**
   * Part of the amount comes from (debit) or goes to (credit) a second wallet of the member instead
   * of `wallet`, in the same entry: a bet staked partly with bonus money, and its payout's share
   * (docs/decisions/063-bonus-money.md). 0 ≤ split ≤ amount.
   */
  split?: { wallet: MemberAccountKind; amountMinor: bigint };
};

/** Pays the whole balance of a sharded brand account (the jackpot pool) to a member, in one entry. */
export type PayOutShardsInput = EntryFields & {
  memberId: number;
  currency: string;
  /** The account's base kind: `jackpot` pays `jackpot` and every `jackpot#<n>`. */
  base: 'jackpot';
};

export type GrantInput = {
  merchantId: number;
  memberId: number;
  currency: string;
  amountMinor: bigint;
  source: 'cashier' | 'promotion' | 'play_issuer';
  idempotencyKey: string;
  memo: string;
  /** The member's wallet that receives it; trial accounts get play money. */
  kind?: MemberAccountKind;
};

export type HoldInput = OptionalKind & {
  memberId: number;
  currency: string;
  amountMinor: bigint;
  /** The wallet the money is held from; the main wallet unless told. */
  wallet?: HoldableAccountKind;
};

export type ReleaseInput = OptionalKind & { holdId: number };

export type SettleInput = ReleaseInput & {
  /** Where the held money goes: cashier clearing (a paid withdrawal) unless told. */
  counterparty?: BrandAccountKind;
};

export type ReverseInput = OptionalKind & {
  /** The entry to undo. */
  entryId: number;
};

/** The result of hold, release and settle: the entry, and the hold it opened or closed. */
export type HoldResult = PostResult & { holdId: number };

const MAX_MINOR = 2n ** 63n - 1n;
const HISTORY_PAGE_MAX = 500;

/** The PostgreSQL error behind a driver or drizzle wrapper, if there is one. */
const pgErrorOf = (error: unknown): { code: string; constraint?: string } | undefined => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
};

const isBalanceCheckViolation = (error: unknown) => {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23514' && pgError.constraint === 'ledger_accounts_balance_ck';
};

const invalid = (why: string) => new LedgerError('invalid', why);

const validateEntry = (input: EntryFields) => {
  if (!Number.isInteger(input.merchantId) || input.merchantId <= 0) throw invalid('merchantId must be an id');
  if (!input.idempotencyKey || input.idempotencyKey.length > 160) {
    throw invalid('idempotencyKey must be 1–160 characters');
  }
  if (!input.kind || input.kind.length > 32) throw invalid('kind must be 1–32 characters');
};

const validatePostings = (postingsOf: PostingInput[]) => {
  if (postingsOf.length < 2) throw invalid('an entry needs at least two postings');
  const seen = new Set<number>();
  let sum = 0n;
  for (const { accountId, amount } of postingsOf) {
    if (!Number.isInteger(accountId) || accountId <= 0) throw invalid(`account ${accountId} is not an id`);
    if (seen.has(accountId)) throw invalid(`account ${accountId} appears twice in one entry`);
    seen.add(accountId);
    if (typeof amount !== 'bigint') throw invalid('amounts are bigint minor units');
    if (amount === 0n) throw invalid(`the posting on account ${accountId} moves nothing`);
    if (amount > MAX_MINOR || -amount > MAX_MINOR) throw invalid('amount out of range');
    sum += amount;
  }
  if (sum !== 0n) throw new LedgerError('unbalanced', `postings sum to ${sum}, not 0`);
};

const validate = (input: PostInput) => {
  validateEntry(input);
  validatePostings(input.postings);
};

const isReversalTwice = (error: unknown) => {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' && pgError.constraint === 'journal_entries_reverses_uq';
};

/**
 * The refusals of the `ledger_post` function (drizzle/0004_ledger_post.sql), raised with SQLSTATEs
 * of its own, as the LedgerError the statement-by-statement path throws.
 */
const ledgerPostRefusal = (error: unknown): LedgerError | undefined => {
  const code = pgErrorOf(error)?.code;
  if (!code?.startsWith('LW')) return undefined;
  let message = '';
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) message = String((e as { message?: unknown }).message ?? '');
  }
  if (code === 'LW001') {
    const [, accountId, balance] = /account (\d+) holds (-?\d+)/.exec(message) ?? [];
    return new LedgerError('insufficient_funds', `${message}, not enough`, {
      accountId: Number(accountId),
      balance: BigInt(balance ?? 0),
    });
  }
  if (code === 'LW003') return new LedgerError('currency_mismatch', message);
  return new LedgerError('invalid', message);
};

const positive = (amount: bigint) => {
  if (typeof amount !== 'bigint' || amount <= 0n) {
    throw new LedgerError('invalid', 'the amount must be a positive number of minor units');
  }
};

type ApplyPostings = (input: {
  merchantId: number;
  entryId: number;
  lines: PostingInput[];
  movesHeld: boolean;
}) => Promise<PostingRow[]>;

export const createWalletService = (db: Database) => {
  const repository = createWalletRepository(db);
  const members = createMembersRepository(db);
  /** Built on a caller's transaction handle rather than the database itself. */
  const insideTransaction = db instanceof PgTransaction;
  /** Brand account ids never change once created; remembering them saves a read per movement. */
  const brandAccountIds = new Map<string, number>();
  /** Member wallet ids neither: the busiest members' are remembered, up to a bound. */
  const memberAccountIds = new Map<string, number>();
  const MEMBER_ACCOUNT_IDS_MAX = 50_000;

  const memberAccount = async (
    merchantId: number,
    memberId: number,
    currency: string,
    kind: MemberAccountKind = 'member_cash',
  ): Promise<LedgerAccount> => {
    const owner = { merchantId, kind, memberId, currency };
    const existing = await repository.findAccount(owner);
    if (existing) return existing;
    if (!(await members.findById(merchantId, memberId))) {
      throw new LedgerError('invalid', `member ${memberId} is not a member of merchant ${merchantId}`);
    }
    // Two first uses may race: one insert wins, the other does nothing and reads the winner's row.
    const created =
      (await repository.insertAccount({ ...owner, allowNegative: false })) ??
      (await repository.findAccount(owner));
    if (!created) throw new Error(`wallet: account ${JSON.stringify(owner)} missing after insert`);
    return created;
  };

  const memberAccountId = async (
    merchantId: number,
    memberId: number,
    currency: string,
    kind: MemberAccountKind,
  ): Promise<number> => {
    const key = `${merchantId}:${memberId}:${currency}:${kind}`;
    const known = memberAccountIds.get(key);
    if (known !== undefined) return known;
    const { id } = await memberAccount(merchantId, memberId, currency, kind);
    if (memberAccountIds.size >= MEMBER_ACCOUNT_IDS_MAX) memberAccountIds.clear();
    memberAccountIds.set(key, id);
    return id;
  };

  const brandAccount = async (
    merchantId: number,
    kind: BrandAccountKind,
    currency: string,
  ): Promise<LedgerAccount> => {
    if (kind.startsWith('member_') || kind.length > 24) {
      throw new LedgerError('invalid', `${kind} is not a brand account kind`);
    }
    const owner = { merchantId, kind, memberId: null, currency };
    const account =
      (await repository.findAccount(owner)) ??
      (await repository.insertAccount({ ...owner, allowNegative: true })) ??
      (await repository.findAccount(owner));
    if (!account) throw new Error(`wallet: account ${JSON.stringify(owner)} missing after insert`);
    brandAccountIds.set(`${merchantId}:${kind}:${currency}`, account.id);
    return account;
  };

  const brandAccountId = async (merchantId: number, kind: BrandAccountKind, currency: string) =>
    brandAccountIds.get(`${merchantId}:${kind}:${currency}`) ??
    (await brandAccount(merchantId, kind, currency)).id;

  /**
   * Runs one entry's transaction and turns the balance CHECK's refusal into
   * `LedgerError('insufficient_funds')` naming the account that would have gone below zero.
   */
  const inTransaction = async <T>(
    work: (books: WalletRepository, applyPostings: ApplyPostings) => Promise<T>,
  ): Promise<T> => {
    let updating: number | undefined;
    try {
      return await db.transaction(async (tx) => {
        const books = createWalletRepository(tx as unknown as Database);
        /**
         * Locking: each balance changes with one atomic `update … set balance = balance + $amount …
         * returning balance`, account by account in ascending id order, rather than `select … for
         * update` followed by an update. Under READ COMMITTED the update locks the row and re-reads
         * its latest committed version, and the CHECK constraint judges the new balance, so the rule
         * "a member wallet never goes below zero" is enforced by the database in the same statement
         * that takes the lock: half the round trips of lock-then-write while the lock is held, which
         * is what bounds the rate of a hot account. The fixed order means two entries touching the
         * same accounts can never wait on each other in a cycle. Postings are written after every
         * balance is locked, so for each account posting ids follow commit order and its latest
         * posting carries its current balance. (docs/decisions/012-ledger-locking.md)
         */
        const applyPostings: ApplyPostings = async ({ merchantId, entryId, lines, movesHeld }) => {
          const after = new Map<number, bigint>();
          let currency: string | undefined;
          for (const { accountId, amount } of [...lines].sort((a, b) => a.accountId - b.accountId)) {
            updating = accountId;
            const account = await books.addToBalance(accountId, amount);
            if (!account || account.merchantId !== merchantId) {
              throw new LedgerError(
                'invalid',
                `account ${accountId} is not an account of merchant ${merchantId}`,
              );
            }
            if (currency !== undefined && account.currency !== currency) {
              throw new LedgerError(
                'currency_mismatch',
                `account ${accountId} is in ${account.currency}, not ${currency}`,
              );
            }
            if (account.kind === 'member_held' && !movesHeld) {
              throw new LedgerError(
                'invalid',
                `account ${accountId} is held money: only release or settle move it`,
              );
            }
            currency = account.currency;
            after.set(accountId, account.balance);
          }
          updating = undefined;
          const rows = lines.map(({ accountId, amount }) => ({
            accountId,
            amount,
            balanceAfter: after.get(accountId)!,
          }));
          await books.insertPostings(entryId, rows);
          return rows;
        };
        return work(books, applyPostings);
      });
    } catch (error) {
      if (updating !== undefined && isBalanceCheckViolation(error)) {
        const balance = (await repository.balanceOf(updating)) ?? 0n;
        throw new LedgerError('insufficient_funds', `account ${updating} holds ${balance}, not enough`, {
          accountId: updating,
          balance,
        });
      }
      throw error;
    }
  };

  /**
   * Books one entry whose postings are worked out inside its transaction, after its key is claimed
   * (a hold's closing reads the hold there). `replay` turns the entry first booked under the key into
   * the answer; `plan` returns the postings and `answer` writes the operation's own rows after them.
   */
  const book = async <T>({
    entry,
    plan,
    answer,
    replay,
    movesHeld = false,
  }: {
    entry: EntryFields & { reversesEntryId?: number };
    /** Only a hold's own entries may post on `member_held` accounts. */
    movesHeld?: boolean;
    plan: (books: WalletRepository, entryId: number) => Promise<PostingInput[]>;
    answer: (books: WalletRepository, result: PostResult) => Promise<T>;
    replay: (books: WalletRepository, original: PostResult) => Promise<T>;
  }): Promise<T> => {
    validateEntry(entry);
    return inTransaction(async (books, applyPostings) => {
      // The key is claimed first: a duplicate waits here for the original, then replays it. No
      // unique violation is raised (on conflict do nothing), so the transaction stays usable.
      const entryId = await books.insertEntry({
        merchantId: entry.merchantId,
        idempotencyKey: entry.idempotencyKey,
        kind: entry.kind,
        memo: entry.memo ?? null,
        meta: entry.meta ?? null,
        reversesEntryId: entry.reversesEntryId ?? null,
      });
      if (entryId === undefined) {
        const original = await books.findEntryByKey(entry.merchantId, entry.idempotencyKey);
        if (!original) throw new Error(`wallet: entry ${entry.idempotencyKey} vanished during replay`);
        return replay(books, { ...original, replayed: true });
      }
      const lines = await plan(books, entryId);
      validatePostings(lines);
      const rows = await applyPostings({ merchantId: entry.merchantId, entryId, lines, movesHeld });
      return answer(books, { entryId, replayed: false, postings: rows });
    });
  };

  /**
   * Books one journal entry with the postings given, in one call of the database's `ledger_post`
   * (the same steps as `book`, without a round trip per step: docs/decisions/022-ledger-post-function.md).
   * Inside a caller's transaction it runs in a savepoint, so a refusal leaves that transaction usable.
   */
  const post = async ({ postings: lines, ...entry }: PostInput): Promise<PostResult> => {
    validate({ ...entry, postings: lines });
    const statement = sql`select entry_id::text as entry_id, replayed, account_id::text as account_id,
        amount::text as amount, balance_after::text as balance_after
      from ledger_post(${entry.merchantId}::int, ${entry.idempotencyKey}, ${entry.kind}, ${entry.memo ?? null},
        ${entry.meta === undefined ? null : JSON.stringify(entry.meta)}::jsonb,
        ${arrayLiteral(lines.map((line) => line.accountId))}::bigint[],
        ${arrayLiteral(lines.map((line) => line.amount))}::bigint[])`;
    let result: unknown;
    try {
      result = insideTransaction
        ? await db.transaction((tx) => tx.execute(statement))
        : await db.execute(statement);
    } catch (error) {
      throw ledgerPostRefusal(error) ?? error;
    }
    const rows = (result as { rows: Record<string, unknown>[] }).rows;
    const first = rows[0];
    if (!first) throw new Error(`wallet: ledger_post returned nothing for ${entry.idempotencyKey}`);
    return {
      entryId: Number(first.entry_id),
      replayed: first.replayed === true,
      postings: rows.map((row) => ({
        accountId: Number(row.account_id),
        amount: BigInt(String(row.amount)),
        balanceAfter: BigInt(String(row.balance_after)),
      })),
    };
  };

  const transfer = async ({ from, to, amount, ...entry }: TransferInput): Promise<PostResult> => {
    positive(amount);
    return post({
      ...entry,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
  };

  /** The entry a member's move books: the member's side in one wallet or two, the brand's the counterparty. */
  const memberMoveEntry = async (
    direction: 'debit' | 'credit',
    input: MemberMoveInput,
  ): Promise<PostInput> => {
    const {
      memberId,
      currency,
      amountMinor,
      counterparty,
      wallet = 'member_cash',
      share,
      split,
      ...entry
    } = input;
    positive(amountMinor);
    const member = await memberAccountId(entry.merchantId, memberId, currency, wallet);
    const brand = await brandAccountId(
      entry.merchantId,
      counterpartyKindFor(counterparty, memberId),
      currency,
    );
    const splitMinor = split?.amountMinor ?? 0n;
    const shareMinor = share?.amountMinor ?? 0n;
    if (splitMinor === 0n && shareMinor === 0n) {
      const [from, to] = direction === 'debit' ? [member, brand] : [brand, member];
      return {
        ...entry,
        postings: [
          { accountId: from, amount: -amountMinor },
          { accountId: to, amount: amountMinor },
        ],
      };
    }
    if (splitMinor < 0n || splitMinor > amountMinor) throw invalid('a split is between 0 and the amount');
    if (shareMinor !== 0n && direction !== 'debit') throw invalid('only a debit can share its amount');
    if (shareMinor < 0n || shareMinor > amountMinor) throw invalid('a share is between 0 and the amount');
    // The member's side: one wallet, or two; the brand's: the counterparty, less a debit's share.
    const sign = direction === 'debit' ? -1n : 1n;
    const lines: PostingInput[] = [];
    if (amountMinor > splitMinor)
      lines.push({ accountId: member, amount: sign * (amountMinor - splitMinor) });
    if (split && splitMinor > 0n) {
      const second = await memberAccountId(entry.merchantId, memberId, currency, split.wallet);
      lines.push({ accountId: second, amount: sign * splitMinor });
    }
    const toBrand = amountMinor - shareMinor;
    if (toBrand > 0n) lines.push({ accountId: brand, amount: -sign * toBrand });
    if (share && shareMinor > 0n) {
      lines.push({
        accountId: await brandAccountId(entry.merchantId, share.account, currency),
        amount: shareMinor,
      });
    }
    return { ...entry, postings: lines };
  };

  const memberMove = async (direction: 'debit' | 'credit', input: MemberMoveInput) =>
    post(await memberMoveEntry(direction, input));

  /**
   * Books many journal entries in two statements (a live round's payouts, ADR 091): every account
   * they touch is locked first, in ascending id order as `post` does one entry's, then the database's
   * `ledger_post` books each entry in turn inside one statement. All or nothing: a refusal fails the
   * statement. Only inside a caller's transaction, which holds the locks until it commits.
   */
  const postMany = async (entries: readonly PostInput[]): Promise<PostResult[]> => {
    if (!insideTransaction) throw new Error('wallet: postMany books inside a transaction');
    if (entries.length === 0) return [];
    for (const entry of entries) validate(entry);
    const accountIds = [...new Set(entries.flatMap((entry) => entry.postings.map((line) => line.accountId)))];
    accountIds.sort((a, b) => a - b);
    await db.execute(
      sql`select id from ledger_accounts where id = any(${arrayLiteral(accountIds)}::bigint[]) order by id for update`,
    );
    const payload = entries.map((entry, ord) => ({
      ord,
      merchant_id: entry.merchantId,
      key: entry.idempotencyKey,
      kind: entry.kind,
      memo: entry.memo ?? null,
      meta: entry.meta ?? null,
      account_ids: entry.postings.map((line) => line.accountId),
      amounts: entry.postings.map((line) => line.amount.toString()),
    }));
    let result: unknown;
    try {
      result = await db.transaction((tx) =>
        tx.execute(sql`select e.ord, p.entry_id::text as entry_id, p.replayed, p.account_id::text as account_id,
            p.amount::text as amount, p.balance_after::text as balance_after
          from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
            as e(ord int, merchant_id int, key varchar, kind varchar, memo text, meta jsonb,
                 account_ids bigint[], amounts bigint[])
          cross join lateral ledger_post(e.merchant_id, e.key, e.kind, e.memo, e.meta, e.account_ids, e.amounts) p
          order by e.ord`),
      );
    } catch (error) {
      throw ledgerPostRefusal(error) ?? error;
    }
    const results: PostResult[] = entries.map(() => ({ entryId: 0, replayed: false, postings: [] }));
    for (const row of (result as { rows: Record<string, unknown>[] }).rows) {
      const booked = results[Number(row.ord)]!;
      booked.entryId = Number(row.entry_id);
      booked.replayed = row.replayed === true;
      booked.postings.push({
        accountId: Number(row.account_id),
        amount: BigInt(String(row.amount)),
        balanceAfter: BigInt(String(row.balance_after)),
      });
    }
    return results;
  };

  /** Remembers several members' wallet ids with one read (those never used open on first use). */
  const knowMemberAccounts = async (
    merchantId: number,
    currency: string,
    kind: MemberAccountKind,
    memberIds: readonly number[],
  ) => {
    const unknown = memberIds.filter(
      (id) => !memberAccountIds.has(`${merchantId}:${id}:${currency}:${kind}`),
    );
    for (const row of await repository.walletsOfMembers(merchantId, currency, kind, [...new Set(unknown)])) {
      if (row.memberId !== null)
        memberAccountIds.set(`${merchantId}:${row.memberId}:${currency}:${kind}`, row.id);
    }
  };

  /**
   * Pays every shard's balance, as read here, to the member: one entry, the shards' postings their
   * exact opposite balances. A share booked on a shard after the read stays there. A replay answers
   * the first payment. Undefined when the pool holds nothing.
   */
  const payOutShards = async ({ memberId, currency, base, ...entry }: PayOutShardsInput) => {
    validateEntry(entry);
    const first = await repository.findEntryByKey(entry.merchantId, entry.idempotencyKey);
    const shards = await repository.shardsOf(entry.merchantId, base, currency);
    const paying = first ? [] : shards.filter((shard) => shard.balance !== 0n);
    const total = paying.reduce((sum, shard) => sum + shard.balance, 0n);
    if (!first && total <= 0n) return undefined;
    const member = await memberAccountId(entry.merchantId, memberId, currency, 'member_cash');
    const result = first
      ? { ...first, replayed: true }
      : await post({
          ...entry,
          postings: [
            ...paying.map((shard) => ({ accountId: shard.id, amount: -shard.balance })),
            { accountId: member, amount: total },
          ],
        });
    const paid = result.postings.find((line) => line.accountId === member)?.amount ?? 0n;
    return { ...result, amountMinor: paid };
  };

  /** The hold an entry booked under a replayed key opened (`opened`) or closed. */
  const holdOfReplay = async (books: WalletRepository, original: PostResult, opened: boolean) => {
    const hold = await books.findHoldOfEntry(original.entryId);
    const matches = hold && (opened ? hold.holdEntryId : hold.resolveEntryId) === original.entryId;
    if (!hold || !matches) {
      throw invalid(
        `entry ${original.entryId} booked under this key is not ${opened ? 'a hold' : "a hold's closing"}`,
      );
    }
    return { ...original, holdId: hold.id };
  };

  const hold = async ({
    memberId,
    currency,
    amountMinor,
    wallet = 'member_cash',
    kind = 'hold',
    ...entry
  }: HoldInput): Promise<HoldResult> => {
    positive(amountMinor);
    if ((wallet as MemberAccountKind) === 'member_held')
      throw invalid('money cannot be held from held money');
    const source = (await memberAccount(entry.merchantId, memberId, currency, wallet)).id;
    const held = (await memberAccount(entry.merchantId, memberId, currency, 'member_held')).id;
    return book({
      entry: { ...entry, kind },
      movesHeld: true,
      plan: async () => [
        { accountId: source, amount: -amountMinor },
        { accountId: held, amount: amountMinor },
      ],
      answer: async (books, result) => {
        const row = await books.insertHold({
          merchantId: entry.merchantId,
          sourceAccountId: source,
          heldAccountId: held,
          amount: amountMinor,
          holdEntryId: result.entryId,
        });
        return { ...result, holdId: row.id };
      },
      replay: (books, original) => holdOfReplay(books, original, true),
    });
  };

  /**
   * Closes an open hold with one entry moving the whole held amount out of the member's held
   * account: back to the wallet it came from (released) or to `to` (settled). The hold row is
   * closed in the same transaction with `… where status = 'open'`, so of two closings, even under
   * different keys, exactly one books anything.
   */
  const closeHold = async (
    status: 'released' | 'settled',
    { holdId, kind, ...entry }: ReleaseInput & { kind: string },
    to?: number,
  ): Promise<HoldResult> => {
    if (!Number.isInteger(holdId) || holdId <= 0) throw invalid('holdId must be an id');
    return book({
      entry: { ...entry, kind, meta: { ...entry.meta, holdId } },
      movesHeld: true,
      plan: async (books, entryId) => {
        const closed = await books.closeHold(entry.merchantId, holdId, status, entryId);
        if (!closed) {
          const existing = await books.findHold(entry.merchantId, holdId);
          throw existing
            ? new LedgerError('hold_not_open', `hold ${holdId} is already ${existing.status}`)
            : new LedgerError('not_found', `no hold ${holdId} in merchant ${entry.merchantId}`);
        }
        return [
          { accountId: closed.heldAccountId, amount: -closed.amount },
          { accountId: to ?? closed.sourceAccountId, amount: closed.amount },
        ];
      },
      answer: async (_, result) => ({ ...result, holdId }),
      replay: (books, original) => holdOfReplay(books, original, false),
    });
  };

  const release = ({ kind = 'hold_release', ...input }: ReleaseInput) =>
    closeHold('released', { ...input, kind });

  const settle = async ({ counterparty = 'cashier', kind = 'hold_settle', ...input }: SettleInput) => {
    // The brand account is found (or opened) before the transaction, in the hold's currency.
    const found = Number.isInteger(input.holdId)
      ? await repository.findHold(input.merchantId, input.holdId)
      : undefined;
    if (!found) throw new LedgerError('not_found', `no hold ${input.holdId} in merchant ${input.merchantId}`);
    const heldAccount = await repository.accountById(found.heldAccountId);
    if (!heldAccount) throw new Error(`wallet: held account ${found.heldAccountId} missing`);
    const to = await brandAccountId(input.merchantId, counterparty, heldAccount.currency);
    return closeHold('settled', { ...input, kind }, to);
  };

  /**
   * Posts the exact opposite of an entry under its own key. An entry is reversed at most once
   * (a unique constraint on `reverses_entry_id`); a reversal is not reversed again (book the
   * movement anew instead), nor is an entry of a hold (release it, or it has been released or
   * settled already). A reversal that would take a member wallet below zero is refused with
   * insufficient funds, like any other entry.
   */
  const reverse = async ({ entryId, kind = 'reversal', ...entry }: ReverseInput): Promise<PostResult> => {
    if (!Number.isInteger(entryId) || entryId <= 0) throw invalid('entryId must be an id');
    validateEntry({ ...entry, kind });
    // Entries never change once booked, so they can be read before the transaction.
    const original = await repository.findEntry(entry.merchantId, entryId);
    if (!original) throw new LedgerError('not_found', `no entry ${entryId} in merchant ${entry.merchantId}`);
    try {
      return await book({
        entry: { ...entry, kind, reversesEntryId: entryId, meta: { ...entry.meta, reverses: entryId } },
        plan: async () => {
          if (original.reversesEntryId !== null) {
            throw new LedgerError('not_reversible', `entry ${entryId} is itself a reversal`);
          }
          if (original.postings.some((line) => line.accountKind === 'member_held')) {
            throw new LedgerError(
              'not_reversible',
              `entry ${entryId} belongs to a hold: release the hold instead`,
            );
          }
          return original.postings.map(({ accountId, amount }) => ({ accountId, amount: -amount }));
        },
        answer: async (_, result) => result,
        replay: async (_, first) => first,
      });
    } catch (error) {
      if (!isReversalTwice(error)) throw error;
      // An identical request racing this one may have lost on this constraint rather than the key.
      const first = await repository.findEntryByKey(entry.merchantId, entry.idempotencyKey);
      if (first) return { ...first, replayed: true };
      throw new LedgerError('already_reversed', `entry ${entryId} has already been reversed`);
    }
  };

  return {
    memberAccount,
    brandAccount,
    post,
    transfer,

    /** Takes money out of a member's wallet into a brand account (a bet, a withdrawal hold…). */
    debit: (input: MemberMoveInput) => memberMove('debit', input),

    /** Pays a brand account's money into a member's wallet (a win, an approved deposit…). */
    credit: (input: MemberMoveInput) => memberMove('credit', input),

    /**
     * Many `credit`s of one brand and currency as one batch (ADR 091): inside a caller's transaction,
     * all booked or none. Answers each entry in the inputs' order.
     */
    creditMany: async (inputs: readonly MemberMoveInput[]) => {
      const first = inputs[0];
      if (!first) return [];
      if (
        inputs.some((input) => input.merchantId !== first.merchantId || input.currency !== first.currency)
      ) {
        throw invalid('a batch of credits is one brand and currency');
      }
      const kinds = new Set<MemberAccountKind>();
      for (const input of inputs) {
        kinds.add(input.wallet ?? 'member_cash');
        if (input.split) kinds.add(input.split.wallet);
      }
      const memberIds = inputs.map((input) => input.memberId);
      for (const kind of kinds) await knowMemberAccounts(first.merchantId, first.currency, kind, memberIds);
      const entries: PostInput[] = [];
      for (const input of inputs) entries.push(await memberMoveEntry('credit', input));
      return postMany(entries);
    },

    /** Several members' balances of one wallet kind, one read; 0 for a wallet never used. */
    balances: (
      merchantId: number,
      currency: string,
      memberIds: readonly number[],
      kind: MemberAccountKind = 'member_cash',
    ) => repository.memberBalances(merchantId, currency, memberIds, kind),

    /** Sets money aside from a member's wallet into their held account, as one open hold. */
    hold,

    /** Returns a hold's whole amount to the wallet it came from. */
    release,

    /** Pays a hold's whole amount out to a brand account (a paid withdrawal → cashier clearing). */
    settle,

    /** Undoes an entry by booking its exact opposite, once. */
    reverse,

    /** The entry booked under an idempotency key with its postings, or undefined. */
    entryByKey: (merchantId: number, idempotencyKey: string) =>
      repository.findEntryByKey(merchantId, idempotencyKey),

    /** A brand account's id, opening it on first use. */
    brandAccountId,

    /** A member wallet's id, opening it on first use. */
    memberAccountId,

    /** A hold of the brand, or undefined. */
    findHold: (merchantId: number, holdId: number) => repository.findHold(merchantId, holdId),

    payOutShards,

    /** The sum of a sharded brand account's balances (the jackpot pool); 0 before its first use. */
    shardedBalance: async (merchantId: number, base: 'jackpot', currency: string): Promise<bigint> =>
      (await repository.shardsOf(merchantId, base, currency)).reduce((sum, shard) => sum + shard.balance, 0n),

    /** A member wallet's balance in minor units; 0 when the wallet has never been used. */
    balance: async (
      merchantId: number,
      memberId: number,
      currency: string,
      kind: MemberAccountKind = 'member_cash',
    ): Promise<bigint> => {
      const account = await repository.findAccount({ merchantId, kind, memberId, currency });
      return account?.balance ?? 0n;
    },

    /**
     * Credits a member from the brand's `source` account (opening balances, promotions, trial play
     * money). A grant of nothing books nothing and answers null, so a brand may set it to zero.
     */
    grant: async ({ source, kind, amountMinor, ...input }: GrantInput): Promise<PostResult | null> => {
      if (amountMinor === 0n) return null;
      return memberMove('credit', {
        ...input,
        amountMinor,
        counterparty: source,
        wallet: kind,
        kind: 'grant',
        meta: { source },
      });
    },

    /** An account's postings with their entries, newest first; page on with the last `postingId`. */
    history: (
      merchantId: number,
      accountId: number,
      { limit = 50, beforeId }: { limit?: number; beforeId?: number } = {},
    ) =>
      repository.history(merchantId, accountId, {
        limit: Number.isFinite(limit) ? Math.min(Math.max(1, Math.trunc(limit)), HISTORY_PAGE_MAX) : 50,
        beforeId,
      }),

    /** Read only, for the back office: a member's accounts of every kind. */
    memberAccounts: (merchantId: number, memberId: number) => repository.memberAccounts(merchantId, memberId),

    /** Read only, for the back office: a member's ledger lines, filtered and paged by offset. */
    memberLedger: (merchantId: number, memberId: number, filter: MemberLedgerFilter) =>
      repository.memberLedger(merchantId, memberId, filter),

    /** Read only, for cashier reports: member-wallet flows per day and entry kind. */
    dailyMemberFlows: (input: Parameters<WalletRepository['dailyMemberFlows']>[0]) =>
      repository.dailyMemberFlows(input),
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
