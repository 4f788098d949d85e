/**
 * The demo's red envelopes and prize wheel (issue 17, ADR 064), for each brand in its own currency:
 * a drop open for a month from the first start and another the next evening, a wheel of eight
 * prizes (a ticket per deposit from 100K and per day with 500K of valid bet), and three tickets
 * for demo_lucky. Written once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { splitTotal } from './red-envelopes.service.ts';
import {
  redEnvelopeShares,
  redEnvelopes,
  wheelPrizes,
  wheelSettings,
  wheelTickets,
} from './rewards.table.ts';

const HOUR_MS = 3_600_000;

/** An amount given in VND as the brand's minor units: itself for LW, in US cents at 25,000 VND a dollar for JDG. */
const inCurrency = (currency: string) => (vnd: number) =>
  currency === 'VND' ? BigInt(vnd) * 100n : (BigInt(vnd) * 100n) / 25_000n;

const PRIZES: { vi: string; en: string; vnd: number; weight: number; stock: number | null }[] = [
  { vi: 'Chúc may mắn', en: 'Next time', vnd: 0, weight: 400, stock: null },
  { vi: '5K', en: '5K', vnd: 5_000, weight: 250, stock: null },
  { vi: '10K', en: '10K', vnd: 10_000, weight: 150, stock: null },
  { vi: '20K', en: '20K', vnd: 20_000, weight: 100, stock: null },
  { vi: '50K', en: '50K', vnd: 50_000, weight: 60, stock: 500 },
  { vi: '100K', en: '100K', vnd: 100_000, weight: 30, stock: 200 },
  { vi: '500K', en: '500K', vnd: 500_000, weight: 8, stock: 20 },
  { vi: '1 triệu', en: '1M', vnd: 1_000_000, weight: 2, stock: 5 },
];

export const seedDemoRewards = async (db: Database, now = new Date()) => {
  for (const brand of await db.select().from(merchants)) {
    const [settings] = await db.select().from(wheelSettings).where(eq(wheelSettings.merchantId, brand.id));
    if (settings) continue;
    const money = inCurrency(brand.currencyCode);
    const usd = brand.currencyCode !== 'VND';
    await db.insert(wheelSettings).values({
      merchantId: brand.id,
      enabled: true,
      depositForTicketMinor: money(100_000),
      validBetForTicketMinor: money(500_000),
    });
    await db.insert(wheelPrizes).values(
      PRIZES.map((prize, sort) => ({
        merchantId: brand.id,
        label: usd && prize.vnd > 0 ? { vi: `$${prize.vnd / 25_000}`, en: `$${prize.vnd / 25_000}` } : prize,
        kind: prize.vnd > 0 ? 'cash' : 'nothing',
        amountMinor: money(prize.vnd),
        weight: prize.weight,
        stock: prize.stock,
        sort,
      })),
    );
    const drops = [
      {
        title: { vi: 'Lì xì chào mừng', en: 'Welcome red envelope' },
        total: money(5_000_000),
        shares: 200,
        startsAt: new Date(now.getTime() - HOUR_MS),
        endsAt: new Date(now.getTime() + 30 * 24 * HOUR_MS),
      },
      {
        title: { vi: 'Lì xì giờ vàng', en: 'Golden hour red envelope' },
        total: money(2_000_000),
        shares: 100,
        startsAt: new Date(now.getTime() + 24 * HOUR_MS),
        endsAt: new Date(now.getTime() + 26 * HOUR_MS),
      },
    ];
    for (const drop of drops) {
      const [row] = await db
        .insert(redEnvelopes)
        .values({
          merchantId: brand.id,
          title: drop.title,
          totalMinor: drop.total,
          shares: drop.shares,
          startsAt: drop.startsAt,
          endsAt: drop.endsAt,
        })
        .returning();
      await db.insert(redEnvelopeShares).values(
        splitTotal(drop.total, drop.shares).map((amountMinor, index) => ({
          envelopeId: row!.id,
          seq: index + 1,
          amountMinor,
        })),
      );
    }
    const [lucky] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.account, 'demo_lucky')));
    if (lucky) {
      await db
        .insert(wheelTickets)
        .values([1, 2, 3].map((n) => ({ merchantId: brand.id, memberId: lucky.id, source: `demo:${n}` })))
        .onConflictDoNothing();
    }
  }
};
