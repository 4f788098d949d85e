/**
 * The session of a shared-table page (live tables ADR 082, card tables ADR 084): the launch's
 * one-time token (in the address when a title was launched) exchanged for the session token, kept in
 * session storage with the title it came from and its currency under the page's prefix
 * (`liveToken`, `liveTitle`, …). One session plays at every table of its kind. Without a token or a
 * known title the page is a spectator's; a session the provider dropped is replaced by a fresh launch
 * of the same title (the site's `launchGame`), once, and the call asked again.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { requestLaunchUrl } from './launch-game.ts';

/** A session-storage value (null when storage is unavailable). */
export const readSessionValue = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
/** Stores (or, with null, removes) a session-storage value; without storage, nothing is kept. */
export const writeSessionValue = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No storage: the session lives as long as this page's memory.
  }
};

export const isSessionRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === 'PROVIDER_SESSION_INVALID';

/** The title a session was launched from: a dropped session is launched again from it. */
export type TableTitle = { vendor: string; gameCode: string };

/** What a session exchange answers (the provider's `…/session` calls). */
export type TableSessionAnswer = TableTitle & { token: string; currency: string; balance: string };

export type TableSessionState = {
  token: string | null;
  /** The balance the exchange answered; null until one (a stored session tells none). */
  openedBalance: string | null;
  /** No token and no title to launch: the page only watches. */
  spectator: boolean;
  error: unknown;
  retry: () => void;
  withSession: <T>(call: () => Promise<T>) => Promise<T>;
};

export const createTableSession = ({
  prefix,
  start,
}: {
  /** The storage keys' prefix: `live` keeps `liveToken`, `liveTitle` and `liveCurrency`. */
  prefix: string;
  start: (input: TableTitle & { launchToken: string }) => Promise<TableSessionAnswer>;
}) => {
  const tokenKey = `${prefix}Token`;
  const titleKey = `${prefix}Title`;
  const currencyKey = `${prefix}Currency`;
  const readToken = () => readSessionValue(tokenKey);
  const storeToken = (token: string | null) => writeSessionValue(tokenKey, token);
  const readTitle = (): TableTitle | null => {
    try {
      const value = JSON.parse(readSessionValue(titleKey) ?? 'null') as Partial<TableTitle> | null;
      return value && typeof value.vendor === 'string' && typeof value.gameCode === 'string'
        ? { vendor: value.vendor, gameCode: value.gameCode }
        : null;
    } catch {
      return null;
    }
  };
  /** The session's currency, as the exchange told it ('' when unknown). */
  const readCurrency = () => readSessionValue(currencyKey) ?? '';

  const exchange = async (title: TableTitle, launchToken: string) => {
    const session = await start({ ...title, launchToken });
    storeToken(session.token);
    writeSessionValue(titleKey, JSON.stringify({ vendor: session.vendor, gameCode: session.gameCode }));
    writeSessionValue(currencyKey, session.currency);
    return session;
  };

  /** A fresh launch of the title through the site, its one-time token exchanged. */
  const relaunch = async (title: TableTitle) => {
    const url = new URL(await requestLaunchUrl(title), window.location.origin);
    return exchange(
      {
        vendor: url.searchParams.get('vendor') ?? title.vendor,
        gameCode: url.searchParams.get('gameCode') ?? title.gameCode,
      },
      url.searchParams.get('token') ?? '',
    );
  };

  let pending: Promise<TableSessionAnswer> | null = null;
  /** One exchange at a time (StrictMode's double effects, a retry racing a call). */
  const obtain = (run: () => Promise<TableSessionAnswer>) => {
    if (!pending) pending = run().finally(() => (pending = null));
    return pending;
  };

  return { tokenKey, readToken, storeToken, readTitle, readCurrency, exchange, relaunch, obtain };
};

export type TableSessionKind = ReturnType<typeof createTableSession>;

/** A table page's session, of the kind `createTableSession` made (a module-level constant). */
export const useTableSession = (kind: TableSessionKind): TableSessionState => {
  const { readToken, storeToken, readTitle, exchange, relaunch, obtain } = kind;
  const [params, setParams] = useSearchParams();
  const first = useRef({
    launchToken: params.get('token'),
    title:
      params.get('vendor') && params.get('gameCode')
        ? { vendor: params.get('vendor') ?? '', gameCode: params.get('gameCode') ?? '' }
        : null,
  });
  const [token, setToken] = useState<string | null>(() => (first.current.launchToken ? null : readToken()));
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
    if (!launchToken && readToken()) {
      setToken(readToken());
      return;
    }
    const known = title ?? readTitle();
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

  const withSession = useCallback(
    async <T>(call: () => Promise<T>) => {
      try {
        return await call();
      } catch (failure) {
        const title = readTitle();
        if (!isSessionRefusal(failure) || !title) throw failure;
        storeToken(null);
        const session = await obtain(() => relaunch(title));
        setOpenedBalance(session.balance);
        setToken(session.token);
        return call();
      }
    },
    [storeToken, relaunch, readTitle, obtain],
  );

  return { token, openedBalance, spectator, error, retry: () => setAttempt((n) => n + 1), withSession };
};
