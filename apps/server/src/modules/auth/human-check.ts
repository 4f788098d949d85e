/**
 * Self-hosted human verification: ALTCHA proof of work (altcha-lib on the server, the `altcha`
 * widget in the browser); no third-party service. Challenges are signed with a secret derived from
 * the brand's sealing key (shared by every server through the database) and spent once.
 */
import { createHash } from 'node:crypto';
import { MessageKey } from '@luckwell/contracts/envelope';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { humanCheckUses } from './human-check-use.table.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const VALID_SECONDS = 300;

export const createHumanCheck = (
  db: Database,
  secretOf: (merchantId: number) => Promise<string>,
  /** The most work a challenge asks for (config HUMAN_CHECK_MAX_COUNTER). */
  maxCounter: number,
) => {
  const secrets = async (merchantId: number) => {
    const base = await secretOf(merchantId);
    const derive = (label: string) => createHash('sha256').update(`${label}:${base}`).digest('hex');
    return { hmacSignatureSecret: derive('altcha-sig'), hmacKeySignatureSecret: derive('altcha-key') };
  };

  let verified = 0;
  const challenge = async (merchantId: number): Promise<Challenge> =>
    createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      // At the default 1,500: about 0.3 s of work on a laptop core, one to two seconds on a mid-range phone.
      counter: randomInt(maxCounter, Math.ceil(maxCounter / 3)),
      deriveKey,
      expiresAt: new Date(Date.now() + VALID_SECONDS * 1000),
      ...(await secrets(merchantId)),
    });

  /** Throws AUTH_HUMAN_CHECK_REQUIRED unless `payload` is a fresh, correct, unspent solution. */
  const verify = async (merchantId: number, payload: string | undefined) => {
    const refuse = () =>
      new AppError(400, 'AUTH_HUMAN_CHECK_REQUIRED', MessageKey.humanCheckRequired, 'body.humanCheck');
    if (!payload) throw refuse();
    let parsed: { challenge: Challenge; solution: Solution };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      throw refuse();
    }
    if (!parsed?.challenge?.parameters || !parsed.solution) throw refuse();
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      ...(await secrets(merchantId)),
    }).catch(() => ({ verified: false }));
    if (!result.verified) throw refuse();
    const spent = await db
      .insert(humanCheckUses)
      .values({
        nonce: parsed.challenge.parameters.nonce,
        expiresAt: new Date(Date.now() + VALID_SECONDS * 1000),
      })
      .onConflictDoNothing()
      .returning({ nonce: humanCheckUses.nonce });
    if (spent.length === 0) throw refuse();
    // Now and then, forget spent nonces whose challenges have expired anyway.
    verified += 1;
    if (verified % 100 === 0) await db.delete(humanCheckUses).where(lt(humanCheckUses.expiresAt, new Date()));
  };

  return { challenge, verify };
};

export type HumanCheck = ReturnType<typeof createHumanCheck>;
