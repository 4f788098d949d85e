/**
 * GET and PUT /wps/member/details: the member's personal details on My account (issue 15
 * "securityCenter", spec §3 "Other registration field labels", ADR 052). Each answer carries the
 * brand's rule for the field, the same one registration enforces, so the page checks what the
 * server will check.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { PERSONAL_DETAIL_FIELDS } from '../system/register-fields.ts';

export const PersonalDetailField = z.enum(PERSONAL_DETAIL_FIELDS);

export const ZPersonalDetail = z.object({
  field: PersonalDetailField,
  value: z.string().nullable(),
  /** Set once and not changeable by the member any more (identity details, ADR 052). */
  locked: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.number().int(),
  acceptedPattern: z.string(),
});
export type TPersonalDetail = z.infer<typeof ZPersonalDetail>;

export const ZPersonalDetails = z.object({ list: z.array(ZPersonalDetail) });
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;
export const ZPersonalDetailsResponse = envelope(ZPersonalDetails);

const detail = z.string().max(255).optional();

/** The details to change; an empty string clears an optional one. Unknown fields are refused. */
export const ZUpdatePersonalDetailsRequest = z
  .object({
    payeeName: detail,
    birthday: detail,
    nationality: detail,
    idNumber: detail,
    address: detail,
    occupation: detail,
    incomeSource: detail,
    zalo: detail,
    telegram: detail,
    whatsapp: detail,
    line: detail,
    facebook: detail,
    wechat: detail,
    qqNum: detail,
  } satisfies Record<(typeof PERSONAL_DETAIL_FIELDS)[number], typeof detail>)
  .strict();
export type TUpdatePersonalDetailsRequest = z.input<typeof ZUpdatePersonalDetailsRequest>;
