/**
 * The browser's replay of a live shoe or round (ADR 082) with the very engine files the table dealt
 * with: a card table's shoe rebuilt from its revealed seed (`shoeFromSeeds`, nonce 0) and every round
 * dealt again from its position; a sic bo or roulette round drawn again from its own seed. The seed's
 * SHA-256 is compared with the hash published before the first bet. Loaded when a player asks.
 */
import type { TLiveOutcome, TLiveRoundVerify, TLiveShoeVerify } from '@luckwell/contracts/provider/live';
import { sha256Hex } from '../jackpot-fairness/fair-draw.ts';

export type RoundCheck = { number: number; matches: boolean; replayed: TLiveOutcome | null };
export type VerifyReport = {
  hashMatches: boolean;
  computedHash: string;
  rounds: RoundCheck[];
  /** Every round replayed equal to the table's. */
  matches: boolean;
};

/** What decides a round's bets, compared between the table's outcome and the replay. */
const essence = (outcome: TLiveOutcome) => {
  switch (outcome.kind) {
    case 'baccarat':
      return [outcome.player.join(' '), outcome.banker.join(' '), outcome.winner].join('|');
    case 'dragon_tiger':
      return [outcome.dragon, outcome.tiger, outcome.winner].join('|');
    case 'sic_bo':
      return outcome.dice.join('-');
    case 'roulette':
      return String(outcome.number);
  }
};

export const sameOutcome = (a: TLiveOutcome, b: TLiveOutcome | null) =>
  b !== null && a.kind === b.kind && essence(a) === essence(b);

/** Rebuilds a revealed shoe and deals each of its rounds again. */
export const verifyShoe = async (shoe: TLiveShoeVerify): Promise<VerifyReport> => {
  const seed = shoe.shoe.serverSeed;
  if (!seed) throw new Error('the shoe has not ended');
  const [{ DEFAULT_SHOE, cardCode, shoeFromSeeds }, { dealBaccaratRound }, { dealDragonTigerRound }] =
    await Promise.all([
      import('@luckwell/games/live/cards'),
      import('@luckwell/games/live/baccarat'),
      import('@luckwell/games/live/dragon-tiger'),
    ]);
  const cards = shoeFromSeeds(
    { serverSeed: seed, clientSeed: shoe.shoe.clientSeed, nonce: shoe.nonce },
    { ...DEFAULT_SHOE, decks: shoe.decks },
  );
  const rounds = shoe.rounds.map(({ number, position, outcome }): RoundCheck => {
    let replayed: TLiveOutcome | null = null;
    try {
      if (shoe.kind === 'baccarat') {
        const round = dealBaccaratRound(cards, position);
        replayed = {
          kind: 'baccarat',
          player: round.player.map(cardCode),
          banker: round.banker.map(cardCode),
          playerTotal: round.playerTotal,
          bankerTotal: round.bankerTotal,
          winner: round.winner,
          playerPair: round.playerPair,
          bankerPair: round.bankerPair,
          natural: round.natural,
          position: round.position,
          nextPosition: round.nextPosition,
          cutCardReached: round.cutCardReached,
        };
      } else if (shoe.kind === 'dragon_tiger') {
        const round = dealDragonTigerRound(cards, position);
        replayed = {
          kind: 'dragon_tiger',
          dragon: cardCode(round.dragon),
          tiger: cardCode(round.tiger),
          winner: round.winner,
          suitedTie: round.suitedTie,
          position: round.position,
          nextPosition: round.nextPosition,
          cutCardReached: round.cutCardReached,
        };
      }
    } catch {
      replayed = null;
    }
    return { number, matches: sameOutcome(outcome, replayed), replayed };
  });
  const computedHash = await sha256Hex(seed);
  return {
    computedHash,
    hashMatches: computedHash === shoe.shoe.seedHash.toLowerCase(),
    rounds,
    matches: rounds.every((round) => round.matches),
  };
};

/** Draws a sic bo or roulette round again from its revealed seed. */
export const verifyRound = async (verify: TLiveRoundVerify): Promise<VerifyReport> => {
  const { round } = verify;
  if (!round.serverSeed || !round.outcome) throw new Error('the round has not been revealed');
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: verify.nonce };
  let replayed: TLiveOutcome | null = null;
  if (verify.kind === 'sic_bo') {
    const { rollSicBoFromSeeds } = await import('@luckwell/games/live/sic-bo');
    const roll = rollSicBoFromSeeds(seeds);
    replayed = { kind: 'sic_bo', dice: [...roll.dice], total: roll.total, triple: roll.triple };
  } else if (verify.kind === 'roulette') {
    const { spinRouletteFromSeeds } = await import('@luckwell/games/live/roulette');
    const spin = spinRouletteFromSeeds(seeds);
    replayed = { kind: 'roulette', number: spin.number, color: spin.color, wheelIndex: spin.wheelIndex };
  }
  const computedHash = await sha256Hex(round.serverSeed);
  const matches = sameOutcome(round.outcome, replayed);
  return {
    computedHash,
    hashMatches: computedHash === round.seedHash.toLowerCase(),
    rounds: [{ number: round.number, matches, replayed }],
    matches,
  };
};
