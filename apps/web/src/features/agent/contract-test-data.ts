/** Contract data shaped by the contracts, for the contract page and popup tests. */
import type {
  TAgentContract,
  TConsolidated,
  TContractSettlements,
  TContractsPage,
  TContractTier,
} from '@luckwell/contracts/agent/agent-contracts';

export const tier = (validBet: string, profitLoss: string, activeMembers: number, rate: string) =>
  ({ validBet, profitLoss, activeMembers, rate }) as TContractTier;

export const contract = (over: Partial<TAgentContract> = {}): TAgentContract => ({
  id: 40,
  kind: 'dividend',
  cycle: 'halfMonthly',
  status: 'active',
  tiers: [tier('1000000.00', '50000.00', 5, '20.00'), tier('5000000.00', '200000.00', 12, '30.00')],
  maxRate: '30.00',
  member: { id: 7, account: 'player01', nickname: 'Player One' },
  upline: { id: 3, account: 'boss01', nickname: 'Boss' },
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: '2026-11-02T08:00:00.000Z',
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  ...over,
});

export const contractsPage = (over: Partial<TContractsPage> = {}): TContractsPage => ({
  kind: 'dividend',
  cycle: 'halfMonthly',
  payer: 'platform',
  mine: contract(),
  offers: [],
  offerCap: '30.00',
  downlines: [
    { member: { id: 21, account: 'sub01', nickname: 'Sub One' }, contract: null, pending: null },
    {
      member: { id: 22, account: 'sub02', nickname: 'sub02' },
      contract: contract({
        id: 41,
        member: { id: 22, account: 'sub02', nickname: 'sub02' },
        upline: { id: 7, account: 'player01', nickname: 'Player One' },
        tiers: [tier('1000000.00', '50000.00', 3, '10.00')],
        maxRate: '10.00',
      }),
      pending: null,
    },
  ],
  ...over,
});

export const noSettlements: TContractSettlements = {
  content: [],
  pageNum: 1,
  totalPages: 0,
  total: 0,
  currencySymbol: '₫',
};

export const consolidated = (over: Partial<TConsolidated> = {}): TConsolidated => ({
  divtypereq: true,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  requests: [],
  ...over,
});
