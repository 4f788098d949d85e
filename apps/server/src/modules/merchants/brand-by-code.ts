/**
 * The brand a back-office request names by its code (`merchantCode`): its id, code and currency
 * symbol, or a 400 on `merchantCode` when no brand has it.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { merchants } from './merchant.table.ts';

export const brandByCode = async (db: Database, merchantCode: string) => {
  const [brand] = await db
    .select({
      id: merchants.id,
      code: merchants.code,
      currencySymbol: merchants.currencySymbol,
      defaultLanguage: merchants.defaultLanguage,
    })
    .from(merchants)
    .where(eq(merchants.code, merchantCode));
  if (!brand) throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'merchantCode');
  return brand;
};
