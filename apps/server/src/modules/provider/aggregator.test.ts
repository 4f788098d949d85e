/**
 * The demo game aggregator (docs/decisions/045-demo-game-aggregator.md): a third-party vendor's
 * title of a kind the house has an engine for plays that engine, themed by the title, signed with
 * that vendor's secret so the money and the bet record are the vendor's; a title of a kind without
 * an engine is under maintenance; and no player launch leads to the protocol test vendor.
 */

import { fromMinorUnits } from '@luckwell/contracts/money';
import { fishingPagePath } from '@luckwell/games/fishing/titles';
import { houseEngine } from '@luckwell/games/house-engines';
import { LOTTERY_FAMILY, lotteryPagePath } from '@luckwell/games/lottery/games';
import { slotModelForTitle } from '@luckwell/games/slots/registry';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { HOUSE_VENDORS } from '../games/demo-catalogue.ts';
import { games } from '../games/game.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { seamlessTransactions } from '../seamless/seamless-transaction.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createProviderKit } from './provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  // The house vendors' own secret differs from the demo's third-party vendor secrets: a third-party
  // round that settles was signed with that vendor's secret, not the provider's.
  ({ app, database } = await createTestApp({ PROVIDER_SECRET: 'a-house-only-secret-not-the-vendors' }));
  kit = await createProviderKit(app, database);
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const thirdParty = () => notInArray(games.vassalage, [...HOUSE_VENDORS]);

/** A third-party title of the catalogue: of an engine family, or of a category. */
const thirdPartyTitle = async (where: ReturnType<typeof and>) => {
  const [row] = await database.db
    .select({
      vendor: games.vassalage,
      gameCode: games.gameCode,
      gameName: games.gameName,
      iconUrl: games.iconUrl,
      rtp: games.rtp,
      engine: games.engine,
      maintenance: games.maintenance,
    })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), thirdParty(), where))
    .orderBy(games.id)
    .limit(1);
  if (!row) throw new Error('no such third-party title in the demo catalogue');
  return row;
};

const api = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('the demo game aggregator', () => {
  it("opens a third-party slot title on the slot engine, themed and priced by the title, and books the round as the vendor's", async () => {
    const slot = await thirdPartyTitle(
      and(eq(games.engine, 'slot-5x3'), eq(games.maintenance, false), eq(games.jackpot, false)),
    );
    const m = await kit.member('agg_slot');
    const url = await m.launch(slot);
    expect(url.pathname).toBe('/game/slot-5x3');
    expect(url.searchParams.get('vendor')).toBe(slot.vendor);

    const start = await api('POST', '/provider/session', undefined, {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    });
    expect(start.status).toBe(200);
    // The title's name, its code (which picks its art and its maths) and its published RTP.
    expect(start.body.value.game).toEqual({
      vendor: slot.vendor,
      gameCode: slot.gameCode,
      gameName: slot.gameName,
      engine: 'slot-5x3',
      rtp: slot.rtp,
      config: { model: slotModelForTitle(slot.gameCode).id },
    });

    const before = await m.balance();
    const spin = await api('POST', '/provider/rounds', start.body.value.token, {
      stake: '100.00',
      action: null,
    });
    expect(spin.status).toBe(200);
    const round = spin.body.value.round;
    expect(round).toMatchObject({ vendor: slot.vendor, gameCode: slot.gameCode, status: 'settled' });
    const payoutMinor = BigInt(Math.round(Number(round.payout) * 100));
    // The money moved once: the stake out, the payout in.
    expect(await m.balance()).toBe(before - 10_000n + payoutMinor);
    expect(spin.body.value.balance).toBe(fromMinorUnits(before - 10_000n + payoutMinor));

    // The operator booked it under the third-party vendor, once: one bet record, one debit, one credit.
    const records = await database.db
      .select({ vendor: betRecords.vendor, stake: betRecords.stakeMinor, payout: betRecords.payoutMinor })
      .from(betRecords)
      .where(and(eq(betRecords.memberId, m.id), eq(betRecords.status, 'settled')));
    expect(records).toEqual([{ vendor: slot.vendor, stake: 10_000n, payout: payoutMinor }]);
    const calls = await database.db
      .select({ vendor: seamlessTransactions.vendor, kind: seamlessTransactions.kind })
      .from(seamlessTransactions)
      .where(eq(seamlessTransactions.memberId, m.id))
      .orderBy(seamlessTransactions.id);
    expect(calls).toEqual([
      { vendor: slot.vendor, kind: 'debit' },
      { vendor: slot.vendor, kind: 'credit' },
    ]);
  });

  it('opens third-party crash and mini-game titles on their engines', async () => {
    const m = await kit.member('agg_kinds');
    for (const family of ['crash', 'dice', 'plinko', 'mines', 'hilo']) {
      const title = await thirdPartyTitle(and(eq(games.engine, family), eq(games.maintenance, false)));
      expect((await m.launch(title)).pathname).toBe(`/game/${family}`);
    }
  });

  it('keeps a title whose kind has no engine under maintenance, even when an operator opens it', async () => {
    const table = await thirdPartyTitle(eq(games.gameType, 'LIVE'));
    // A live table records its kind's family (not built yet) and waits for it.
    expect(table.maintenance).toBe(true);
    expect(table.engine).toEqual(expect.any(String));
    expect(houseEngine(table.engine!)).toBeUndefined();
    const m = await kit.member('agg_live');
    const refused = await m.c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: table.vendor, gameCode: table.gameCode },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GAME_MAINTENANCE', message: 'in_game_maintenance' });

    // Lifted by hand, it still has nothing to play it.
    await database.db
      .update(games)
      .set({ maintenance: false })
      .where(and(eq(games.merchantId, kit.lw), eq(games.gameCode, table.gameCode)));
    const lifted = await m.c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: table.vendor, gameCode: table.gameCode },
    });
    expect(lifted.statusCode).toBe(409);
    expect(lifted.json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
  });

  it('never sends a player to the protocol test vendor', async () => {
    const m = await kit.member('agg_no_test_vendor');
    // Each vendor's first open titles: into their kind's engine, or (a lifted live table) nowhere.
    const open = await database.db
      .select({ vendor: games.vassalage, gameCode: games.gameCode, engine: games.engine })
      .from(games)
      .where(
        and(
          eq(games.merchantId, kit.lw),
          thirdParty(),
          eq(games.maintenance, false),
          eq(games.isGame, true),
          sql`${games.sort} < 64 * 3`,
        ),
      );
    expect(new Set(open.map((g) => g.vendor)).size).toBeGreaterThanOrEqual(4);
    for (const title of open) {
      const launched = await m.c.call('POST', '/wps/game/launchGame', {
        payload: { vendor: title.vendor, gameCode: title.gameCode },
      });
      if (title.engine === LOTTERY_FAMILY) {
        expect(new URL(launched.json().value.url).pathname).toBe(lotteryPagePath(title.vendor));
      } else if (houseEngine(title.engine!)) {
        expect(new URL(launched.json().value.url).pathname).toBe(`/game/${title.engine}`);
      } else if (fishingPagePath(title.engine)) {
        // A fishing title opens its room (ADR 088).
        expect(new URL(launched.json().value.url).pathname).toBe(fishingPagePath(title.engine));
      } else {
        expect(launched.json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
      }
    }
    // A title an operator adds without an engine opens nothing, rather than the test vendor.
    const played = open.find((title) => houseEngine(title.engine!))!;
    await database.db
      .update(games)
      .set({ engine: null })
      .where(and(eq(games.merchantId, kit.lw), eq(games.gameCode, played.gameCode)));
    const bare = await m.c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: played.vendor, gameCode: played.gameCode },
    });
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
    const untouched = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(and(eq(games.merchantId, kit.lw), thirdParty(), isNull(games.engine)));
    expect(untouched[0]!.n).toBe(1);
  });
});
