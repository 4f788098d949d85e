/** Types `t()` against the English catalogue, so a missing or misspelled key fails to compile. */
import 'i18next';
import type { en } from './locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    resources: { translation: typeof en };
  }
}
