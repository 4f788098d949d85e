/**
 * Starting a game (spec §2 "Game start behaviour", §7 launchGame). Every game tile calls
 * `useLaunchGame()`; what a click does depends on the game:
 * - a VASSALAGE entry (`isGame` false: a vendor's lobby entry) opens the vendor's popup game list;
 * - a game under maintenance opens the game-maintenance page, which recommends playable games;
 * - then the game-start gate: a visitor gets the login popup, a trial account the real-account dialog;
 * - a lottery game opens its lottery page (TCG_LOTTO_VN /vnLottery, TCG_SEA /seaLottery, else /lottery);
 * - anything else asks the server for a launch URL with a one-time token and opens it: in the game
 *   popup (a frame over the site) on a desktop, in a new tab on a phone. The tab is opened inside the
 *   click, before the call, so popup blockers let it through; a failed launch closes it again.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TLaunchGameRequest } from '@luckwell/contracts/games/seamless';
import { ApiError, errorMessageKey } from '@luckwell/ui/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, refusalDetail } from './api-client.ts';
import { lotteryGamePath } from './categories.ts';
import { gameStartGate } from './game-start.ts';
import { useOverlayStore } from './overlay-store.ts';
import { useSessionStore } from './session-store.ts';

const schema = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/games/seamless')]).then(
    ([{ envelope }, { ZLaunchGameValue }]) => envelope(ZLaunchGameValue),
  );

/** What a tile needs to know to start its game. */
export type PlayableGame = Pick<
  TGame,
  'vassalage' | 'gameCode' | 'gameType' | 'gameName' | 'isGame' | 'maintenance'
>;

export type GameStartAction =
  | { kind: 'vendorGames' }
  | { kind: 'maintenance'; path: string }
  | { kind: 'route'; path: string }
  | { kind: 'launch' };

/** The game-maintenance page for a game (spec §2 "System pages"). */
export const gameMaintenancePath = (game: Pick<TGame, 'vassalage' | 'gameCode' | 'gameType' | 'gameName'>) =>
  `/gameMaintenance?${new URLSearchParams({
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    gameType: game.gameType,
    name: game.gameName,
  })}`;

/**
 * What clicking `game` does, before the game-start gate. Inside a vendor's popup game list the
 * entries are that vendor's lobbies and start (`fromVendorList`), rather than open the list again.
 */
export const gameStartAction = (
  game: PlayableGame,
  { fromVendorList = false }: { fromVendorList?: boolean } = {},
): GameStartAction => {
  if (!game.isGame && !fromVendorList) return { kind: 'vendorGames' };
  if (game.maintenance) return { kind: 'maintenance', path: gameMaintenancePath(game) };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return { kind: 'route', path: lotteryGamePath(game.vassalage, game.gameCode) };
  return { kind: 'launch' };
};

/** Phones open games in a new tab; wider screens in the game popup. */
export const opensInNewTab = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

/** Asks the server for the launch URL (a one-time token on one of the launch CDNs). */
export const requestLaunchUrl = async (game: TLaunchGameRequest) =>
  (await apiRequest('/wps/game/launchGame', schema, { method: 'POST', body: game })).url;

/** Asks for a launch URL and sends `target` (a window opened in the click) to it. */
export const launchGame = async (
  game: TLaunchGameRequest,
  target: Window | null = window.open('', '_blank'),
) => {
  try {
    const url = await requestLaunchUrl(game);
    if (target) target.location.href = url;
    else window.location.assign(url);
    return url;
  } catch (error) {
    target?.close();
    throw error;
  }
};

/**
 * Opens a game that may start: a new tab on a phone, the game popup otherwise. A refusal for
 * maintenance (the operator closed it since the list was loaded) goes to the game-maintenance page;
 * any other refusal is shown in the popup.
 */
const openGame = (game: PlayableGame, goTo: (path: string) => void) => {
  const overlays = useOverlayStore.getState();
  const request = { vendor: game.vassalage, gameCode: game.gameCode };
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'GAME_MAINTENANCE') {
      overlays.closeGamePopup();
      overlays.closeVendorGames();
      goTo(gameMaintenancePath(game));
      return;
    }
    overlays.showGamePopup({
      title: game.gameName,
      status: 'error',
      messageKey: errorMessageKey(error),
      messageParams: refusalDetail(error)?.params ?? {},
    });
  };
  if (opensInNewTab()) {
    overlays.closeVendorGames();
    launchGame(request, window.open('', '_blank')).catch(fail);
    return;
  }
  const loading = { title: game.gameName, status: 'loading' as const };
  overlays.showGamePopup(loading);
  requestLaunchUrl(request).then(
    (url) => {
      // Closed while loading: the player changed their mind.
      if (useOverlayStore.getState().gamePopup !== loading) return;
      overlays.showGamePopup({ title: game.gameName, status: 'ready', url });
    },
    (error: unknown) => {
      if (useOverlayStore.getState().gamePopup !== loading) return;
      fail(error);
    },
  );
};

/** What a click on a game tile does (see the module comment); `navigate` moves the router. */
export const startGame = (
  game: PlayableGame,
  { navigate, fromVendorList = false }: { navigate: (path: string) => void; fromVendorList?: boolean },
) => {
  const action = gameStartAction(game, { fromVendorList });
  const overlays = useOverlayStore.getState();
  const goTo = (path: string) => {
    overlays.closeVendorGames();
    navigate(path);
  };
  if (action.kind === 'vendorGames') {
    overlays.openVendorGames({ vassalage: game.vassalage, gameType: game.gameType, title: game.gameName });
    return;
  }
  if (action.kind === 'maintenance') {
    goTo(action.path);
    return;
  }
  const gate = gameStartGate(useSessionStore.getState());
  if (gate === 'login') overlays.openAuth('login');
  else if (gate === 'realAccount') overlays.openRealAccount();
  else if (action.kind === 'route') goTo(action.path);
  else openGame(game, navigate);
};

/** `launch(game)`: `startGame` bound to the router. */
export const useLaunchGame = ({ fromVendorList = false }: { fromVendorList?: boolean } = {}) => {
  const navigate = useNavigate();
  return useCallback(
    (game: PlayableGame) => startGame(game, { navigate, fromVendorList }),
    [navigate, fromVendorList],
  );
};
