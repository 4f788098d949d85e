import { lotteryEngine } from '@luckwell/games/lottery/families';
import { lotteryGame } from '@luckwell/games/lottery/games';
import { createVerifierStream, sha256Hex } from '@luckwell/games/verify';
import { describe, expect, it } from 'vitest';
import { drawnFixture } from './lottery-fixtures.ts';
import { canVerify, verifyDraw } from './verify-draw.ts';

const serverSeed = 'f00d'.repeat(16);

/** An issue as the server publishes it: drawn from its seeds by the family's engine. */
const published = (key: string, issue: string) => {
  const game = lotteryGame(key)!;
  const clientSeed = `${key}:${issue}`;
  const engine = lotteryEngine(game.family);
  const result = engine.toTiers(
    game,
    engine.draw(game, createVerifierStream({ serverSeed, clientSeed, nonce: 0 })),
  );
  return drawnFixture(issue, { game: key, serverSeed, clientSeed, seedHash: sha256Hex(serverSeed), result });
};

describe('verifying a draw in the browser', () => {
  it('replays an honest issue to the published result and its seed to the published hash', async () => {
    for (const [key, family] of [
      ['vn-fast-60', 'vn'],
      ['ssc-60', 'ssc'],
      ['k3-60', 'k3'],
      ['sea-4d', 'sea4d'],
    ] as const) {
      const draw = published(key, '20261127-0007');
      expect(canVerify(draw)).toBe(true);
      const check = await verifyDraw(family, draw);
      expect(check, key).toMatchObject({ hashMatches: true, resultMatches: true });
    }
  });

  it('catches a result that is not the seed’s, and a seed that is not the committed one', async () => {
    const draw = published('vn-fast-60', '20261127-0008');
    const changed = draw.result!.map((tier) =>
      tier.tier === 'special'
        ? { ...tier, numbers: [tier.numbers[0] === '00000' ? '00001' : '00000'] }
        : tier,
    );
    expect(await verifyDraw('vn', { ...draw, result: changed })).toMatchObject({
      hashMatches: true,
      resultMatches: false,
    });
    expect(await verifyDraw('vn', { ...draw, seedHash: 'ab'.repeat(32) })).toMatchObject({
      hashMatches: false,
      resultMatches: true,
    });
  });

  it('offers no replay for an operator’s draw', () => {
    expect(
      canVerify(drawnFixture('20261127-0001', { seedHash: null, serverSeed: null, clientSeed: null })),
    ).toBe(false);
  });
});
