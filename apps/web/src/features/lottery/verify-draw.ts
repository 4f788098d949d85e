/**
 * Replays an in-house issue's draw in the browser (ADR 081): the family's engine over the HMAC
 * stream of (server seed, client seed, nonce 0) — the very code the server drew with — compared with
 * the published result, and SHA-256 of the revealed seed compared with the hash shown before sales.
 * The verifier is loaded only when a member asks for it.
 */
import type { TLotteryDraw, TLotteryTier } from '@luckwell/contracts/provider/lottery';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { type LotteryFamily, lotteryGame } from '@luckwell/games/lottery/games';

export type DrawCheck = {
  hashMatches: boolean;
  resultMatches: boolean;
  /** The result the replay drew. */
  tiers: TLotteryTier[];
  computedHash: string;
};

const sameTiers = (a: readonly TLotteryTier[], b: readonly TLotteryTier[]) =>
  a.length === b.length &&
  a.every(
    (tier, i) =>
      tier.tier === b[i]?.tier &&
      tier.numbers.length === b[i].numbers.length &&
      tier.numbers.every((n, j) => n === b[i]?.numbers[j]),
  );

/** Whether an issue can be replayed: drawn in-house, its seed revealed. */
export const canVerify = (draw: TLotteryDraw) =>
  Boolean(draw.seedHash && draw.serverSeed && draw.clientSeed && draw.result);

export const verifyDraw = async (family: LotteryFamily, draw: TLotteryDraw): Promise<DrawCheck> => {
  const game = lotteryGame(draw.game);
  if (!game || !draw.serverSeed || !draw.clientSeed || !draw.seedHash || !draw.result) {
    throw new Error('not verifiable');
  }
  const { createVerifierStream, sha256Hex } = await import('@luckwell/games/verify');
  const engine = lotteryEngine(family);
  const result = engine.draw(
    game,
    createVerifierStream({ serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, nonce: 0 }),
  );
  const tiers = engine.toTiers(game, result);
  const computedHash = sha256Hex(draw.serverSeed);
  return {
    hashMatches: computedHash === draw.seedHash.toLowerCase(),
    resultMatches: sameTiers(tiers, draw.result),
    tiers,
    computedHash,
  };
};
