/** Proof images of a withdrawal claim (spec §5: png or jpg only, 5 MB at most). */
import { CashierMessageKey, PROOF_MAX_BYTES } from '@luckwell/contracts/cashier/withdraw';
import { readUploadedImage } from '../../platform/uploaded-image.ts';

export type ProofImage = { mime: 'image/png' | 'image/jpeg'; base64: string };

/** Base64 (or a data URL) → a checked image; refuses anything else with the field to blame. */
export const readProofImage = (input: string): ProofImage => {
  const { mime, base64 } = readUploadedImage(
    input,
    {
      field: 'body.proofImage',
      invalidCode: 'CASHIER_PROOF_INVALID',
      invalidKey: CashierMessageKey.proofInvalid,
      tooLargeKey: CashierMessageKey.proofTooLarge,
    },
    PROOF_MAX_BYTES,
  );
  return { mime, base64 };
};
