/**
 * Spec §2: "Cockfight navigation launches the first cockfight game directly." The header entry
 * stays a link to the category page; when the player shows intent (hover, focus, touch) the first
 * game and the launch code are fetched, so the click itself starts the game (a phone's new tab must
 * open inside the click). Until both are there the link opens the category page as usual. Nothing
 * is fetched on page load, which keeps the launch code off the home page's first load.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { type MouseEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { firstGameOf } from './first-game.ts';

type Ready = { game: TGame; launch: typeof import('./launch-game.ts') };

export const useFirstGameClick = (gameType: TGameCategory, enabled: boolean) => {
  const navigate = useNavigate();
  const ready = useRef<Ready | null>(null);
  const asked = useRef(false);
  const prepare = () => {
    if (!enabled || asked.current) return;
    asked.current = true;
    Promise.all([firstGameOf({ gameType }), import('./launch-game.ts')]).then(
      ([game, launch]) => {
        if (game) ready.current = { game, launch };
      },
      () => {
        asked.current = false;
      },
    );
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const prepared = ready.current;
    if (!enabled || !prepared || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    prepared.launch.startGame(prepared.game, { navigate, fromVendorList: true });
  };
  return enabled ? { onClick, onPointerEnter: prepare, onFocus: prepare, onTouchStart: prepare } : {};
};
