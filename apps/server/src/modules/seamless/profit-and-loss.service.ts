/**
 * The member's profit and loss (spec §2 "personalProfit", docs/decisions/049-bet-daily-aggregates.md):
 * per business day and per game category over a range, what their settled rounds add up to (from
 * the daily aggregates, never the rounds themselves) beside the cashier's money in and out. The
 * cashier figures come from the modules that own them, passed in by the app.
 */
import { type TProfit, type TProfitQuery, ZProfitQuery } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { businessDayStart, type DailyAmount, type MemberPeriod } from '../../platform/business-day.ts';
import { type BetSums, createBetDailyRepository } from './bet-daily.repository.ts';

/** One kind of cashier money of a member per business day. */
export type CashSource = (period: MemberPeriod) => Promise<DailyAmount[]>;

type Deps = {
  db: Database;
  deposits: CashSource;
  withdrawals: CashSource;
  bonuses: CashSource;
  /** Rebates have no module yet (engagement issue): none until one is passed in. */
  rebates?: CashSource;
};

const DAY_MS = 86_400_000;
const CASH = ['deposits', 'withdrawals', 'bonuses', 'rebates'] as const;
type CashSums = Record<(typeof CASH)[number], bigint>;

const noBets = (): BetSums => ({ rounds: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n });
const noCash = (): CashSums => ({ deposits: 0n, withdrawals: 0n, bonuses: 0n, rebates: 0n });

const betFigures = (s: BetSums) => ({
  rounds: s.rounds,
  stake: fromMinorUnits(s.stake),
  validBet: fromMinorUnits(s.validBet),
  payout: fromMinorUnits(s.payout),
  winLoss: fromMinorUnits(s.winLoss),
});
const cashFigures = (s: CashSums) => ({
  deposits: fromMinorUnits(s.deposits),
  withdrawals: fromMinorUnits(s.withdrawals),
  bonuses: fromMinorUnits(s.bonuses),
  rebates: fromMinorUnits(s.rebates),
  netDeposits: fromMinorUnits(s.deposits - s.withdrawals),
});

const addBets = (into: BetSums, s: BetSums) => {
  into.rounds += s.rounds;
  into.stake += s.stake;
  into.validBet += s.validBet;
  into.payout += s.payout;
  into.winLoss += s.winLoss;
};

export const createProfitAndLossService = ({ db, rebates = async () => [], ...cash }: Deps) => {
  const daily = createBetDailyRepository(db);
  const sources: Record<(typeof CASH)[number], CashSource> = { ...cash, rebates };

  return {
    profit: async (
      scope: { merchantId: number; memberId: number; currencySymbol: string },
      query: TProfitQuery,
    ): Promise<TProfit> => {
      const { from, to } = ZProfitQuery.parse(query);
      const period = {
        merchantId: scope.merchantId,
        memberId: scope.memberId,
        from: businessDayStart(from),
        to: new Date(businessDayStart(to).getTime() + DAY_MS),
      };
      const [bets, ...flows] = await Promise.all([
        daily.memberRange({ ...scope, from, to }),
        ...CASH.map((kind) => sources[kind](period)),
      ]);
      const days = new Map<string, { bets: BetSums; cash: CashSums }>();
      for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
        days.set(new Date(at).toISOString().slice(0, 10), { bets: noBets(), cash: noCash() });
      }
      const totalBets = noBets();
      const totalCash = noCash();
      for (const row of bets.byDay) {
        const day = days.get(row.day);
        if (!day) continue;
        addBets(day.bets, row);
        addBets(totalBets, row);
      }
      CASH.forEach((kind, k) => {
        for (const row of flows[k] ?? []) {
          const day = days.get(row.day);
          if (!day) continue;
          day.cash[kind] += row.amount;
          totalCash[kind] += row.amount;
        }
      });
      return {
        from,
        to,
        days: [...days].map(([day, sums]) => ({ day, ...betFigures(sums.bets), ...cashFigures(sums.cash) })),
        categories: bets.byCategory
          .filter((row) => row.rounds > 0)
          .sort((a, b) =>
            b.stake > a.stake ? 1 : b.stake < a.stake ? -1 : a.category.localeCompare(b.category),
          )
          .map((row) => ({ category: row.category, ...betFigures(row) })),
        totals: { ...betFigures(totalBets), ...cashFigures(totalCash) },
        currencySymbol: scope.currencySymbol,
      };
    },
  };
};

export type ProfitAndLossService = ReturnType<typeof createProfitAndLossService>;
