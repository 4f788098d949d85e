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
});
export type TPermission = z.infer<typeof ZPermission>;
export const ZPermissionResponse = envelope(ZPermission);
