/**
 * The bet slip: the picked selections (one per fixture), singles — a stake per leg, each its own
 * ticket — or, with two legs or more, one parlay with the combined price; quick stakes, the limits,
 * the potential return, a moved price to accept, and the place button. The server applies every
 * rule; the slip only keeps a stake outside the limits from being sent.
 */
import type {
  TOddsAcceptance,
  TSportsbookBook,
  TSportsbookMarketKind,
  TSportsbookOddsFormat,
  TSportsbookSelectionKey,
  TSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import { oddsMilli } from '@luckwell/games/sportsbook/odds';
import { parlayOdds, parlayReturn, singleReturn } from '@luckwell/games/sportsbook/settle';
import { ApiError } from '@luckwell/ui/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { readSessionMaxStake, type SportsbookTicketBody, sportsbookRefusalParams } from './sportsbook-api.ts';
import {
  combinedText,
  marketName,
  minorMoney,
  moneyMinor,
  moneyText,
  priceText,
  selectionText,
  stakeMinor,
} from './sportsbook-format.ts';
import { refusalWords } from './sportsbook-words.ts';

export type SlipLeg = {
  fixtureId: string;
  home: string;
  away: string;
  marketId: number;
  kind: TSportsbookMarketKind;
  line: number | null;
  selection: TSportsbookSelectionKey;
  /** The price the member took (when added, or last accepted). */
  oddsMilli: number;
};

/** A leg's market now: its current price and whether it takes bets. */
export const legNow = (book: TSportsbookBook | undefined, leg: SlipLeg) => {
  for (const fixture of book?.fixtures ?? [])
    for (const market of fixture.markets)
      if (market.id === leg.marketId) {
        const selection = market.selections.find((each) => each.key === leg.selection);
        const over = fixture.status === 'finished' || fixture.status === 'abandoned';
        return {
          odds: selection?.oddsMilli ?? leg.oddsMilli,
          open: market.status === 'open' && !over && selection !== undefined,
          maxStake: market.maxStake,
          line: market.line,
        };
      }
  // Not in this book (a leg of the other sport): its price stands and the server checks it.
  return { odds: leg.oddsMilli, open: true, maxStake: null, line: leg.line };
};

const QUICK_STAKES = ['10', '50', '100', '500'];
type Mode = 'single' | 'parlay';
type Placed = { count: number; pending: boolean };

export const BetSlip = ({
  legs,
  book,
  format,
  acceptance,
  currency,
  token,
  spectator,
  place,
  onRemove,
  onClear,
  onAccept,
  onPlaced,
  framed = true,
}: {
  legs: readonly SlipLeg[];
  book: TSportsbookBook;
  format: TSportsbookOddsFormat;
  acceptance: TOddsAcceptance;
  currency: string;
  token: string | null;
  spectator: boolean;
  place: (body: SportsbookTicketBody) => Promise<TSportsbookTicketValue>;
  onRemove: (marketId: number) => void;
  onClear: () => void;
  /** Takes the book's current prices for these legs. */
  onAccept: (marketIds: readonly number[]) => void;
  onPlaced: (value: TSportsbookTicketValue, placed: readonly number[]) => void;
  /** Its own card (the desktop column); false inside the phone's sheet, which is the card. */
  framed?: boolean;
}) => {
  const { t } = useTranslation();
  const [chosenMode, setMode] = useState<Mode>('single');
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [focus, setFocus] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [busy, setBusy] = useState(false);

  const mode: Mode = legs.length >= 2 ? chosenMode : 'single';
  const money = (amount: string) => moneyText(amount, currency);
  const minStake = moneyMinor(book.limits.minStake);
  const now = legs.map((leg) => ({ leg, ...legNow(book, leg) }));
  const moved = now.filter((each) => each.odds !== each.leg.oddsMilli);
  const closed = now.filter((each) => !each.open);
  // The book's maximum, or the member's own when a trader set a lower one (ADR 090).
  const memberMax = readSessionMaxStake();
  const bookMax =
    memberMax !== null && moneyMinor(memberMax) < moneyMinor(book.limits.maxStake)
      ? memberMax
      : book.limits.maxStake;
  /** The book's (or member's) maximum, lowered by each market's own (bigints: no Math.min). */
  const maxOf = (maxStakes: readonly (string | null)[]) => {
    let least = moneyMinor(bookMax);
    for (const each of maxStakes) {
      const max = each === null ? null : moneyMinor(each);
      if (max !== null && max < least) least = max;
    }
    return least;
  };
  const tooMany = legs.length > book.limits.maxLegs;

  /** The tickets the slip would send: one per leg, or the parlay. */
  const tickets =
    mode === 'single'
      ? now.map((each) => ({
          key: String(each.leg.marketId),
          legs: [each],
          max: maxOf([each.maxStake]),
        }))
      : [{ key: 'parlay', legs: now, max: maxOf(now.map((each) => each.maxStake)) }];
  const checked = tickets.map((ticket) => {
    const stake = stakeMinor(stakes[ticket.key] ?? '');
    const inRange = stake !== null && stake >= minStake && stake <= ticket.max && stake > 0n;
    const odds = ticket.legs.map((each) => oddsMilli(each.leg.oddsMilli));
    const potential =
      stake !== null && stake > 0n
        ? ticket.legs.length === 1
          ? singleReturn({ stake, odds: odds[0] ?? oddsMilli(1001), outcome: 'won' })
          : parlayReturn({ stake, legs: odds.map((each) => ({ odds: each, outcome: 'won' as const })) })
        : null;
    return { ...ticket, stake, inRange, potential, typed: (stakes[ticket.key] ?? '').trim() !== '' };
  });
  const toSend = checked.filter((ticket) => ticket.typed);
  const totalStake = toSend.reduce((sum, ticket) => sum + (ticket.stake ?? 0n), 0n);
  const totalReturn = toSend.reduce((sum, ticket) => sum + (ticket.potential ?? 0n), 0n);
  const ready =
    toSend.length > 0 &&
    toSend.every((ticket) => ticket.inRange) &&
    moved.length === 0 &&
    closed.length === 0 &&
    !(mode === 'parlay' && tooMany);

  const setStake = (key: string, value: string) => {
    setStakes((current) => ({ ...current, [key]: value }));
    setPlaced(null);
  };

  const submit = async () => {
    setNotice(null);
    setPlaced(null);
    if (token === null) {
      setNotice(spectator ? t('sportsbook_visitor_place') : t('sportsbook_session_wait'));
      return;
    }
    setBusy(true);
    setFailures({});
    const failed: Record<string, string> = {};
    const done: number[] = [];
    let pending = false;
    for (const ticket of toSend) {
      const body: SportsbookTicketBody = {
        requestId: crypto.randomUUID(),
        stake: minorMoney(ticket.stake ?? 0n),
        acceptance,
        legs: ticket.legs.map(({ leg }) => ({
          marketId: leg.marketId,
          selection: leg.selection,
          oddsMilli: leg.oddsMilli,
        })),
      };
      try {
        const value = await place(body);
        pending ||= value.ticket.status === 'pending';
        const ids = ticket.legs.map(({ leg }) => leg.marketId);
        done.push(...ids);
        onPlaced(value, ids);
      } catch (error) {
        failed[ticket.key] =
          error instanceof ApiError
            ? refusalWords(t, error.messageKey, sportsbookRefusalParams(error), { format, currency })
            : errorText(t, error);
      }
    }
    setBusy(false);
    setFailures(failed);
    if (done.length > 0) {
      setPlaced({ count: toSend.length - Object.keys(failed).length, pending });
      setStakes((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key in failed)));
    }
  };

  const stakeInput = (key: string, label: string) => (
    <input
      inputMode="decimal"
      autoComplete="off"
      data-testid={`sb-stake-${key}`}
      aria-label={label}
      placeholder={t('sportsbook_stake')}
      value={stakes[key] ?? ''}
      onFocus={() => setFocus(key)}
      onChange={(event) => setStake(key, event.target.value)}
      className="w-full min-w-0 rounded-lg border border-line bg-black/40 px-2.5 py-2 text-right text-sm font-semibold tabular-nums text-ink outline-none focus:border-gold"
    />
  );
  const quickKey =
    mode === 'parlay' ? 'parlay' : focus && focus !== 'parlay' ? focus : String(legs[0]?.marketId ?? '');

  return (
    <section
      data-testid="sb-slip"
      aria-labelledby="sb-slip-title"
      className={`grid grid-cols-[minmax(0,1fr)] content-start gap-2.5 text-sm ${framed ? 'rounded-2xl border border-gold/20 bg-[linear-gradient(180deg,#161b34,#0b0f20)] p-3 shadow-xl shadow-black/40' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="sb-slip-title" className="font-bold text-gold">
          {t('sportsbook_slip_count', { count: legs.length })}
        </h2>
        {legs.length > 0 && (
          <button type="button" onClick={onClear} className="text-xs text-muted underline hover:text-primary">
            {t('sportsbook_slip_clear')}
          </button>
        )}
      </div>

      {placed && (
        <div
          role="status"
          className="rounded-xl bg-gradient-to-r from-gold to-amber-500 px-3 py-2 text-center text-on-primary"
        >
          <p className="font-black">{t('sportsbook_placed')}</p>
          <p className="text-xs font-semibold">
            {placed.pending
              ? t('sportsbook_placed_pending')
              : t('sportsbook_placed_count', { count: placed.count })}
          </p>
        </div>
      )}

      {legs.length === 0 ? (
        !placed && <p className="py-4 text-center text-xs text-muted">{t('sportsbook_slip_empty')}</p>
      ) : (
        <>
          {legs.length >= 2 && (
            <div
              role="tablist"
              aria-label={t('sportsbook_slip_mode')}
              className="grid grid-cols-2 gap-1 rounded-xl bg-black/30 p-1"
            >
              {(['single', 'parlay'] as const).map((each) => (
                <button
                  key={each}
                  type="button"
                  role="tab"
                  aria-selected={mode === each}
                  onClick={() => setMode(each)}
                  className={`rounded-lg px-2 py-1.5 text-xs font-bold transition ${mode === each ? 'bg-gold text-on-primary' : 'text-muted hover:text-ink'}`}
                >
                  {t(`sportsbook_mode_${each}`)}
                </button>
              ))}
            </div>
          )}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {now.map(({ leg, odds, open }) => {
              const key = String(leg.marketId);
              const ticket = checked.find((each) => each.key === key);
              const pick = selectionText(t, leg.kind, leg.line, leg.selection, leg);
              return (
                <li
                  key={leg.marketId}
                  className="grid grid-cols-[minmax(0,1fr)] gap-1.5 rounded-xl border border-line bg-black/25 p-2.5"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-bold">{pick}</p>
                      <p className="truncate text-[11px] text-muted">
                        {marketName(t, leg)} · {leg.home} – {leg.away}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className="font-black text-gold tabular-nums">
                        {priceText(leg.oddsMilli, format)}
                      </span>
                      <button
                        type="button"
                        aria-label={t('sportsbook_slip_remove', {
                          pick: `${leg.home} – ${leg.away} ${pick}`,
                        })}
                        onClick={() => onRemove(leg.marketId)}
                        className="grid size-6 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
                      >
                        ×
                      </button>
                    </div>
                  </div>
                  {odds !== leg.oddsMilli && (
                    <p
                      className="rounded-lg bg-amber-400/15 px-2 py-1 text-xs text-amber-200"
                      data-testid={`sb-moved-${leg.marketId}`}
                    >
                      {t('sportsbook_price_moved', {
                        from: priceText(leg.oddsMilli, format),
                        to: priceText(odds, format),
                      })}
                    </p>
                  )}
                  {!open && <p className="text-xs text-rose-300">{t('sportsbook_leg_closed')}</p>}
                  {mode === 'single' && ticket && (
                    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
                      {stakeInput(
                        key,
                        t('sportsbook_stake_for', { pick: `${leg.home} – ${leg.away} ${pick}` }),
                      )}
                      <span className="text-right text-[11px] text-muted">
                        {t('sportsbook_return')}
                        <br />
                        <strong className="text-ink tabular-nums">
                          {ticket.potential === null ? '—' : money(minorMoney(ticket.potential))}
                        </strong>
                      </span>
                      {ticket.typed && !ticket.inRange && (
                        <p className="col-span-2 text-[11px] text-rose-300">
                          {t('sportsbook_stake_range', {
                            min: money(book.limits.minStake),
                            max: money(minorMoney(ticket.max)),
                          })}
                        </p>
                      )}
                    </div>
                  )}
                  {failures[key] && (
                    <p role="alert" className="text-xs text-rose-200">
                      {failures[key]}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>

          {mode === 'parlay' &&
            (() => {
              const ticket = checked[0];
              if (!ticket) return null;
              const combined = parlayOdds(legs.map((leg) => oddsMilli(leg.oddsMilli)));
              return (
                <div className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-gold/30 bg-gold/5 p-2.5">
                  <p className="flex justify-between gap-2">
                    <span className="text-muted">
                      {t('sportsbook_combined_odds', { count: legs.length })}
                    </span>
                    <strong className="text-gold tabular-nums" data-testid="sb-combined-odds">
                      {combinedText(combined, format)}
                    </strong>
                  </p>
                  {stakeInput('parlay', t('sportsbook_stake_parlay'))}
                  <p className="flex justify-between gap-2">
                    <span className="text-muted">{t('sportsbook_return')}</span>
                    <strong className="tabular-nums" data-testid="sb-potential-return">
                      {ticket.potential === null ? '—' : money(minorMoney(ticket.potential))}
                    </strong>
                  </p>
                  {ticket.typed && !ticket.inRange && (
                    <p className="text-[11px] text-rose-300">
                      {t('sportsbook_stake_range', {
                        min: money(book.limits.minStake),
                        max: money(minorMoney(ticket.max)),
                      })}
                    </p>
                  )}
                  {tooMany && (
                    <p className="text-[11px] text-rose-300">
                      {t('sportsbook_too_many_legs', { max: book.limits.maxLegs })}
                    </p>
                  )}
                  {failures.parlay && (
                    <p role="alert" className="text-xs text-rose-200">
                      {failures.parlay}
                    </p>
                  )}
                </div>
              );
            })()}

          <fieldset className="grid min-w-0 grid-cols-4 gap-1.5">
            <legend className="sr-only">{t('sportsbook_quick_stakes')}</legend>
            {QUICK_STAKES.map((amount) => (
              <button
                key={amount}
                type="button"
                onClick={() => quickKey && setStake(quickKey, amount)}
                className="rounded-full border border-line bg-black/30 py-1 text-xs font-bold tabular-nums hover:border-gold hover:text-gold"
              >
                {amount}
              </button>
            ))}
          </fieldset>
          <p className="text-[11px] text-muted">
            {t('sportsbook_limits', { min: money(book.limits.minStake), max: money(bookMax) })}
          </p>

          {moved.length > 0 && (
            <button
              type="button"
              onClick={() => onAccept(moved.map((each) => each.leg.marketId))}
              className="rounded-xl border border-amber-400/60 bg-amber-400/15 px-3 py-2 text-xs font-bold text-amber-100"
            >
              {t('sportsbook_accept_prices')}
            </button>
          )}

          {toSend.length > 0 && (
            <div className="grid gap-0.5 text-xs">
              <p className="flex justify-between">
                <span className="text-muted">{t('sportsbook_total_stake')}</span>
                <strong className="tabular-nums">{money(minorMoney(totalStake))}</strong>
              </p>
              <p className="flex justify-between">
                <span className="text-muted">{t('sportsbook_total_return')}</span>
                <strong className="text-gold tabular-nums">{money(minorMoney(totalReturn))}</strong>
              </p>
            </div>
          )}
        </>
      )}

      {notice && (
        <p
          role="alert"
          className="rounded-xl border border-line bg-surface px-3 py-2 text-center text-xs text-muted"
        >
          {notice}
        </p>
      )}
      {legs.length > 0 && (
        <button
          type="button"
          data-testid="sb-place"
          disabled={busy || (token !== null && !ready)}
          onClick={() => void submit()}
          className="rounded-xl bg-gradient-to-b from-gold to-amber-600 px-5 py-2.5 font-extrabold text-on-primary shadow-md shadow-black/40 transition enabled:hover:brightness-110 disabled:from-slate-600 disabled:to-slate-700 disabled:text-white/60 disabled:shadow-none"
        >
          {busy ? t('sportsbook_placing') : t('sportsbook_place')}
        </button>
      )}
    </section>
  );
};
