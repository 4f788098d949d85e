import { z } from 'zod';

/** The deployed build offers EN and VI, VI the default (spec §1, §9). */
export const Language = z.enum(['vi', 'en']);
export type TLanguage = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: TLanguage = 'vi';
