/**
 * The brand's key pair for sealed sign-in payloads (see contracts auth/sealed-payload.ts). Created on
 * first use with a deterministic key id, so two servers racing to create it end up with one key.
 */

import { createHash, type webcrypto } from 'node:crypto';
import {
  generateSealingKey,
  importSealingPrivateKey,
  isSealedBody,
  openSealedPayload,
  SEALED_ALGORITHM,
} from '@luckwell/contracts/auth/sealed-payload';
import { MessageKey } from '@luckwell/contracts/envelope';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { refuseNul } from '../../platform/validation.ts';
import { sealingKeys } from './sealing-key.table.ts';

export type SealingKey = { kid: string; publicKey: string; algorithm: string };
type CurrentKey = SealingKey & { secret: string };

export const createSealing = (db: Database) => {
  const current = new Map<number, Promise<CurrentKey>>();
  const privateKeys = new Map<string, Promise<webcrypto.CryptoKey | null>>();

  const loadCurrent = async (merchantId: number): Promise<CurrentKey> => {
    const find = () =>
      db
        .select({ kid: sealingKeys.kid, publicKey: sealingKeys.publicKey, jwk: sealingKeys.privateJwk })
        .from(sealingKeys)
        .where(and(eq(sealingKeys.merchantId, merchantId), isNull(sealingKeys.retiredAt)))
        .orderBy(asc(sealingKeys.createdAt))
        .limit(1);
    let [row] = await find();
    if (!row) {
      const fresh = await generateSealingKey();
      await db
        .insert(sealingKeys)
        .values({
          kid: `m${merchantId}-1`,
          merchantId,
          publicKey: fresh.publicKey,
          privateJwk: fresh.privateJwk,
        })
        .onConflictDoNothing();
      [row] = await find();
    }
    if (!row) throw new Error(`no sealing key for merchant ${merchantId}`);
    // A server-side secret every process shares without configuration: HMAC keys derive from it.
    const secret = createHash('sha256')
      .update(`luckwell:${row.jwk.d ?? ''}`)
      .digest('hex');
    return { kid: row.kid, publicKey: row.publicKey, algorithm: SEALED_ALGORITHM, secret };
  };

  const current_ = (merchantId: number) => {
    let key = current.get(merchantId);
    if (!key) {
      key = loadCurrent(merchantId);
      key.catch(() => current.delete(merchantId));
      current.set(merchantId, key);
    }
    return key;
  };

  const privateKey = (merchantId: number, kid: string) => {
    const cacheKey = `${merchantId}:${kid}`;
    let key = privateKeys.get(cacheKey);
    if (!key) {
      key = db
        .select({ jwk: sealingKeys.privateJwk })
        .from(sealingKeys)
        .where(and(eq(sealingKeys.kid, kid), eq(sealingKeys.merchantId, merchantId)))
        .then(([row]) => (row ? importSealingPrivateKey(row.jwk) : null));
      key.catch(() => privateKeys.delete(cacheKey));
      privateKeys.set(cacheKey, key);
    }
    return key;
  };

  /**
   * A sealed body is opened and returned as the plain payload; a plain body passes only when the
   * brand allows it. Runs before validation, so routes validate the plain payload either way.
   */
  const openBody = async (merchantId: number, body: unknown, plaintextAllowed: boolean): Promise<unknown> => {
    // The envelope is read (its key id looked up) before the route's validator sees the opened body.
    refuseNul('body', body);
    if (!isSealedBody(body)) {
      if (plaintextAllowed) return body;
      throw new AppError(400, 'AUTH_ENCRYPTION_REQUIRED', MessageKey.encryptionRequired, 'body.sealed');
    }
    const key = await privateKey(merchantId, body.sealed.kid);
    if (!key) throw new AppError(400, 'MALFORMED_REQUEST', MessageKey.malformed, 'body.sealed.kid');
    try {
      return await openSealedPayload(key, body.sealed);
    } catch {
      throw new AppError(400, 'MALFORMED_REQUEST', MessageKey.malformed, 'body.sealed');
    }
  };

  /** The key browsers of this brand seal to (published in the permission call). */
  const currentKey = async (merchantId: number): Promise<SealingKey> => {
    const { secret: _, ...key } = await current_(merchantId);
    return key;
  };
  /** A secret shared by every server of the brand (signs human-check challenges). */
  const brandSecret = async (merchantId: number) => (await current_(merchantId)).secret;

  return { currentKey, brandSecret, openBody };
};

export type Sealing = ReturnType<typeof createSealing>;
