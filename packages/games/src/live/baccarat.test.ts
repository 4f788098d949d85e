import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../engine.ts';
import {
  BACCARAT_SPOTS,
  type BaccaratDecks,
  type BaccaratOutcome,
  baccaratHouseEdges,
  baccaratProbability,
  baccaratTotal,
  bankerDraws,
  dealBaccaratRound,
  enumerateBaccarat,
  playBaccarat,
  playerDraws,
  settleBaccarat,
} from './baccarat.ts';
import { rational } from './bets.ts';
import { type Card, cardCode, cards, orderedShoe, type Shoe, shoeFromSeeds } from './cards.ts';

/** Plays `codes` in dealing order: player, banker, player, banker, then the third cards. */
const play = (codes: string) => {
  const deck = cards(codes);
  let next = 0;
  const hand = playBaccarat(() => deck[next++]!);
  return { ...hand, used: next, player: hand.player.map(cardCode), banker: hand.banker.map(cardCode) };
};

const outcome = (winner: BaccaratOutcome['winner'], bankerTotal = 5): BaccaratOutcome => ({
  winner,
  bankerTotal,
  playerPair: false,
  bankerPair: false,
});

describe('the baccarat tableau', () => {
  it('counts tens and pictures as 0 and keeps the last digit of a total', () => {
    expect(baccaratTotal(cards('KS 9H'))).toBe(9);
    expect(baccaratTotal(cards('7S 8H'))).toBe(5);
    expect(baccaratTotal(cards('TS JH QD'))).toBe(0);
    expect(baccaratTotal(cards('AS 9H KD'))).toBe(0);
  });

  it('stops both hands on a natural 8 or 9', () => {
    const natural = play('9S 4H KD 2C');
    expect(natural).toMatchObject({ player: ['9S', 'KD'], banker: ['4H', '2C'], natural: true, used: 4 });
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
    // The banker's natural stops a player who would otherwise draw on 0.
    expect(play('KS 4H QD 4C')).toMatchObject({ playerTotal: 0, bankerTotal: 8, winner: 'banker', used: 4 });
    expect(play('4S 8H 4D KC')).toMatchObject({ winner: 'tie', natural: true, used: 4 });
  });

  it('has the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(play('5S 4H KD KC 3D 2S')).toMatchObject({ player: ['5S', 'KD', '3D'], playerTotal: 8, used: 6 });
    expect(play('6S 7H KD KC 3D')).toMatchObject({ player: ['6S', 'KD'], banker: ['7H', 'KC'], used: 4 });
  });

  it('has the banker draw on 0–5 and stand on 6–7 when the player stood', () => {
    expect(play('6S 5H KD KC 3D')).toMatchObject({
      banker: ['5H', 'KC', '3D'],
      bankerTotal: 8,
      winner: 'banker',
    });
    expect(play('7S 6H KD KC 3D')).toMatchObject({ banker: ['6H', 'KC'], used: 4, winner: 'player' });
  });

  // Rows: the banker's two-card total 0–7. Columns: the player stood (-), then its third card 0–9.
  // D draws, S stands: the published tableau.
  const TABLEAU = [
    'D DDDDDDDDDD',
    'D DDDDDDDDDD',
    'D DDDDDDDDDD',
    'D DDDDDDDDSD',
    'D SSDDDDDDSS',
    'D SSSSDDDDSS',
    'S SSSSSSDDSS',
    'S SSSSSSSSSS',
  ];
  const rankOf = (value: number) => (value === 0 ? 'T' : value === 1 ? 'A' : String(value));

  for (let banker = 0; banker <= 7; banker++) {
    for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const column = third === null ? 0 : third + 2;
      const draws = TABLEAU[banker]![column] === 'D';
      const case_ = third === null ? 'the player stood' : `the player's third card is worth ${third}`;
      it(`${draws ? 'draws' : 'stands'} on banker ${banker} when ${case_}`, () => {
        expect(bankerDraws(banker, third)).toBe(draws);
        // Through a dealt round: the player stands on 6 (K 6) or draws on 0 (K K); the banker holds
        // K and its total; the player's third card is worth `third`; the banker's would be the ace.
        const player = third === null ? ['KS', '6S'] : ['KS', 'KH'];
        const deal = [player[0], 'KD', player[1], `${rankOf(banker)}C`];
        if (third !== null) deal.push(`${rankOf(third)}H`);
        deal.push('AD');
        const hand = play(deal.join(' '));
        expect(hand.banker).toHaveLength(draws ? 3 : 2);
        expect(hand.player).toHaveLength(third === null ? 2 : 3);
      });
    }
  }

  it('calls a hand a pair when its first two cards share a rank, not merely a value', () => {
    expect(play('7S 3H 7D 3C KS 5H')).toMatchObject({ playerPair: true, bankerPair: true });
    expect(play('TS 9H KD 9C')).toMatchObject({ playerPair: false, bankerPair: true });
  });
});

describe('a baccarat round from the shoe', () => {
  const base = orderedShoe(1);
  const shoe = (codes: string, cutIndex: number): Shoe => ({
    decks: 1,
    cards: [...base.slice(0, 2), ...cards(codes), ...base.slice(0, 10)],
    cutIndex,
    burnCard: base[0]!,
    firstPosition: 2,
  });

  it('deals from its position and says where the next round starts', () => {
    const dealt = dealBaccaratRound(shoe('9S 4H KD 2C 5S 4H KD KC 3D 2S', 20), 2);
    expect(dealt).toMatchObject({ position: 2, nextPosition: 6, cutCardReached: false, winner: 'player' });
    const second = dealBaccaratRound(shoe('9S 4H KD 2C 5S 4H KD KC 3D 2S', 20), dealt.nextPosition);
    expect(second.player.map(cardCode)).toEqual(['5S', 'KD', '3D']);
    expect(second).toMatchObject({ nextPosition: 12, cutCardReached: false });
  });

  it('reports the cut card when it comes out, even as the round’s last card, and refuses the round after', () => {
    const table = shoe('5S 4H KD KC 3D 2S 9S 4H KD 2C', 7);
    const round = dealBaccaratRound(table, 2);
    expect(round).toMatchObject({ nextPosition: 8, cutCardReached: true });
    expect(dealBaccaratRound({ ...table, cutIndex: 8 }, 2).cutCardReached).toBe(false);
    expect(() => dealBaccaratRound(table, round.nextPosition)).toThrow(RangeError);
  });

  it('plays a seeded shoe to its cut card, using every card in order', () => {
    const seeded = shoeFromSeeds({ serverSeed: 'baccarat-shoe', clientSeed: 'table-1', nonce: 0 });
    let position = seeded.firstPosition;
    let rounds = 0;
    for (;;) {
      const round = dealBaccaratRound(seeded, position);
      const dealt: Card[] = seeded.cards.slice(position, round.nextPosition);
      expect(dealt).toHaveLength(round.player.length + round.banker.length);
      rounds += 1;
      position = round.nextPosition;
      if (round.cutCardReached) break;
    }
    expect(position).toBeGreaterThan(seeded.cutIndex);
    expect(position).toBeLessThanOrEqual(seeded.cutIndex + 6);
    expect(rounds).toBeGreaterThan(60);
  });
});

describe('baccarat bets', () => {
  const bets = BACCARAT_SPOTS.map((spot) => ({ spot, stake: 100 }));
  const paid = (o: BaccaratOutcome, mode: 'commission' | 'no-commission' = 'commission') =>
    Object.fromEntries(settleBaccarat(o, bets, mode).map(({ spot, payout }) => [spot, payout]));

  it('pay player 1:1, banker 0.95:1, tie 8:1 and pairs 11:1, stake included', () => {
    expect(paid(outcome('player'))).toEqual({
      player: 200,
      banker: 0,
      tie: 0,
      'player-pair': 0,
      'banker-pair': 0,
    });
    expect(paid(outcome('banker'))).toEqual({
      player: 0,
      banker: 195,
      tie: 0,
      'player-pair': 0,
      'banker-pair': 0,
    });
    expect(paid({ ...outcome('player'), playerPair: true, bankerPair: true })).toMatchObject({
      'player-pair': 1200,
      'banker-pair': 1200,
    });
  });

  it('return player and banker stakes on a tie, which pays 8:1', () => {
    expect(paid(outcome('tie'))).toEqual({
      player: 100,
      banker: 100,
      tie: 900,
      'player-pair': 0,
      'banker-pair': 0,
    });
    expect(paid(outcome('tie'), 'no-commission')).toMatchObject({ player: 100, banker: 100, tie: 900 });
  });

  it('pay the banker 1:1 without commission, except 1:2 on a winning banker six', () => {
    expect(paid(outcome('banker', 7), 'no-commission')).toMatchObject({ banker: 200 });
    expect(paid(outcome('banker', 6), 'no-commission')).toMatchObject({ banker: 150 });
    expect(paid(outcome('banker', 6), 'commission')).toMatchObject({ banker: 195 });
  });

  it('floor a commissioned or halved win to the minor unit', () => {
    const settle = (stake: number, o: BaccaratOutcome, mode: 'commission' | 'no-commission') =>
      settleBaccarat(o, [{ spot: 'banker', stake }], mode)[0]!.payout;
    expect(settle(15, outcome('banker'), 'commission')).toBe(29); // 15 × 1.95 = 29.25
    expect(settle(1, outcome('banker'), 'commission')).toBe(1);
    expect(settle(3, outcome('banker', 6), 'no-commission')).toBe(4); // 3 × 1.5 = 4.5
  });

  it('refuses a spot the table does not have, or a bad stake, settling nothing', () => {
    expect(() => settleBaccarat(outcome('tie'), [{ spot: 'dragon', stake: 10 }])).toThrow(EngineInputError);
    expect(() => settleBaccarat(outcome('tie'), [{ spot: 'player', stake: -1 }])).toThrow(EngineInputError);
  });
});

/**
 * An independent count: every sequence of card values the tableau asks for, driving `playBaccarat`
 * itself, weighted by the cards left of each value and extended to six cards.
 */
const enumerateByPlaying = (decks: BaccaratDecks) => {
  const finite = decks !== 'infinite';
  const counts = [finite ? 16 * decks : 4, ...new Array<number>(9).fill(finite ? 4 * decks : 1)];
  const size = finite ? 52 * decks : 13;
  const faces = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((r) => (r === '1' ? 'A' : r));
  const cardOfValue = cards(faces.map((r) => `${r}S`).join(' '));
  const tally = new Map<string, bigint>();
  const explore = (prefix: number[], weight: bigint) => {
    let i = 0;
    let short = false;
    const hand = playBaccarat(() => {
      if (i < prefix.length) return cardOfValue[prefix[i++]!]!;
      short = true;
      return cardOfValue[0]!;
    });
    if (short) {
      for (let v = 0; v <= 9; v++) {
        const left = counts[v]!;
        if (left === 0) continue;
        if (finite) counts[v]! -= 1;
        prefix.push(v);
        explore(prefix, weight * BigInt(left));
        prefix.pop();
        if (finite) counts[v]! += 1;
      }
      return;
    }
    let full = weight;
    for (let k = prefix.length; k < 6; k++) full *= BigInt(finite ? size - k : size);
    const key = `${hand.winner}:${hand.bankerTotal}`;
    tally.set(key, (tally.get(key) ?? 0n) + full);
  };
  explore([], 1n);
  return tally;
};

const byWinnerAndBankerTotal = (decks: BaccaratDecks) => {
  const tally = new Map<string, bigint>();
  for (const { outcome: o, weight } of (decks === 8 ? eight() : enumerateBaccarat(decks)).outcomes) {
    const key = `${o.winner}:${o.bankerTotal}`;
    tally.set(key, (tally.get(key) ?? 0n) + weight);
  }
  return tally;
};

/** The 8-deck enumeration, counted once for the whole file. */
let eightDecks: ReturnType<typeof enumerateBaccarat> | undefined;
const eight = () => {
  eightDecks ??= enumerateBaccarat(8);
  return eightDecks;
};

describe('the exact baccarat enumeration', () => {
  it('counts the 416 × 415 × … × 411 six-card sequences of an 8-deck shoe, with the published outcome counts', () => {
    const { total, outcomes } = eight();
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    const count = (winner: BaccaratOutcome['winner']) =>
      outcomes.filter(({ outcome: o }) => o.winner === winner).reduce((sum, { weight }) => sum + weight, 0n);
    expect(count('banker')).toBe(2_292_252_566_437_888n);
    expect(count('player')).toBe(2_230_518_282_592_256n);
    expect(count('tie')).toBe(475_627_426_473_216n);
  });

  // About a million plays of the tableau: seconds on a busy machine, hence the longer timeout.
  it('agrees with playing every value sequence through the dealing rule itself', { timeout: 60_000 }, () => {
    for (const decks of [8, 'infinite'] as const) {
      expect(byWinnerAndBankerTotal(decks)).toEqual(enumerateByPlaying(decks));
    }
  });

  it('gives each hand a pair with probability (4d − 1) / (52d − 1), independently of the winner', () => {
    expect(baccaratProbability(eight(), (o) => o.playerPair)).toEqual(rational(31n, 415n));
    expect(baccaratProbability(eight(), (o) => o.bankerPair)).toEqual(rational(31n, 415n));
    expect(baccaratProbability(enumerateBaccarat('infinite'), (o) => o.playerPair)).toEqual(
      rational(1n, 13n),
    );
  });
});

describe('the baccarat house edges', () => {
  it('are the published 8-deck figures: banker 1.06 %, player 1.24 %, tie 14.36 %, pairs 10.36 %', () => {
    const edges = baccaratHouseEdges('commission', 8);
    expect(edges.banker!.edge).toEqual(rational(114_753_351_728n, 10_847_218_479_825n));
    expect(edges.player!.edge).toEqual(rational(241_149_546_272n, 19_524_993_263_685n));
    expect(edges.tie!.edge).toEqual(rational(103_841_353_768n, 723_147_898_655n));
    expect(edges['player-pair']!.edge).toEqual(rational(43n, 415n));
    expect(edges['banker-pair']!.edge).toEqual(rational(43n, 415n));
    expect(Object.fromEntries(Object.entries(edges).map(([spot, { percent }]) => [spot, percent]))).toEqual({
      banker: '1.06',
      player: '1.24',
      tie: '14.36',
      'player-pair': '10.36',
      'banker-pair': '10.36',
    });
  });

  it('put the no-commission banker at 1.46 % and leave the other spots unchanged', () => {
    const plain = baccaratHouseEdges('commission', 8);
    const edges = baccaratHouseEdges('no-commission', 8);
    expect(edges.banker!.edge).toEqual(rational(284_694_798_368n, 19_524_993_263_685n));
    expect(edges.banker!.percent).toBe('1.46');
    for (const spot of ['player', 'tie', 'player-pair', 'banker-pair'])
      expect(edges[spot]).toEqual(plain[spot]);
  });

  it('follow from the outcome counts: banker 0.95 × B − P, player P − B, tie 9 × T − 1', () => {
    const { total, outcomes } = eight();
    const sum = (keep: (o: BaccaratOutcome) => boolean) =>
      outcomes.filter(({ outcome: o }) => keep(o)).reduce((s, { weight }) => s + weight, 0n);
    const [b, p, t] = [
      sum((o) => o.winner === 'banker'),
      sum((o) => o.winner === 'player'),
      sum((o) => o.winner === 'tie'),
    ];
    const edges = baccaratHouseEdges('commission', 8);
    expect(edges.banker!.edge).toEqual(rational(20n * p - 19n * b, 20n * total));
    expect(edges.player!.edge).toEqual(rational(b - p, total));
    expect(edges.tie!.edge).toEqual(rational(total - 9n * t, total));
  });

  it('are computed for an infinite deck as well', () => {
    const edges = baccaratHouseEdges('commission', 'infinite');
    expect(edges.banker!.percent).toBe('1.06');
    expect(edges.player!.percent).toBe('1.23');
    expect(edges['player-pair']!.edge).toEqual(rational(1n, 13n));
  });
});
