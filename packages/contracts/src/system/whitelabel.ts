import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Module flags the server switches features with (spec §3 "Whitelabel flags"). */
export const WhitelabelFlag = z.enum([
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
]);
export type TWhitelabelFlag = z.infer<typeof WhitelabelFlag>;

/** whitelabelVal: every flag with its on/off value. */
export const ZWhitelabelVal = z.record(WhitelabelFlag, z.boolean());
export type TWhitelabelVal = z.infer<typeof ZWhitelabelVal>;
export const ZWhitelabelResponse = envelope(ZWhitelabelVal);
