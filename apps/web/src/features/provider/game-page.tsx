/**
 * The house provider's game route (`/game/:engine?vendor&gameCode&token&lang`), opened by the game
 * popup in a frame (desktop) or a tab (phone). Opens the provider session with the one-time launch
 * token, then shows the engine family's client with the balance, a sound switch, and the fairness
 * and history panels. No site header: it is the game's whole screen.
 */
import type { TFairness, TPlayValue, TProviderSession } from '@luckwell/contracts/provider/house-games';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { setLanguage } from '../i18n/i18n.ts';
import { ENGINE_CLIENTS } from './engine-clients.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { HISTORY_KEY, HistoryPanel } from './history-panel.tsx';
import { moneyText } from './money-text.ts';
import { providerApi } from './provider-api.ts';

type Panel = 'fairness' | 'history' | null;

export const GamePage = () => {
  const { t } = useTranslation();
  const { engine = '' } = useParams();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<TProviderSession | null>(null);
  const [balance, setBalance] = useState('0.00');
  const [fairness, setFairness] = useState<TFairness | null>(null);
  const [sound, setSound] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const start = useMutation({
    mutationFn: providerApi.start,
    onSuccess: (value) => {
      setSession(value);
      setBalance(value.balance);
      setFairness(value.fairness);
    },
  });
  // The launch token works once: start exactly once, even under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The launch names the site's language; a game opened in a tab of its own follows it.
    const lang = params.get('lang');
    if ((lang === 'en' || lang === 'vi') && lang !== document.documentElement.lang) {
      void setLanguage(lang).catch(() => undefined);
    }
    start.mutate({
      vendor: params.get('vendor') ?? '',
      gameCode: params.get('gameCode') ?? '',
      launchToken: params.get('token') ?? '',
    });
  }, [params, start]);

  const onPlayed = (value: TPlayValue) => {
    setBalance(value.balance);
    setFairness(value.fairness);
    void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
  };

  const Client = ENGINE_CLIENTS[session?.game.engine ?? engine];

  return (
    <div className="min-h-dvh bg-[radial-gradient(circle_at_top,#1c2546,#070a16_70%)] text-ink">
      {!session && !start.isError && (
        <div className="grid min-h-dvh place-items-center">
          <Loader label={t('provider_loading')} />
        </div>
      )}
      {start.isError && (
        <div className="grid min-h-dvh place-items-center p-6">
          <div
            role="alert"
            className="max-w-sm rounded-2xl border border-red-400/30 bg-surface p-6 text-center text-sm leading-relaxed"
          >
            {t(errorMessageKey(start.error))}
          </div>
        </div>
      )}
      {session && (
        <div className="mx-auto flex max-w-5xl flex-col gap-3 p-3 sm:p-5">
          <header className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface/80 px-4 py-2.5">
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-base font-bold text-gold sm:text-lg">{session.game.gameName}</h1>
              <p className="text-xs text-muted">{t('provider_rtp', { rtp: session.game.rtp })}</p>
            </div>
            <div className="text-right">
              <div className="text-[11px] uppercase tracking-wider text-muted">{t('provider_balance')}</div>
              <div data-testid="provider-balance" className="font-bold tabular-nums">
                {moneyText(balance, session.currency)}
              </div>
            </div>
            <div className="flex gap-1.5">
              <button
                type="button"
                aria-pressed={sound}
                aria-label={sound ? t('provider_sound_off') : t('provider_sound_on')}
                onClick={() => setSound((on) => !on)}
                className="grid size-9 place-items-center rounded-full border border-line text-muted transition hover:border-primary hover:text-primary aria-pressed:text-primary"
              >
                <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                  <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
                  {sound ? (
                    <path
                      d="M16 8a5 5 0 010 8M18.5 5.5a9 9 0 010 13"
                      stroke="currentColor"
                      strokeWidth="2"
                      fill="none"
                    />
                  ) : (
                    <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" />
                  )}
                </svg>
              </button>
              {(['fairness', 'history'] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-expanded={panel === name}
                  onClick={() => setPanel((open) => (open === name ? null : name))}
                  className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-muted transition hover:border-primary hover:text-primary aria-expanded:border-primary aria-expanded:text-primary"
                >
                  {t(name === 'fairness' ? 'provider_fairness' : 'provider_history')}
                </button>
              ))}
            </div>
          </header>
          <div className="grid gap-3 lg:grid-cols-[1fr_340px]">
            <main className="min-w-0">
              {Client ? (
                <Suspense fallback={<Loader label={t('provider_loading')} />}>
                  <Client session={session} balance={balance} sound={sound} onPlayed={onPlayed} />
                </Suspense>
              ) : null}
            </main>
            {panel && (
              <aside className="min-w-0 rounded-2xl border border-line bg-surface/80 p-4">
                {panel === 'fairness' && fairness && (
                  <FairnessPanel fairness={fairness} onChange={setFairness} />
                )}
                {panel === 'history' && <HistoryPanel currency={session.currency} />}
              </aside>
            )}
          </div>
        </div>
      )}
    </div>
  );
};
