/**
 * The response envelope every route returns (DESIGN.md §3): `{ success, code, message, value }`.
 * `code` is a stable machine code; `message` is an i18n key the web apps translate.
 */
import { z } from 'zod';

export const ErrorCode = z.enum([
  'OK',
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'DOMAIN_CHECK_FAILED',
  'SYSTEM_MAINTENANCE',
  'REGION_RESTRICTED',
  'SYSTEM_ERROR',
]);
export type TErrorCode = z.infer<typeof ErrorCode>;

/** i18n keys of the specification's error catalogue (§8) that the server sends as `message`. */
export const MessageKey = {
  ok: 'in_success',
  validation: 'in_input_error',
  malformed: 'in_input_error',
  notFound: 'in_not_found',
  unauthorized: 'in_not_logged_in',
  forbidden: 'in_access_denied',
  domainCheckFailed: 'in_invalid_url',
  maintenance: 'in_system_maintenance',
  regionRestricted: 'in_access_restricted',
  rateLimited: 'in_too_many_requests',
  systemError: 'in_system_error',
  payloadTooLarge: 'in_payload_too_large',
} as const;

export const ErrorDetail = z.object({
  /** The failing field as a dotted path (`body.username`), when one field is at fault. */
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.literal(true),
    code: z.literal('OK'),
    message: z.string(),
    value,
  });

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  value: ErrorDetail.nullable(),
});
export type TErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type TEnvelope<T> = { success: true; code: 'OK'; message: string; value: T } | TErrorEnvelope;
