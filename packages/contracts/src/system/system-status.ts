import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins (spec §4 "System status"). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TSystemStatusCode = z.infer<typeof SystemStatusCode>;

export const ZSystemStatus = z.object({
  status: SystemStatusCode,
  maintenance: z.object({
    on: z.boolean(),
    /** Shown on the maintenance page when the operator wrote one. */
    message: z.string().nullable(),
    until: z.string().nullable(),
  }),
  regionRestriction: z.object({ restricted: z.boolean(), country: z.string().nullable() }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;
export const ZSystemStatusResponse = envelope(ZSystemStatus);
