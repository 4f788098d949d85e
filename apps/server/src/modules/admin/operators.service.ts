/**
 * The owner's management of operator accounts: list, create with a role and a generated initial
 * password, change role or name, disable and re-enable. The console always keeps one active owner.
 */
import {
  AdminMessageKey,
  type TCreatedOperator,
  type TCreateOperatorRequest,
  type TOperator,
  type TUpdateOperatorRequest,
} from '@luckwell/contracts/admin/operator';
import { MessageKey } from '@luckwell/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, newTemporaryPassword } from '../auth/passwords.ts';
import type { AuditService } from './audit.service.ts';
import { actorOf, type Origin, type SignedInOperator, toOperator } from './operator-auth.service.ts';
import { createOperatorsRepository, type NewOperator } from './operators.repository.ts';

export const createOperatorsService = ({ db, audit }: { db: Database; audit: AuditService }) => {
  const operators = createOperatorsRepository(db);

  const list = async (): Promise<TOperator[]> => (await operators.list()).map(toOperator);

  const create = async (
    signedIn: SignedInOperator,
    input: Required<TCreateOperatorRequest>,
    origin: Origin,
  ): Promise<TCreatedOperator> => {
    const initialPassword = newTemporaryPassword();
    const passwordHash = await hashPassword(initialPassword);
    const created = await audit.transaction(async (tx) => {
      const row = await createOperatorsRepository(tx).insert({
        username: input.username,
        displayName: input.displayName,
        role: input.role,
        passwordHash,
      });
      if (!row) {
        throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', AdminMessageKey.operatorExists, 'body.username');
      }
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'operator.create',
        target: { type: 'operator', id: row.id },
        after: { username: row.username, displayName: row.displayName, role: row.role },
      });
      return row;
    });
    return { operator: toOperator(created), initialPassword };
  };

  const update = async (
    signedIn: SignedInOperator,
    id: number,
    input: TUpdateOperatorRequest,
    origin: Origin,
  ): Promise<TOperator> => {
    const updated = await audit.transaction(async (tx) => {
      const repository = createOperatorsRepository(tx);
      const row = await repository.findByIdForUpdate(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);

      const changes: Partial<NewOperator> = {};
      if (input.role !== undefined && input.role !== row.role) changes.role = input.role;
      if (input.disabled !== undefined && input.disabled !== row.disabled) changes.disabled = input.disabled;
      if (input.displayName !== undefined && input.displayName !== row.displayName) {
        changes.displayName = input.displayName;
      }
      if (Object.keys(changes).length === 0) return row;

      const demotesOrDisables = changes.role !== undefined || changes.disabled === true;
      if (demotesOrDisables && row.id === signedIn.operator.id) {
        throw new AppError(409, 'FORBIDDEN', AdminMessageKey.cannotChangeSelf);
      }
      if (
        demotesOrDisables &&
        row.role === 'owner' &&
        !row.disabled &&
        (await repository.countActiveOwners(row.id)) === 0
      ) {
        throw new AppError(409, 'FORBIDDEN', AdminMessageKey.lastOwner);
      }

      const after = await repository.update(row.id, changes);
      // A disabled operator is signed out everywhere at once, not at their sessions' expiry.
      const sessionsEnded = changes.disabled === true ? await repository.revokeSessionsOf(row.id) : 0;
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'operator.update',
        target: { type: 'operator', id: row.id },
        before: {
          username: row.username,
          ...Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof typeof changes]])),
        },
        after: { ...changes, ...(sessionsEnded > 0 ? { sessionsEnded } : {}) },
      });
      return after ?? row;
    });
    return toOperator(updated);
  };

  const resetTotp = async (signedIn: SignedInOperator, id: number, origin: Origin): Promise<TOperator> => {
    const updated = await audit.transaction(async (tx) => {
      const repository = createOperatorsRepository(tx);
      const row = await repository.findByIdForUpdate(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
      // Switching off one's own second factor without a code would let a stolen session do it.
      if (row.id === signedIn.operator.id)
        throw new AppError(409, 'FORBIDDEN', AdminMessageKey.cannotChangeSelf);
      if (!row.totpEnabled) throw new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.totpNotEnabled);
      const after = await repository.update(row.id, {
        totpEnabled: false,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
      });
      const sessionsEnded = await repository.revokeSessionsOf(row.id);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'operator.totpReset',
        target: { type: 'operator', id: row.id },
        before: { username: row.username, totpEnabled: true },
        after: { totpEnabled: false, sessionsEnded },
      });
      return after ?? row;
    });
    return toOperator(updated);
  };

  return { list, create, update, resetTotp };
};

export type OperatorsService = ReturnType<typeof createOperatorsService>;
