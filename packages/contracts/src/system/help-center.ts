import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZHelpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML written by the operator. */
  content: z.string(),
  sort: z.number().int(),
});
export const ZHelpCategory = z.object({
  id: z.number().int(),
  /** Stable name of the section (`contact`, `guides`…), for links such as `/help?section=contact`. */
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  articles: z.array(ZHelpArticle),
});
export type THelpCategory = z.infer<typeof ZHelpCategory>;
export const ZHelpCenterQuery = z.object({ language: z.enum(['vi', 'en']).optional() });
export const ZHelpCenterResponse = envelope(z.array(ZHelpCategory));
