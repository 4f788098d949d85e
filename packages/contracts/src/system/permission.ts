/**
 * The permission call the web apps make before anything else (spec §3 "Permission response",
 * §4 "At startup the permission call runs first"). Served at GET /wps/system/permission.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZBrand } from './brand.ts';
import { ZDomainRoute } from './domain-route.ts';
import { ZRegisterSetting } from './register-setting.ts';
import { ZResource } from './resource.ts';
import { ZSystemStatus } from './system-status.ts';
import { ZWhitelabelVal } from './whitelabel.ts';

export const ZPermission = z.object({
  brand: ZBrand,
  domainRoute: ZDomainRoute,
  mainDomain: z.string(),
  resources: z.array(ZResource),
  whitelabelVal: ZWhitelabelVal,
  register: ZRegisterSetting,
  analytics: z.object({ gtagId: z.string().nullable() }),
  /** The client picks one at random from each list. */
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  status: ZSystemStatus.shape.status,
  maintenance: ZSystemStatus.shape.maintenance,
  regionRestriction: ZSystemStatus.shape.regionRestriction,
  location: ZSystemStatus.shape.location,
  /** How the web app protects sign-in payloads (sealed bodies, human check). */
  security: z.object({
    /** The brand's public key for sealed payloads (see auth/sealed-payload.ts). */
    sealing: z.object({ kid: z.string(), publicKey: z.string(), algorithm: z.string() }),
    /** Whether the server still accepts unsealed sign-in bodies (demo mode); refused in production. */
    plaintextAllowed: z.boolean(),
    /** Whether login, registration and SMS requests need an ALTCHA proof of work. */
    humanCheck: z.boolean(),
  }),
});
export type TPermission = z.infer<typeof ZPermission>;
export const ZPermissionResponse = envelope(ZPermission);
