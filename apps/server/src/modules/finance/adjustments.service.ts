/**
 * A member's wallet as the back office sees it, and manual adjustments: an operator credits or
 * debits a member's main wallet with a reason; up to the brand's threshold it posts at once, above
 * it a second operator approves or rejects. Every request and decision commits with its audit row
 * and, when it posts, with its journal entry (docs/decisions/018-manual-adjustments.md).
 */
import { AdminMessageKey } from '@luckwell/contracts/admin/operator';
import type {
  TAdjustment,
  TAdjustmentFilter,
  TAdjustmentPage,
  TAdjustmentStatus,
  TFinanceSettings,
  TMemberLedgerFilter,
  TMemberLedgerPage,
  TMemberWallet,
  TMemberWalletKind,
} from '@luckwell/contracts/admin/wallet';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createAdminMembersRepository } from '../admin/admin-members.repository.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { actorOf, type Origin, type SignedInOperator } from '../admin/operator-auth.service.ts';
import { createWalletService, LedgerError, type WalletService } from '../wallet/wallet.service.ts';
import { type AdjustmentRecord, createAdjustmentsRepository } from './adjustments.repository.ts';

/** Trial accounts (type 4) play with play money; there is nothing real to adjust. */
const TRIAL_TYPE = 4;

/** The brand account on the other side of every adjustment: the promotions expense (ADR 018). */
const COUNTERPARTY = 'promotion' as const;

/** The journal entry kind of an adjustment, which reports and history filters go by. */
export const ADJUSTMENT_KIND = 'adjustment';

const money = (minor: bigint | null) => (minor === null ? null : fromMinorUnits(minor));

const toAdjustment = (row: AdjustmentRecord): TAdjustment => ({
  id: row.id,
  memberId: row.memberId,
  memberAccount: row.memberAccount,
  merchantCode: row.merchantCode,
  direction: row.direction === 'debit' ? 'debit' : 'credit',
  amount: fromMinorUnits(row.amount),
  currency: row.currency,
  reason: row.reason,
  status: row.status as TAdjustmentStatus,
  requestedBy: row.requestedBy,
  decidedBy: row.decidedBy,
  decisionNote: row.decisionNote,
  entryId: row.entryId,
  balanceBefore: money(row.balanceBefore),
  balanceAfter: money(row.balanceAfter),
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const insufficientFunds = (balance: bigint | undefined) =>
  new AppError(409, 'WALLET_INSUFFICIENT_FUNDS', AdminMessageKey.insufficientFunds, 'amount').with({
    params: { balance: fromMinorUnits(balance ?? 0n) },
  });

export const createAdjustmentsService = ({
  db,
  audit,
  wallet = createWalletService(db),
}: {
  db: Database;
  audit: AuditService;
  wallet?: WalletService;
}) => {
  const adjustments = createAdjustmentsRepository(db);
  const membersRead = createAdminMembersRepository(db);

  const memberOf = async (id: number) => {
    const record = await membersRead.findById(id);
    if (!record) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return record;
  };

  const found = async (id: number) => {
    const row = await adjustments.find(id);
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return toAdjustment(row);
  };

  const memberWallet = async (memberId: number): Promise<TMemberWallet> => {
    const { member, merchantCode, currencyCode } = await memberOf(memberId);
    const accounts = await wallet.memberAccounts(member.merchantId, memberId);
    const listed = accounts.map((account) => ({
      id: account.id,
      kind: account.kind as TMemberWalletKind,
      currency: account.currency,
      balance: fromMinorUnits(account.balance),
    }));
    return {
      memberId,
      merchantCode,
      currency: currencyCode,
      accounts: listed,
      approvalThreshold: fromMinorUnits(await adjustments.thresholdOf(member.merchantId)),
    };
  };

  const ledger = async (memberId: number, filter: TMemberLedgerFilter): Promise<TMemberLedgerPage> => {
    const { member } = await memberOf(memberId);
    const { lines, total, kinds } = await wallet.memberLedger(member.merchantId, memberId, {
      accountId: filter.accountId,
      kind: filter.kind,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
      limit: filter.pageSize,
      offset: (filter.page - 1) * filter.pageSize,
    });
    return {
      content: lines.map((line) => ({
        postingId: line.postingId,
        entryId: line.entryId,
        accountId: line.accountId,
        accountKind: line.accountKind as TMemberWalletKind,
        createdAt: line.createdAt.toISOString(),
        kind: line.kind,
        memo: line.memo,
        amount: fromMinorUnits(line.amount),
        balanceAfter: fromMinorUnits(line.balanceAfter),
        idempotencyKey: line.idempotencyKey,
      })),
      kinds,
      pageNum: filter.page,
      totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
      total,
    };
  };

  /**
   * Books a pending adjustment inside `tx` under the key `adjustment:<id>` and marks it posted with
   * the member's balance before and after. A key booked before replays: money never moves twice.
   */
  const post = async (tx: Database, row: AdjustmentRecord) => {
    const books = createWalletService(tx);
    const move = row.direction === 'debit' ? books.debit : books.credit;
    try {
      const result = await move({
        merchantId: row.merchantId,
        memberId: row.memberId,
        currency: row.currency,
        amountMinor: row.amount,
        counterparty: COUNTERPARTY,
        wallet: 'member_cash',
        idempotencyKey: `adjustment:${row.id}`,
        kind: ADJUSTMENT_KIND,
        // The memo may be shown to the member; the reason is for operators and stays in the back office.
        memo: `Manual adjustment #${row.id}`,
        meta: { adjustmentId: row.id },
      });
      const account = await books.memberAccount(row.merchantId, row.memberId, row.currency);
      const line = result.postings.find((posting) => posting.accountId === account.id);
      if (!line) throw new Error(`adjustment ${row.id}: no posting on the member's wallet`);
      const posted = {
        entryId: result.entryId,
        balanceBefore: line.balanceAfter - line.amount,
        balanceAfter: line.balanceAfter,
      };
      await createAdjustmentsRepository(tx).markPosted(row.id, posted);
      return posted;
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw insufficientFunds(error.balance);
      }
      throw error;
    }
  };

  const request = async (
    signedIn: SignedInOperator,
    memberId: number,
    body: { direction: 'credit' | 'debit'; amount: string; reason: string },
    origin: Origin,
  ): Promise<TAdjustment> => {
    const { member, currencyCode } = await memberOf(memberId);
    if (member.type === TRIAL_TYPE) throw new AppError(409, 'VALIDATION_FAILED', MessageKey.validation);
    const amount = toMinorUnits(body.amount);
    const balance = await wallet.balance(member.merchantId, memberId, currencyCode);
    // Refused now rather than at approval: a debit the wallet cannot cover would never post.
    if (body.direction === 'debit' && balance < amount) throw insufficientFunds(balance);
    const threshold = await adjustments.thresholdOf(member.merchantId);
    const id = await audit.transaction(async (tx) => {
      const repository = createAdjustmentsRepository(tx);
      const created = await repository.insert({
        merchantId: member.merchantId,
        memberId,
        direction: body.direction,
        amount,
        currency: currencyCode,
        reason: body.reason,
        requestedBy: signedIn.operator.id,
      });
      const row = (await repository.find(created))!;
      const posted = amount <= threshold ? await post(tx, row) : undefined;
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'wallet.adjustmentRequest',
        target: { type: 'member', id: memberId },
        merchantId: member.merchantId,
        before: { account: member.account, balance: fromMinorUnits(posted?.balanceBefore ?? balance) },
        after: {
          adjustmentId: created,
          direction: body.direction,
          amount: body.amount,
          reason: body.reason,
          status: posted ? 'posted' : 'pending',
          threshold: fromMinorUnits(threshold),
          ...(posted ? { balance: fromMinorUnits(posted.balanceAfter), entryId: posted.entryId } : {}),
        },
      });
      return created;
    });
    return found(id);
  };

  /** Why a decision found nothing to decide: unknown, the requester's own, or decided already. */
  const refusal = async (id: number, operatorId: number) => {
    const row = await adjustments.find(id);
    if (!row) return new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    if (row.requestedById === operatorId) {
      return new AppError(403, 'FORBIDDEN', AdminMessageKey.adjustmentSelfApproval);
    }
    return new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.adjustmentNotPending);
  };

  const decide = async (
    signedIn: SignedInOperator,
    id: number,
    { approve, note }: { approve: boolean; note: string | null },
    origin: Origin,
  ): Promise<TAdjustment> => {
    const operatorId = signedIn.operator.id;
    const decided = await audit.transaction(async (tx) => {
      const repository = createAdjustmentsRepository(tx);
      if (!(await repository.decide(id, { approve, decidedBy: operatorId, note }))) return false;
      const row = (await repository.find(id))!;
      const posted = approve ? await post(tx, row) : undefined;
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: approve ? 'wallet.adjustmentApprove' : 'wallet.adjustmentReject',
        target: { type: 'member', id: row.memberId },
        merchantId: row.merchantId,
        before: {
          account: row.memberAccount,
          status: 'pending',
          requestedBy: row.requestedBy,
          ...(posted ? { balance: fromMinorUnits(posted.balanceBefore) } : {}),
        },
        after: {
          adjustmentId: id,
          direction: row.direction,
          amount: fromMinorUnits(row.amount),
          status: approve ? 'posted' : 'rejected',
          ...(note ? { reason: note } : {}),
          ...(posted ? { balance: fromMinorUnits(posted.balanceAfter), entryId: posted.entryId } : {}),
        },
      });
      return true;
    });
    if (!decided) throw await refusal(id, operatorId);
    return found(id);
  };

  const list = async (filter: TAdjustmentFilter): Promise<TAdjustmentPage> => {
    const { rows, total } = await adjustments.page(filter);
    return {
      content: rows.map(toAdjustment),
      pageNum: filter.page,
      totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
      total,
    };
  };

  const settings = async (): Promise<TFinanceSettings[]> =>
    (await adjustments.settings()).map((row) => ({
      merchantCode: row.merchantCode,
      currency: row.currency,
      approvalThreshold: fromMinorUnits(row.threshold),
    }));

  const updateSettings = async (
    signedIn: SignedInOperator,
    merchantCode: string,
    approvalThreshold: string,
    origin: Origin,
  ): Promise<TFinanceSettings> => {
    const merchant = await adjustments.merchantByCode(merchantCode);
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    const before = await adjustments.thresholdOf(merchant.id);
    await audit.transaction(async (tx) => {
      await createAdjustmentsRepository(tx).upsertThreshold(merchant.id, toMinorUnits(approvalThreshold));
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'finance.settings',
        target: { type: 'merchant', id: merchant.id },
        merchantId: merchant.id,
        before: { approvalThreshold: fromMinorUnits(before) },
        after: { approvalThreshold },
      });
    });
    return {
      merchantCode: merchant.code,
      currency: merchant.currency,
      approvalThreshold: fromMinorUnits(toMinorUnits(approvalThreshold)),
    };
  };

  return {
    memberWallet,
    ledger,
    request,
    approve: (signedIn: SignedInOperator, id: number, note: string | undefined, origin: Origin) =>
      decide(signedIn, id, { approve: true, note: note || null }, origin),
    reject: (signedIn: SignedInOperator, id: number, note: string, origin: Origin) =>
      decide(signedIn, id, { approve: false, note }, origin),
    list,
    settings,
    updateSettings,
  };
};

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
