/**
 * Password hashing (argon2id, OWASP's recommended parameters) and random secrets. Every password
 * of a member or an operator goes through here; nothing else touches a hash.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP Password Storage Cheat Sheet). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // A malformed stored hash is a failed login, not a crash.
  }
};

/** A hash computed once at start, verified against when the account does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export const verifyAgainstDecoy = async (password: string) => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
};

/** A session token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A numeric one-time code of `digits` digits, uniformly drawn. */
export const newNumericCode = (digits = 6) =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');

/** A temporary password that satisfies the default rule (letters and digits combined). */
export const newTemporaryPassword = () => {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? 'a';
  return `${pick(letters).toUpperCase()}${Array.from({ length: 5 }, () => pick(letters)).join('')}${newNumericCode(4)}`;
};
