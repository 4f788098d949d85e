/**
 * Image captchas and one-time codes (SMS / email). Both are stored hashed and spent once; a code
 * burns after five wrong tries.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { MessageKey } from '@luckwell/contracts/envelope';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { captchaChallenges } from './captcha-challenge.table.ts';
import { drawCaptcha, newCaptchaAnswer } from './captcha-image.ts';
import { newNumericCode, sha256 } from './passwords.ts';
import { verificationCodes } from './verification-code.table.ts';

const CAPTCHA_SECONDS = 300;
const CAPTCHA_LENGTH = 4;
const MAX_CODE_ATTEMPTS = 5;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `bind`: a new email or mobile proves itself; `unbind`: the verified one agrees to be replaced;
 * `payment`: the verified mobile agrees to a new payment password.
 */
export type CodePurpose = 'register' | 'login' | 'forgot' | 'login_ip' | 'bind' | 'unbind' | 'payment';

/** The codes of one purpose sent to one destination that nobody has spent yet. */
const unspentCodes = (input: { merchantId: number; purpose: CodePurpose; destination: string }) => [
  eq(verificationCodes.merchantId, input.merchantId),
  eq(verificationCodes.purpose, input.purpose),
  eq(verificationCodes.destination, input.destination),
  isNull(verificationCodes.consumedAt),
];

export const createOneTimeCodes = (db: Database) => {
  const newCaptcha = async (merchantId: number) => {
    const answer = newCaptchaAnswer(CAPTCHA_LENGTH);
    const captchaId = randomUUID();
    await db.insert(captchaChallenges).values({
      id: captchaId,
      merchantId,
      answerHash: sha256(answer),
      expiresAt: new Date(Date.now() + CAPTCHA_SECONDS * 1000),
    });
    return {
      captchaId,
      image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`,
      expiresInSeconds: CAPTCHA_SECONDS,
    };
  };

  /**
   * For the dev inbox only (never in production): the answer of an unspent captcha, recovered from
   * its hash by trying every answer of its length, so browser tests can solve it like a person.
   */
  const revealCaptcha = async (merchantId: number, captchaId: string): Promise<string | null> => {
    if (!/^[0-9a-f-]{36}$/.test(captchaId)) return null;
    const [row] = await db
      .select({ answerHash: captchaChallenges.answerHash })
      .from(captchaChallenges)
      .where(
        and(
          eq(captchaChallenges.id, captchaId),
          eq(captchaChallenges.merchantId, merchantId),
          isNull(captchaChallenges.usedAt),
        ),
      );
    if (!row) return null;
    for (let n = 0; n < 10 ** CAPTCHA_LENGTH; n++) {
      const answer = String(n).padStart(CAPTCHA_LENGTH, '0');
      if (sha256(answer) === row.answerHash) return answer;
    }
    return null;
  };

  /** Spends the captcha (right or wrong: a captcha is never answered twice); throws when wrong. */
  const checkCaptcha = async (
    merchantId: number,
    captchaId: string | undefined,
    answer: string | undefined,
  ) => {
    const wrong = (code: 'AUTH_CAPTCHA_REQUIRED' | 'AUTH_CAPTCHA_INVALID') =>
      new AppError(
        400,
        code,
        code === 'AUTH_CAPTCHA_REQUIRED' ? MessageKey.captchaRequired : MessageKey.captchaInvalid,
        'body.captcha',
      );
    if (!answer) throw wrong('AUTH_CAPTCHA_REQUIRED');
    if (!captchaId || !/^[0-9a-f-]{36}$/.test(captchaId)) throw wrong('AUTH_CAPTCHA_INVALID');
    const [row] = await db
      .update(captchaChallenges)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(captchaChallenges.id, captchaId),
          eq(captchaChallenges.merchantId, merchantId),
          isNull(captchaChallenges.usedAt),
          gt(captchaChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ answerHash: captchaChallenges.answerHash });
    if (!row || !sameHash(row.answerHash, sha256(answer.trim()))) throw wrong('AUTH_CAPTCHA_INVALID');
  };

  /** A new code for a destination; earlier unspent codes for the same purpose stop working. */
  const issueCode = async (input: {
    merchantId: number;
    purpose: CodePurpose;
    channel: 'sms' | 'email';
    destination: string;
    memberId?: number;
    minutes: number;
  }) => {
    const code = newNumericCode(6);
    await db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(...unspentCodes(input)));
      await tx.insert(verificationCodes).values({
        merchantId: input.merchantId,
        purpose: input.purpose,
        channel: input.channel,
        destination: input.destination,
        memberId: input.memberId ?? null,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + input.minutes * 60_000),
      });
    });
    return code;
  };

  /** Spends the live code for (purpose, destination) when `code` matches; throws AUTH_CODE_INVALID otherwise. */
  const consumeCode = async (
    input: { merchantId: number; purpose: CodePurpose; destination: string; code: string | undefined },
    field = 'body.verificationCode',
  ) => {
    const invalid = new AppError(400, 'AUTH_CODE_INVALID', MessageKey.codeInvalid, field);
    if (!input.code) throw invalid;
    const [live] = await db
      .select()
      .from(verificationCodes)
      .where(and(...unspentCodes(input), gt(verificationCodes.expiresAt, new Date())))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (!live) throw invalid;
    if (!sameHash(live.codeHash, sha256(input.code.trim()))) {
      await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          consumedAt: live.attempts + 1 >= MAX_CODE_ATTEMPTS ? new Date() : null,
        })
        .where(eq(verificationCodes.id, live.id));
      throw invalid;
    }
    const spent = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length === 0) throw invalid; // Spent by a concurrent request.
  };

  return { newCaptcha, checkCaptcha, revealCaptcha, issueCode, consumeCode };
};

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
