import { z } from 'zod';

export const ResourceType = z.enum(['TELEGRAM', 'MOBILECONFIG', 'Android', 'FACEBOOK', 'YOUTUBE']);
export type TResourceType = z.infer<typeof ResourceType>;

/** A configured external link: social pages, app downloads (spec §3 "Resources"). */
export const ZResource = z.object({
  resourceType: ResourceType,
  url: z.string(),
  name: z.string(),
  labelNameEn: z.string(),
  /** Open in a new tab (true) or the same tab. */
  newTab: z.boolean(),
});
export type TResource = z.infer<typeof ZResource>;
