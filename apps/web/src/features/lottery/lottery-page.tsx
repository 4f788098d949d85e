/**
 * /lottery, /seaLottery, /vnLottery (login required; spec §2, ADR 081). Without a game code: the
 * lobby of the page's games. With one (`?gameCode`, and `vendor` and a one-time `token` when
 * launched): that game's page, which opens the lottery session itself.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LotteryGame } from './lottery-game.tsx';
import { DEFAULT_VENDOR, gameOfPage, type LotteryVariant } from './lottery-games.ts';
import { LotteryLobby } from './lottery-lobby.tsx';
import { storedGameOf } from './lottery-session.ts';

export type { LotteryVariant };

/** A game page, its vendor fixed when it opens (a launch's vendor leaves the address with its token). */
const GamePage = ({ variant, gameCode }: { variant: LotteryVariant; gameCode: string }) => {
  const [params] = useSearchParams();
  const [vendor] = useState(() => params.get('vendor') || DEFAULT_VENDOR[variant]);
  const [gameKey] = useState(
    () =>
      (params.get('vendor') ? undefined : storedGameOf(gameCode)) ??
      gameOfPage(variant, vendor, gameCode)?.key,
  );
  if (!gameKey) return null;
  return <LotteryGame variant={variant} vendor={vendor} gameCode={gameCode} gameKey={gameKey} />;
};

export const LotteryPage = ({ variant }: { variant: LotteryVariant }) => {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return gameCode ? (
    <GamePage key={`${variant}:${gameCode}`} variant={variant} gameCode={gameCode} />
  ) : (
    <LotteryLobby key={variant} variant={variant} />
  );
};
