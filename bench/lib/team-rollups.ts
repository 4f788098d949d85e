/**
 * Bulk loads for the benches (ADR 057): the team rollups' triggers count each row as the money path
 * writes it, one transaction at a time. Loading 100,000 members or deposits in one statement would
 * update the same few rollup rows 100,000 times in one transaction. So a bench loads with those
 * triggers off, then recounts the rollups once with the migrations' `team_rollups_rebuild()` and
 * `bet_periods_rebuild()`.
 * The closure table's triggers stay on.
 */
import type { Database } from '@luckwell/server/src/db/client.ts';
import { sql } from 'drizzle-orm';

const TEAM_TRIGGERS = [
  ['members', 'team_daily_joined'],
  ['bet_daily', 'team_daily_bets_insert'],
  ['bet_daily', 'team_daily_bets_update'],
  ['bet_daily', 'bet_periods_bets_insert'],
  ['bet_daily', 'bet_periods_bets_update'],
  ['deposits', 'team_daily_deposits'],
  ['withdrawals', 'team_daily_withdrawals'],
] as const;

export const withTeamRollupsOff = async <T>(db: Database, load: () => Promise<T>): Promise<T> => {
  const toggle = (state: 'disable' | 'enable') =>
    Promise.all(
      TEAM_TRIGGERS.map(([table, trigger]) =>
        db.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}`)),
      ),
    );
  await toggle('disable');
  try {
    return await load();
  } finally {
    await toggle('enable');
    await db.execute(sql`select team_rollups_rebuild(), bet_periods_rebuild()`);
  }
};
