/**
 * The member's side of the cashier that reads the books: the main-wallet balance and the account
 * record (transactionHistory). It owns no tables; money and its history come from the wallet, the
 * brand's wallet mode from the system settings.
 */
import { isTrialType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { TWalletBalance } from '@luckwell/contracts/wallet/balance';
import type { TTransactionHistory, TTransactionType } from '@luckwell/contracts/wallet/transaction-history';
import type { MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { MemberAccountKind, WalletService } from '../wallet/wallet.service.ts';
import type { WalletStatement } from '../wallet/wallet-statement.ts';

type Deps = {
  wallet: Pick<WalletService, 'balance'>;
  statement: WalletStatement;
};

export type HistoryFilter = {
  type?: TTransactionType;
  from?: string;
  to?: string;
  page: number;
  size: number;
};

/** For a transfer between members: the other party's account, seen from this line's side. */
const counterpartyOf = (line: { kind: string; amount: bigint; meta: unknown }) => {
  if (line.kind !== 'transfer' || !line.meta || typeof line.meta !== 'object') return null;
  const { from, to } = line.meta as { from?: unknown; to?: unknown };
  const other = line.amount < 0n ? to : from;
  return typeof other === 'string' ? other : null;
};

/** Trial accounts (type 4) hold play money; everyone else their cash wallet. */
const walletOf = (member: MemberRow): MemberAccountKind =>
  isTrialType(member.type) ? 'member_play' : 'member_cash';

export const createCashierService = ({ wallet, statement }: Deps) => ({
  balance: async (merchant: Merchant, member: MemberRow): Promise<TWalletBalance> => {
    const kind = walletOf(member);
    const minor = await wallet.balance(merchant.id, member.id, merchant.currencyCode, kind);
    return {
      balance: fromMinorUnits(minor),
      currency: merchant.currencyCode,
      currencySymbol: merchant.currencySymbol,
      playMoney: kind === 'member_play',
    };
  },

  transactionHistory: async (
    merchant: Merchant,
    member: MemberRow,
    filter: HistoryFilter,
  ): Promise<TTransactionHistory> => {
    const { lines, total } = await statement.page({
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currencyCode,
      wallet: walletOf(member),
      kind: filter.type,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
      offset: (filter.page - 1) * filter.size,
      limit: filter.size,
    });
    return {
      list: lines.map((line) => ({
        id: line.postingId,
        time: line.createdAt.toISOString(),
        type: line.kind,
        amount: fromMinorUnits(line.amount),
        balanceAfter: fromMinorUnits(line.balanceAfter),
        memo: line.memo,
        entryId: line.entryId,
        counterparty: counterpartyOf(line),
      })),
      page: filter.page,
      size: filter.size,
      total,
      totalPages: Math.ceil(total / filter.size),
      currency: merchant.currencyCode,
      currencySymbol: merchant.currencySymbol,
    };
  },
});

export type CashierService = ReturnType<typeof createCashierService>;
