/**
 * Safer play against the API and the money path (issue 15, ADR 051): limits lower at once and rise
 * only after the cooling-off (the clock moved), a deposit over a limit is refused and writes
 * nothing, two deposits racing a limit are counted one after the other, a bet past a loss limit is
 * refused by the seamless debit, and an exclusion stops deposits, launches, bets and offers but not
 * reading or withdrawing, and is never shortened.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { countChanges, rowCounts } from '../../testing/row-counts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits as depositsTable } from '../deposits/deposit.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { createSaferPlayService } from './safer-play.service.ts';

let app: App;
let database: DatabaseHandle;
let lwId: number;
let bankMethodId: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lwId = lw!.id;
});
afterAll(async () => {
  await app.close();
});

let counter = 0;
const freshMember = async () => {
  counter += 1;
  const account = `sp${Date.now().toString(36)}${counter}`;
  const member = await createMembersRepository(database.db).insert({
    merchantId: lwId,
    account,
    nickname: account,
    passwordHash: await hashPassword('Secret123'),
    referralCode: `RSP${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    firstLoginAt: new Date(),
  });
  const client = createAuthClient(app, { ip: `198.18.41.${counter % 250}` });
  expect((await client.login(account, 'Secret123')).json().success).toBe(true);
  if (!bankMethodId) {
    const { value } = (await client.call('GET', '/wps/deposit/methods')).json();
    bankMethodId = value.methods.find((m: { kind: string }) => m.kind === 'bank').id;
  }
  return { client, id: member!.id, merchantId: lwId, account };
};
type Member = Awaited<ReturnType<typeof freshMember>>;

const setLimit = (m: Member, kind: string, value: string | number | null) =>
  m.client.call('PUT', '/wps/member/safer-play/limits', { payload: { kind, value } });
type Limit = {
  kind: string;
  value: string | null;
  pending: { value: string | null; effectiveAt: string } | null;
  used: string;
};
const limitOf = (state: { limits: Limit[] }, kind: string) => {
  const found = state.limits.find((limit) => limit.kind === kind);
  if (!found) throw new Error(`no ${kind} limit`);
  return found;
};
const deposit = (m: Member, amount: string) =>
  m.client.call('POST', '/wps/deposit/requests', {
    payload: { methodId: bankMethodId, amount, reference: 'VCB-REF-123' },
  });
const depositCount = async (memberId: number) =>
  (
    await database.db.select({ n: count() }).from(depositsTable).where(eq(depositsTable.memberId, memberId))
  )[0]!.n;

describe('limits', () => {
  it('start empty; a first limit and a lowering apply at once, a raise and a removal wait 24 hours', async () => {
    const m = await freshMember();
    const start = (await m.client.call('GET', '/wps/member/safer-play')).json().value;
    expect(start.limits).toHaveLength(7);
    expect(
      start.limits.every((l: { value: null; pending: null }) => l.value === null && l.pending === null),
    ).toBe(true);
    expect(start).toMatchObject({ currency: 'VND', realityCheckMinutes: null, exclusion: null });

    const first = (await setLimit(m, 'depositDay', '1000000.00')).json().value;
    expect(limitOf(first, 'depositDay')).toMatchObject({ value: '1000000.00', pending: null, used: '0.00' });

    const raised = (await setLimit(m, 'depositDay', '5000000.00')).json().value;
    const pending = limitOf(raised, 'depositDay');
    expect(pending.value).toBe('1000000.00');
    expect(pending.pending?.value).toBe('5000000.00');
    const wait = Date.parse(pending.pending!.effectiveAt) - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);

    // Lowering cancels the waiting raise and applies now.
    const lowered = (await setLimit(m, 'depositDay', '800000.00')).json().value;
    expect(limitOf(lowered, 'depositDay')).toMatchObject({ value: '800000.00', pending: null });

    const removed = (await setLimit(m, 'depositDay', null)).json().value;
    expect(limitOf(removed, 'depositDay').value).toBe('800000.00');
    expect(limitOf(removed, 'depositDay').pending?.value).toBeNull();

    const session = (await setLimit(m, 'sessionMinutes', 60)).json().value;
    expect(limitOf(session, 'sessionMinutes')).toMatchObject({ value: '60', pending: null });
  });

  it('a raise applies only once the cooling-off is over (the clock moved)', async () => {
    const m = await freshMember();
    let clock = new Date('2026-12-01T10:00:00Z');
    const saferPlay = createSaferPlayService({ db: database.db, now: () => clock });
    const member = { id: m.id, merchantId: lwId, currency: 'VND' };
    await saferPlay.setLimit(member, { kind: 'lossWeek', value: '200000.00' as never });
    await saferPlay.setLimit(member, { kind: 'lossWeek', value: '900000.00' as never });
    const valueAt = async (at: string) => {
      clock = new Date(at);
      return limitOf(await saferPlay.state(member, clock), 'lossWeek');
    };
    expect((await valueAt('2026-12-02T09:59:00Z')).value).toBe('200000.00');
    expect((await valueAt('2026-12-02T10:00:00Z')).value).toBe('900000.00');
    expect((await valueAt('2026-12-02T10:00:00Z')).pending).toBeNull();
  });

  it('refuses values outside the rules, naming the field, and writes nothing', async () => {
    const m = await freshMember();
    const before = await rowCounts(database.db);
    for (const [kind, value] of [
      ['depositDay', '-5.00'],
      ['depositDay', '0.00'],
      ['depositDay', '12.5'],
      ['sessionMinutes', 45],
      ['lossYear', '10.00'],
    ] as const) {
      const answer = await setLimit(m, kind, value);
      expect(answer.statusCode, `${kind} ${value}`).toBe(400);
      expect(answer.json().success).toBe(false);
      expect(answer.json().value.field, `${kind} ${value}`).toMatch(/^body\.(value|kind)$/);
    }
    const check = await m.client.call('PUT', '/wps/member/safer-play/reality-check', {
      payload: { minutes: 7 },
    });
    expect(check.statusCode).toBe(400);
    expect(countChanges(before, await rowCounts(database.db), new Set(['rate_limit_buckets']))).toEqual([]);
  });
});

describe('the cashier', () => {
  it('refuses a deposit over the daily limit with what is left, and writes nothing', async () => {
    const m = await freshMember();
    await setLimit(m, 'depositDay', '300000.00');
    expect((await deposit(m, '200000.00')).statusCode).toBe(200);
    const before = await depositCount(m.id);
    const over = await deposit(m, '150000.00');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'SAFER_PLAY_DEPOSIT_LIMIT',
      message: 'in_safer_play_deposit_limit',
      value: { field: 'body.amount', params: { period: 'Day', limit: '300000.00', remaining: '100000.00' } },
    });
    expect(await depositCount(m.id)).toBe(before);
    const state = (await m.client.call('GET', '/wps/member/safer-play')).json().value;
    expect(limitOf(state, 'depositDay').used).toBe('200000.00');
    expect((await deposit(m, '100000.00')).statusCode).toBe(200);
  });

  it('counts two deposits racing the limit one after the other: one is refused', async () => {
    const m = await freshMember();
    await setLimit(m, 'depositWeek', '300000.00');
    const answers = await Promise.all([deposit(m, '200000.00'), deposit(m, '200000.00')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await depositCount(m.id)).toBe(1);
  });
});

describe('losses at the game', () => {
  it('a bet that would pass the daily loss limit is refused by the seamless debit', async () => {
    const rounds = createRoundPlayer(app, database.db);
    const player = await rounds.member('LW', { cash: 10_000_000n });
    const saferPlay = createSaferPlayService({ db: database.db });
    await saferPlay.setLimit(player, { kind: 'lossDay', value: '50000.00' as never });
    const session = await rounds.session(player, 'TESTVENDOR', 'loss-limit');
    await rounds.round(session, 3_000_000n, 0n); // lost 30,000.00
    const refused = await rounds.bet(session, 2_500_000n); // 25,000.00 more would make 55,000.00
    expect(refused.status).toBe('LIMIT_REACHED');
    const balance = await rounds.wallet.balance(player.merchant.id, player.id, 'VND');
    expect(balance).toBe(7_000_000n);
    // Within what is left, play goes on.
    expect((await rounds.bet(session, 2_000_000n)).status).toBe('OK');
  });
});

describe('exclusion', () => {
  it('stops deposits, launches and offers, not reading or withdrawing; it is never shortened', async () => {
    const m = await freshMember();
    const taken = await m.client.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'selfExclusion', months: 6 },
    });
    expect(taken.statusCode).toBe(200);
    const exclusion = taken.json().value.exclusion;
    expect(exclusion.kind).toBe('selfExclusion');
    expect(Date.parse(exclusion.until) - Date.now()).toBeGreaterThan(180 * 86_400_000);

    const refusedDeposit = await deposit(m, '100000.00');
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.json()).toMatchObject({
      code: 'SAFER_PLAY_EXCLUDED',
      message: 'in_safer_play_excluded',
    });
    const launch = await m.client.call('POST', '/wps/game/launchGame', {
      payload: { vendor: 'ORIENT', gameCode: 'x' },
    });
    expect(launch.statusCode).toBe(403);
    expect(launch.json().code).toBe('SAFER_PLAY_EXCLUDED');

    for (const url of ['/wps/member/transactions', '/wps/v2/wallets/balance', '/wps/member/messages']) {
      expect((await m.client.call('GET', url)).statusCode, url).toBe(200);
    }
    // Withdrawing stays open: the withdraw page's overview answers.
    expect((await m.client.call('GET', '/wps/withdraw/overview')).statusCode).toBe(200);

    // A shorter time-out is refused; a longer self-exclusion is taken.
    const shorter = await m.client.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'timeout', days: 7 },
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({
      code: 'SAFER_PLAY_EXCLUSION_SHORTER',
      value: { field: 'body.kind' },
    });
    const longer = await m.client.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'selfExclusion', months: null },
    });
    expect(longer.json().value.exclusion).toMatchObject({ kind: 'selfExclusion', until: null });
  });

  it('hides offers from an excluded member’s inbox', async () => {
    const m = await freshMember();
    const titles = async () =>
      (await m.client.call('GET', '/wps/member/messages?size=50'))
        .json()
        .value.list.map((x: { category: string }) => x.category);
    expect(await titles()).toContain('promotion');
    await m.client.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'timeout', days: 1 },
    });
    expect(await titles()).not.toContain('promotion');
  });

  it('the back office reads it and can lengthen it, never shorten it, with an audited reason', async () => {
    const m = await freshMember();
    await m.client.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'timeout', days: 7 },
    });
    await setLimit(m, 'lossDay', '100000.00');
    const support = createOperatorClient(app);
    await support.signIn('support', 'Support@2026');
    const read = (await support.call('GET', `/members/${m.id}/safer-play`)).json().value;
    expect(read.exclusion.kind).toBe('timeout');
    expect(limitOf(read, 'lossDay').value).toBe('100000.00');

    const shorter = await support.call('POST', `/members/${m.id}/exclusion`, {
      exclusion: { kind: 'timeout', days: 1 },
      reason: 'asked by phone',
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('SAFER_PLAY_EXCLUSION_SHORTER');
    const noReason = await support.call('POST', `/members/${m.id}/exclusion`, {
      exclusion: { kind: 'selfExclusion', months: 12 },
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const longer = await support.call('POST', `/members/${m.id}/exclusion`, {
      exclusion: { kind: 'selfExclusion', months: 12 },
      reason: 'gambling harm reported by family',
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().value.exclusion.kind).toBe('selfExclusion');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'member.exclusion'));
    expect(audit.filter((row) => row.targetId === String(m.id))).toHaveLength(1);
    expect(audit.find((row) => row.targetId === String(m.id))?.after).toMatchObject({
      kind: 'selfExclusion',
      reason: 'gambling harm reported by family',
    });

    const content = createOperatorClient(app);
    await content.signIn('content', 'Content@2026');
    const refused = await content.call('POST', `/members/${m.id}/exclusion`, {
      exclusion: { kind: 'selfExclusion', months: 60 },
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('is refused to a trial account', async () => {
    const c = createAuthClient(app, { ip: '198.18.42.9' });
    const trial = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'account', humanCheck: await c.humanCheck() },
    });
    c.token = trial.json().value.token;
    const answer = await c.call('POST', '/wps/member/safer-play/exclusion', {
      payload: { kind: 'timeout', days: 1 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('AUTH_TRIAL_FORBIDDEN');
  });
});
