/** The frame's top bar: menu button (narrow screens), current section, language, operator. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../shared/icons.tsx';
import { LanguageSelector } from '../../shared/language-selector.tsx';
import { OperatorMenu } from './operator-menu.tsx';
import { sectionForPath } from './sections.ts';

export const TopBar = ({ onOpenMenu }: { onOpenMenu: () => void }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b border-line/70 bg-page/85 px-3 backdrop-blur-md sm:gap-3 sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('shell.openMenu')}
        className="grid size-10 shrink-0 place-items-center rounded-xl text-ink transition hover:bg-white/5 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        {section && (
          <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-primary/12 text-primary ring-1 ring-primary/25 sm:grid">
            <Icon name={section.icon} className="size-[18px]" />
          </span>
        )}
        <p className="truncate text-base font-semibold text-ink sm:text-lg">
          {section ? t(`section.${section.id}.title`) : t('app.backOffice')}
        </p>
      </div>
      <LanguageSelector />
      <OperatorMenu />
    </header>
  );
};
