/** Checks of the new-operator form, the same as the server's (contracts OPERATOR_USERNAME). */
import { OPERATOR_USERNAME } from '@luckwell/contracts/admin/operator';
import type { TranslationKey } from '../../shared/locales/en.ts';

export type NewOperatorFields = { username: string; displayName: string; role: string };
export type NewOperatorErrors = Partial<Record<keyof NewOperatorFields, TranslationKey>>;

export const validateNewOperator = ({
  username,
  displayName,
  role,
}: NewOperatorFields): NewOperatorErrors => {
  const errors: NewOperatorErrors = {};
  const name = username.trim().toLowerCase();
  if (!name) errors.username = 'operators.error.usernameRequired';
  else if (!OPERATOR_USERNAME.test(name)) errors.username = 'operators.error.usernameFormat';
  if (!displayName.trim()) errors.displayName = 'operators.error.displayNameRequired';
  else if (displayName.trim().length > 64) errors.displayName = 'operators.error.displayNameLength';
  if (!role) errors.role = 'operators.error.roleRequired';
  return errors;
};
