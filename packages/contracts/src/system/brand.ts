import { z } from 'zod';

/** Brand config of a merchant (spec §3 "Brand config"), plus the theme the web apps paint with. */
export const ZBrand = z.object({
  merchantCode: z.string(),
  name: z.string(),
  platform: z.literal('WEB'),
  lotteryType: z.enum(['SEA', 'VN']),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  logoUrl: z.string(),
  languages: z.array(z.enum(['vi', 'en'])),
  defaultLanguage: z.enum(['vi', 'en']),
  theme: z.object({
    /** CSS colours: page background, raised surface, primary accent, secondary accent. */
    background: z.string(),
    surface: z.string(),
    primary: z.string(),
    accent: z.string(),
  }),
  customerServiceUrl: z.string(),
  supportHours: z.string(),
});
export type TBrand = z.infer<typeof ZBrand>;
