/**
 * The cashier report: per day of a range, for one brand, the money that came in as deposits, went
 * out as withdrawals, and moved by manual adjustments, read from the journal (the one record every
 * cashier flow writes) rather than from the deposit and withdrawal tables (ADR 018).
 */
import type {
  TCashierReport,
  TCashierReportDay,
  TCashierReportFilter,
} from '@luckwell/contracts/admin/cashier-report';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createAdjustmentsRepository } from './adjustments.repository.ts';

export type CashierCategory = 'deposits' | 'withdrawals' | 'adjustments';

/**
 * Which journal entry kinds count as what. The one place to update when the deposit and
 * withdrawal flows settle their kinds. Amounts are the entry's postings on member wallets: a
 * deposit adds to them, a withdrawal's settlement takes from the held account (shown positive),
 * an adjustment is net (credits minus debits).
 */
export const CASHIER_KIND_CATEGORIES: Readonly<Record<string, CashierCategory>> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  hold_settle: 'withdrawals',
  adjustment: 'adjustments',
};

const SIGN: Record<CashierCategory, bigint> = { deposits: 1n, withdrawals: -1n, adjustments: 1n };

const DAY_MS = 86_400_000;

type Sums = Record<CashierCategory, bigint>;
const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, adjustments: 0n });

const toDay = (sums: Sums): Omit<TCashierReportDay, 'day'> => ({
  deposits: fromMinorUnits(sums.deposits),
  withdrawals: fromMinorUnits(sums.withdrawals),
  adjustments: fromMinorUnits(sums.adjustments),
  net: fromMinorUnits(sums.deposits - sums.withdrawals),
});

export const createCashierReport = ({ db, wallet }: { db: Database; wallet: WalletService }) => {
  const merchants = createAdjustmentsRepository(db);

  return async (query: TCashierReportFilter): Promise<TCashierReport> => {
    const merchant = await merchants.merchantByCode(query.merchantCode);
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'merchantCode');
    const offsetMs = query.tzOffset * 60_000;
    const first = Date.parse(query.from);
    const last = Date.parse(query.to);
    const flows = await wallet.dailyMemberFlows({
      merchantId: merchant.id,
      currency: merchant.currency,
      kinds: Object.keys(CASHIER_KIND_CATEGORIES),
      from: new Date(first - offsetMs),
      to: new Date(last + DAY_MS - offsetMs),
      tzOffsetMinutes: query.tzOffset,
    });
    const byDay = new Map<string, Sums>();
    for (let at = first; at <= last; at += DAY_MS) byDay.set(new Date(at).toISOString().slice(0, 10), zero());
    const totals = zero();
    for (const flow of flows) {
      const category = CASHIER_KIND_CATEGORIES[flow.kind];
      const sums = byDay.get(flow.day);
      if (!category || !sums) continue;
      const amount = SIGN[category] * flow.amount;
      sums[category] += amount;
      totals[category] += amount;
    }
    return {
      merchantCode: merchant.code,
      currency: merchant.currency,
      from: query.from,
      to: query.to,
      days: [...byDay].map(([day, sums]) => ({ day, ...toDay(sums) })),
      totals: toDay(totals),
    };
  };
};
