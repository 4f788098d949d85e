/**
 * Transfers between members of one agent tree (issue 4; docs/decisions/021-member-transfers.md): a
 * member sends to their own upline, an agent to any member of their own downline tree. Each needs
 * the payment password (the withdrawals module's check and lockout), stays within the brand's single
 * and daily limits and the sender's main wallet, and moves once per client request id: the transfer
 * row claims the key, the daily total is raised by a conditional upsert, and the money moves in one
 * wallet entry (kind `transfer`) — all in one transaction, so a refusal leaves nothing behind.
 */
import {
  TransferMessageKey,
  type TTransfer,
  type TTransferOverview,
} from '@luckwell/contracts/cashier/transfer';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType, isTrialType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createWalletService, LedgerError, type WalletService } from '../wallet/wallet.service.ts';
import { createTransfersRepository, type TransferRow } from './transfers.repository.ts';

/** A brand without its own row in `transfer_settings` (minor units: 10,000.00 to 100,000,000.00 a transfer, 500,000,000.00 a day). */
export const DEFAULT_TRANSFER_SETTINGS = {
  minAmount: 1_000_000n,
  maxAmount: 10_000_000_000n,
  dailyLimit: 50_000_000_000n,
};

/** Checks a member's payment password, counting failures and locking after too many (withdrawals module). */
export type PaymentPasswordCheck = (member: MemberRow, password: string, field: string) => Promise<void>;

type Options = {
  db: Database;
  wallet: WalletService;
  checkPaymentPassword: PaymentPasswordCheck;
  /** The clock; decides the day the daily limit counts in. */
  now?: () => Date;
};

type Direction = 'upline' | 'downline';

type SendInput = {
  amount: string;
  paymentPassword: string;
  /** The client's idempotency key (body `requestId` or the `Idempotency-Key` header). */
  requestKey: string | undefined;
};

const transferError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field?: string,
) => new AppError(status, code, key, field);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const createTransfersService = ({
  db,
  wallet,
  checkPaymentPassword,
  now = () => new Date(),
}: Options) => {
  const repository = createTransfersRepository(db);
  const membersRepository = createMembersRepository(db);

  const settingsOf = async (merchantId: number) =>
    (await repository.settings(merchantId)) ?? { merchantId, ...DEFAULT_TRANSFER_SETTINGS };

  const refuseTrial = (member: MemberRow) => {
    if (isTrialType(member.type)) throw new AppError(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
  };

  const overview = async (merchant: Merchant, member: MemberRow): Promise<TTransferOverview> => {
    refuseTrial(member);
    const [settings, balance, sent, upline] = await Promise.all([
      settingsOf(merchant.id),
      wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_cash'),
      repository.sentOn(member.id, dayOf(now())),
      member.uplineId ? membersRepository.findById(merchant.id, member.uplineId) : undefined,
    ]);
    return {
      currency: merchant.currencyCode,
      balance: fromMinorUnits(balance),
      paymentPasswordSet: member.paymentPasswordHash !== null,
      upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
      isAgent: isAgentType(member.type),
      minAmount: fromMinorUnits(settings.minAmount),
      maxAmount: fromMinorUnits(settings.maxAmount),
      dailyLimit: fromMinorUnits(settings.dailyLimit),
      sentToday: fromMinorUnits(sent),
    };
  };

  const downline = async (
    merchant: Merchant,
    member: MemberRow,
    query: { q?: string | undefined; limit: number },
  ) => {
    refuseTrial(member);
    if (!isAgentType(member.type)) {
      throw transferError(403, 'TRANSFER_NOT_AGENT', TransferMessageKey.notAgent);
    }
    const rows = await membersRepository.downline(merchant.id, member.id, {
      prefix: query.q || undefined,
      limit: query.limit,
    });
    return { list: rows.map((r) => ({ account: r.account, nickname: r.nickname, depth: r.depth })) };
  };

  const unavailable = () =>
    transferError(
      409,
      'TRANSFER_RECIPIENT_UNAVAILABLE',
      TransferMessageKey.recipientUnavailable,
      'body.account',
    );

  const canReceive = (recipient: MemberRow) => recipient.status === 'active' && !isTrialType(recipient.type);

  const dto = (row: TransferRow, counterparty: string, replayed: boolean): TTransfer => ({
    id: row.id,
    direction: row.direction as Direction,
    counterparty,
    amount: fromMinorUnits(row.amount),
    currency: row.currency,
    balanceAfter: fromMinorUnits(row.balanceAfter ?? 0n),
    createdAt: row.createdAt.toISOString(),
    replayed,
  });

  /** The answer to a request id used before: the first result, or a refusal if it asked for something else. */
  const replayOf = (row: TransferRow, recipient: MemberRow, amount: bigint, direction: Direction) => {
    if (row.recipientId !== recipient.id || row.amount !== amount || row.direction !== direction) {
      throw transferError(409, 'TRANSFER_KEY_REUSED', TransferMessageKey.keyReused, 'body.requestId');
    }
    return dto(row, recipient.account, true);
  };

  const send = async (
    merchant: Merchant,
    sender: MemberRow,
    recipient: MemberRow,
    direction: Direction,
    input: SendInput,
  ): Promise<TTransfer> => {
    if (!input.requestKey) {
      throw transferError(400, 'TRANSFER_KEY_REQUIRED', TransferMessageKey.keyRequired, 'body.requestId');
    }
    const requestKey = input.requestKey;
    const amount = toMinorUnits(input.amount);
    const settings = await settingsOf(merchant.id);
    if (amount < settings.minAmount || amount > settings.maxAmount) {
      throw transferError(
        400,
        'TRANSFER_AMOUNT_OUT_OF_RANGE',
        TransferMessageKey.amountOutOfRange,
        'body.amount',
      ).with({
        params: { min: fromMinorUnits(settings.minAmount), max: fromMinorUnits(settings.maxAmount) },
      });
    }
    await checkPaymentPassword(sender, input.paymentPassword, 'body.paymentPassword');

    const earlier = await repository.findByKey(merchant.id, sender.id, requestKey);
    if (earlier) return replayOf(earlier, recipient, amount, direction);

    const insufficient = () =>
      transferError(409, 'TRANSFER_INSUFFICIENT_FUNDS', TransferMessageKey.insufficientFunds, 'body.amount');
    const balance = await wallet.balance(merchant.id, sender.id, merchant.currencyCode, 'member_cash');
    if (amount > balance) throw insufficient();

    const day = dayOf(now());
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const books = createTransfersRepository(tx);
        const claimed = await books.claim({
          merchantId: merchant.id,
          senderId: sender.id,
          recipientId: recipient.id,
          direction,
          amount,
          currency: merchant.currencyCode,
          requestKey,
        });
        // A duplicate that raced the first waited for it on the unique index; answer as the first did.
        if (!claimed) {
          const first = await books.findByKey(merchant.id, sender.id, requestKey);
          if (!first) throw new Error('transfers: claimed request vanished');
          return replayOf(first, recipient, amount, direction);
        }
        const withinDay = await books.addToDay({
          merchantId: merchant.id,
          memberId: sender.id,
          day,
          amount,
          limit: settings.dailyLimit,
        });
        if (!withinDay) {
          const sent = await books.sentOn(sender.id, day);
          const left = settings.dailyLimit - sent;
          throw transferError(409, 'TRANSFER_DAILY_LIMIT', TransferMessageKey.dailyLimit, 'body.amount').with(
            {
              params: {
                limit: fromMinorUnits(settings.dailyLimit),
                remaining: fromMinorUnits(left < 0n ? 0n : left),
              },
            },
          );
        }
        const books2 = createWalletService(tx);
        const from = (await books2.memberAccount(merchant.id, sender.id, merchant.currencyCode)).id;
        const to = (await books2.memberAccount(merchant.id, recipient.id, merchant.currencyCode)).id;
        const entry = await books2.transfer({
          merchantId: merchant.id,
          idempotencyKey: `transfer:${sender.id}:${requestKey}`,
          kind: 'transfer',
          memo: `Transfer ${sender.account} → ${recipient.account}`,
          meta: { transferId: claimed.id, direction, from: sender.account, to: recipient.account },
          from,
          to,
          amount,
        });
        const balanceAfter = entry.postings.find((p) => p.accountId === from)?.balanceAfter ?? 0n;
        await books.setEntry(claimed.id, entry.entryId, balanceAfter);
        return dto({ ...claimed, entryId: entry.entryId, balanceAfter }, recipient.account, false);
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') throw insufficient();
      throw error;
    }
  };

  const toUpline = async (merchant: Merchant, member: MemberRow, input: SendInput): Promise<TTransfer> => {
    refuseTrial(member);
    if (!member.uplineId) throw transferError(409, 'TRANSFER_NO_UPLINE', TransferMessageKey.noUpline);
    const upline = await membersRepository.findById(merchant.id, member.uplineId);
    if (!upline || !canReceive(upline)) throw unavailable();
    return send(merchant, member, upline, 'upline', input);
  };

  const toDownline = async (
    merchant: Merchant,
    member: MemberRow,
    input: SendInput & { account: string },
  ): Promise<TTransfer> => {
    refuseTrial(member);
    if (!isAgentType(member.type))
      throw transferError(403, 'TRANSFER_NOT_AGENT', TransferMessageKey.notAgent);
    if (input.account.toLowerCase() === member.account.toLowerCase()) {
      throw transferError(400, 'TRANSFER_SELF', TransferMessageKey.self, 'body.account');
    }
    // Unknown accounts and accounts outside the tree get the same answer: nothing to learn by guessing.
    const notInDownline = () =>
      transferError(404, 'TRANSFER_NOT_IN_DOWNLINE', TransferMessageKey.notInDownline, 'body.account');
    const recipient = await membersRepository.findByAccount(merchant.id, input.account);
    if (!recipient) throw notInDownline();
    if ((await membersRepository.depthBelow(merchant.id, member.id, recipient.id)) === undefined) {
      throw notInDownline();
    }
    if (!canReceive(recipient)) throw unavailable();
    return send(merchant, member, recipient, 'downline', input);
  };

  return { settingsOf, overview, downline, toUpline, toDownline };
};

export type TransfersService = ReturnType<typeof createTransfersService>;
