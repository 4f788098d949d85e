/**
 * Starting a game (spec §2 "Game start behaviour", §7 launchGame): after the game-start gate, the
 * server answers a launch URL with a one-time token, which opens in a new window. The window is
 * opened before the call, inside the click, so popup blockers let it through; a failed launch
 * closes it and rethrows for the caller's error dialog.
 */
import type { TLaunchGameRequest } from '@luckwell/contracts/games/seamless';
import { useCallback } from 'react';
import { apiRequest } from './api-client.ts';
import { useGameStart } from './game-start.ts';

const schema = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/games/seamless')]).then(
    ([{ envelope }, { ZLaunchGameValue }]) => envelope(ZLaunchGameValue),
  );

/** Asks for a launch URL and sends `target` (a window opened in the click) to it. */
export const launchGame = async (
  game: TLaunchGameRequest,
  target: Window | null = window.open('', '_blank'),
) => {
  try {
    const { url } = await apiRequest('/wps/game/launchGame', schema, { method: 'POST', body: game });
    if (target) target.location.href = url;
    else window.location.assign(url);
    return url;
  } catch (error) {
    target?.close();
    throw error;
  }
};

/** `launch(game)`: the game-start gate (login popup, real-account dialog), then the launch. */
export const useLaunchGame = (onError?: (error: unknown) => void) => {
  const start = useGameStart();
  return useCallback(
    (game: TLaunchGameRequest) =>
      start(() => {
        launchGame(game).catch((error: unknown) => onError?.(error));
      }),
    [start, onError],
  );
};
