/**
 * How the tables desk names and reads things: a table's game, a round's phase and its tone, and
 * what an operator types (an amount, seconds, a percentage) turned into what the server takes — or
 * left as typed, for the server to refuse at its field.
 */
import type { TLiveTableAdmin, TLiveTableRound } from '@luckwell/contracts/admin/tables';
import i18next from 'i18next';
import type { BadgeTone } from '../../shared/badge.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';

const named = (key: string, fallback: string) =>
  i18next.exists(key) ? i18next.t(key as TranslationKey) : fallback;

/** "Baccarat · commission", "Sic Bo". */
export const gameOf = (table: Pick<TLiveTableAdmin, 'kind' | 'mode'>) => {
  const kind = named(`tables.kind.${table.kind}`, table.kind);
  return table.mode ? `${kind} · ${named(`tables.mode.${table.mode}`, table.mode)}` : kind;
};

export const PHASE_TONES: Record<TLiveTableRound['phase'], BadgeTone> = {
  betting: 'jade',
  dealing: 'gold',
  settled: 'neutral',
  cancelled: 'danger',
};

/** A round the operator can still cancel: betting or dealing, not yet settled. */
export const cancellable = (round: TLiveTableRound | null): round is TLiveTableRound =>
  round !== null && (round.phase === 'betting' || round.phase === 'dealing');

/** "10,000" / "10000.5" → "10000.50"; anything else as typed (the server names it). */
export const moneyOf = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return typed.trim();
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** Whole seconds as typed → milliseconds, or the text for the server to refuse. */
export const millisOf = (typed: string): number => {
  const plain = typed.trim();
  return (/^\d{1,4}$/.test(plain) ? Number(plain) * 1000 : plain) as number;
};

/** "5" / "2.5" % → basis points (500, 250), or the text for the server to refuse. */
export const basisPointsOf = (typed: string): number => {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(plain)) return plain as unknown as number;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** 500 → "5", 250 → "2.5". */
export const percentOf = (basisPoints: number) => String(basisPoints / 100);

export const secondsOf = (ms: number) => String(Math.round(ms / 100) / 10);

/** "Tiến Lên Miền Nam", or the game's code. */
export const cardGameOf = (game: string) => named(`tables.kind.${game}`, game);
