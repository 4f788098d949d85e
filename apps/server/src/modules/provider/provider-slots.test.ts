/**
 * Video slots on the provider (docs/decisions/037-slot-client.md): a catalogue title runs the math
 * model its code picks (a jackpot title an eligible one), a spin is one finished step settled at
 * once and recalled with its grids, and a title taken off its engine takes no more bets.
 */
import { slotModelById, slotModelForTitle } from '@luckwell/games/slots/registry';
import type { RoundResult } from '@luckwell/games/slots/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { games } from '../games/game.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createProviderKit } from './provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const api = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const seated = async (account: string, game: { vendor: string; gameCode: string }) => {
  const m = await kit.member(account);
  const url = await m.launch(game);
  expect(url.pathname).toBe('/game/slot-5x3');
  const start = await api('POST', '/provider/session', undefined, {
    vendor: url.searchParams.get('vendor'),
    gameCode: url.searchParams.get('gameCode'),
    launchToken: url.searchParams.get('token'),
  });
  expect(start.status).toBe(200);
  return { ...m, session: start.body.value, token: start.body.value.token as string };
};

describe('house game provider: video slots', () => {
  it("runs the model the title's code picks, a jackpot title a jackpot-eligible one", async () => {
    const slot = kit.slots[0]!;
    const p = await seated('slot_model', slot);
    const model = slotModelForTitle(slot.gameCode);
    expect(p.session.game).toMatchObject({
      engine: 'slot-5x3',
      gameCode: slot.gameCode,
      config: { model: model.id },
      rtp: (Math.round(Number(model.published.rtp) * 10_000) / 100).toFixed(2),
    });
    // The catalogue publishes the same RTP for the title.
    const [row] = await database.db
      .select({ rtp: games.rtp })
      .from(games)
      .where(and(eq(games.merchantId, kit.lw), eq(games.gameCode, slot.gameCode)));
    expect(row!.rtp).toBe(p.session.game.rtp);

    const [jackpot] = await database.db
      .select({ vendor: games.vassalage, gameCode: games.gameCode })
      .from(games)
      .where(
        and(
          eq(games.merchantId, kit.lw),
          eq(games.engine, 'slot-5x3'),
          eq(games.jackpot, true),
          eq(games.maintenance, false),
        ),
      )
      .limit(1);
    const j = await seated('slot_jackpot', jackpot!);
    expect(j.session.game.config).toEqual({ model: slotModelForTitle(jackpot!.gameCode, true).id });
    expect(slotModelById(j.session.game.config.model)!.jackpotEligible).toBe(true);
  });

  it('settles a spin at once, free spins included, and recalls it with its grids', async () => {
    const p = await seated('slot_spin', kit.slots[1]!);
    const before = await p.balance();
    const played = await api('POST', '/provider/rounds', p.token, { stake: '20.00', action: null });
    expect(played.status).toBe(200);
    const { round, balance } = played.body.value;
    expect(round.status).toBe('settled');
    expect(round.steps).toHaveLength(1);
    const record = round.steps[0].record as RoundResult;
    expect(round.steps[0]).toMatchObject({ action: null, finished: true, multiplier: record.multiplier });
    expect(record.base.grid).toHaveLength(5);
    expect(record.base.grid.every((reel) => reel.length === 3)).toBe(true);
    expect(await p.balance()).toBe(before - 2_000n + BigInt(Math.round(Number(round.payout) * 100)));
    expect(balance).toBe(round.balanceAfter);
    const [bet] = await database.db.select().from(betRecords).where(eq(betRecords.roundId, round.roundId));
    expect(bet).toMatchObject({ status: 'settled', stakeMinor: 2_000n });
    const recall = await api('GET', `/provider/rounds/${round.roundId}`);
    expect(recall.body.value.steps[0].record).toEqual(record);
    expect(recall.body.value.config).toEqual(p.session.game.config);
  });

  it('refuses a bet on a title taken off its engine, moving no money', async () => {
    const slot = kit.slots[2]!;
    const p = await seated('slot_closed', slot);
    const before = await p.balance();
    const where = and(eq(games.merchantId, kit.lw), eq(games.gameCode, slot.gameCode));
    await database.db.update(games).set({ engine: 'slot-6x5-cascade' }).where(where);
    try {
      const refused = await api('POST', '/provider/rounds', p.token, { stake: '10.00', action: null });
      expect(refused).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
      expect(await p.balance()).toBe(before);
    } finally {
      await database.db.update(games).set({ engine: 'slot-5x3' }).where(where);
    }
  });
});
