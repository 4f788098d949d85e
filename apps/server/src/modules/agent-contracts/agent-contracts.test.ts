/**
 * Agent contracts over HTTP (issue 16, ADR 056): the consolidated flags and the requests waiting on a
 * member; an offer refused for each bad input (with its field, nothing written); offered, accepted,
 * changed and ended; a lower rate accepted ends the contracts below that paid more (spec §4); only the
 * two parties see or answer a contract; and the other side hears of each change live.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { LiveEvent } from '../../platform/event-bus.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { agentContracts } from './agent-contract.table.ts';
import { createAgentContractsService } from './agent-contracts.service.ts';
import { toStoredTiers } from './contract-terms.ts';

let app: App;
let database: DatabaseHandle;
let merchant: Merchant;
let passwordHash: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('no LW brand');
  merchant = lw;
  passwordHash = await hashPassword('Agent@2026');
  addMember = createMemberMaker(database.db, merchant.id, 'contract', { passwordHash });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const published: LiveEvent[] = [];
const service = () =>
  createAgentContractsService({
    db: database.db,
    events: { publish: async (event) => void published.push(event) },
    agentPolicy: async () => true,
  });

let addMember: ReturnType<typeof createMemberMaker>;

let ip = 10;
const signedIn = async (account: string) => {
  ip += 1;
  const client = createAuthClient(app, { ip: `198.51.100.${ip}` });
  expect((await client.login(account, 'Agent@2026')).json().success).toBe(true);
  return client;
};
type Client = Awaited<ReturnType<typeof signedIn>>;

const DAILY = '/relay/MCS2_processDailySalContract';
const act = (client: Client, body: Record<string, unknown>, path = DAILY) =>
  client.call('POST', path, { payload: body });
const tier = (rate: string, validBet = '0.00', activeMembers = 0) => ({
  validBet,
  profitLoss: '0.00',
  activeMembers,
  rate,
});
const contractsOf = (memberId: number) =>
  database.db.select().from(agentContracts).where(eq(agentContracts.memberId, memberId));

describe('contracts', () => {
  let top: typeof members.$inferSelect;
  let sub: typeof members.$inferSelect;
  let subSub: typeof members.$inferSelect;
  let player: typeof members.$inferSelect;
  let outsider: typeof members.$inferSelect;
  let topClient: Client;
  let subClient: Client;

  beforeAll(async () => {
    top = await addMember(null, 1);
    sub = await addMember(top.id, 2);
    subSub = await addMember(sub.id, 2);
    player = await addMember(top.id, 0);
    outsider = await addMember(null, 2);
    // The operator's contract with the top agent: 1% from the first coin, 2% from 1,000,000.00.
    await service().grantByOperator(
      merchant.id,
      top.id,
      'dailyWage',
      toStoredTiers([tier('1.00'), tier('2.00', '1000000.00', 3)] as never),
    );
    topClient = await signedIn(top.account);
    subClient = await signedIn(sub.account);
  });

  it('flags the kinds a brand runs for agents, none for members, and lists nothing waiting yet', async () => {
    const consolidated = (await topClient.call('GET', '/wps/member/info/funds/consolidated')).json();
    expect(consolidated).toMatchObject({
      success: true,
      value: {
        divtypereq: true,
        dailysalreqtype: true,
        // The demo turns hourly salary on for Luckwell; real-time salary is off by default.
        contracthoursalreq: true,
        realtimesalreqtype: false,
        requests: [],
      },
    });
    const playerClient = await signedIn(player.account);
    const ofPlayer = (await playerClient.call('GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(ofPlayer).toMatchObject({ divtypereq: false, dailysalreqtype: false });
    // A member may not open an agent's contract calls.
    const refused = await act(playerClient, { action: 'accept', contractId: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('AUTH_NOT_AGENT');
  });

  it('refuses each bad offer with its field and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ memberId: player.id, tiers: [tier('0.50')] }, 400, 'CONTRACT_NOT_AGENT', 'body.memberId'],
      [
        { memberId: outsider.id, tiers: [tier('0.50')] },
        400,
        'CONTRACT_NOT_DIRECT_DOWNLINE',
        'body.memberId',
      ],
      [{ memberId: subSub.id, tiers: [tier('0.50')] }, 400, 'CONTRACT_NOT_DIRECT_DOWNLINE', 'body.memberId'],
      [
        { memberId: sub.id, tiers: [tier('0.50'), tier('2.50', '500000.00')] },
        400,
        'CONTRACT_RATE_ABOVE_OWN',
        'body.tiers.1.rate',
      ],
      [
        { memberId: sub.id, tiers: [tier('0.50', '500000.00'), tier('0.80', '500000.00')] },
        400,
        'CONTRACT_TIERS_OVERLAP',
        'body.tiers.1.validBet',
      ],
      [
        { memberId: sub.id, tiers: [tier('0.50'), tier('0.40', '500000.00')] },
        400,
        'CONTRACT_TIERS_OVERLAP',
        'body.tiers.1.rate',
      ],
      [{ memberId: sub.id, tiers: [tier('-1')] }, 400, 'VALIDATION_FAILED', 'body.tiers.0.rate'],
      [{ memberId: sub.id, tiers: [] }, 400, 'VALIDATION_FAILED', 'body.tiers'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await act(topClient, { action: 'offer', ...body });
      expect({ body, status: response.statusCode, code: response.json().code }).toEqual({
        body,
        status,
        code,
      });
      expect(response.json().value.field).toBe(field);
      expect(response.json().message).toMatch(/^in_/);
    }
    // An agent without a contract of their own has nothing to offer.
    const noOwn = await act(subClient, { action: 'offer', memberId: subSub.id, tiers: [tier('0.10')] });
    expect(noOwn.json()).toMatchObject({
      code: 'CONTRACT_NO_OWN_CONTRACT',
      value: { field: 'body.memberId' },
    });
    for (const id of [player.id, outsider.id, sub.id, subSub.id]) expect(await contractsOf(id)).toEqual([]);
    // The cap is said with the refusal.
    const above = await act(topClient, { action: 'offer', memberId: sub.id, tiers: [tier('2.01')] });
    expect(above.json().value.params).toEqual({ cap: '2.00' });
  });

  it('offers, lists the offer on both sides, and the sub-agent accepts it', async () => {
    const offered = await act(topClient, {
      action: 'offer',
      memberId: sub.id,
      tiers: [tier('0.60'), tier('1.20', '500000.00', 2)],
    });
    expect(offered.json()).toMatchObject({
      success: true,
      value: {
        status: 'offered',
        maxRate: '1.20',
        member: { id: sub.id },
        upline: { id: top.id },
        cycle: 'daily',
      },
    });
    const contractId = offered.json().value.id;

    const waiting = (await subClient.call('GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(waiting.requests).toEqual([
      expect.objectContaining({
        kind: 'dailyWage',
        type: 'offer',
        contract: expect.objectContaining({ id: contractId }),
      }),
    ]);
    const topPage = (await topClient.call('GET', '/wps/agent/contracts/dailyWage')).json().value;
    expect(topPage).toMatchObject({
      mine: { maxRate: '2.00', upline: null },
      offerCap: '2.00',
      payer: 'platform',
    });
    expect(topPage.downlines).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: sub.id }),
        contract: null,
        pending: expect.objectContaining({ id: contractId }),
      }),
    ]);

    // Only the sub-agent answers; the upline cannot accept for them.
    expect((await act(topClient, { action: 'accept', contractId })).json().code).toBe('CONTRACT_NOT_FOUND');
    const accepted = await act(subClient, { action: 'accept', contractId });
    expect(accepted.json().value).toMatchObject({ status: 'active', acceptedAt: expect.any(String) });
    expect((await act(subClient, { action: 'accept', contractId })).json()).toMatchObject({
      code: 'CONTRACT_NOT_PENDING',
      value: { field: 'body.contractId' },
    });
    const subPage = (await subClient.call('GET', '/wps/agent/contracts/dailyWage')).json().value;
    expect(subPage).toMatchObject({ mine: { id: contractId }, offers: [], offerCap: '1.20' });
    expect(
      (await subClient.call('GET', '/wps/member/info/funds/consolidated')).json().value.requests,
    ).toEqual([]);
  });

  it('ends the contracts below that pay more when an agent accepts a lower rate, and tells them', async () => {
    const subSubClient = await signedIn(subSub.account);
    const offered = (
      await act(subClient, { action: 'offer', memberId: subSub.id, tiers: [tier('0.90')] })
    ).json();
    await act(subSubClient, { action: 'accept', contractId: offered.value.id });
    // A second offer the sub-sub-agent has not answered, above what the sub-agent will have.
    const lower = (await act(topClient, { action: 'offer', memberId: sub.id, tiers: [tier('0.70')] })).json()
      .value;

    published.length = 0;
    // Accepting through a service that records what it publishes.
    await service().act(merchant, sub, 'dailyWage', { action: 'accept', contractId: lower.id });
    const [ended] = (await contractsOf(subSub.id)).filter((row) => row.id === offered.value.id);
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'uplineRateLowered' });
    expect(published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          memberId: top.id,
          type: 'contract',
          data: expect.objectContaining({ change: 'accepted' }),
        }),
        expect.objectContaining({
          memberId: subSub.id,
          data: expect.objectContaining({ change: 'terminated' }),
        }),
      ]),
    );
    const history = await database.db
      .select({ status: agentContracts.status, endReason: agentContracts.endReason })
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, sub.id), eq(agentContracts.kind, 'dailyWage')));
    expect(history.map((row) => row.status).sort()).toEqual(['active', 'replaced']);
  });

  it('ends a contract when one side asks and the other agrees, and not when they refuse', async () => {
    const { mine } = (await subClient.call('GET', '/wps/agent/contracts/dailyWage')).json().value;
    expect((await act(subClient, { action: 'agreeTermination', contractId: mine.id })).json().code).toBe(
      'CONTRACT_NO_TERMINATION',
    );
    await act(topClient, { action: 'terminate', contractId: mine.id });
    const waiting = (await subClient.call('GET', '/wps/member/info/funds/consolidated')).json().value
      .requests;
    expect(waiting).toEqual([
      expect.objectContaining({
        type: 'termination',
        contract: expect.objectContaining({ terminationRequestedBy: 'upline' }),
      }),
    ]);
    // The asker cannot agree with themself.
    expect((await act(topClient, { action: 'agreeTermination', contractId: mine.id })).json().code).toBe(
      'CONTRACT_NO_TERMINATION',
    );
    const refused = (await act(subClient, { action: 'refuseTermination', contractId: mine.id })).json().value;
    expect(refused).toMatchObject({ status: 'active', terminationRequestedBy: null });

    await act(subClient, { action: 'terminate', contractId: mine.id });
    const agreed = (await act(topClient, { action: 'agreeTermination', contractId: mine.id })).json().value;
    expect(agreed).toMatchObject({
      status: 'terminated',
      endReason: 'terminated',
      endedAt: expect.any(String),
    });
    expect((await act(topClient, { action: 'terminate', contractId: mine.id })).json().code).toBe(
      'CONTRACT_NOT_ACTIVE',
    );
    // The operator's contract is ended from the back office, not by the agent.
    const { mine: own } = (await topClient.call('GET', '/wps/agent/contracts/dailyWage')).json().value;
    expect((await act(topClient, { action: 'terminate', contractId: own.id })).json().code).toBe(
      'CONTRACT_OPERATOR',
    );
  });

  it('lets the upline withdraw an offer, and no one else see or answer it', async () => {
    const offered = (
      await act(topClient, { action: 'offer', memberId: sub.id, tiers: [tier('0.30')] })
    ).json().value;
    const stranger = await signedIn(outsider.account);
    expect((await act(stranger, { action: 'reject', contractId: offered.id })).json().code).toBe(
      'CONTRACT_NOT_FOUND',
    );
    expect((await act(subClient, { action: 'withdraw', contractId: offered.id })).json().code).toBe(
      'CONTRACT_NOT_FOUND',
    );
    const withdrawn = (await act(topClient, { action: 'withdraw', contractId: offered.id })).json().value;
    expect(withdrawn).toMatchObject({ status: 'withdrawn' });
    // Another kind's call does not reach this kind's contract.
    expect(
      (
        await act(topClient, { action: 'withdraw', contractId: offered.id }, '/relay/MCS2_processDividendReq')
      ).json().code,
    ).toBe('CONTRACT_NOT_FOUND');
    // A kind the brand has off answers so, whatever is asked.
    const realtime = await act(
      topClient,
      { action: 'withdraw', contractId: offered.id },
      '/relay/MCSFE_processRealTimeSalaryContract',
    );
    expect(realtime.json().code).toBe('FEATURE_DISABLED');
  });

  it('answers the settlement records of the agent only', async () => {
    const records = (await topClient.call('GET', '/wps/agent/contracts/dailyWage/settlements')).json();
    expect(records).toMatchObject({ success: true, value: { content: [], pageNum: 1, total: 0 } });
  });
});
