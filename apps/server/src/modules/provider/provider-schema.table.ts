/**
 * The house game provider keeps its own tables in its own PostgreSQL schema, `provider`
 * (DESIGN.md §1): it is a vendor like any other and never reads the operator's tables.
 */
import { pgSchema } from 'drizzle-orm/pg-core';

export const providerSchema = pgSchema('provider');
