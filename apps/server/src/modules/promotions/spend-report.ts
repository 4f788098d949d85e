/**
 * What engagement costs a brand (docs/decisions/072-engagement-spend-report.md): per day of a
 * range, what its promotion account paid out, by source, read from the journal — every bonus,
 * rebate, VIP and referral reward, mission and leaderboard prize, red envelope, wheel prize and
 * points exchange is an entry against that one account — and each promotion's bonuses from the
 * bonuses table (paid, released to main wallets, returned).
 */
import type {
  TPromotionSpend,
  TSpendBySource,
  TSpendReport,
  TSpendReportFilter,
  TSpendSource,
} from '@luckwell/contracts/admin/promotion-report';
import { SPEND_SOURCES } from '@luckwell/contracts/admin/promotion-report';
import type { TPromotionKind } from '@luckwell/contracts/member/promotions';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import type { Words } from './promotion.table.ts';

const DAY_MS = 86_400_000;

/**
 * Which source a journal entry against the promotion account is, by the key its module books it
 * under (each module's idempotency key names what it pays) or its kind. The one place to update
 * when a new engagement pays from the promotion account.
 */
const SOURCE_OF_ENTRY = sql`case
  when e.idempotency_key like 'bonus:%' or e.idempotency_key like 'bonus-return:%' then 'bonus'
  when e.kind = 'rebate' then 'rebate'
  when e.idempotency_key like 'vip:%' then 'vip'
  when e.idempotency_key like 'referral:%' then 'referral'
  when e.idempotency_key like 'mission:%' or e.idempotency_key like 'leaderboard:%' then 'missions'
  when e.kind = 'red_envelope' then 'envelopes'
  when e.kind = 'wheel_prize' then 'wheel'
  when e.kind = 'points_exchange' then 'points'
  else 'other' end`;

type Sums = Record<TSpendSource, bigint>;
const zero = (): Sums => Object.fromEntries(SPEND_SOURCES.map((source) => [source, 0n])) as Sums;
const moneyOf = (sums: Sums): TSpendBySource => ({
  ...(Object.fromEntries(SPEND_SOURCES.map((source) => [source, fromMinorUnits(sums[source])])) as Omit<
    TSpendBySource,
    'total'
  >),
  total: fromMinorUnits(SPEND_SOURCES.reduce((sum, source) => sum + sums[source], 0n)),
});

/** A conversion as the back office shows it: released ÷ paid in percent, one decimal. */
export const conversionOf = (paid: bigint, released: bigint) =>
  paid > 0n ? (Number((released * 1000n) / paid) / 10).toFixed(1) : null;

export const createSpendReport = (db: Database) => {
  const report = async (query: TSpendReportFilter): Promise<TSpendReport> => {
    const brand = await brandByCode(db, query.merchantCode);
    const offsetMs = query.tzOffset * 60_000;
    const first = Date.parse(query.from);
    const last = Date.parse(query.to);
    const from = new Date(first - offsetMs);
    const to = new Date(last + DAY_MS - offsetMs);
    const dayOf = (column: SQL) =>
      sql`to_char((${column} at time zone 'UTC') + make_interval(mins => ${query.tzOffset}::int), 'YYYY-MM-DD')`;
    const inRange = (column: SQL) => sql`(${column} >= ${from} and ${column} < ${to})`;

    const [flows, bonusRows, dailyRows] = await Promise.all([
      db.execute(sql`
        select ${dayOf(sql`e.created_at`)} as day, ${SOURCE_OF_ENTRY} as source, (-sum(p.amount))::text as spent
        from postings p
        join journal_entries e on e.id = p.entry_id
        join ledger_accounts a on a.id = p.account_id
        where a.merchant_id = ${brand.id} and a.kind = 'promotion' and a.member_id is null
          and a.currency = (select m.currency_code from merchants m where m.id = ${brand.id})
          and ${inRange(sql`e.created_at`)}
        group by 1, 2`),
      db.execute(sql`
        select b.promotion_id, p.title, p.kind,
          count(distinct b.member_id) filter (where ${inRange(sql`b.paid_at`)})::int as members,
          coalesce(sum(b.bonus_minor) filter (where ${inRange(sql`b.paid_at`)}), 0)::text as paid,
          coalesce(sum(b.final_minor) filter (where b.status = 'completed'
            and ${inRange(sql`b.finished_at`)}), 0)::text as released,
          coalesce(sum(b.final_minor) filter (where b.status in ('forfeited', 'expired')
            and ${inRange(sql`b.finished_at`)}), 0)::text as returned
        from bonuses b join promotions p on p.id = b.promotion_id
        where b.merchant_id = ${brand.id} and (${inRange(sql`b.paid_at`)} or ${inRange(sql`b.finished_at`)})
        group by 1, 2, 3`),
      db.execute(sql`
        select promotion_id, ${dayOf(sql`paid_at`)} as day, sum(bonus_minor)::text as paid
        from bonuses where merchant_id = ${brand.id} and ${inRange(sql`paid_at`)}
        group by 1, 2`),
    ]);

    const days: string[] = [];
    for (let at = first; at <= last; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
    const byDay = new Map(days.map((day) => [day, zero()]));
    const totals = zero();
    for (const flow of rowsOf<{ day: string; source: TSpendSource; spent: string }>(flows)) {
      const sums = byDay.get(flow.day);
      if (!sums) continue;
      sums[flow.source] += BigInt(flow.spent);
      totals[flow.source] += BigInt(flow.spent);
    }

    const daily = new Map<number, Map<string, bigint>>();
    for (const row of rowsOf<{ promotion_id: number; day: string; paid: string }>(dailyRows)) {
      const line = daily.get(row.promotion_id) ?? new Map<string, bigint>();
      line.set(row.day, BigInt(row.paid));
      daily.set(row.promotion_id, line);
    }
    const promotions: TPromotionSpend[] = rowsOf<{
      promotion_id: number;
      title: Words;
      kind: TPromotionKind;
      members: number;
      paid: string;
      released: string;
      returned: string;
    }>(bonusRows)
      .map((row) => ({
        id: row.promotion_id,
        title: row.title,
        kind: row.kind,
        members: row.members,
        paid: fromMinorUnits(BigInt(row.paid)),
        released: fromMinorUnits(BigInt(row.released)),
        returned: fromMinorUnits(BigInt(row.returned)),
        conversion: conversionOf(BigInt(row.paid), BigInt(row.released)),
        daily: days.map((day) => fromMinorUnits(daily.get(row.promotion_id)?.get(day) ?? 0n)),
      }))
      .sort((a, b) => Number(b.paid) - Number(a.paid) || a.id - b.id);

    return {
      merchantCode: brand.code,
      currencySymbol: brand.currencySymbol,
      from: query.from,
      to: query.to,
      days: [...byDay].map(([day, sums]) => ({ day, ...moneyOf(sums) })),
      totals: moneyOf(totals),
      promotions,
    };
  };
  return report;
};
