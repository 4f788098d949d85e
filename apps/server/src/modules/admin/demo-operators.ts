/**
 * Demo back-office accounts, one per role, with two-step sign-in off so the demo can be tried at
 * once (README "Demo accounts"). Idempotent: an operator found by username is left as it is.
 * Only the demo seed calls this; production data never gets these accounts.
 */
import type { TOperatorRole } from '@luckwell/contracts/admin/operator';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createOperatorsRepository } from './operators.repository.ts';

export type DemoOperator = { username: string; password: string; displayName: string; role: TOperatorRole };

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { username: 'owner', password: 'Owner@2026', displayName: 'Demo Owner', role: 'owner' },
  { username: 'support', password: 'Support@2026', displayName: 'Demo Support', role: 'support' },
  { username: 'finance', password: 'Finance@2026', displayName: 'Demo Finance', role: 'finance' },
  { username: 'content', password: 'Content@2026', displayName: 'Demo Content', role: 'content' },
  { username: 'risk', password: 'Risk@2026', displayName: 'Demo Risk', role: 'risk' },
];

export const seedDemoOperators = async (db: Database) => {
  const operators = createOperatorsRepository(db);
  for (const demo of DEMO_OPERATORS) {
    if (await operators.findByUsername(demo.username)) continue;
    await operators.insert({
      username: demo.username,
      displayName: demo.displayName,
      role: demo.role,
      passwordHash: await hashPassword(demo.password),
    });
  }
};
