import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registerFieldRules } from './register-field-rule.table.ts';
import { resources } from './resource.table.ts';
import { systemSwitches } from './system-switch.table.ts';
import { whitelabelFlags } from './whitelabel-flag.table.ts';

export type SystemSwitchRow = typeof systemSwitches.$inferSelect;

export const createSystemRepository = (db: Database) => ({
  findSwitches: async (merchantId: number): Promise<SystemSwitchRow | undefined> => {
    const rows = await db.select().from(systemSwitches).where(eq(systemSwitches.merchantId, merchantId));
    return rows[0];
  },

  listFlags: (merchantId: number) =>
    db
      .select({ flag: whitelabelFlags.flag, enabled: whitelabelFlags.enabled })
      .from(whitelabelFlags)
      .where(eq(whitelabelFlags.merchantId, merchantId)),

  listRegisterRules: (merchantId: number) =>
    db
      .select()
      .from(registerFieldRules)
      .where(eq(registerFieldRules.merchantId, merchantId))
      .orderBy(asc(registerFieldRules.sort), asc(registerFieldRules.field)),

  listResources: (merchantId: number) =>
    db
      .select()
      .from(resources)
      .where(eq(resources.merchantId, merchantId))
      .orderBy(asc(resources.sort), asc(resources.id)),
});
