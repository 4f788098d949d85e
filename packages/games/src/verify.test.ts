import { describe, expect, it } from 'vitest';
import { dice } from './dice.ts';
import { replayRound } from './engine.ts';
import { commitServerSeed, createRandomStream } from './rng.ts';
import { createVerifierStream, sha256Hex, verifyRound } from './verify.ts';

/** The worked example of docs/provably-fair.md: if this changes, the document must too. */
const example = { serverSeed: 'luckwell-example-server-seed', clientSeed: 'my-lucky-seed', nonce: 7 };

describe('the public verifier', () => {
  it('reproduces the worked example of docs/provably-fair.md', () => {
    const result = verifyRound({
      ...example,
      engine: 'dice',
      actions: [{ target: 5000, direction: 'under' }],
      serverSeedHash: '672b8ed7824a74c4aaf47fb7f395679f6568e0df9e79fcefa347ccb36e248b96',
    });
    expect(result).toMatchObject({
      ok: true,
      hashMatches: true,
      multiplier: 19_800,
      steps: [{ finished: true, record: { roll: 1868, target: 5000, direction: 'under', win: true } }],
    });
  });

  it('draws exactly what the server draws (noble HMAC = node HMAC), and hashes as the commitment does', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = { serverSeed: `s${nonce}`, clientSeed: 'c', nonce };
      const server = createRandomStream(seeds);
      const browser = createVerifierStream(seeds);
      const bounds = [2, 10_000, 52, 2 ** 32, 7];
      for (let i = 0; i < 40; i++) {
        const bound = bounds[i % bounds.length]!;
        expect(browser.nextInt(bound)).toBe(server.nextInt(bound));
      }
      expect(browser.nextFloat()).toBe(server.nextFloat());
      expect(sha256Hex(seeds.serverSeed)).toBe(commitServerSeed(seeds.serverSeed));
    }
  });

  it('recomputes a server round from its seeds and actions', () => {
    const seeds = { serverSeed: 'abc', clientSeed: 'xyz', nonce: 42 };
    const actions = [{ target: 7321, direction: 'over' }];
    const [served] = replayRound(dice, dice.config(undefined), createRandomStream(seeds), actions);
    const verified = verifyRound({ ...seeds, engine: 'dice', actions });
    expect(verified.ok && verified.steps[0]).toEqual(served);
  });

  it('says when the revealed seed does not match the committed hash, or the input is bad', () => {
    const wrong = verifyRound({ ...example, engine: 'dice', actions: [], serverSeedHash: '00'.repeat(32) });
    expect(wrong.ok && wrong.hashMatches).toBe(false);
    expect(verifyRound({ ...example, engine: 'nope', actions: [] })).toMatchObject({
      ok: false,
      reason: 'unknown_engine',
    });
    expect(
      verifyRound({ ...example, engine: 'dice', actions: [{ target: 1, direction: 'under' }] }),
    ).toMatchObject({
      ok: false,
      reason: 'bad_input',
    });
  });
});
