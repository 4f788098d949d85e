/**
 * Receipt images of a bank-transfer deposit: png or jpg by their magic bytes (never by a name or a
 * declared type a client could set to anything), at most 5 MB.
 */
import { DepositMessageKey, RECEIPT_MAX_BYTES } from '@luckwell/contracts/cashier/deposit';
import { AppError } from '../../platform/errors.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

export type ReceiptImage = { mime: 'image/png' | 'image/jpeg'; base64: string };

export const readReceiptImage = (input: string): ReceiptImage => {
  const field = 'body.receiptImage';
  const base64 = input.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new AppError(400, 'DEPOSIT_RECEIPT_INVALID', DepositMessageKey.receiptInvalid, field);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', DepositMessageKey.receiptTooLarge, field);
  }
  if (startsWith(bytes, PNG)) return { mime: 'image/png', base64: bytes.toString('base64') };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', base64: bytes.toString('base64') };
  throw new AppError(415, 'DEPOSIT_RECEIPT_INVALID', DepositMessageKey.receiptInvalid, field);
};
