import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import {
  BRANDS,
  contract,
  downlineTree,
  memberContracts,
  settingsList,
  TOKEN,
  tier,
  topTree,
} from './agents-test-data.ts';

const network = {
  'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
  'GET /admin-api/agents/tree': ({ query }: { query: URLSearchParams }) =>
    jsonResponse(200, ok(query.get('parentId') === '11' ? downlineTree() : topTree())),
  'GET /admin-api/agents/11/contracts': () => jsonResponse(200, ok(memberContracts())),
  'GET /admin-api/agents/settings': () => jsonResponse(200, ok(settingsList())),
};

describe('the agent tree', () => {
  it("lists the brand's top agents and drills into a downline and back by the path", async () => {
    const { calls } = mockApi({ ...meHandler('owner'), ...network });
    const { router } = renderApp('/agents', TOKEN);
    const results = await screen.findByRole('region', { name: 'Accounts in the tree' }, { timeout: 5_000 });
    const agent = (await within(results).findByRole('button', { name: 'agent01' })).closest('tr')!;
    expect(within(agent).getByText('Daily wage · 1.50%')).toBeTruthy();
    expect(within(agent).getByText('from the operator')).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin-api/agents/tree')?.query.get('merchantCode')).toBe('LW');

    fireEvent.click(within(agent).getByRole('button', { name: 'Open the downline of agent01' }));
    const sub = (await within(results).findByRole('button', { name: 'sub01' })).closest('tr')!;
    expect(within(sub).getByText('from agent01')).toBeTruthy();
    expect(within(sub).getByText('Sub-agent')).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'player01' })).toBeTruthy();
    expect(router.state.location.search).toBe('?brand=LW&parent=11');
    expect(
      calls
        .filter((c) => c.path === '/admin-api/agents/tree')
        .at(-1)
        ?.query.get('parentId'),
    ).toBe('11');
    const path = screen.getByRole('navigation', { name: 'Path in the agent tree' });
    expect(within(path).getByText('agent01').getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(path).getByRole('button', { name: 'Top agents' }));
    expect(await within(results).findByRole('button', { name: 'agent01' })).toBeTruthy();
    expect(router.state.location.search).toBe('?brand=LW');
  });

  it('searches accounts at any level and says when nothing matches', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...network,
      'GET /admin-api/agents/tree': ({ query }) =>
        jsonResponse(200, ok(topTree(query.get('q') ? [] : undefined))),
    });
    renderApp('/agents', TOKEN);
    const field = await screen.findByLabelText('Account starts with', undefined, { timeout: 5_000 });
    fireEvent.change(field, { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account of this brand starts with “zz”.')).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === '/admin-api/agents/tree')
        .at(-1)
        ?.query.get('q'),
    ).toBe('zz');
  });

  it("grants a top agent the operator's contract, showing a refusal under the tier field it names", async () => {
    let answer: 'cap' | 'overlap' | 'ok' = 'cap';
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...network,
      'POST /admin-api/agents/11/contracts': () =>
        answer === 'cap'
          ? jsonResponse(
              400,
              fail('CONTRACT_RATE_ABOVE_OWN', 'in_contract_rate_above_own', {
                field: 'body.tiers.1.rate',
                params: { cap: '1.80' },
              }),
            )
          : answer === 'overlap'
            ? jsonResponse(
                400,
                fail('CONTRACT_TIERS_OVERLAP', 'in_contract_tiers_overlap', {
                  field: 'body.tiers.1.activeMembers',
                }),
              )
            : jsonResponse(
                200,
                ok(
                  contract({
                    id: 41,
                    tiers: [tier('1000000.00', '0.00', 5, '1.50'), tier('5000000.00', '0.00', 12, '1.80')],
                  }),
                ),
              ),
    });
    renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Agent network: agent01' });
    expect(await within(panel).findByRole('article', { name: 'Daily wage contract #40' })).toBeTruthy();
    expect(within(panel).getByRole('article', { name: 'Dividend contract #31' }).textContent).toContain(
      'Ended on request',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Grant contract' }));

    const dialog = await screen.findByRole('dialog', { name: 'Grant the operator’s contract to agent01' });
    fireEvent.change(await within(dialog).findByLabelText('Kind'), { target: { value: 'dailyWage' } });
    // It starts from the contract in force of the kind, which it replaces.
    const first = within(dialog).getByRole('group', { name: 'Tier 1' });
    expect((within(first).getByLabelText('Rate (%)') as HTMLInputElement).value).toBe('1.50');
    expect(within(dialog).queryByLabelText('House profit in the period')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    fireEvent.change(within(second).getByLabelText('Valid bet in the period'), {
      target: { value: '5,000,000' },
    });
    fireEvent.change(within(second).getByLabelText('Active members'), { target: { value: '10' } });
    fireEvent.change(within(second).getByLabelText('Rate (%)'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'November review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant contract' }));

    expect(
      await within(second).findByText('At most 1.80%, the highest this brand allows for this kind.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      kind: 'dailyWage',
      tiers: [
        { validBet: '1000000.00', profitLoss: '0.00', activeMembers: 5, rate: '1.50' },
        { validBet: '5000000.00', profitLoss: '0.00', activeMembers: 10, rate: '2.00' },
      ],
      reason: 'November review',
    });

    answer = 'overlap';
    fireEvent.change(within(second).getByLabelText('Rate (%)'), { target: { value: '1.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant contract' }));
    expect(
      await within(second).findByText(
        'Each tier must need more valid bet than the one before it, with no less profit, members or rate.',
      ),
    ).toBeTruthy();
    expect(within(second).getByLabelText('Active members').getAttribute('aria-invalid')).toBe('true');

    answer = 'ok';
    fireEvent.change(within(second).getByLabelText('Active members'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant contract' }));
    expect(await screen.findByText('Daily wage contract granted to agent01.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Grant the operator’s contract to agent01' })).toBeNull();
  });

  it('checks the tiers before sending: they climb and stay within the cap', async () => {
    const { calls } = mockApi({ ...meHandler('owner'), ...network });
    renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Agent network: agent01' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Grant contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant the operator’s contract to agent01' });
    fireEvent.change(await within(dialog).findByLabelText('Kind'), { target: { value: 'dailyWage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    fireEvent.change(within(second).getByLabelText('Valid bet in the period'), {
      target: { value: '500000' },
    });
    fireEvent.change(within(second).getByLabelText('Active members'), { target: { value: '5' } });
    fireEvent.change(within(second).getByLabelText('Rate (%)'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant contract' }));
    expect(await within(second).findByText('Must be more than tier 1.')).toBeTruthy();
    expect(
      within(second).getByText('At most 3.00%, the highest this brand allows for this kind.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Give a reason of 3 to 500 characters/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('ends a contract in force after a confirmation with a reason', async () => {
    let ended = false;
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...network,
      'GET /admin-api/agents/11/contracts': () =>
        jsonResponse(
          200,
          ok(
            ended
              ? memberContracts({
                  contracts: [
                    contract({
                      status: 'terminated',
                      endedAt: '2026-11-26T08:00:00.000Z',
                      endReason: 'terminated',
                    }),
                  ],
                })
              : memberContracts(),
          ),
        ),
      'POST /admin-api/agents/contracts/40/terminate': () => {
        ended = true;
        return jsonResponse(200, ok(contract({ status: 'terminated', endReason: 'terminated' })));
      },
    });
    renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const card = await screen.findByRole('article', { name: 'Daily wage contract #40' });
    fireEvent.click(within(card).getByRole('button', { name: 'End contract' }));
    const confirm = await screen.findByRole('dialog', { name: 'End the Daily wage contract of agent01?' });
    fireEvent.change(within(confirm).getByLabelText('Reason'), { target: { value: 'Agent left' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End contract' }));
    expect(await screen.findByText('Daily wage contract of agent01 ended.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin-api/agents/contracts/40/terminate')?.body).toEqual({
      reason: 'Agent left',
    });
    expect(
      await within(await screen.findByRole('article', { name: 'Daily wage contract #40' })).findByText(
        'Ended',
      ),
    ).toBeTruthy();
  });

  it('moves a member, naming a refused upline under the account field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...network,
      'POST /admin-api/agents/11/move': () =>
        refuse
          ? jsonResponse(
              400,
              fail('VALIDATION_FAILED', 'in_move_into_own_team', { field: 'body.uplineAccount' }),
            )
          : jsonResponse(200, ok({ id: 11, account: 'agent01', uplineAccount: 'boss02', endedContracts: 0 })),
    });
    renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Agent network: agent01' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Move to another upline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move agent01' });
    const account = within(dialog).getByLabelText('New upline (account)');
    fireEvent.change(account, { target: { value: 'sub01' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Team merge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move member' }));
    expect(
      await within(dialog).findByText('A member cannot move under someone in their own team.'),
    ).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    fireEvent.change(account, { target: { value: 'boss02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move member' }));
    expect(await screen.findByText('agent01 is now under boss02. Contracts ended: 0.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin-api/agents/11/move').at(-1)?.body).toEqual({
      uplineAccount: 'boss02',
      reason: 'Team merge',
    });
  });

  it("opens an agent's reports: the team figures by period and the loss statements of a period", async () => {
    const figures = (validBet: string, winLoss: string) => ({
      newMembers: 2,
      activeMembers: 3,
      firstDeposits: 1,
      deposits: '5000000.00',
      withdrawals: '0.00',
      rounds: 12,
      validBet,
      winLoss,
    });
    const span = (period: string) => ({ period, from: '2026-11-26', to: '2026-11-26' });
    const loss = (period: string | null) =>
      period === 'lastMonth'
        ? {
            from: '2026-10-01',
            to: '2026-10-31',
            content: [],
            totals: {
              players: 0,
              rounds: 0,
              stake: '0.00',
              validBet: '0.00',
              payout: '0.00',
              winLoss: '0.00',
            },
            pageNum: 1,
            totalPages: 1,
            total: 0,
            currencySymbol: '₫',
          }
        : {
            from: '2026-11-26',
            to: '2026-11-26',
            content: [
              {
                id: 31,
                account: 'player01',
                level: 1,
                rounds: 7,
                stake: '700000.00',
                validBet: '700000.00',
                payout: '100000.00',
                winLoss: '-600000.00',
              },
              {
                id: 32,
                account: 'kid01',
                level: 2,
                rounds: 5,
                stake: '50000.00',
                validBet: '50000.00',
                payout: '90000.00',
                winLoss: '40000.00',
              },
            ],
            totals: {
              players: 2,
              rounds: 12,
              stake: '750000.00',
              validBet: '750000.00',
              payout: '190000.00',
              winLoss: '-560000.00',
            },
            pageNum: 1,
            totalPages: 1,
            total: 2,
            currencySymbol: '₫',
          };
    const { calls } = mockApi({
      ...meHandler('support'),
      ...network,
      'GET /admin-api/agents/11/team': () =>
        jsonResponse(
          200,
          ok({
            teamSize: 9,
            directMembers: 4,
            subAgents: 1,
            periods: [
              { ...span('today'), ...figures('750000.00', '-560000.00') },
              { ...span('yesterday'), ...figures('0.00', '0.00') },
              { ...span('thisWeek'), ...figures('1750000.00', '-60000.00') },
              { ...span('thisMonth'), ...figures('9750000.00', '1200000.00') },
            ],
            days: [],
            currencySymbol: '₫',
          }),
        ),
      'GET /admin-api/agents/11/loss': ({ query }) => jsonResponse(200, ok(loss(query.get('period')))),
    });
    renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Agent network: agent01' });
    fireEvent.click(await within(panel).findByRole('tab', { name: 'Reports' }));

    const table = await within(panel).findByRole('table', { name: 'Team figures' });
    const validBet = within(table).getByRole('row', { name: /Valid bet/ });
    expect(
      within(validBet)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['750,000.00', '0.00', '1,750,000.00', '9,750,000.00']);
    expect(within(panel).getByText('Team size').nextSibling?.textContent).toBe('9');

    const statements = await within(panel).findByRole('table', { name: 'User loss statements' });
    expect(await within(statements).findByText('player01')).toBeTruthy();
    expect(within(statements).getByRole('row', { name: /Team total, 2 players/ }).textContent).toContain(
      '-560,000.00',
    );
    expect(calls.find((c) => c.path === '/admin-api/agents/11/loss')?.query.get('period')).toBe('today');

    fireEvent.click(within(panel).getByRole('tab', { name: 'Last month' }));
    expect(await within(panel).findByText('Nobody in the team played')).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === '/admin-api/agents/11/loss')
        .at(-1)
        ?.query.get('period'),
    ).toBe('lastMonth');
  });

  it('shows support the contracts without the actions, and refuses content', async () => {
    mockApi({ ...meHandler('support'), ...network });
    const view = renderApp('/agents', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'agent01' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Agent network: agent01' });
    expect(await within(panel).findByRole('article', { name: 'Daily wage contract #40' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Grant contract' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Move to another upline' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'End contract' })).toBeNull();
    view.unmount();

    mockApi({ ...meHandler('content') });
    renderApp('/agents', TOKEN);
    expect(await screen.findByText('Not available to your role', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
