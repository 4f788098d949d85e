/** Operator-written text in each language the brand offers: `{ vi: '…', en: '…' }`. */
export type Localized<T = string> = Partial<Record<'vi' | 'en', T>>;

/** The text in `language`, else in the brand's default, else any there is. */
export const pickLocalized = <T>(text: Localized<T>, language: string, fallback: string): T | undefined =>
  text[language as 'vi' | 'en'] ?? text[fallback as 'vi' | 'en'] ?? Object.values(text)[0];
