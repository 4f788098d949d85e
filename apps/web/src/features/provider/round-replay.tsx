/** Game recall of one house round by its id (the betting record's Replay): its steps, money and verify link. */
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoundCard } from './history-panel.tsx';
import { providerApi } from './provider-api.ts';

export const RoundReplay = ({ roundId }: { roundId: string }) => {
  const { t } = useTranslation();
  const round = useQuery({ queryKey: ['providerRound', roundId], queryFn: () => providerApi.round(roundId) });
  if (round.isPending) return <Loader label={t('hist_loading')} />;
  if (round.isError) {
    return (
      <p role="alert" className="text-sm text-red-300">
        {t(errorMessageKey(round.error))}
      </p>
    );
  }
  return (
    <ul data-testid="round-replay">
      <RoundCard round={round.data} currency={round.data.currency} />
    </ul>
  );
};
