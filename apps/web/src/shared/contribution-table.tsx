/**
 * A bonus's wagering contributions (ADR 063): the share of a bet in each game category that counts
 * toward the requirement. Categories the promotion does not list count in full. Shown on the
 * promotion cards and on the member's bonus details.
 */
import { GameCategory } from '@luckwell/contracts/games/game-menus';
import type { TContribution } from '@luckwell/contracts/member/promotions';
import { useTranslation } from 'react-i18next';

/** "100.00" → "100", "12.50" → "12.5": a rate as a person writes it. */
export const percentText = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

export const ContributionTable = ({
  contributions,
  title,
  otherNote,
}: {
  contributions: TContribution[];
  /** Already translated. */
  title: string;
  /** "Other games count 100%", already translated; shown when some category is not listed. */
  otherNote: string;
}) => {
  const { t } = useTranslation();
  const listed = new Set(contributions.map((line) => line.category));
  const allListed = GameCategory.options.every((category) => listed.has(category));
  return (
    <section aria-label={title} data-testid="contributions">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink/90 uppercase">{title}</h3>
      {contributions.length > 0 && (
        <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
          {contributions.map((line) => {
            const percent = percentText(line.percent);
            return (
              <li
                key={line.category}
                className="grid gap-1 rounded-lg border border-line/70 bg-black/25 px-2.5 py-1.5"
              >
                <span className="flex items-baseline justify-between gap-2 text-xs">
                  <span className="truncate text-muted">{t(`cat_${line.category}`)}</span>
                  <span className="font-bold text-ink tabular-nums">{percent}%</span>
                </span>
                <span aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-white/10">
                  <span className="block h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {!allListed && <p className="mt-2 text-xs text-muted">{otherNote}</p>}
    </section>
  );
};
