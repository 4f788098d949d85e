/**
 * The lottery lobby (/lottery, /vnLottery, /seaLottery without a game code): every game on offer
 * by group — fast draws, Vietnam's daily regions, Southeast Asia — each with a live countdown to its
 * issue's close on the server's clock, its last result and Play, which opens the game's page.
 */
import type { TLotteryGroup, TLotteryLobby } from '@luckwell/contracts/provider/lottery';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lotteryGamePath } from '../../shared/categories.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { cadenceText, GameEmblem } from './game-emblem.tsx';
import { LOTTERY_LOBBY_KEY, lotteryApi } from './lottery-api.ts';
import {
  GROUPS,
  issueShort,
  type LotteryVariant,
  provinceName,
  titleOfGame,
  VARIANT_GROUP,
} from './lottery-games.ts';
import { ResultView } from './result-view.tsx';
import { clockOffset, countdownText, secondsUntil, useServerNow } from './server-clock.ts';

type Entry = TLotteryLobby['games'][number];

const LobbyCard = ({ entry, now }: { entry: Entry; now: number }) => {
  const { t } = useTranslation();
  const { game, current, last } = entry;
  const title = titleOfGame(game.key);
  const name = t(`lottery_game_${game.key}`);
  const left = current ? secondsUntil(current.closesAt, now) : 0;
  const { days, clock } = countdownText(left);
  return (
    <article
      className="group relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 transition hover:border-primary/60"
      aria-label={name}
      data-testid={`lottery-card-${game.key}`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-40 rounded-full bg-primary/10 blur-2xl transition group-hover:bg-primary/20"
      />
      <header className="relative flex items-center gap-3">
        <GameEmblem game={game} />
        <div className="min-w-0">
          <h3 className="truncate text-base font-bold text-ink">{name}</h3>
          <p className="text-xs text-muted">{cadenceText(t, game)}</p>
        </div>
      </header>
      <div className="relative flex items-center justify-between gap-2 rounded-xl bg-black/30 px-3 py-2">
        {current ? (
          <>
            <span className="min-w-0 truncate text-xs text-muted">
              {current.province
                ? provinceName(current.province)
                : t('lottery_issue_short', { issue: issueShort(current.issue) })}
            </span>
            <span className="text-right">
              <span className="block text-[10px] tracking-wider text-muted uppercase">
                {t('lottery_closes_in')}
              </span>
              <span
                className="font-mono text-lg font-bold text-primary tabular-nums"
                data-testid="lobby-countdown"
              >
                {days > 0 ? t('lottery_days', { days }) : ''}
                {clock}
              </span>
            </span>
          </>
        ) : (
          <span className="text-xs text-muted">{t('lottery_no_issue_selling')}</span>
        )}
      </div>
      <div className="relative min-h-14">
        {last?.result ? (
          <>
            <p className="mb-1 text-[11px] text-muted">
              {t('lottery_last_result', {
                issue: last.province ? provinceName(last.province) : issueShort(last.issue),
              })}
            </p>
            <ResultView family={game.family} tiers={last.result} compact />
          </>
        ) : (
          <p className="text-xs text-muted">{t('lottery_no_results_yet')}</p>
        )}
      </div>
      {title && (
        <Link
          to={lotteryGamePath(title.vendor, title.gameCode)}
          className={`${buttonClass({ size: 'sm', block: true })} relative mt-auto`}
          aria-label={t('lottery_play_game', { name })}
        >
          {t('lottery_play')}
        </Link>
      )}
    </article>
  );
};

export const LotteryLobby = ({ variant }: { variant: LotteryVariant }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const only = VARIANT_GROUP[variant];
  const [filter, setFilter] = useState<TLotteryGroup | 'all'>('all');
  const lobby = useQuery({
    queryKey: [LOTTERY_LOBBY_KEY],
    queryFn: async ({ signal }) => {
      const value = await lotteryApi.lobby(signal);
      return { value, offset: clockOffset(value.serverTime) };
    },
    refetchInterval: 15_000,
  });
  const now = useServerNow(lobby.data?.offset ?? 0);
  const entries = useMemo(
    () =>
      (lobby.data?.value.games ?? []).filter(
        (entry) => entry.game.enabled && (!only || entry.game.group === only),
      ),
    [lobby.data, only],
  );

  // An issue that closes brings the next one: ask again as soon as a countdown runs out.
  const nextClose = entries.reduce(
    (soonest, { current }) => (current ? Math.min(soonest, Date.parse(current.closesAt)) : soonest),
    Number.POSITIVE_INFINITY,
  );
  const asked = useRef(0);
  useEffect(() => {
    if (now >= nextClose && asked.current !== nextClose) {
      asked.current = nextClose;
      const timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: [LOTTERY_LOBBY_KEY] }),
        1200,
      );
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [now, nextClose, queryClient]);

  const groups = (only ? [only] : filter === 'all' ? GROUPS : [filter]).filter((group) =>
    entries.some((entry) => entry.game.group === group),
  );

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-6 sm:py-10">
      <section className="relative overflow-hidden rounded-3xl border border-line shadow-2xl shadow-black/50">
        <img
          src="/img/categories/cards/LOTT.svg"
          alt=""
          width={400}
          height={300}
          className="absolute inset-0 size-full object-cover opacity-70"
        />
        <div
          className="absolute inset-0 bg-gradient-to-r from-page via-page/85 to-page/30"
          aria-hidden="true"
        />
        <div className="relative flex min-h-40 flex-col justify-center gap-2 p-6 sm:min-h-48 sm:p-10">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t(`lottery_page_${variant}`)}</h1>
          <p className="max-w-xl text-sm text-ink/80 sm:text-base">{t(`lottery_page_${variant}_tag`)}</p>
        </div>
      </section>

      {!only && (
        <fieldset className="mt-6 flex gap-2 overflow-x-auto scrollbar-none">
          <legend className="sr-only">{t('lottery_groups')}</legend>
          {(['all', ...GROUPS] as const).map((group) => (
            <button
              key={group}
              type="button"
              aria-pressed={filter === group}
              onClick={() => setFilter(group)}
              className="shrink-0 rounded-full border border-line px-4 py-2 text-sm font-semibold whitespace-nowrap text-muted transition hover:border-primary hover:text-ink aria-pressed:border-transparent aria-pressed:bg-gold aria-pressed:text-on-primary"
            >
              {t(`lottery_group_${group}`)}
            </button>
          ))}
        </fieldset>
      )}

      {lobby.isPending ? (
        <Loader label={t('lottery_loading')} className="mt-8" />
      ) : lobby.isError ? (
        <div className="mt-8">
          <LoadFailed query={lobby} title={t('lottery_lobby_failed')} />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState
          className="mt-8"
          title={t('lottery_lobby_empty')}
          description={t('lottery_lobby_empty_body')}
        />
      ) : (
        groups.map((group) => (
          <section key={group} aria-labelledby={`lottery-group-${group}`} className="mt-8">
            <h2
              id={`lottery-group-${group}`}
              className="mb-4 flex items-center gap-3 text-xl font-bold text-ink"
            >
              <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gold" />
              {t(`lottery_group_${group}`)}
              <span className="text-sm font-normal text-muted">{t(`lottery_group_${group}_tag`)}</span>
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
              {entries
                .filter((entry) => entry.game.group === group)
                .map((entry) => (
                  <li key={entry.game.key} className="grid">
                    <LobbyCard entry={entry} now={now} />
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
};
