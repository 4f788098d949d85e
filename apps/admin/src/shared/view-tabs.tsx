/**
 * A section's views as tabs of links (Agents: tree, rules, settlements; Promotions: promotions,
 * red envelopes, …), keeping the section's brand in the address.
 */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TranslationKey } from './locales/en.ts';

export type SectionView = { path: string; label: TranslationKey; end: boolean };

export const ViewTabs = ({
  label,
  views,
  brand,
  align = 'md:self-end',
}: {
  /** Names the row for screen readers, already translated. */
  label: string;
  views: readonly SectionView[];
  brand: string;
  /** Where the row sits in its column: at the end beside the brand by default. */
  align?: string;
}) => {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={label}
      className={`flex max-w-full gap-1 overflow-x-auto rounded-xl bg-black/30 p-1 ${align}`}
    >
      {views.map((view) => (
        <NavLink
          key={view.path}
          to={{ pathname: view.path, search: brand ? `?brand=${encodeURIComponent(brand)}` : '' }}
          end={view.end}
          className={({ isActive }) =>
            `flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
              isActive ? 'bg-gold text-on-primary shadow' : 'text-muted hover:text-ink'
            }`
          }
        >
          {t(view.label)}
        </NavLink>
      ))}
    </nav>
  );
};
