/**
 * Bet records for the back office (docs/decisions/030-back-office-catalogue.md): one brand at a
 * time, so the totals are of one currency; amounts leave as decimal strings (ADR 005).
 */
import type { TAdminBetDetail, TAdminBetFilter, TAdminBetPage } from '@luckwell/contracts/admin/bet-records';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createBetRecordsAdminRepository } from './bet-records-admin.repository.ts';

type RecordRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createBetRecordsAdminRepository>['record']>>
>;

const toRecord = (row: RecordRow) => ({
  id: row.id,
  merchantCode: row.merchantCode,
  memberId: row.memberId,
  memberAccount: row.memberAccount,
  vendor: row.vendor,
  gameCode: row.gameCode,
  gameName: row.gameName,
  roundId: row.roundId,
  currency: row.currency,
  stake: fromMinorUnits(row.stakeMinor),
  validBet: fromMinorUnits(row.validBetMinor),
  payout: fromMinorUnits(row.payoutMinor),
  winLoss: fromMinorUnits(row.winLossMinor),
  status: row.status,
  placedAt: row.placedAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

export const createBetRecordsAdminService = (db: Database) => {
  const repository = createBetRecordsAdminRepository(db);

  const search = async (query: TAdminBetFilter): Promise<TAdminBetPage> => {
    const where = /^\d+$/.test(query.merchant)
      ? eq(merchants.id, Number(query.merchant))
      : eq(merchants.code, query.merchant.toUpperCase());
    const [merchant] = await db.select().from(merchants).where(where);
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'querystring.merchant');
    const zero = fromMinorUnits(0n);
    const empty = {
      content: [],
      pageNum: query.page,
      totalPages: 1,
      total: 0,
      totals: { currency: merchant.currencyCode, stake: zero, validBet: zero, payout: zero, winLoss: zero },
    };
    const memberId = query.member ? await repository.memberIdOf(merchant.id, query.member) : undefined;
    if (query.member && memberId === undefined) return empty;
    const filter = {
      merchantId: merchant.id,
      memberId,
      vendor: query.vendor,
      gameCode: query.gameCode,
      roundId: query.roundId,
      result: query.result,
      from: query.from,
      to: query.to,
    };
    const [rows, totals] = await Promise.all([
      repository.page(filter, query.pageSize, (query.page - 1) * query.pageSize),
      repository.totals(filter),
    ]);
    return {
      content: rows.map(toRecord),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(totals.n / query.pageSize)),
      total: totals.n,
      totals: {
        currency: merchant.currencyCode,
        stake: fromMinorUnits(totals.stake),
        validBet: fromMinorUnits(totals.validBet),
        payout: fromMinorUnits(totals.payout),
        winLoss: fromMinorUnits(totals.winLoss),
      },
    };
  };

  const detail = async (id: number): Promise<TAdminBetDetail> => {
    const row = await repository.record(id);
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    const transactions = await repository.transactionsOf(row.merchantId, row.vendor, row.roundId);
    return {
      record: toRecord(row),
      transactions: transactions.map((t) => ({
        id: t.id,
        transactionId: t.transactionId,
        kind: t.kind,
        status: t.status,
        amount: fromMinorUnits(t.amountMinor),
        currency: t.currency,
        referenceTransactionId: t.referenceTransactionId,
        entryId: t.entryId,
        createdAt: t.createdAt.toISOString(),
      })),
    };
  };

  return { search, detail };
};

export type BetRecordsAdminService = ReturnType<typeof createBetRecordsAdminService>;
