import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { OPTIONAL_REGISTER_FIELDS } from './register-fields.ts';

/** Fields whose registration rules the operator configures (spec §3 "Registration field config"). */
export const RegisterField = z.enum(['username', 'password', ...OPTIONAL_REGISTER_FIELDS, 'captcha']);
export type TRegisterField = z.infer<typeof RegisterField>;

export const ZRegisterFieldRule = z.object({
  field: RegisterField,
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  /** Key of the pattern family; its hint text is keyed `reg_pattern_{patternId}`. */
  patternId: z.number().int().min(0),
  /** A regular expression source, or '*' for any characters. */
  acceptedPattern: z.string(),
  /**
   * Beyond the spec (ADR 052): the member may see and complete this field on My account even when
   * the registration form does not ask for it. An enabled field is always on the profile too.
   */
  onProfile: z.boolean(),
});
export type TRegisterFieldRule = z.infer<typeof ZRegisterFieldRule>;

export const ZRegisterSetting = z.array(ZRegisterFieldRule);
export const ZRegisterSettingResponse = envelope(ZRegisterSetting);
