/**
 * The arena's history: the last results as coloured chips, and the trend roads drawn on the live
 * tables' ruled paper (`RoadGrid`): the bead road (every fight, M/W/D/C) and the big road (streaks
 * of Meron or Wala, draws as a green stroke with their count), with the counts of each outcome.
 */
import type { TCockfightArenaState, TCockfightResult } from '@luckwell/contracts/provider/cockfight';
import { useTranslation } from 'react-i18next';
import { BigRoadMark, RoadGrid } from '../live/road-maps.tsx';

type Outcome = TCockfightResult['outcome'];

const FILL: Record<Outcome, string> = {
  MERON: 'bg-red-600',
  WALA: 'bg-blue-600',
  DRAW: 'bg-emerald-600',
  CANCELLED: 'bg-slate-500',
};
const RING = { MERON: 'border-red-600', WALA: 'border-blue-600' } as const;

const useLetters = () => {
  const { t } = useTranslation();
  return {
    MERON: t('cockfight_letter_meron'),
    WALA: t('cockfight_letter_wala'),
    DRAW: t('cockfight_letter_draw'),
    CANCELLED: t('cockfight_letter_cancelled'),
  } satisfies Record<Outcome, string>;
};

export const ResultsStrip = ({ results }: { results: readonly TCockfightResult[] }) => {
  const { t } = useTranslation();
  const letter = useLetters();
  if (results.length === 0) return <p className="text-xs text-muted">{t('cockfight_no_results')}</p>;
  return (
    <ol className="flex gap-1.5 overflow-x-auto pb-1" aria-label={t('cockfight_last_results')}>
      {results.slice(0, 20).map((result) => (
        <li
          key={result.number}
          className={`grid min-w-11 shrink-0 justify-items-center rounded-lg px-1.5 py-1 text-white shadow ${FILL[result.outcome]}`}
          title={t(`cockfight_outcome_${result.outcome.toLowerCase()}`)}
        >
          <span className="text-sm leading-4 font-black" aria-hidden="true">
            {letter[result.outcome]}
          </span>
          <span className="sr-only">{t(`cockfight_outcome_${result.outcome.toLowerCase()}`)}</span>
          <span className="text-[10px] leading-3 tabular-nums opacity-85">#{result.number}</span>
        </li>
      ))}
    </ol>
  );
};

export const TrendRoads = ({ trend }: { trend: TCockfightArenaState['trend'] }) => {
  const { t } = useTranslation();
  const letter = useLetters();
  const counts: Outcome[] = ['MERON', 'WALA', 'DRAW', 'CANCELLED'];
  return (
    <div className="grid gap-3" data-testid="cockfight-trend">
      <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('cockfight_counts')}>
        {counts.map((outcome) => (
          <li key={outcome} className="flex items-center gap-1.5 rounded-full bg-black/30 px-2 py-0.5">
            <span
              className={`grid size-4 place-items-center rounded-full text-[9px] font-black text-white ${FILL[outcome]}`}
              aria-hidden="true"
            >
              {letter[outcome]}
            </span>
            <span className="text-muted">{t(`cockfight_outcome_${outcome.toLowerCase()}`)}</span>
            <strong className="tabular-nums">{trend.counts[outcome]}</strong>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <RoadGrid
          name={t('cockfight_road_bead')}
          testId="cockfight-road-bead"
          grid={trend.bead}
          minColumns={18}
          size="lg"
          cell={(value) => (
            <span
              className={`grid size-5 place-items-center rounded-full text-[10px] font-extrabold text-white ${FILL[value.outcome]}`}
              data-outcome={value.outcome}
            >
              {letter[value.outcome]}
            </span>
          )}
        />
        <RoadGrid
          name={t('cockfight_road_big')}
          testId="cockfight-road-big"
          grid={trend.bigRoad}
          minColumns={28}
          size="lg"
          cell={(value) => <BigRoadMark ring={RING[value.winner]} winner={value.winner} ties={value.draws} />}
        />
      </div>
    </div>
  );
};
