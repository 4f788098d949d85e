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
  const [{ DEFAULT_SHOE, shoeFromSeeds }, { dealFromShoe }] = await Promise.all([
    import('@luckwell/games/live/cards'),
    import('@luckwell/games/live/outcomes'),
  ]);
  const cards = shoeFromSeeds(
    { serverSeed: seed, clientSeed: shoe.shoe.clientSeed, nonce: shoe.nonce },
    { ...DEFAULT_SHOE, decks: shoe.decks },
  );
  const rounds = shoe.rounds.map(({ number, position, outcome }): RoundCheck => {
    let replayed: TLiveOutcome | null = null;
    try {
      if (shoe.kind === 'baccarat' || shoe.kind === 'dragon_tiger')
        replayed = dealFromShoe(shoe.kind, cards, position);
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
  if (verify.kind === 'sic_bo' || verify.kind === 'roulette') {
    const { drawFromSeeds } = await import('@luckwell/games/live/outcomes');
    replayed = drawFromSeeds(verify.kind, seeds);
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
