/**
 * The lottery session of a game page (ADR 081): the launch's one-time token (in the address when the
 * game was launched, else asked of the site's `launchGame`) exchanged at POST /provider/lottery/session
 * for the session token, kept in session storage per game code. A session the provider no longer
 * knows (PROVIDER_SESSION_INVALID) is replaced by a fresh launch, once, and the call asked again.
 */
import type { TLotterySession } from '@luckwell/contracts/provider/lottery';
import { ApiError } from '@luckwell/ui/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { requestLaunchUrl } from '../../shared/launch-game.ts';
import { lotteryApi, readLotteryToken, storeLotteryToken } from './lottery-api.ts';

const GAME_KEY = (gameCode: string) => `lotteryGame:${gameCode}`;
const MODE_KEY = (gameCode: string) => `lotteryPrizeMode:${gameCode}`;

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The lottery game the stored session of a title plays (the server's word), if any. */
export const storedGameOf = (gameCode: string) => read(GAME_KEY(gameCode));

/** The brand's prize mode the stored session carries: the rates the page shows are asked in it. */
export const storedPrizeModeOf = (gameCode: string) => read(MODE_KEY(gameCode));

const keepSession = (gameCode: string, session: TLotterySession) => {
  storeLotteryToken(gameCode, session.token);
  try {
    sessionStorage.setItem(GAME_KEY(gameCode), session.game);
    sessionStorage.setItem(MODE_KEY(gameCode), session.prizeMode);
  } catch {
    // No storage: the page keeps the token in memory.
  }
};

export const isSessionRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === 'PROVIDER_SESSION_INVALID';

/** One exchange per game code at a time (StrictMode's double effects, a retry racing a poll). */
const pending = new Map<string, Promise<string>>();

const exchange = async (vendor: string, gameCode: string, launchToken: string) => {
  const session = await lotteryApi.start({ vendor, gameCode, launchToken });
  keepSession(gameCode, session);
  return session.token;
};

/** A fresh launch of the title through the site, its one-time token exchanged. */
const launchAndExchange = async (vendor: string, gameCode: string) => {
  const url = new URL(await requestLaunchUrl({ vendor, gameCode }), window.location.origin);
  const launchToken = url.searchParams.get('token') ?? '';
  return exchange(
    url.searchParams.get('vendor') ?? vendor,
    url.searchParams.get('gameCode') ?? gameCode,
    launchToken,
  );
};

/**
 * The session token of a title: the one given in the address (`launchToken`), else a launch. A used
 * or expired address token falls back to a launch.
 */
export const obtainSession = ({
  vendor,
  gameCode,
  launchToken,
}: {
  vendor: string;
  gameCode: string;
  launchToken?: string | null;
}) => {
  let running = pending.get(gameCode);
  if (!running) {
    running = (async () => {
      if (launchToken) {
        try {
          return await exchange(vendor, gameCode, launchToken);
        } catch (error) {
          if (!isSessionRefusal(error)) throw error;
        }
      }
      return launchAndExchange(vendor, gameCode);
    })().finally(() => pending.delete(gameCode));
    pending.set(gameCode, running);
  }
  return running;
};

export type LotterySession = {
  /** The session token, once there is one. */
  token: string | null;
  error: unknown;
  /** Asks for a session again after a failure. */
  retry: () => void;
  /** Runs a call with the session; a session the provider dropped is replaced once and the call repeated. */
  withSession: <T>(call: () => Promise<T>) => Promise<T>;
};

export const useLotterySession = ({
  vendor,
  gameCode,
}: {
  vendor: string;
  gameCode: string;
}): LotterySession => {
  const [params, setParams] = useSearchParams();
  const launchToken = params.get('token');
  const [token, setToken] = useState<string | null>(() => (launchToken ? null : readLotteryToken(gameCode)));
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!launchToken) return;
    // The one-time token is spent by the exchange: it leaves the address (and the history) at once.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        next.delete('vendor');
        return next;
      },
      { replace: true },
    );
  }, [launchToken, setParams]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (!launchToken && readLotteryToken(gameCode)) {
      setToken(readLotteryToken(gameCode));
      return;
    }
    let live = true;
    setError(null);
    obtainSession({ vendor, gameCode, launchToken }).then(
      (value) => live && setToken(value),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
    // The address token is read once: dropping it from the address must not start another exchange.
  }, [vendor, gameCode, attempt]);

  const withSession = useCallback(
    async <T>(call: () => Promise<T>) => {
      if (!readLotteryToken(gameCode)) setToken(await obtainSession({ vendor, gameCode }));
      try {
        return await call();
      } catch (failure) {
        if (!isSessionRefusal(failure)) throw failure;
        storeLotteryToken(gameCode, null);
        setToken(await obtainSession({ vendor, gameCode }));
        return call();
      }
    },
    [vendor, gameCode],
  );

  return { token, error, retry: () => setAttempt((n) => n + 1), withSession };
};
