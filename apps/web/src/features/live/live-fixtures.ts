/** Live table states shaped by the contracts, for the component tests. */
import type { TLiveShoeVerify, TLiveTable, TLiveTableState } from '@luckwell/contracts/provider/live';
import { DEFAULT_SHOE, shoeFromSeeds } from '@luckwell/games/live/cards';
import { dealFromShoe } from '@luckwell/games/live/outcomes';
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

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/**
 * A baccarat shoe as the verifier route answers it: its first `count` rounds dealt by the engine from
 * `serverSeed`, and the seed shown only when `revealed` (a shoe still being dealt keeps it secret).
 */
export const shoeVerify = async ({
  number,
  serverSeed,
  count = 3,
  revealed = true,
}: {
  number: number;
  serverSeed: string;
  count?: number;
  revealed?: boolean;
}): Promise<TLiveShoeVerify> => {
  const clientSeed = `LWLIVE-BAC-1:shoe:${number}`;
  const cards = shoeFromSeeds({ serverSeed, clientSeed, nonce: 0 }, { ...DEFAULT_SHOE, decks: 8 });
  let position = cards.firstPosition;
  const rounds = Array.from({ length: count }, (_, i) => {
    const outcome = dealFromShoe('baccarat', cards, position);
    position = outcome.nextPosition;
    return { number: 100 * number + i + 1, position: outcome.position, outcome };
  });
  return {
    table: 'LWLIVE-BAC-1',
    kind: 'baccarat',
    decks: 8,
    shoe: {
      number,
      seedHash: await sha256(serverSeed),
      clientSeed,
      serverSeed: revealed ? serverSeed : null,
      revealedAt: revealed ? new Date().toISOString() : null,
    },
    nonce: 0,
    rounds,
  } as TLiveShoeVerify;
};
