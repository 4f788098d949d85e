import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A brand's deposit method, configured by the operator (issue 4 "depositv2"). `bank`: the operator's
 * bank account shown to the member, who transfers and asks for approval. `gateway`: a payment
 * provider (`provider`, an adapter in gateway-providers.ts) that confirms by a signed callback.
 * Amounts are minor units of the brand's currency. Methods are never deleted, only disabled, so old
 * deposits keep their method.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }),
    accountNumber: varchar('account_number', { length: 32 }),
    accountName: varchar('account_name', { length: 128 }),
    provider: varchar('provider', { length: 32 }),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_merchant_idx').on(t.merchantId, t.sort, t.id),
    check('payment_methods_kind_ck', sql`${t.kind} in ('bank', 'gateway')`),
    check('payment_methods_range_ck', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check(
      'payment_methods_fields_ck',
      sql`(${t.kind} = 'bank' and ${t.bankName} is not null and ${t.accountNumber} is not null and ${t.accountName} is not null) or (${t.kind} = 'gateway' and ${t.provider} is not null)`,
    ),
  ],
);
