/**
 * Proof images of a withdrawal claim (spec §5: png or jpg only, 5 MB at most). The type is decided
 * by the file's magic bytes, never by a name or a declared type a client could set to anything.
 */
import { CashierMessageKey, PROOF_MAX_BYTES } from '@luckwell/contracts/cashier/withdraw';
import { AppError } from '../../platform/errors.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

export type ProofImage = { mime: 'image/png' | 'image/jpeg'; base64: string };

/** Base64 (or a data URL) → a checked image; refuses anything else with the field to blame. */
export const readProofImage = (input: string): ProofImage => {
  const field = 'body.proofImage';
  const base64 = input.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw new AppError(400, 'CASHIER_PROOF_INVALID', CashierMessageKey.proofInvalid, field);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PROOF_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', CashierMessageKey.proofTooLarge, field);
  }
  if (startsWith(bytes, PNG)) return { mime: 'image/png', base64: bytes.toString('base64') };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', base64: bytes.toString('base64') };
  throw new AppError(415, 'CASHIER_PROOF_INVALID', CashierMessageKey.proofInvalid, field);
};
