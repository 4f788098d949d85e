/**
 * The live session of a table page (ADR 082): the launch's one-time token (in the address when a
 * LIVE title was launched) exchanged at POST /provider/live/session for the session token, kept in
 * session storage with the title it came from and its currency. One session bets at every table.
 * Without a token or a known title the page is a spectator's; a session the provider dropped is
 * replaced by a fresh launch of the same title (the site's `launchGame`), once, and the call asked
 * again.
 */
import type { TLiveSession } from '@luckwell/contracts/provider/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { requestLaunchUrl } from '../../shared/launch-game.ts';
import {
  isSessionRefusal,
  type LiveTitle,
  liveApi,
  readLiveTitle,
  readLiveToken,
  storeLiveTitle,
  storeLiveToken,
} from './live-api.ts';

const CURRENCY_KEY = 'liveCurrency';

/** The session's currency, as the exchange told it ('' when unknown). */
export const readLiveCurrency = () => {
  try {
    return sessionStorage.getItem(CURRENCY_KEY) ?? '';
  } catch {
    return '';
  }
};

const exchange = async (title: LiveTitle, launchToken: string) => {
  const session = await liveApi.start({ ...title, launchToken });
  storeLiveToken(session.token);
  storeLiveTitle({ vendor: session.vendor, gameCode: session.gameCode });
  try {
    sessionStorage.setItem(CURRENCY_KEY, session.currency);
  } catch {
    // No storage: the page shows amounts without their currency.
  }
  return session;
};

/** A fresh launch of the title through the site, its one-time token exchanged. */
const relaunch = async (title: LiveTitle) => {
  const url = new URL(await requestLaunchUrl(title), window.location.origin);
  return exchange(
    {
      vendor: url.searchParams.get('vendor') ?? title.vendor,
      gameCode: url.searchParams.get('gameCode') ?? title.gameCode,
    },
    url.searchParams.get('token') ?? '',
  );
};

let pending: Promise<TLiveSession> | null = null;
/** One exchange at a time (StrictMode's double effects, a retry racing a bet). */
const obtain = (run: () => Promise<TLiveSession>) => {
  if (!pending) pending = run().finally(() => (pending = null));
  return pending;
};

export type LiveSessionState = {
  token: string | null;
  /** The balance the exchange answered; null until one (a stored session tells none). */
  openedBalance: string | null;
  /** No token and no title to launch: the page only watches. */
  spectator: boolean;
  error: unknown;
  retry: () => void;
  withSession: <T>(call: () => Promise<T>) => Promise<T>;
};

export const useLiveSession = (): LiveSessionState => {
  const [params, setParams] = useSearchParams();
  const first = useRef({
    launchToken: params.get('token'),
    title:
      params.get('vendor') && params.get('gameCode')
        ? { vendor: params.get('vendor') ?? '', gameCode: params.get('gameCode') ?? '' }
        : null,
  });
  const [token, setToken] = useState<string | null>(() =>
    first.current.launchToken ? null : readLiveToken(),
  );
  const [openedBalance, setOpenedBalance] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [spectator, setSpectator] = useState(false);

  useEffect(() => {
    if (!first.current.launchToken) return;
    // The one-time token is spent by the exchange: it leaves the address (and the history) at once.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['token', 'vendor', 'gameCode', 'lang']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    const { launchToken, title } = first.current;
    if (!launchToken && readLiveToken()) {
      setToken(readLiveToken());
      return;
    }
    const known = title ?? readLiveTitle();
    if (!known) {
      setSpectator(true);
      return;
    }
    let live = true;
    setError(null);
    first.current.launchToken = null;
    obtain(async () => {
      if (launchToken) {
        try {
          return await exchange(known, launchToken);
        } catch (failure) {
          if (!isSessionRefusal(failure)) throw failure;
        }
      }
      return relaunch(known);
    }).then(
      (session) => {
        if (!live) return;
        setOpenedBalance(session.balance);
        setToken(session.token);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const withSession = useCallback(async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (failure) {
      const title = readLiveTitle();
      if (!isSessionRefusal(failure) || !title) throw failure;
      storeLiveToken(null);
      const session = await obtain(() => relaunch(title));
      setOpenedBalance(session.balance);
      setToken(session.token);
      return call();
    }
  }, []);

  return { token, openedBalance, spectator, error, retry: () => setAttempt((n) => n + 1), withSession };
};
