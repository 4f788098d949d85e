/**
 * The spots of each live game as the engines name them (`packages/games/src/live/`), their words in
 * the reader's language, what each pays, and how a dealt outcome treats each (won, pushed, lost) —
 * the engines' own factors, so the board lights exactly what the table settles.
 */
import type { TLiveKind, TLiveMode, TLiveOutcome } from '@luckwell/contracts/provider/live';
import { BACCARAT_SPOTS, type BaccaratSpot, baccaratFactor } from '@luckwell/games/live/baccarat';
import type { Rational } from '@luckwell/games/live/bets';
import {
  DRAGON_TIGER_SPOTS,
  type DragonTigerSpot,
  dragonTigerFactor,
} from '@luckwell/games/live/dragon-tiger';
import { parseRouletteSpot, rouletteFactor, rouletteSpinAt } from '@luckwell/games/live/roulette';
import { SIC_BO_TOTAL_ODDS, sicBoFactor, sicBoRoll } from '@luckwell/games/live/sic-bo';
import type { TFunction } from 'i18next';

export type SpotResult = 'won' | 'push' | 'lost';

const resultOf = (factor: Rational): SpotResult =>
  factor.num > factor.den ? 'won' : factor.num === factor.den && factor.num > 0n ? 'push' : 'lost';

/** How the dealt outcome treats a spot; null for a spot the engine does not know. */
export const spotResult = (
  outcome: TLiveOutcome,
  spot: string,
  mode: TLiveMode | null,
): SpotResult | null => {
  try {
    switch (outcome.kind) {
      case 'baccarat':
        if (!(BACCARAT_SPOTS as readonly string[]).includes(spot)) return null;
        return resultOf(
          baccaratFactor(
            outcome,
            spot as BaccaratSpot,
            mode === 'no_commission' ? 'no-commission' : 'commission',
          ),
        );
      case 'dragon_tiger':
        if (!(DRAGON_TIGER_SPOTS as readonly string[]).includes(spot)) return null;
        return resultOf(dragonTigerFactor(outcome, spot as DragonTigerSpot));
      case 'sic_bo':
        return resultOf(sicBoFactor(sicBoRoll([outcome.dice[0]!, outcome.dice[1]!, outcome.dice[2]!]), spot));
      case 'roulette':
        return resultOf(rouletteFactor(rouletteSpinAt(outcome.wheelIndex), parseRouletteSpot(spot)));
    }
  } catch {
    return null;
  }
};

/** A spot's name in the reader's language ("Split 17–20", "Tổng 9"). */
export const spotLabel = (t: TFunction, spot: string): string => {
  const [kind = '', arg = ''] = spot.split(':');
  const numbers = arg.split('-').join('–');
  switch (kind) {
    case 'total':
    case 'triple':
    case 'double':
    case 'single':
    case 'dozen':
    case 'column':
      return t(`live_spot_${kind}`, { n: arg });
    case 'combo':
      return t('live_spot_combo', { a: arg.split('-')[0], b: arg.split('-')[1] });
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
      return t(`live_spot_${kind}`, { numbers });
    case 'six-line':
      return t('live_spot_six_line', { numbers });
    default:
      return t(`live_spot_${spot.replace(/-/g, '_')}`);
  }
};

/** What a spot pays, to 1, as the board prints it ("1:1", "0.95:1", "60:1"). */
export const spotOdds = (kind: TLiveKind, mode: TLiveMode | null, spot: string): string => {
  if (kind === 'baccarat') {
    if (spot === 'banker') return mode === 'no_commission' ? '1:1' : '0.95:1';
    if (spot === 'tie') return '8:1';
    if (spot.endsWith('-pair')) return '11:1';
    return '1:1';
  }
  if (kind === 'dragon_tiger') {
    if (spot === 'tie') return '8:1';
    if (spot === 'suited-tie') return '50:1';
    return '1:1';
  }
  if (kind === 'sic_bo') {
    const [name = '', arg = ''] = spot.split(':');
    if (name === 'total') return `${SIC_BO_TOTAL_ODDS[Number(arg)] ?? 0}:1`;
    if (name === 'triple') return '180:1';
    if (name === 'any-triple') return '30:1';
    if (name === 'double') return '10:1';
    if (name === 'combo') return '6:1';
    if (name === 'single') return '1–3:1';
    return '1:1';
  }
  return '';
};

/** The kind of bet a roulette spot is, as the published edges name it (`split:17-20` → `split`). */
export const edgeKeyOf = (kind: TLiveKind, spot: string) =>
  kind === 'roulette' ? (spot.split(':')[0] ?? spot) : spot;
