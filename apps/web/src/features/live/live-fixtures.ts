/** Live table states shaped by the contracts, for the component tests. */
import type { TLiveTable, TLiveTableState } from '@luckwell/contracts/provider/live';
import { baccaratRoads, type RoadResult } from '@luckwell/games/live/roads';

export const baccaratTable = (over: Partial<TLiveTable> = {}): TLiveTable =>
  ({
    code: 'LWLIVE-BAC-1',
    name: 'Baccarat',
    kind: 'baccarat',
    mode: 'commission',
    decks: 8,
    bettingMs: 15_000,
    dealingMs: 9_000,
    limits: { minStake: '10.00', maxStake: '50000.00' },
    houseEdges: {
      banker: '1.06',
      player: '1.24',
      tie: '14.36',
      'player-pair': '10.36',
      'banker-pair': '10.36',
    },
    ...over,
  }) as TLiveTable;

const HASH = 'a'.repeat(64);

/** Player, banker, banker, tie, banker, player, player: a shoe's first seven hands. */
export const ROAD_RESULTS: RoadResult[] = [
  { winner: 'player', playerPair: false, bankerPair: false },
  { winner: 'banker', playerPair: true, bankerPair: false },
  { winner: 'banker', playerPair: false, bankerPair: false },
  { winner: 'tie', playerPair: false, bankerPair: false },
  { winner: 'banker', playerPair: false, bankerPair: true },
  { winner: 'player', playerPair: false, bankerPair: false },
  { winner: 'player', playerPair: false, bankerPair: false },
];

/** A baccarat table taking bets: 12 s left of round 42 at the server's clock. */
export const bettingState = (over: Partial<TLiveTableState> = {}): TLiveTableState => {
  const now = Date.now();
  return {
    serverTime: new Date(now).toISOString(),
    table: baccaratTable(),
    round: {
      number: 42,
      phase: 'betting',
      bettingAt: new Date(now - 3_000).toISOString(),
      dealsAt: new Date(now + 12_000).toISOString(),
      resultAt: new Date(now + 21_000).toISOString(),
      settledAt: null,
      shoeNumber: 3,
      position: 40,
      outcome: null,
      seedHash: HASH,
      clientSeed: 'LWLIVE-BAC-1:shoe:3',
      serverSeed: null,
    },
    results: [
      {
        number: 41,
        shoeNumber: 3,
        outcome: {
          kind: 'baccarat',
          player: ['9S', 'KH'],
          banker: ['2D', '3C', '4H'],
          playerTotal: 9,
          bankerTotal: 9,
          winner: 'tie',
          playerPair: false,
          bankerPair: false,
          natural: true,
          position: 34,
          nextPosition: 39,
          cutCardReached: false,
        },
      },
    ],
    roads: baccaratRoads(ROAD_RESULTS),
    shoe: {
      number: 3,
      seedHash: HASH,
      clientSeed: 'LWLIVE-BAC-1:shoe:3',
      serverSeed: null,
      revealedAt: null,
    },
    previousShoe: null,
    myBets: [],
    ...over,
  } as TLiveTableState;
};
