/** Receipt images of a bank-transfer deposit (spec §5: png or jpg only, 5 MB at most). */
import { DepositMessageKey, RECEIPT_MAX_BYTES } from '@luckwell/contracts/cashier/deposit';
import { readUploadedImage } from '../../platform/uploaded-image.ts';

export type ReceiptImage = { mime: 'image/png' | 'image/jpeg'; base64: string };

export const readReceiptImage = (input: string): ReceiptImage => {
  const { mime, base64 } = readUploadedImage(
    input,
    {
      field: 'body.receiptImage',
      invalidCode: 'DEPOSIT_RECEIPT_INVALID',
      invalidKey: DepositMessageKey.receiptInvalid,
      tooLargeKey: DepositMessageKey.receiptTooLarge,
    },
    RECEIPT_MAX_BYTES,
  );
  return { mime, base64 };
};
