import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { JDG_HOST, LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { maskName } from '../members/public-name.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { games } from './game.table.ts';

let app: App;
let database: DatabaseHandle;
let player: ReturnType<typeof createRoundPlayer>;

beforeAll(async () => {
  // The board built on every call, so each test sees the rounds it played.
  ({ app, database } = await createTestApp({ WINNERS_CACHE_MS: '0', CATALOGUE_CACHE_MS: '0' }));
  player = createRoundPlayer(app, database.db);
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

type Vo = {
  winAmount: string;
  player: string;
  customerName: string;
  game: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  nodeId: number;
  iconUrl: string;
  currency: string;
};
const board = async (query = '', host = LW_HOST) => {
  const response = await app.inject({
    method: 'GET',
    url: `/relay/GCSGAME_getRankList?${query}`,
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().value.list as { vo: Vo }[]).map((item) => item.vo);
};

/** A catalogue game of a brand in a category. */
const gameOf = async (merchantId: number, gameType: string, skip = 0) => {
  const rows = await database.db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameType, gameType), eq(games.isGame, true)))
    .orderBy(games.id)
    .limit(skip + 1);
  return rows[skip]!;
};

/** Deletes every settled round, so a test's board holds only what it plays. */
const clearRounds = async () => {
  await database.db.delete(betRecords).where(inArray(betRecords.status, ['settled', 'open', 'refunded']));
};

describe('GET /relay/GCSGAME_getRankList', () => {
  it('lists real settled wins, biggest first, with the masked player, the game and the win', async () => {
    await clearRounds();
    const lw = await player.brand('LW');
    const slot = await gameOf(lw.id, 'RNG');
    const who = await player.member('LW', { account: 'winner_one', nickname: 'Nguyễn Văn An' });
    const s = await player.session(who, slot.vassalage, slot.gameCode);
    await player.round(s, 100_000n, 250_000n); // won 2,500.00
    await player.round(s, 100_000n, 0n); // lost: not a win
    await player.round(s, 200_000n, 1_234_567n); // won 12,345.67
    await player.round(s, 100_000n, 100_000n); // paid back the stake: not a win

    const vos = await board('gameCategory=ALL&language=en&limitNum=20');
    expect(vos.map((vo) => vo.winAmount)).toEqual(['12345.67', '2500.00']);
    expect(vos[0]).toMatchObject({
      player: 'wi***e',
      customerName: 'Ng***n',
      game: slot.gameName,
      gameCode: slot.gameCode,
      vassalage: slot.vassalage,
      gameType: 'RNG',
      nodeId: slot.id,
      iconUrl: slot.iconUrl,
      currency: 'VND',
    });
  });

  it('never shows an account or nickname unmasked', () => {
    expect(maskName('demo_player')).toBe('de***r');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('Thủy Tiên')).toBe('Th***n');
  });

  it('answers at most limitNum wins, 20 unless asked, and refuses more than 50', async () => {
    await clearRounds();
    const lw = await player.brand('LW');
    const slot = await gameOf(lw.id, 'RNG', 1);
    const who = await player.member('LW');
    const s = await player.session(who, slot.vassalage, slot.gameCode);
    for (let i = 1; i <= 23; i++) await player.round(s, 1_000n, 1_000n + BigInt(i) * 100n);

    expect(await board()).toHaveLength(20);
    const three = await board('limitNum=3');
    expect(three.map((vo) => vo.winAmount)).toEqual(['33.00', '32.00', '31.00']);
    const refused = await app.inject({
      method: 'GET',
      url: '/relay/GCSGAME_getRankList?limitNum=51',
      headers: { host: LW_HOST },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists one category on its own', async () => {
    await clearRounds();
    const lw = await player.brand('LW');
    const [slot, live, fish] = await Promise.all([
      gameOf(lw.id, 'RNG', 2),
      gameOf(lw.id, 'LIVE'),
      gameOf(lw.id, 'FISH'),
    ]);
    const who = await player.member('LW');
    for (const [game, payout] of [
      [slot, 900_000n],
      [live, 500_000n],
      [fish, 700_000n],
      [live, 300_000n],
    ] as const) {
      await player.round(await player.session(who, game.vassalage, game.gameCode), 100_000n, payout);
    }

    expect((await board('gameCategory=LIVE')).map((vo) => [vo.gameType, vo.winAmount])).toEqual([
      ['LIVE', '5000.00'],
      ['LIVE', '3000.00'],
    ]);
    expect((await board('gameCategory=FISH')).map((vo) => vo.gameCode)).toEqual([fish.gameCode]);
    expect(await board('gameCategory=PVP')).toEqual([]);
    expect((await board('gameCategory=ALL')).map((vo) => vo.gameType)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'LIVE',
    ]);
  });

  it("shows each brand only its own members' wins", async () => {
    await clearRounds();
    const [lw, jdg] = await Promise.all([player.brand('LW'), player.brand('JDG')]);
    const lwGame = await gameOf(lw.id, 'RNG');
    const jdgGame = await gameOf(jdg.id, 'RNG');
    const lwMember = await player.member('LW', { account: 'lw_big_winner' });
    const jdgMember = await player.member('JDG', { account: 'jade_big_winner', cash: 100_000n });
    await player.round(await player.session(lwMember, lwGame.vassalage, lwGame.gameCode), 10_000n, 90_000n);
    await player.round(await player.session(jdgMember, jdgGame.vassalage, jdgGame.gameCode), 1_000n, 5_000n);

    const luckwell = await board('', LW_HOST);
    const jade = await board('', JDG_HOST);
    expect(luckwell.map((vo) => [vo.player, vo.winAmount, vo.currency])).toEqual([
      ['lw***r', '900.00', 'VND'],
    ]);
    expect(jade.map((vo) => [vo.player, vo.winAmount, vo.currency])).toEqual([['ja***r', '50.00', 'USD']]);
    expect(jade[0]!.nodeId).toBe(jdgGame.id);
  });

  it('leaves out open and refunded rounds, and wins on games no longer in the catalogue', async () => {
    await clearRounds();
    const lw = await player.brand('LW');
    const kept = await gameOf(lw.id, 'RNG', 3);
    const gone = await gameOf(lw.id, 'RNG', 4);
    const who = await player.member('LW');
    const s = await player.session(who, kept.vassalage, kept.gameCode);
    await player.round(s, 10_000n, 20_000n);
    const open = await player.bet(s, 10_000n);
    expect(open.status).toBe('OK');
    const refunded = await player.bet(s, 10_000n, 'refunded-round', 'refunded-bet');
    expect(refunded.status).toBe('OK');
    const rollback = await player.call(kept.vassalage, 'rollback', {
      token: s.token,
      transactionId: 'refunded-rollback',
      referenceTransactionId: 'refunded-bet',
      roundId: 'refunded-round',
    });
    expect(rollback.status).toBe('OK');
    const other = await player.session(who, gone.vassalage, gone.gameCode);
    await player.round(other, 10_000n, 80_000n);
    await database.db.update(games).set({ enabled: false }).where(eq(games.id, gone.id));

    expect((await board()).map((vo) => vo.gameCode)).toEqual([kept.gameCode]);
    await database.db.update(games).set({ enabled: true }).where(eq(games.id, gone.id));
  });
});
