import { MessageKey } from '@luckwell/contracts/envelope';

/** The success envelope around a route's value. */
export const ok = <T>(value: T) => ({
  success: true as const,
  code: 'OK' as const,
  message: MessageKey.ok,
  value,
});
