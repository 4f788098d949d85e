/**
 * The header's language selector; shown only when the brand offers more than one language.
 * A listbox-style dropdown that closes on outside click and Escape (spec §4 "Dropdown selects close
 * on outside click").
 */
import type { TLanguage } from '@luckwell/contracts/language';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../shared/icons.tsx';
import { usePermission } from '../../shared/permission-store.ts';
import { setLanguage } from './i18n.ts';

const Flag = ({ language }: { language: TLanguage }) =>
  language === 'vi' ? (
    <svg viewBox="0 0 30 20" className="h-3.5 w-5 shrink-0 rounded-[3px]" aria-hidden="true">
      <rect width="30" height="20" fill="#da251d" />
      <path
        fill="#ffff00"
        d="M15 4l1.76 5.41h5.69l-4.6 3.35 1.75 5.41L15 14.83l-4.6 3.34 1.75-5.41-4.6-3.35h5.69z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 60 30" className="h-3.5 w-5 shrink-0 rounded-[3px]" aria-hidden="true">
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="2.5" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );

type LanguageSelectorProps = { variant?: 'header' | 'block' };

export const LanguageSelector = ({ variant = 'header' }: LanguageSelectorProps) => {
  const { t, i18n } = useTranslation();
  const { brand } = usePermission();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = (i18n.language === 'en' ? 'en' : 'vi') satisfies TLanguage;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (brand.languages.length < 2) return null;

  if (variant === 'block') {
    return (
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('lang_label')}</legend>
        {brand.languages.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={language === current}
            onClick={() => void setLanguage(language)}
            className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition ${
              language === current
                ? 'border-primary bg-primary/10 text-primary'
                : 'border-line text-muted hover:text-ink'
            }`}
          >
            <Flag language={language} />
            {t(`lang_${language}`)}
          </button>
        ))}
      </fieldset>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('lang_label')}: ${t(`lang_${current}`)}`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 items-center gap-2 rounded-full border border-line bg-black/20 px-3 text-xs font-semibold text-ink transition hover:border-primary/60"
      >
        <Flag language={current} />
        <span>{current.toUpperCase()}</span>
        <ChevronDownIcon className={`size-3.5 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t('lang_label')}
          className="absolute top-full right-0 z-50 mt-2 w-44 animate-fade-in overflow-hidden rounded-xl border border-line bg-surface p-1 shadow-2xl shadow-black/60"
        >
          {brand.languages.map((language) => (
            <li key={language}>
              <button
                type="button"
                aria-current={language === current}
                onClick={() => {
                  setOpen(false);
                  void setLanguage(language);
                }}
                className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition hover:bg-white/5 ${
                  language === current ? 'font-semibold text-primary' : 'text-ink'
                }`}
              >
                <Flag language={language} />
                {t(`lang_${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
