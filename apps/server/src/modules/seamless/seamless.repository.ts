/** Queries of the seamless module: vendor secrets, game sessions, vendor transactions, bet records. */

import type { TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createBetDailyRepository } from './bet-daily.repository.ts';
import { betRecords } from './bet-record.table.ts';
import { gameSessions } from './game-session.table.ts';
import { seamlessTransactions } from './seamless-transaction.table.ts';
import { seamlessVendorSecrets } from './vendor-secret.table.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;
export type BetRecordRow = typeof betRecords.$inferSelect;
export type VendorSecretRow = typeof seamlessVendorSecrets.$inferSelect;

export const createSeamlessRepository = (db: Database) => ({
  /** A brand's code (the vendor learns it at authenticate, to tell players of two brands apart). */
  brandCodeOf: async (merchantId: number) =>
    (await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId)))[0]?.code,
  merchantIdOf: async (code: string) =>
    (await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)))[0]?.id,

  secretsOf: (vendor: string) =>
    db.select().from(seamlessVendorSecrets).where(eq(seamlessVendorSecrets.vendor, vendor)),

  /** The vendors with a secret for a brand and when each last changed; never the secrets. */
  secretDatesOf: (merchantId: number) =>
    db
      .select({ vendor: seamlessVendorSecrets.vendor, rotatedAt: seamlessVendorSecrets.rotatedAt })
      .from(seamlessVendorSecrets)
      .where(eq(seamlessVendorSecrets.merchantId, merchantId)),

  upsertSecret: async (merchantId: number, vendor: string, secret: string) => {
    await db.insert(seamlessVendorSecrets).values({ merchantId, vendor, secret }).onConflictDoNothing();
  },

  /** The current secret becomes the previous one, accepted until `previousUntil`. */
  rotateSecret: async (merchantId: number, vendor: string, secret: string, previousUntil: Date) => {
    const [row] = await db
      .update(seamlessVendorSecrets)
      .set({
        previousSecret: sql`${seamlessVendorSecrets.secret}`,
        previousUntil,
        secret,
        rotatedAt: new Date(),
      })
      .where(and(eq(seamlessVendorSecrets.merchantId, merchantId), eq(seamlessVendorSecrets.vendor, vendor)))
      .returning();
    return row;
  },

  insertSession: (values: typeof gameSessions.$inferInsert) =>
    db.insert(gameSessions).values(values).returning(),

  sessionByLaunchHash: async (hash: string) =>
    (await db.select().from(gameSessions).where(eq(gameSessions.launchTokenHash, hash)))[0],

  sessionBySessionHash: async (hash: string) =>
    (await db.select().from(gameSessions).where(eq(gameSessions.sessionTokenHash, hash)))[0],

  /** The sessions several session tokens name (a batch of credits), by token hash. */
  sessionsBySessionHashes: async (hashes: readonly string[]) =>
    hashes.length === 0
      ? []
      : db.select().from(gameSessions).where(anyOf(gameSessions.sessionTokenHash, hashes)),

  /** Several members' accounts (the name a vendor knows them by), by member id. */
  memberAccountsOf: async (merchantId: number, memberIds: readonly number[]) =>
    new Map(
      (memberIds.length === 0
        ? []
        : await db
            .select({ id: members.id, account: members.account })
            .from(members)
            .where(and(eq(members.merchantId, merchantId), anyOf(members.id, memberIds)))
      ).map((row) => [Number(row.id), row.account]),
    ),

  /** Uses the launch token once: false when it had been used already. */
  startSession: async (id: number, sessionTokenHash: string, sessionExpiresAt: Date, now: Date) => {
    const rows = await db
      .update(gameSessions)
      .set({ launchedAt: now, sessionTokenHash, sessionExpiresAt })
      .where(and(eq(gameSessions.id, id), sql`${gameSessions.launchedAt} is null`))
      .returning({ id: gameSessions.id });
    return rows.length === 1;
  },

  /** Claims a vendor transaction id; undefined when it is taken (the row is then read with `transaction`). */
  claimTransaction: async (values: typeof seamlessTransactions.$inferInsert) =>
    (await db.insert(seamlessTransactions).values(values).onConflictDoNothing().returning())[0],

  /** Claims many transaction ids in one insert: the rows claimed (an id taken already is left out). */
  claimTransactions: async (
    values: readonly (Pick<
      typeof seamlessTransactions.$inferInsert,
      'merchantId' | 'vendor' | 'transactionId' | 'kind' | 'status' | 'memberId' | 'roundId' | 'currency'
    > & { referenceTransactionId: string | null; amountMinor: bigint; requestDigest: string })[],
  ) => {
    if (values.length === 0) return [];
    // One JSON parameter rather than a dozen per row: a batch's 500 claims are one short statement.
    const rows = JSON.stringify(values.map((row) => ({ ...row, amountMinor: row.amountMinor.toString() })));
    const claimed = (await db.execute(sql`insert into ${seamlessTransactions}
        (merchant_id, vendor, transaction_id, kind, status, member_id, round_id, reference_transaction_id,
         amount_minor, currency, request_digest)
      select c."merchantId", c.vendor, c."transactionId", c.kind, c.status, c."memberId", c."roundId",
        c."referenceTransactionId", c."amountMinor", c.currency, c."requestDigest"
      from jsonb_to_recordset(${rows}::jsonb) as c("merchantId" int, vendor varchar, "transactionId" varchar,
        kind varchar, status varchar, "memberId" bigint, "roundId" varchar, "referenceTransactionId" varchar,
        "amountMinor" bigint, currency varchar, "requestDigest" varchar)
      on conflict do nothing
      returning id, transaction_id`)) as unknown as { rows: { id: number; transaction_id: string }[] };
    return claimed.rows.map((row) => ({ id: Number(row.id), transactionId: row.transaction_id }));
  },

  /** Gives back claims made in this transaction (items answered one by one instead). */
  unclaimTransactions: async (ids: readonly number[]) => {
    if (ids.length > 0)
      await db.delete(seamlessTransactions).where(inArray(seamlessTransactions.id, [...ids]));
  },

  /** Stores many claims' answers and entries in one statement. */
  finishTransactions: async (
    rows: readonly { id: number; response: TSeamlessResponse; entryId: number | null }[],
  ) => {
    if (rows.length === 0) return;
    await db.execute(sql`update ${seamlessTransactions} t set response = f.response, entry_id = f.entry_id
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as f(id int, response jsonb, entry_id bigint)
      where t.id = f.id`);
  },

  transaction: async (merchantId: number, vendor: string, transactionId: string) =>
    (
      await db
        .select()
        .from(seamlessTransactions)
        .where(
          and(
            eq(seamlessTransactions.merchantId, merchantId),
            eq(seamlessTransactions.vendor, vendor),
            eq(seamlessTransactions.transactionId, transactionId),
          ),
        )
        .for('update')
    )[0],

  finishTransaction: (
    id: number,
    values: Partial<Pick<SeamlessTransactionRow, 'response' | 'entryId' | 'status'>>,
  ) => db.update(seamlessTransactions).set(values).where(eq(seamlessTransactions.id, id)),

  /** The round's record, opening it when `open` is given; locked for the rest of the transaction. */
  round: async (
    key: { merchantId: number; vendor: string; roundId: string },
    open?: Omit<typeof betRecords.$inferInsert, 'merchantId' | 'vendor' | 'roundId'>,
  ) => {
    if (open)
      await db
        .insert(betRecords)
        .values({ ...key, ...open })
        .onConflictDoNothing();
    return (
      await db
        .select()
        .from(betRecords)
        .where(
          and(
            eq(betRecords.merchantId, key.merchantId),
            eq(betRecords.vendor, key.vendor),
            eq(betRecords.roundId, key.roundId),
          ),
        )
        .for('update')
    )[0];
  },

  /** Several rounds' records of one vendor, locked in id order for the rest of the transaction. */
  lockRounds: async (merchantId: number, vendor: string, roundIds: readonly string[]) =>
    roundIds.length === 0
      ? []
      : db
          .select()
          .from(betRecords)
          .where(
            and(
              eq(betRecords.merchantId, merchantId),
              eq(betRecords.vendor, vendor),
              anyOf(betRecords.roundId, roundIds),
            ),
          )
          .orderBy(betRecords.id)
          .for('update'),

  /** Settles many rounds in one statement: each its payout, its valid bet its stake. */
  settleRounds: async (rows: readonly { id: number; payoutMinor: bigint }[], settledAt: Date) => {
    if (rows.length === 0) return;
    const settled = JSON.stringify(rows.map((row) => ({ id: row.id, payout: row.payoutMinor.toString() })));
    await db.execute(sql`update ${betRecords} r set status = 'settled', settled_at = ${settledAt.toISOString()}::timestamptz,
        payout_minor = s.payout, valid_bet_minor = r.stake_minor, win_loss_minor = s.payout - r.stake_minor
      from jsonb_to_recordset(${settled}::jsonb) as s(id int, payout bigint)
      where r.id = s.id`);
  },

  updateRound: (
    id: number,
    values: Partial<
      Pick<
        BetRecordRow,
        | 'stakeMinor'
        | 'bonusStakeMinor'
        | 'payoutMinor'
        | 'validBetMinor'
        | 'winLossMinor'
        | 'status'
        | 'settledAt'
      >
    >,
  ) => db.update(betRecords).set(values).where(eq(betRecords.id, id)),

  /**
   * A round a transfer-mode vendor reported already settled (transfer-wallet module): written once
   * under its round id, whatever repeats it.
   */
  recordSettledRound: async (
    round: Pick<
      typeof betRecords.$inferInsert,
      'merchantId' | 'memberId' | 'vendor' | 'gameCode' | 'roundId' | 'currency' | 'placedAt'
    > & { stakeMinor: bigint; payoutMinor: bigint; settledAt: Date },
  ) => {
    // The record and its day's sums in one transaction; a repeat inserts nothing and adds nothing.
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(betRecords)
        .values({
          ...round,
          validBetMinor: round.stakeMinor,
          winLossMinor: round.payoutMinor - round.stakeMinor,
          status: 'settled',
        })
        .onConflictDoNothing()
        .returning();
      if (inserted)
        await createBetDailyRepository(tx as unknown as Database).add({
          ...inserted,
          settledAt: round.settledAt,
        });
    });
  },
});
