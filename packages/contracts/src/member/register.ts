/**
 * PUT /wps/member/register and PUT /wps/member/register/mobile (sealed; spec §3 "Register payload").
 * Which fields are shown and required, and how long and of what pattern, comes from the brand's
 * registration field rules (GET /wps/system/setting/register); the server enforces exactly those.
 */
import { z } from 'zod';
import { ZUserInfo } from '../auth/session.ts';
import { envelope } from '../envelope.ts';

const text = (max = 255) => z.string().trim().max(max).optional();

export const ZRegisterRequest = z.object({
  username: text(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: text(),
  email: text(),
  qqNum: text(),
  mobileNum: text(32),
  recommenderId: text(),
  captcha: text(16),
  captchaId: z.string().max(64).optional(),
  verificationCode: text(),
  affiliateCode: text(64),
  paymentPassword: z.string().max(128).optional(),
  line: text(),
  whatsapp: text(),
  facebook: text(),
  wechat: text(),
  idNumber: text(),
  birthday: text(10),
  nationality: text(),
  address: text(),
  occupation: text(),
  incomeSource: text(),
  zalo: text(),
  telegram: text(),
  referralCode: text(64),
  domain: text(),
  countryDialingCode: text(6),
  /** Sign in at once after registering (the web app always sends true). */
  login: z.boolean().default(true),
  humanCheck: z.string().max(4096).optional(),
  registerUrl: text(2048),
  registerMethod: z.literal('WEB').default('WEB'),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResponse = envelope(ZUserInfo);
