import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './member.table.ts';

/**
 * The upline tree as a closure table (issue 16, ADR 054): one row per member and each of its
 * ancestors, the member itself at depth 0. "Everything under agent X" is the rows whose ancestor is
 * X; "the path above member Y" is the rows whose descendant is Y. Kept by database triggers on
 * `members` (migration 0023), so every insert and every change of upline keeps it whole, whoever
 * writes the row.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);
