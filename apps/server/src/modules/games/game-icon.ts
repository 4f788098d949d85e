/**
 * Game icons drawn in code (DESIGN.md §6: no stock art, never a broken image): a catalogue game's
 * icon is a pure function of its category and code, so `/img/games/<gameType>/<code>.svg` needs no
 * database and can be cached for good.
 */
import { createHash } from 'node:crypto';
import { GameCategory } from '@luckwell/contracts/games/game-menus';
import { catalogueGame } from './demo-catalogue.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const MOTIFS: Record<string, string> = {
  RNG: '<path d="M70 70h60v60H70z" fill="none" stroke="#fff8" stroke-width="6" rx="10"/><text x="100" y="116" font-size="44" text-anchor="middle" fill="#fff">7</text>',
  JL: '<circle cx="100" cy="92" r="38" fill="none" stroke="#ffd86b" stroke-width="7"/><text x="100" y="108" font-size="40" text-anchor="middle" fill="#ffd86b">★</text>',
  FISH: '<path d="M55 95q45-45 90 0q-45 45-90 0z" fill="#fff6"/><path d="M145 95l20-18v36z" fill="#fff6"/><circle cx="80" cy="90" r="5" fill="#fff"/>',
  LIVE: '<rect x="72" y="58" width="56" height="76" rx="8" fill="#fff" opacity=".85"/><text x="100" y="110" font-size="40" text-anchor="middle" fill="#b3123b">♥</text>',
  PVP: '<rect x="62" y="62" width="46" height="66" rx="6" fill="#fff9" transform="rotate(-12 85 95)"/><rect x="92" y="62" width="46" height="66" rx="6" fill="#fff" transform="rotate(10 115 95)"/>',
};

/** The SVG of a catalogue game, or undefined when the path names no game the catalogue can make. */
export const gameIconSvg = (gameType: string, file: string): string | undefined => {
  const category = GameCategory.safeParse(gameType);
  const match = /^([A-Z0-9_]{1,32})-(\d{4})\.svg$/.exec(file);
  if (!category.success || !match) return undefined;
  const [, vassalage, index] = match as unknown as [string, string, string];
  const game = catalogueGame(vassalage, category.data, Number(index));
  const h = createHash('sha256').update(game.gameCode).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 40 + (h[1]! % 80)) % 360;
  const words = game.gameName.split(' ');
  const line1 = escapeXml(words.slice(0, Math.ceil(words.length / 2)).join(' '));
  const line2 = escapeXml(words.slice(Math.ceil(words.length / 2)).join(' '));
  const motif =
    MOTIFS[category.data] ??
    `<circle cx="100" cy="92" r="36" fill="#fff3"/><text x="100" y="106" font-size="36" text-anchor="middle" fill="#fff">${escapeXml(game.gameName.slice(0, 1))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" font-family="sans-serif" font-weight="700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 18%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="${30 + (h[2]! % 140)}" cy="${20 + (h[3]! % 60)}" r="${30 + (h[4]! % 40)}" fill="#ffffff14"/>
${motif}
<text x="100" y="160" font-size="17" text-anchor="middle" fill="#fff">${line1}</text>
<text x="100" y="181" font-size="15" text-anchor="middle" fill="#ffd86b">${line2}</text>
<text x="14" y="24" font-size="11" fill="#fffc">${escapeXml(game.vassalage)}</text>
</svg>`;
};
