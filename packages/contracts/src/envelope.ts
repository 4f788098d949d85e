/**
 * The response envelope every route returns (DESIGN.md §3): `{ success, code, message, value }`.
 * `code` is a stable machine code; `message` is an i18n key the web apps translate.
 */
import { z } from 'zod';

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
  badCredentials: 'in_wrong_account_or_password',
  incorrectPassword: 'in_incorrect_password',
  captchaRequired: 'in_please_enter_captcha',
  captchaInvalid: 'in_invalid_captcha',
  humanCheckRequired: 'in_complete_verification',
  accountLocked: 'in_account_locked',
  notMember: 'in_non_member_login',
  notAgent: 'in_non_agent_login',
  verificationRequired: 'in_new_ip_verification',
  codeInvalid: 'in_invalid_verification_code',
  passwordMismatch: 'in_password_not_match',
  accountExists: 'in_account_exists',
  mobileExists: 'in_mobile_exists',
  accountNotFound: 'in_username_email_not_exist',
  encryptionRequired: 'in_encryption_required',
  needTrueAccount: 'in_need_true_account',
  passwordChangeRequired: 'in_password_change_required',
  totpRequired: 'in_totp_required',
  totpInvalid: 'in_totp_invalid',
  invitationCodeError: 'in_invitation_code_error',
  featureDisabled: 'in_function_not_enabled',
  smsTooSoon: 'in_sms_too_soon',
  gameNotFound: 'in_game_not_found',
  gameMaintenance: 'in_game_maintenance',
} as const;

export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.literal(true),
    code: z.literal('OK'),
    message: z.string(),
    value,
  });
