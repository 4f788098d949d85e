/**
 * /lotteryFairness (issue 20, ADR 081): the public verifier of lottery's in-house draws, open to
 * anyone, signed in or not. Pick a game (or arrive with `?game=&issue=`): each drawn issue shows the
 * SHA-256 published before its sales opened, the seed revealed with the result and the client seed,
 * and replays the draw in this browser with the very engine the server drew with.
 */
import type { TLotteryDraw } from '@luckwell/contracts/provider/lottery';
import { LOTTERY_GAMES, lotteryGame } from '@luckwell/games/lottery/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lotteryApi } from './lottery-api.ts';
import { drawLabel } from './lottery-games.ts';
import { ResultView } from './result-view.tsx';
import { Verifier } from './results-history.tsx';

const IN_HOUSE = LOTTERY_GAMES.filter((game) => game.drawnBy === 'house');

const DrawCard = ({ draw }: { draw: TLotteryDraw }) => {
  const { t } = useTranslation();
  const game = lotteryGame(draw.game)!;
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-surface/90 p-4" data-testid="fairness-draw">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-bold text-ink">{drawLabel(t, draw)}</h3>
        <span className="text-xs text-muted">{new Date(draw.drawAt).toLocaleString()}</span>
      </div>
      {draw.result && <ResultView family={game.family} tiers={draw.result} compact />}
      <Verifier family={game.family} draw={draw} />
    </li>
  );
};

export const LotteryFairnessPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key =
    lotteryGame(params.get('game') ?? '')?.drawnBy === 'house' ? params.get('game')! : IN_HOUSE[0]!.key;
  const issue = params.get('issue');
  const state = useQuery({
    queryKey: ['lotteryFairness', key],
    queryFn: ({ signal }) => lotteryApi.state(key, null, signal),
  });
  const asked = useQuery({
    queryKey: ['lotteryFairness', key, issue],
    queryFn: ({ signal }) => lotteryApi.draw(key, issue!, signal),
    enabled: Boolean(issue),
  });
  const recent = (state.data?.recent ?? []).filter((draw) => draw.serverSeed && draw.issue !== issue);
  return (
    <div className="mx-auto grid max-w-[960px] gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('lottery_fairness_title')}</h1>
        <p className="max-w-2xl text-sm text-ink/80">{t('lottery_fairness_intro')}</p>
        <ol className="grid max-w-2xl list-decimal gap-1 pl-5 text-sm text-ink/80">
          <li>{t('lottery_fairness_step_1')}</li>
          <li>{t('lottery_fairness_step_2')}</li>
          <li>{t('lottery_fairness_step_3')}</li>
        </ol>
      </header>
      <label className="grid max-w-xs gap-1 text-sm">
        <span className="text-muted">{t('lottery_fairness_game')}</span>
        <select
          value={key}
          onChange={(event) => setParams({ game: event.target.value })}
          className="rounded-xl border border-line bg-surface px-3 py-2 text-ink"
        >
          {IN_HOUSE.map((game) => (
            <option key={game.key} value={game.key}>
              {t(`lottery_game_${game.key}`)}
            </option>
          ))}
        </select>
      </label>
      {issue && asked.data && (
        <section aria-label={t('lottery_fairness_asked')} className="grid gap-2">
          {asked.data.serverSeed ? (
            <ul className="grid gap-3">
              <DrawCard draw={asked.data} />
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
              {t('lottery_fairness_not_drawn', { issue })}
            </p>
          )}
        </section>
      )}
      {issue && asked.isError && (
        <p role="alert" className="rounded-2xl border border-red-500/40 p-4 text-sm text-red-300">
          {t('lottery_fairness_no_issue', { issue })}
        </p>
      )}
      <section aria-labelledby="fairness-recent" className="grid gap-3">
        <h2 id="fairness-recent" className="text-lg font-bold text-ink">
          {t('lottery_fairness_recent')}
        </h2>
        {state.isPending ? (
          <p className="text-sm text-muted">{t('lottery_loading')}</p>
        ) : state.isError ? (
          <p role="alert" className="rounded-2xl border border-red-500/40 p-4 text-sm text-red-300">
            {t('lottery_fairness_load_error')}
          </p>
        ) : recent.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
            {t('lottery_fairness_empty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {recent.map((draw) => (
              <DrawCard key={draw.issue} draw={draw} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
