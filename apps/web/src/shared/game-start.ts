/**
 * Spec §2 "Game start behaviour", first two bullets: a visitor gets the login popup, a trial account
 * the "real account needed" dialog; only a real account launches. Every place a game or a
 * directly-started vendor is clicked goes through here.
 */
import { useCallback } from 'react';
import { useOverlayStore } from './overlay-store.ts';
import { useSessionStore } from './session-store.ts';

export type GameStartGate = 'login' | 'realAccount' | 'launch';

export const gameStartGate = ({
  isLogin,
  isTrial,
}: {
  isLogin: boolean;
  isTrial: boolean;
}): GameStartGate => {
  if (!isLogin) return 'login';
  if (isTrial) return 'realAccount';
  return 'launch';
};

/** Returns `start(launch)`: runs `launch` only for a real account, otherwise opens the right popup. */
export const useGameStart = () => {
  const isLogin = useSessionStore((state) => state.isLogin);
  const isTrial = useSessionStore((state) => state.isTrial);
  return useCallback(
    (launch: () => void) => {
      const gate = gameStartGate({ isLogin, isTrial });
      const overlays = useOverlayStore.getState();
      if (gate === 'login') overlays.openAuth('login');
      else if (gate === 'realAccount') overlays.openRealAccount();
      else launch();
    },
    [isLogin, isTrial],
  );
};
