/** Agents data shaped by the contracts, for the agents screen tests. */
import type {
  TAdminAgentContracts,
  TAdminAgentTree,
  TAdminContractSettings,
  TAdminSettlementPreview,
  TAdminSettlementRow,
  TAdminTreeMember,
} from '@luckwell/contracts/admin/agents';
import type { TAgentContract, TContractTier } from '@luckwell/contracts/agent/agent-contracts';

export const TOKEN = { token: 'owner-token-0123456789' };

export const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

export const tier = (validBet: string, profitLoss: string, activeMembers: number, rate: string) =>
  ({ validBet, profitLoss, activeMembers, rate }) as TContractTier;

export const treeMember = (overrides: Partial<TAdminTreeMember> = {}): TAdminTreeMember => ({
  id: 11,
  account: 'agent01',
  nickname: 'Agent One',
  type: 1,
  status: 'active',
  uplineAccount: null,
  teamSize: 14,
  directCount: 2,
  contracts: [{ kind: 'dailyWage', maxRate: '1.50', uplineAccount: null }],
  ...overrides,
});

export const topTree = (content: TAdminTreeMember[] = [treeMember()]): TAdminAgentTree => ({
  merchantCode: 'LW',
  parent: null,
  content,
  truncated: false,
});

export const downlineTree = (): TAdminAgentTree => ({
  merchantCode: 'LW',
  parent: { id: 11, account: 'agent01', path: [{ id: 11, account: 'agent01' }] },
  content: [
    treeMember({
      id: 21,
      account: 'sub01',
      nickname: 'Sub One',
      type: 2,
      uplineAccount: 'agent01',
      teamSize: 6,
      directCount: 6,
      contracts: [{ kind: 'dailyWage', maxRate: '1.00', uplineAccount: 'agent01' }],
    }),
    treeMember({
      id: 22,
      account: 'player01',
      nickname: 'Player One',
      type: 0,
      uplineAccount: 'agent01',
      teamSize: 0,
      directCount: 0,
      contracts: [],
    }),
  ],
  truncated: false,
});

export const contract = (overrides: Partial<TAgentContract> = {}): TAgentContract => ({
  id: 40,
  kind: 'dailyWage',
  cycle: 'daily',
  status: 'active',
  tiers: [tier('1000000.00', '0.00', 5, '1.50')],
  maxRate: '1.50',
  member: { id: 11, account: 'agent01', nickname: 'Agent One' },
  upline: null,
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: '2026-11-01T08:00:00.000Z',
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  ...overrides,
});

export const memberContracts = (overrides: Partial<TAdminAgentContracts> = {}): TAdminAgentContracts => ({
  member: {
    id: 11,
    merchantCode: 'LW',
    account: 'agent01',
    nickname: 'Agent One',
    type: 1,
    uplineAccount: null,
  },
  contracts: [
    contract(),
    contract({
      id: 31,
      kind: 'dividend',
      cycle: 'weekly',
      status: 'terminated',
      tiers: [tier('5000000.00', '100000.00', 3, '20.00')],
      maxRate: '20.00',
      endedAt: '2026-10-20T08:00:00.000Z',
      endReason: 'terminated',
    }),
  ],
  ...overrides,
});

export const settingsList = (): TAdminContractSettings[] => [
  { kind: 'dividend', enabled: true, cycle: 'weekly', payer: 'platform', maxRate: '50.00' },
  { kind: 'dailyWage', enabled: true, cycle: 'daily', payer: 'platform', maxRate: '3.00' },
  { kind: 'hourlySalary', enabled: false, cycle: 'hourly', payer: 'platform', maxRate: '1.00' },
  { kind: 'realtimeSalary', enabled: false, cycle: 'fiveMinutes', payer: 'platform', maxRate: '1.00' },
];

export const settlementRow = (overrides: Partial<TAdminSettlementRow> = {}): TAdminSettlementRow =>
  ({
    id: -1,
    kind: 'dailyWage',
    periodKey: '2026-11-25',
    from: '2026-11-25',
    to: '2026-11-25',
    status: 'pending',
    validBet: '2400000.00',
    profitLoss: '0.00',
    activeMembers: 7,
    rate: '1.50',
    amount: '18000.00',
    payer: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    paidAt: null,
    lines: [
      {
        account: 'agent01',
        role: 'self',
        basis: '200000.00',
        rate: '1.50',
        downlineRate: null,
        amount: '3000.00',
      },
      {
        account: 'player01',
        role: 'player',
        basis: '400000.00',
        rate: '1.50',
        downlineRate: null,
        amount: '6000.00',
      },
      {
        account: 'sub01',
        role: 'agent',
        basis: '1800000.00',
        rate: '0.50',
        downlineRate: '1.00',
        amount: '9000.00',
      },
    ],
    account: 'agent01',
    ...overrides,
  }) as TAdminSettlementRow;

export const preview = (overrides: Partial<TAdminSettlementPreview> = {}): TAdminSettlementPreview =>
  ({
    kind: 'dailyWage',
    periodKey: '2026-11-25',
    from: '2026-11-25',
    to: '2026-11-25',
    closed: false,
    settled: false,
    rows: [settlementRow()],
    total: '18000.00',
    ...overrides,
  }) as TAdminSettlementPreview;
