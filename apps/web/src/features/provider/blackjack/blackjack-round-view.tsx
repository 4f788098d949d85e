/**
 * A recorded blackjack round (game history, the betting record's replay, the verifier): the table as
 * it ended, and the moves in order. The hole card of a round still open stays hidden here too.
 */
import type { BlackjackRecord } from '@luckwell/games/blackjack-engine';
import { useTranslation } from 'react-i18next';
import type { RoundViewProps } from '../engine-clients.ts';
import { BlackjackTable } from './blackjack-table.tsx';

const MOVE_KEYS: Record<string, string> = {
  deal: 'bj_deal',
  hit: 'bj_hit',
  stand: 'bj_stand',
  double: 'bj_double',
  split: 'bj_split',
};

export const BlackjackRoundView = ({ round }: RoundViewProps) => {
  const { t } = useTranslation();
  const records = round.steps.map((step) => step.record as BlackjackRecord);
  const last = records.at(-1);
  if (!last) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="bj-round-view">
      <BlackjackTable record={last} compact />
      <ol className="flex flex-wrap gap-1 text-[11px]">
        {records.map((record, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a round's steps are fixed.
            key={i}
            data-testid="history-step"
            className="rounded-full border border-line px-2 py-0.5 font-semibold text-muted"
          >
            {i + 1}. {MOVE_KEYS[record.action] ? t(MOVE_KEYS[record.action]!) : '⏱'}
          </li>
        ))}
      </ol>
    </div>
  );
};
