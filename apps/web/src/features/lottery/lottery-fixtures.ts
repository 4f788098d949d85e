/** Lottery answers shaped by the contracts, with products made by the very engines the server runs. */
import type {
  TLotteryDraw,
  TLotteryGame,
  TLotteryGameState,
  TLotteryLobby,
  TLotteryTicket,
} from '@luckwell/contracts/provider/lottery';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { lotteryGame } from '@luckwell/games/lottery/games';
import { formatFraction, fraction } from '@luckwell/games/lottery/types';

export const gameFixture = (key: string): TLotteryGame => {
  const game = lotteryGame(key)!;
  return {
    key,
    family: game.family,
    group: game.group,
    region: game.region ?? null,
    intervalSeconds: game.intervalSeconds ?? null,
    drawnBy: game.drawnBy,
    closeSeconds: game.closeSeconds,
    prizeGroup: game.group === 'fast' && game.family !== 'vn' ? 1900 : null,
    enabled: true,
    products: lotteryEngine(game.family)
      .products(game, { prizeGroup: 1900 })
      .map((product) => ({
        code: product.code,
        rates: Object.entries(product.rates).map(([tier, rate]) => ({
          tier,
          rate: formatFraction(rate, 3),
          num: String(rate.num),
          den: String(rate.den),
        })),
        rtp: formatFraction(fraction(product.rtp.num * 100n, product.rtp.den)),
        input: product.input,
        multiHit: product.multiHit,
      })),
  } as TLotteryGame;
};

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export const NORTH_RESULT = [
  { tier: 'special', numbers: ['43214'] },
  { tier: 'g1', numbers: ['36185'] },
  { tier: 'g2', numbers: ['29072', '06055'] },
  { tier: 'g3', numbers: ['59413', '10413', '75719', '92524', '77577', '51523'] },
  { tier: 'g4', numbers: ['3053', '1372', '9628', '0283'] },
  { tier: 'g5', numbers: ['1859', '0819', '8264', '7154', '4129', '4430'] },
  { tier: 'g6', numbers: ['168', '692', '421'] },
  { tier: 'g7', numbers: ['39', '42', '34', '03'] },
];

export const drawFixture = (over: Partial<TLotteryDraw> = {}): TLotteryDraw => ({
  game: 'vn-fast-60',
  issue: '20261127-0042',
  province: null,
  status: 'selling',
  opensAt: at(-20_000),
  closesAt: at(40_000),
  drawAt: at(45_000),
  seedHash: 'ab'.repeat(32),
  serverSeed: null,
  clientSeed: 'vn-fast-60:20261127-0042',
  result: null,
  ...over,
});

export const drawnFixture = (issue: string, over: Partial<TLotteryDraw> = {}) =>
  drawFixture({
    issue,
    status: 'settled',
    opensAt: at(-100_000),
    closesAt: at(-40_000),
    drawAt: at(-35_000),
    serverSeed: 'cd'.repeat(32),
    clientSeed: `vn-fast-60:${issue}`,
    result: NORTH_RESULT,
    ...over,
  });

export const stateFixture = (over: Partial<TLotteryGameState> = {}): TLotteryGameState => ({
  serverTime: new Date().toISOString(),
  game: gameFixture('vn-fast-60'),
  selling: [drawFixture()],
  recent: [drawnFixture('20261127-0041')],
  ...over,
});

export const lobbyFixture = (): TLotteryLobby => ({
  serverTime: new Date().toISOString(),
  games: ['vn-fast-60', 'ssc-60', 'vn-north', 'sea-4d'].map((key) => ({
    game: gameFixture(key),
    current: drawFixture({ game: key }),
    last: key === 'vn-fast-60' ? drawnFixture('20261127-0041') : null,
  })),
});

export const ticketFixture = (over: Partial<Record<keyof TLotteryTicket, unknown>> = {}): TLotteryTicket =>
  ({
    roundId: 'round-1',
    game: 'vn-fast-60',
    issue: '20261127-0042',
    product: 'lo2',
    selection: '05 12',
    betCount: 2,
    unitStake: '1.00',
    multiplier: 1,
    cost: '2.00',
    status: 'open',
    hits: null,
    payout: null,
    createdAt: new Date().toISOString(),
    settledAt: null,
    reducedPercent: null,
    ...over,
  }) as TLotteryTicket;
