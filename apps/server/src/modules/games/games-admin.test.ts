import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { games } from './game.table.ts';
import { vendors } from './vendor.table.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let content: OperatorClient;
let support: OperatorClient;
let lw: number;
let jdg: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const rows = await database.db.select().from(merchants);
  lw = rows.find((m) => m.code === 'LW')!.id;
  jdg = rows.find((m) => m.code === 'JDG')!.id;
  owner = createOperatorClient(app, { ip: '198.51.100.211' });
  content = createOperatorClient(app, { ip: '198.51.100.212' });
  support = createOperatorClient(app, { ip: '198.51.100.213' });
  await owner.signIn('owner', 'Owner@2026');
  await content.signIn('content', 'Content@2026');
  await support.signIn('support', 'Support@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** What a member's browser lists: the relay served from the in-process catalogue (CATALOGUE_CACHE_MS 30 s). */
const memberList = async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/relay/GCSGAME_gameList?${query}`,
    headers: { host: LW_HOST },
  });
  return response.json().value as {
    total: number;
    content: { nodeId: number; gameCode: string; gameName: string; maintenance: boolean; hot: boolean }[];
  };
};

const auditOf = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

const expectField = (response: { statusCode: number; body: string; json: () => unknown }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { field } });
};

const gameByCode = async (code: string, merchantId = lw) =>
  (
    await database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, code)))
  )[0];

/**
 * A demo game put under maintenance first: third-party demo games open (ADR 026), so the tests
 * that lift maintenance set it themselves instead of relying on the seed.
 */
const closedGame = async (code: string) => {
  await database.db
    .update(games)
    .set({ maintenance: true })
    .where(and(eq(games.merchantId, lw), eq(games.gameCode, code)));
  return gameByCode(code);
};

describe('back office permissions', () => {
  it('lets owner and content manage the catalogue, and refuses support', async () => {
    for (const path of ['/games/vendors?merchant=LW', '/games/catalogue?merchant=LW']) {
      expect((await owner.get(path)).statusCode).toBe(200);
      expect((await content.get(path)).statusCode).toBe(200);
      expect((await support.get(path)).json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const game = await gameByCode('NOVA-0001');
    expect((await support.put(`/games/catalogue/${game!.id}`, { hot: true })).statusCode).toBe(403);
    expect(
      (await support.post('/games/catalogue/bulk', { merchant: 'LW', ids: [game!.id], action: 'hotOn' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await support.post('/games/catalogue/import/preview', {
          merchant: 'LW',
          vendor: 'NOVA',
          format: 'csv',
          content: 'gameCode,gameName\nx,y',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("keeps vendors' wallet secrets to owners: content may not rotate one", async () => {
    const rotate = await content.post('/games/vendor-secrets/rotate', { merchantId: lw, vendor: 'NOVA' });
    expect(rotate.statusCode).toBe(403);
  });

  it('gives the brand list to catalogue and bet record readers, and nobody signed out', async () => {
    expect((await content.get('/games/brands')).json().value.map((b: { code: string }) => b.code)).toEqual([
      'LW',
      'JDG',
    ]);
    expect((await support.get('/games/brands')).statusCode).toBe(200);
    const anonymous = createOperatorClient(app);
    expect((await anonymous.get('/games/brands')).statusCode).toBe(401);
  });
});

describe('vendors', () => {
  it("lists a brand's vendors with category, flags, wallet mode and game counts", async () => {
    const response = await content.get('/games/vendors?merchant=lw');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value as {
      vassalage: string;
      gameType: string;
      walletMode: string | null;
      gameCount: number;
      maintenanceGameCount: number;
      enabled: boolean;
    }[];
    expect(list.find((v) => v.vassalage === 'NOVA')).toMatchObject({
      gameType: 'RNG',
      enabled: true,
      walletMode: 'seamless',
    });
    expect(list.reduce((sum, v) => sum + v.gameCount, 0)).toBe(10_000);
    // Jade Dragon runs transfer wallets.
    const jade = (await content.get('/games/vendors?merchant=JDG')).json().value as { walletMode: string }[];
    expect(jade.every((v) => v.walletMode === 'transfer')).toBe(true);
    expect((await content.get('/games/vendors?merchant=NOPE')).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'querystring.merchant' },
    });
  });

  it('switches a vendor off: its games leave the member list at once, audited before and after', async () => {
    expect((await memberList('vassalage=ORIENT&pageSize=1')).total).toBeGreaterThan(0);
    const [orient] = await database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, lw), eq(vendors.vassalage, 'ORIENT')));
    const off = await content.put(`/games/vendors/${orient!.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ vassalage: 'ORIENT', enabled: false });
    expect((await memberList('vassalage=ORIENT&pageSize=1')).total).toBe(0);

    const [row] = await auditOf('vendor.update');
    expect(row).toMatchObject({
      operatorName: 'content',
      merchantId: lw,
      targetType: 'vendor',
      targetId: `${lw}:ORIENT`,
      before: { gameType: 'RNG', enabled: true },
      after: { gameType: 'RNG', enabled: false },
    });

    expect((await content.put(`/games/vendors/${orient!.id}`, { enabled: true })).statusCode).toBe(200);
    expect((await memberList('vassalage=ORIENT&pageSize=1')).total).toBeGreaterThan(0);
  });

  it('puts a vendor under maintenance, which closes its games in the member list', async () => {
    const game = await gameByCode('PHOENIX-0000');
    await owner.put(`/games/catalogue/${game!.id}`, { maintenance: false });
    const before = (await memberList('vassalage=PHOENIX&search=PHOENIX-0000')).content[0];
    expect(before).toMatchObject({ gameCode: 'PHOENIX-0000', maintenance: false });
    const [phoenix] = await database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, lw), eq(vendors.vassalage, 'PHOENIX')));
    expect((await owner.put(`/games/vendors/${phoenix!.id}`, { maintenance: true })).statusCode).toBe(200);
    const after = (await memberList('vassalage=PHOENIX&search=PHOENIX-0000')).content[0];
    expect(after).toMatchObject({ maintenance: true });
    await owner.put(`/games/vendors/${phoenix!.id}`, { maintenance: false });
  });

  it('refuses an empty or wrong change with the failing field', async () => {
    const [nova] = await database.db.select().from(vendors).where(eq(vendors.vassalage, 'NOVA'));
    expect((await owner.put(`/games/vendors/${nova!.id}`, {})).statusCode).toBe(400);
    expectField(await owner.put(`/games/vendors/${nova!.id}`, { enabled: 'yes' }), 'body.enabled');
    expect((await owner.put('/games/vendors/999999', { enabled: true })).statusCode).toBe(404);
  });
});

describe('catalogue search', () => {
  it('pages ten thousand games on the server, filtered by vendor, category, flags and text', async () => {
    const all = (await content.get('/games/catalogue?merchant=LW&pageSize=50')).json().value;
    expect(all).toMatchObject({ total: 10_000, totalPages: 200, pageNum: 1 });
    expect(all.content).toHaveLength(50);
    const second = (await content.get('/games/catalogue?merchant=LW&pageSize=50&page=2')).json().value;
    expect(second.content[0].id).not.toBe(all.content[0].id);

    const nova = (await content.get('/games/catalogue?merchant=LW&vassalage=nova&gameType=RNG')).json().value;
    expect(nova.total).toBeGreaterThan(0);
    expect(nova.content.every((g: { vassalage: string }) => g.vassalage === 'NOVA')).toBe(true);

    const byCode = (await content.get('/games/catalogue?merchant=LW&q=nova-0007')).json().value;
    expect(byCode.content.map((g: { gameCode: string }) => g.gameCode)).toEqual(['NOVA-0007']);

    const hot = (await content.get('/games/catalogue?merchant=LW&flag=hot&pageSize=100')).json().value;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.content.every((g: { hot: boolean }) => g.hot)).toBe(true);

    const open = (await content.get('/games/catalogue?merchant=LW&maintenance=no')).json().value;
    expect(open.content.every((g: { maintenance: boolean }) => !g.maintenance)).toBe(true);
  });

  it('answers a bad filter with the failing field', async () => {
    expectField(await content.get('/games/catalogue?merchant=LW&pageSize=1000'), 'querystring.pageSize');
    expectField(await content.get('/games/catalogue?merchant=LW&gameType=POKER'), 'querystring.gameType');
    expectField(await content.get('/games/catalogue?merchant=LW&flag=cold'), 'querystring.flag');
    expectField(await content.get('/games/catalogue'), 'querystring.merchant');
  });
});

describe('editing a game', () => {
  it('saves name, flags, sort and RTP; members see it at once; audited with only what changed', async () => {
    const game = await closedGame('NOVA-0003');
    const response = await content.put(`/games/catalogue/${game!.id}`, {
      gameName: 'Lucky Lanterns Deluxe',
      hot: true,
      new: true,
      maintenance: false,
      sort: 1,
      rtp: '96.5',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      gameName: 'Lucky Lanterns Deluxe',
      hot: true,
      new: true,
      maintenance: false,
      sort: 1,
      rtp: '96.50',
    });
    const listed = await memberList('search=lanterns%20deluxe');
    expect(listed.content).toMatchObject([{ gameCode: 'NOVA-0003', maintenance: false, hot: true }]);

    const row = (await auditOf('game.update')).find((r) => r.targetId === String(game!.id));
    expect(row).toMatchObject({
      operatorName: 'content',
      targetType: 'game',
      targetId: String(game!.id),
      before: { gameCode: 'NOVA-0003', gameName: game!.gameName, maintenance: true, sort: game!.sort },
      after: { gameCode: 'NOVA-0003', gameName: 'Lucky Lanterns Deluxe', maintenance: false, sort: 1 },
    });
    expect(row!.after).not.toHaveProperty('jackpot');
  });

  it('refuses bad values with the field and changes nothing', async () => {
    const game = await gameByCode('NOVA-0004');
    const auditBefore = (await database.db.select().from(auditLog)).length;
    expectField(await content.put(`/games/catalogue/${game!.id}`, { rtp: '150' }), 'body.rtp');
    expectField(await content.put(`/games/catalogue/${game!.id}`, { rtp: 'abc' }), 'body.rtp');
    expectField(
      await content.put(`/games/catalogue/${game!.id}`, { iconUrl: 'javascript:alert(1)' }),
      'body.iconUrl',
    );
    expectField(await content.put(`/games/catalogue/${game!.id}`, { gameName: '' }), 'body.gameName');
    expectField(await content.put(`/games/catalogue/${game!.id}`, { sort: -1 }), 'body.sort');
    expect((await content.put(`/games/catalogue/${game!.id}`, {})).statusCode).toBe(400);
    expect((await content.put('/games/catalogue/99999999', { hot: true })).statusCode).toBe(404);
    expect(await gameByCode('NOVA-0004')).toEqual(game);
    expect((await database.db.select().from(auditLog)).length).toBe(auditBefore);
  });
});

describe('bulk changes', () => {
  it('lifts maintenance on the selected games of the brand, once, with one audit row', async () => {
    const picked = await Promise.all(['NOVA-0010', 'NOVA-0011', 'NOVA-0012'].map((c) => closedGame(c)));
    const jade = (await database.db.select().from(games).where(eq(games.merchantId, jdg)).limit(1))[0]!;
    const ids = [...picked.map((g) => g!.id), jade.id];
    const response = await content.post('/games/catalogue/bulk', {
      merchant: 'LW',
      ids,
      action: 'maintenanceOff',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ updated: 3 });
    // Another brand's game is never touched by an LW bulk change.
    expect((await database.db.select().from(games).where(eq(games.id, jade.id)))[0]!.maintenance).toBe(
      jade.maintenance,
    );
    const listed = await memberList('search=nova-001&vassalage=NOVA&pageSize=20');
    expect(
      listed.content.filter((g) => ['NOVA-0010', 'NOVA-0011', 'NOVA-0012'].includes(g.gameCode)),
    ).toMatchObject([{ maintenance: false }, { maintenance: false }, { maintenance: false }]);

    const again = await content.post('/games/catalogue/bulk', {
      merchant: 'LW',
      ids,
      action: 'maintenanceOff',
    });
    expect(again.json().value).toEqual({ updated: 0 });
    const rows = await auditOf('game.bulkUpdate');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchantId: lw,
      before: { maintenance: true, games: ['NOVA:NOVA-0010', 'NOVA:NOVA-0011', 'NOVA:NOVA-0012'] },
      after: { maintenance: false },
    });
  });

  it('refuses an empty selection, a repeated id and an unknown action', async () => {
    expectField(
      await content.post('/games/catalogue/bulk', { merchant: 'LW', ids: [], action: 'hotOn' }),
      'body.ids',
    );
    expectField(
      await content.post('/games/catalogue/bulk', { merchant: 'LW', ids: [5, 5], action: 'hotOn' }),
      'body.ids',
    );
    expectField(
      await content.post('/games/catalogue/bulk', { merchant: 'LW', ids: [5], action: 'delete' }),
      'body.action',
    );
  });
});

describe('import', () => {
  const preview = (body: Record<string, unknown>) =>
    content.post('/games/catalogue/import/preview', {
      merchant: 'LW',
      vendor: 'NOVA',
      format: 'csv',
      ...body,
    });
  const apply = (body: Record<string, unknown>) =>
    content.post('/games/catalogue/import/apply', { merchant: 'LW', vendor: 'NOVA', format: 'csv', ...body });

  const GOOD = [
    'game_code,game_name,hot,rtp,sub_category',
    'NOVA-IMP-1,"Jade Koi, Reloaded",yes,96.3,JP',
    'NOVA-IMP-2,Tiger Vault,no,,',
    'NOVA-0020,Renamed By Import,,,',
  ].join('\r\n');

  it('previews creates, updates and bad rows by row number, writing nothing', async () => {
    const bad = [
      'gameCode,gameName,rtp,gameType',
      'NOVA-IMP-1,Jade Koi,96.3,',
      ',No Code,,',
      'NOVA-IMP-3,Bad RTP,abc,',
      'NOVA-IMP-1,Same Code Again,,',
      'NOVA-IMP-4,Wrong Category,,LIVE',
      'NOVA-0020,Renamed,,',
    ].join('\n');
    const response = await preview({ content: bad });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ rows: 6, creates: 1, updates: 1, unchanged: 0 });
    expect(
      value.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [2, 'gameCode', 'required'],
      [3, 'rtp', 'invalid'],
      [4, 'gameCode', 'duplicate'],
      [5, 'gameType', 'category'],
    ]);
    expect(value.plan).toMatchObject([
      { row: 1, action: 'create', gameCode: 'NOVA-IMP-1' },
      { row: 6, action: 'update', gameCode: 'NOVA-0020', changes: ['gameName'] },
    ]);
    expect(await gameByCode('NOVA-IMP-1')).toBeUndefined();

    // Confirming a file with bad rows applies none of it, and says which rows.
    const refused = await apply({ content: bad, digest: value.digest });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'admin_import_invalid',
      value: { field: 'body.content', issues: [{ field: 'row 2 gameCode' }, {}, {}, {}] },
    });
    expect(await gameByCode('NOVA-IMP-1')).toBeUndefined();
    expect((await gameByCode('NOVA-0020'))!.gameName).not.toBe('Renamed');
  });

  it('reports a file it cannot read, an unknown column and an unknown vendor', async () => {
    const json = await preview({ format: 'json', content: '{ not json' });
    expect(json.json().value.errors).toMatchObject([{ row: 0, code: 'unreadable' }]);
    const column = await preview({ content: 'gameCode,gameName,colour\nA-1,Alpha,red' });
    expect(column.json().value.errors).toMatchObject([{ row: 0, field: 'colour', code: 'unknownColumn' }]);
    const vendor = await preview({ vendor: 'NOPE', content: GOOD });
    expect(vendor.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'body.vendor' } });
    expectField(await preview({ format: 'xml', content: GOOD }), 'body.format');
  });

  it('applies in one transaction, members see the new games at once, and repeating it changes nothing', async () => {
    const previewed = (await preview({ content: GOOD })).json().value;
    expect(previewed).toMatchObject({ creates: 2, updates: 1, unchanged: 0, errors: [] });
    const response = await apply({ content: GOOD, digest: previewed.digest });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      merchantCode: 'LW',
      vendor: 'NOVA',
      creates: 2,
      updates: 1,
      unchanged: 0,
    });

    expect(await gameByCode('NOVA-IMP-1')).toMatchObject({
      gameName: 'Jade Koi, Reloaded',
      gameType: 'RNG',
      hot: true,
      rtp: '96.30',
      subCategory: 'JP',
      maintenance: false,
      iconUrl: '/img/categories/RNG.svg',
    });
    expect((await gameByCode('NOVA-0020'))!.gameName).toBe('Renamed By Import');
    const listed = await memberList('search=jade%20koi');
    expect(listed.content.map((g) => g.gameCode)).toContain('NOVA-IMP-1');

    const [row] = await auditOf('game.import');
    expect(row).toMatchObject({
      operatorName: 'content',
      targetType: 'vendor',
      targetId: `${lw}:NOVA`,
      after: { creates: 2, updates: 1, created: ['NOVA-IMP-1', 'NOVA-IMP-2'] },
    });
    expect((row!.after as { updated: Record<string, unknown> }).updated).toEqual({
      'NOVA-0020': { gameName: 'Renamed By Import' },
    });

    // The same file again: nothing to create or change, and no duplicate games.
    const again = (await preview({ content: GOOD })).json().value;
    expect(again).toMatchObject({ creates: 0, updates: 0, unchanged: 3 });
    const reapplied = await apply({ content: GOOD, digest: again.digest });
    expect(reapplied.json().value).toMatchObject({ creates: 0, updates: 0, unchanged: 3 });
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(games)
      .where(and(eq(games.merchantId, lw), eq(games.gameCode, 'NOVA-IMP-1')))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await auditOf('game.import')).toHaveLength(1);
  });

  it('refuses a confirmation whose preview no longer holds', async () => {
    const file = 'gameCode,gameName\nNOVA-IMP-5,Golden Drum';
    const previewed = (await preview({ content: file })).json().value;
    // Someone imports another file of the vendor in between: the new game's sort moves on.
    const other = 'gameCode,gameName\nNOVA-IMP-6,Silver Drum';
    const first = (await preview({ content: other })).json().value;
    expect((await apply({ content: other, digest: first.digest })).statusCode).toBe(200);
    const stale = await apply({ content: file, digest: previewed.digest });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CATALOGUE_IMPORT_STALE', value: { field: 'body.digest' } });
    expect(await gameByCode('NOVA-IMP-5')).toBeUndefined();
  });

  it('reads JSON too', async () => {
    const file = JSON.stringify({
      games: [{ gameCode: 'NOVA-IMP-7', gameName: 'Moon Festival', jackpot: true, rtp: 97, sort: 5 }],
    });
    const previewed = (await preview({ format: 'json', content: file })).json().value;
    expect(previewed).toMatchObject({ creates: 1, errors: [] });
    expect((await apply({ format: 'json', content: file, digest: previewed.digest })).statusCode).toBe(200);
    expect(await gameByCode('NOVA-IMP-7')).toMatchObject({ jackpot: true, rtp: '97.00', sort: 5 });
  });

  it('rolls everything back when the database fails half-way, and records nothing', async () => {
    // A fault the validation cannot see: the database refuses one game's update, after the new
    // games of the same file were inserted.
    await database.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.game_name = 'Boom' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_boom before update on games for each row execute function refuse_boom()`,
    );
    try {
      const file = 'gameCode,gameName\nNOVA-IMP-8,Fine Game\nNOVA-0030,Renamed Before Boom\nNOVA-0031,Boom';
      const previewed = (await preview({ content: file })).json().value;
      expect(previewed).toMatchObject({ creates: 1, updates: 2, errors: [] });
      const auditBefore = (await database.db.select().from(auditLog)).length;
      const response = await apply({ content: file, digest: previewed.digest });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 'SYSTEM_ERROR' });
      expect(await gameByCode('NOVA-IMP-8')).toBeUndefined();
      expect((await gameByCode('NOVA-0030'))!.gameName).not.toBe('Renamed Before Boom');
      expect((await database.db.select().from(auditLog)).length).toBe(auditBefore);
    } finally {
      await database.db.execute(sql`drop trigger refuse_boom on games`);
      await database.db.execute(sql`drop function refuse_boom()`);
    }
  });

  it('keeps the audit chain intact', async () => {
    expect((await owner.get('/audit/verify')).json().value).toMatchObject({ intact: true });
  });
});
