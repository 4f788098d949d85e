import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** The brand's domains: the one the caller used and the main one to send players to. */
export const ZDomainRoute = z.object({
  merchantCode: z.string(),
  currentDomain: z.string(),
  mainDomain: z.string(),
  domains: z.array(z.object({ host: z.string(), isMain: z.boolean() })),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;
export const ZDomainRouteResponse = envelope(ZDomainRoute);
