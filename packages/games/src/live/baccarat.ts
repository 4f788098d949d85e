/**
 * Punto banco baccarat (issue 21, docs/live-tables-maths.md): the tableau that decides every draw,
 * a round dealt from a shoe (`cards.ts`), the payout of every bet, and the exact house edges, counted
 * over every way the next six cards of a full 8-deck shoe can come out.
 *
 * Cards are dealt player, banker, player, banker, then the player's third card if it draws, then the
 * banker's. A hand's total is the sum of its cards' values (ace 1, two to nine at face value, tens and
 * pictures 0) modulo 10.
 * - **Naturals.** If either hand totals 8 or 9 on two cards, both stand and the round is decided.
 * - **Player.** Draws a third card on 0–5, stands on 6–7.
 * - **Banker**, when the player stood: draws on 0–5, stands on 6–7. When the player drew, by the
 *   banker's total and the value of the player's third card: 0–2 draws; 3 draws unless it is an 8;
 *   4 draws on 2–7; 5 draws on 4–7; 6 draws on 6–7; 7 stands.
 * - The higher total wins; equal totals are a tie. A pair is the hand's first two cards of the same
 *   rank (a ten and a king are not a pair).
 */
import { EngineInputError } from '../engine.ts';
import {
  edgeOver,
  type HouseEdgeTable,
  houseEdge,
  PUSH,
  type Rational,
  rational,
  type SettledBet,
  settleWith,
  type TableBet,
  type Weighted,
  win,
  ZERO,
} from './bets.ts';
import { baccaratValue, type Card, dealFrom, type Shoe } from './cards.ts';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/**
 * `commission`: a banker win pays 0.95:1. `no-commission`: a banker win pays 1:1, except a banker
 * win on a total of 6, which pays 1:2.
 */
export type BaccaratMode = 'commission' | 'no-commission';

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** A hand's total: the sum of its card values, modulo 10. */
export const baccaratTotal = (hand: readonly Card[]): number =>
  hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the player, not facing a natural, draws a third card: on 0–5. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker, not facing a natural, draws a third card: by its two-card total and the value
 * of the player's third card (`null` when the player stood).
 */
export const bankerDraws = (bankerTotal: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

/** The tableau on card values: how many cards each hand ends with and its final total. */
const playValues = (next: () => number) => {
  const [p1, b1, p2, b2] = [next(), next(), next(), next()];
  let player = (p1 + p2) % 10;
  let banker = (b1 + b2) % 10;
  let playerThird: number | null = null;
  let bankerThird: number | null = null;
  if (player < 8 && banker < 8) {
    if (playerDraws(player)) {
      playerThird = next();
      player = (player + playerThird) % 10;
    }
    if (bankerDraws(banker, playerThird)) {
      bankerThird = next();
      banker = (banker + bankerThird) % 10;
    }
  }
  return { player, banker, playerThird, bankerThird };
};

const winnerOf = (player: number, banker: number): BaccaratWinner =>
  player > banker ? 'player' : banker > player ? 'banker' : 'tie';

/** What decides every bet of a round. */
export type BaccaratOutcome = {
  winner: BaccaratWinner;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
};

export type BaccaratHand = BaccaratOutcome & {
  /** The player's cards in the order dealt (2 or 3). */
  player: Card[];
  /** The banker's cards in the order dealt (2 or 3). */
  banker: Card[];
  playerTotal: number;
  /** Either hand had 8 or 9 on two cards. */
  natural: boolean;
};

/** A round from the cards `draw` gives, in dealing order (the rule alone, no shoe). */
export const playBaccarat = (draw: () => Card): BaccaratHand => {
  const dealt: Card[] = [];
  const { playerThird, bankerThird } = playValues(() => {
    const card = draw();
    dealt.push(card);
    return baccaratValue(card);
  });
  const player = [dealt[0]!, dealt[2]!];
  const banker = [dealt[1]!, dealt[3]!];
  if (playerThird !== null) player.push(dealt[4]!);
  if (bankerThird !== null) banker.push(dealt.at(-1)!);
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
    natural: dealt.length === 4 && (playerTotal >= 8 || bankerTotal >= 8),
  };
};

export type BaccaratRound = BaccaratHand & {
  /** The shoe position of the round's first card. */
  position: number;
  /** Where the next round starts. */
  nextPosition: number;
  /** The cut card came out in this round: it is the shoe's last. */
  cutCardReached: boolean;
};

/** Deals the round starting at `position` of `shoe` (RangeError once the shoe has ended). */
export const dealBaccaratRound = (shoe: Shoe, position: number): BaccaratRound => {
  const deal = dealFrom(shoe, position);
  const hand = playBaccarat(deal.draw);
  return { ...hand, position, nextPosition: deal.position(), cutCardReached: deal.cutCardReached() };
};

/** Refuses (EngineInputError `unknown_spot`) a spot the baccarat table does not have. */
export const checkBaccaratSpot = (spot: string): BaccaratSpot => {
  if (!(BACCARAT_SPOTS as readonly string[]).includes(spot)) throw new EngineInputError('unknown_spot', spot);
  return spot as BaccaratSpot;
};

const COMMISSION_WIN = rational(39n, 20n);
const BANKER_SIX_WIN = rational(3n, 2n);

/**
 * What one unit staked on `spot` returns on `outcome`, stake included: player 2 (1:1); banker 1.95
 * (0.95:1), or in no-commission 2, 1.5 on a banker win with 6; tie 9 (8:1); pairs 12 (11:1). Player
 * and banker bets push (return 1) on a tie.
 */
export const baccaratFactor = (
  outcome: BaccaratOutcome,
  spot: BaccaratSpot,
  mode: BaccaratMode,
): Rational => {
  const { winner } = outcome;
  switch (spot) {
    case 'player':
      return winner === 'player' ? win(1) : winner === 'tie' ? PUSH : ZERO;
    case 'banker':
      if (winner === 'tie') return PUSH;
      if (winner !== 'banker') return ZERO;
      if (mode === 'commission') return COMMISSION_WIN;
      return outcome.bankerTotal === 6 ? BANKER_SIX_WIN : win(1);
    case 'tie':
      return winner === 'tie' ? win(8) : ZERO;
    case 'player-pair':
      return outcome.playerPair ? win(11) : ZERO;
    case 'banker-pair':
      return outcome.bankerPair ? win(11) : ZERO;
  }
};

/**
 * Settles a round's bets: each bet's payout is floor(stake × factor) minor units, stake included, 0
 * when lost. Only the commissioned banker win (stake × 1.95) and the no-commission banker six (stake
 * × 1.5) can floor, by less than one minor unit; stakes in multiples of 20 minor units never do.
 */
export const settleBaccarat = (
  round: BaccaratOutcome,
  bets: readonly TableBet[],
  mode: BaccaratMode = 'commission',
): SettledBet[] =>
  settleWith(bets, checkBaccaratSpot, (spot) => baccaratFactor(round, spot as BaccaratSpot, mode));

/** A shoe composition to enumerate: a number of full decks, or an infinite deck (every card 1/52). */
export type BaccaratDecks = number | 'infinite';

/** Every outcome of the next round with its weight, and the weights' total (the number of cases). */
export type BaccaratDistribution = { total: bigint; outcomes: Weighted<BaccaratOutcome>[] };

const WINNERS: readonly BaccaratWinner[] = ['player', 'banker', 'tie'];

/**
 * The exact distribution of a round's outcome from a full shoe, counted over every ordered sequence of
 * the six cards a round can use (a round that stops at four or five cards counts once for every way
 * the unused ones could come). The first four cards are enumerated by rank (13 classes, which decides
 * the pairs), the third cards by value (10 classes), each weighted by how many cards of it remain:
 * finite decks draw without replacement, so the total is n(n−1)…(n−5) for n = 52 × decks; an infinite
 * deck weighs every rank 1 of 13, for a total of 13^6.
 */
export const enumerateBaccarat = (decks: BaccaratDecks = 8): BaccaratDistribution => {
  const finite = decks !== 'infinite';
  if (finite && (!Number.isInteger(decks) || decks < 1 || decks > 8))
    throw new RangeError(`bad decks ${decks}`);
  const perRank = finite ? 4 * decks : 1;
  const size = 13 * perRank;
  const ranks = Array.from({ length: 14 }, (_, rank) => (rank === 0 ? 0 : perRank));
  // The weight of the k-th card (0-based) being one of `count` left: without replacement `count`
  // already went down; an infinite deck never changes.
  const left = (dealt: number) => (finite ? size - dealt : size);
  const take = (rank: number) => {
    if (finite) ranks[rank]! -= 1;
  };
  const give = (rank: number) => {
    if (finite) ranks[rank]! += 1;
  };
  // buckets[pairs][winner × 10 + bankerTotal], pairs = 2 × playerPair + bankerPair.
  const buckets = Array.from({ length: 4 }, () => new Array<bigint>(30).fill(0n));
  const inner = new Array<number>(30);
  const values = new Array<number>(10);
  const value = (rank: number) => (rank >= 10 ? 0 : rank);

  for (let r1 = 1; r1 <= 13; r1++) {
    const w1 = ranks[r1]!;
    take(r1);
    for (let r2 = 1; r2 <= 13; r2++) {
      const w2 = w1 * ranks[r2]!;
      if (w2 === 0) continue;
      take(r2);
      for (let r3 = 1; r3 <= 13; r3++) {
        const w3 = w2 * ranks[r3]!;
        if (w3 === 0) continue;
        take(r3);
        for (let r4 = 1; r4 <= 13; r4++) {
          const w4 = w3 * ranks[r4]!;
          if (w4 === 0) continue;
          take(r4);
          values[0] = ranks[10]! + ranks[11]! + ranks[12]! + ranks[13]!;
          for (let v = 1; v <= 9; v++) values[v] = ranks[v]!;
          inner.fill(0);
          const add = (player: number, banker: number, weight: number) => {
            inner[WINNERS.indexOf(winnerOf(player, banker)) * 10 + banker]! += weight;
          };
          const player = (value(r1) + value(r3)) % 10;
          const banker = (value(r2) + value(r4)) % 10;
          if (player >= 8 || banker >= 8) {
            add(player, banker, left(4) * left(5));
          } else if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) add(player, banker, left(4) * left(5));
            else for (let b3 = 0; b3 <= 9; b3++) add(player, (banker + b3) % 10, values[b3]! * left(5));
          } else {
            for (let p3 = 0; p3 <= 9; p3++) {
              const wp = values[p3]!;
              if (wp === 0) continue;
              const finalPlayer = (player + p3) % 10;
              if (!bankerDraws(banker, p3)) {
                add(finalPlayer, banker, wp * left(5));
                continue;
              }
              for (let b3 = 0; b3 <= 9; b3++) {
                const wb = finite && b3 === p3 ? values[b3]! - 1 : values[b3]!;
                add(finalPlayer, (banker + b3) % 10, wp * wb);
              }
            }
          }
          const bucket = buckets[(r1 === r3 ? 2 : 0) + (r2 === r4 ? 1 : 0)]!;
          // w4 ≤ 32^4 and each inner sum ≤ 412 × 411: their product is far below 2^53, exact.
          for (let i = 0; i < 30; i++) if (inner[i]! > 0) bucket[i]! += BigInt(w4 * inner[i]!);
          give(r4);
        }
        give(r3);
      }
      give(r2);
    }
    give(r1);
  }

  const outcomes: Weighted<BaccaratOutcome>[] = [];
  let total = 0n;
  buckets.forEach((bucket, pairs) => {
    bucket.forEach((weight, i) => {
      if (weight === 0n) return;
      total += weight;
      const outcome = {
        winner: WINNERS[Math.floor(i / 10)]!,
        bankerTotal: i % 10,
        playerPair: pairs >= 2,
        bankerPair: pairs % 2 === 1,
      };
      outcomes.push({ outcome, weight });
    });
  });
  return { total, outcomes };
};

/** The probability of an outcome class over a distribution, exactly. */
export const baccaratProbability = (
  { total, outcomes }: BaccaratDistribution,
  holds: (outcome: BaccaratOutcome) => boolean,
): Rational =>
  rational(
    outcomes.reduce((sum, { outcome, weight }) => (holds(outcome) ? sum + weight : sum), 0n),
    total,
  );

const edgeCache = new Map<string, HouseEdgeTable>();

/**
 * The exact house edge of every spot, in `mode`, for a shoe of `decks` (8 by default): 1 − expected
 * return per unit staked, ties returning the player and banker stakes. Enumerates `enumerateBaccarat`
 * once per deck count (tens of milliseconds) and remembers it.
 */
export const baccaratHouseEdges = (
  mode: BaccaratMode = 'commission',
  decks: BaccaratDecks = 8,
): HouseEdgeTable => {
  const key = `${mode}:${decks}`;
  const cached = edgeCache.get(key);
  if (cached) return cached;
  const { outcomes } = enumerateBaccarat(decks);
  const table = Object.fromEntries(
    BACCARAT_SPOTS.map((spot) => [
      spot,
      houseEdge(edgeOver(outcomes, (outcome) => baccaratFactor(outcome, spot, mode))),
    ]),
  );
  edgeCache.set(key, table);
  return table;
};
