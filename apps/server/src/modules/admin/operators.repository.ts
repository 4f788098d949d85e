/** Reads and writes of operator accounts and their sessions. Queries only; the rules live in the services. */
import { and, asc, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operators } from './operator.table.ts';
import { operatorSessions } from './operator-session.table.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;

export const createOperatorsRepository = (db: Database) => {
  const findOne = async (where: SQL | undefined) => {
    const [row] = await db.select().from(operators).where(where).limit(1);
    return row;
  };

  return {
    findById: (id: number) => findOne(eq(operators.id, id)),
    /** Row lock for a change that reads, decides and writes (role changes, TOTP steps). */
    findByIdForUpdate: async (id: number) => {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
      return row;
    },
    findByUsername: (username: string) => findOne(sql`lower(${operators.username}) = lower(${username})`),
    list: () => db.select().from(operators).orderBy(asc(operators.id)),

    /** Inserts an operator; undefined when the username is taken. */
    insert: async (values: NewOperator) => {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },

    update: async (id: number, values: Partial<NewOperator>) => {
      const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
      return row;
    },

    countActiveOwners: async (exceptId: number) => {
      const rows = await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false), ne(operators.id, exceptId)));
      return rows.length;
    },

    /**
     * Records `step` as the last TOTP step used, only if it is later than the one stored: the
     * compare and the write are one statement, so two requests with the same code cannot both pass.
     */
    claimTotpStep: async (id: number, step: number) => {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: String(step) })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.totpLastStep), sql`${operators.totpLastStep}::bigint < ${step}`),
          ),
        )
        .returning({ id: operators.id });
      return rows.length > 0;
    },

    incrementFailures: async (id: number) => {
      await db
        .update(operators)
        .set({ failedLogins: sql`${operators.failedLogins} + 1` })
        .where(eq(operators.id, id));
    },

    insertSession: async (values: typeof operatorSessions.$inferInsert) => {
      const [row] = await db.insert(operatorSessions).values(values).returning({ id: operatorSessions.id });
      if (!row) throw new Error('operator session insert returned nothing');
      return row;
    },

    /** The live session a token hash names, with its operator. */
    findLiveSession: async (tokenHash: string) => {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row;
    },

    revokeSession: (sessionId: number) =>
      db
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt))),

    /** Ends every live session of an operator, except `keepSessionId`. */
    revokeSessionsOf: async (operatorId: number, keepSessionId?: number) => {
      const rows = await db
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(operatorSessions.id, keepSessionId),
          ),
        )
        .returning({ id: operatorSessions.id });
      return rows.length;
    },
  };
};

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
