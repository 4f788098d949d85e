/** EN / VI switch: a two-button segmented control, usable by keyboard and at 375 px. */
import type { TLanguage } from '@luckwell/contracts/language';
import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, setLanguage } from './i18n.ts';

export const LanguageSelector = ({ className = '' }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  const current: TLanguage = i18n.language === 'vi' ? 'vi' : 'en';
  return (
    <fieldset
      className={`m-0 inline-flex shrink-0 items-center gap-0.5 rounded-full border border-line bg-page/70 p-0.5 ${className}`}
    >
      <legend className="sr-only">{t('language.label')}</legend>
      {ADMIN_LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            aria-label={t(language === 'en' ? 'language.en' : 'language.vi')}
            onClick={() => void setLanguage(language)}
            className={`min-h-8 min-w-10 rounded-full px-2.5 text-xs font-bold tracking-wide uppercase transition ${
              active ? 'bg-gold text-on-primary shadow shadow-primary/20' : 'text-muted hover:text-ink'
            }`}
          >
            {language}
          </button>
        );
      })}
    </fieldset>
  );
};
