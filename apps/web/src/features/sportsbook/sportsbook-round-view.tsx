/**
 * A sportsbook ticket as its provider round recorded it (game recall, the betting record's replay):
 * single or parlay, each leg (league, match, kick-off, market and line, selection, price, outcome),
 * the total price, stake, potential return or payout, the cash-out and the status. It reads from
 * the round's records alone: a round recorded before legs carried their names shows the fixture id
 * and the market key in words instead. Prices show in decimal (the record knows no member format).
 */

import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import type {
  TSportsbookClosedRecord,
  TSportsbookMarketKind,
  TSportsbookOutcome,
  TSportsbookRecordLeg,
  TSportsbookSelectionKey,
} from '@luckwell/contracts/provider/sportsbook';
import { OUTCOMES } from '@luckwell/games/sportsbook/lines';
import { isOddsMilli, type OddsMilli } from '@luckwell/games/sportsbook/odds';
import { parlayOdds, parlayReturn } from '@luckwell/games/sportsbook/settle';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RoundViewProps } from '../provider/engine-clients.ts';
import {
  combinedText,
  kickOffText,
  LEG_OUTCOME_TONE,
  marketName,
  minorMoney,
  moneyMinor,
  moneyText,
  priceText,
  selectionText,
  TICKET_STATUS_TONE,
} from './sportsbook-format.ts';

export type RecordedLeg = {
  fixture: string;
  league: string | null;
  home: string | null;
  away: string | null;
  startsAt: string | null;
  kind: TSportsbookMarketKind | null;
  line: number | null;
  /** The market key as recorded (`kind:line`), shown when its kind is not one the book knows. */
  market: string;
  selection: string;
  odds: number;
  outcome: TSportsbookOutcome | null;
};
export type RecordedStatus = 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'refused';
/** `corrected`: its last result is a correction's (resettlement, ADR 090). */
export type RecordedTicket = { legs: RecordedLeg[]; status: RecordedStatus; corrected: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
// Any kind the record names: a kind added to the book later still reads (as its key until worded).
const isKind = (value: unknown): value is TSportsbookMarketKind =>
  typeof value === 'string' && /^[a-zA-Z]+$/.test(value);
const isOutcome = (value: unknown): value is TSportsbookOutcome =>
  typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value);
const isLine = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const CLOSED: readonly string[] = ['won', 'lost', 'void', 'cashed_out'];

/** A market key `kind:line` as its kind and line (quarters); an unknown kind is null. */
const marketOfKey = (key: string) => {
  const [kind = '', line = ''] = key.split(':');
  const quarters = line === '' ? null : Number(line);
  return { kind: isKind(kind) ? kind : null, line: isLine(quarters) ? quarters : null };
};

const legOf = (raw: Partial<TSportsbookRecordLeg>, outcome: unknown, struck: unknown): RecordedLeg => {
  const market = text(raw.market) ?? '';
  const fromKey = marketOfKey(market);
  const kind = isKind(raw.kind) ? raw.kind : fromKey.kind;
  return {
    fixture: text(raw.fixture) ?? '',
    league: text(raw.league),
    home: text(raw.home),
    away: text(raw.away),
    startsAt: text(raw.startsAt),
    kind,
    line: raw.line === undefined ? fromKey.line : isLine(raw.line) ? raw.line : null,
    market,
    selection: text(raw.selection) ?? '',
    odds: isOddsMilli(struck) ? struck : isOddsMilli(raw.odds) ? raw.odds : 0,
    outcome: isOutcome(outcome) ? outcome : null,
  };
};

/** The ticket a round's records describe: its legs from the placing step, outcomes from the closing one. */
export const recordedTicket = (round: Pick<TProviderRound, 'steps' | 'status'>): RecordedTicket => {
  const records = round.steps.map((step) => step.record).filter(isObject);
  const placed = records.find((record) => Array.isArray(record.legs));
  const closed = records.findLast((record) => typeof record.status === 'string') as
    | Partial<TSportsbookClosedRecord>
    | undefined;
  const outcomes: unknown[] = Array.isArray(closed?.outcomes) ? closed.outcomes : [];
  const struck: unknown[] = Array.isArray(closed?.odds) ? closed.odds : [];
  const legs = ((placed?.legs as unknown[] | undefined) ?? [])
    .filter(isObject)
    .map((leg, i) => legOf(leg as Partial<TSportsbookRecordLeg>, outcomes[i], struck[i]));
  const status: RecordedStatus =
    closed?.status && CLOSED.includes(closed.status)
      ? (closed.status as RecordedStatus)
      : round.status === 'refunded' || round.status === 'rejected'
        ? 'refused'
        : round.status === 'pending'
          ? 'pending'
          : 'open';
  return { legs, status, corrected: closed?.correction === true };
};

/** "1X2", "Asian handicap"; a market key that names no kind as recorded. */
const marketWords = (t: TFunction, leg: RecordedLeg) =>
  leg.kind ? marketName(t, { kind: leg.kind, line: leg.line }) : leg.market || '—';

/** "Home -0.75", "Over 2.5", "Draw" as the sportsbook words them; an unworded key as recorded. */
const selectionWords = (t: TFunction, leg: RecordedLeg) => {
  if (!leg.selection) return '—';
  if (!leg.kind) return t(`sportsbook_sel_${leg.selection}`, { defaultValue: leg.selection });
  const teams = leg.home !== null && leg.away !== null ? { home: leg.home, away: leg.away } : undefined;
  return selectionText(t, leg.kind, leg.line, leg.selection as TSportsbookSelectionKey, teams);
};

const LegItem = ({ leg, index }: { leg: RecordedLeg; index: number }) => {
  const { t, i18n } = useTranslation();
  const named = leg.home !== null && leg.away !== null;
  const outcome = leg.outcome ?? 'open';
  const about = [leg.league, leg.startsAt ? kickOffText(leg.startsAt, i18n.language) : null].filter(
    (part): part is string => part !== null,
  );
  return (
    <li
      data-testid="sb-record-leg"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-0.5 rounded-lg bg-black/25 px-2.5 py-2"
    >
      <div className="min-w-0">
        {about.length > 0 && <p className="truncate text-[11px] text-muted">{about.join(' · ')}</p>}
        <p className="truncate text-[13px] font-semibold text-ink">
          {named
            ? `${leg.home} – ${leg.away}`
            : t('sportsbook_record_fixture', { id: leg.fixture || index + 1 })}
        </p>
      </div>
      <span
        className={`mt-0.5 shrink-0 rounded-full px-2 py-0.5 text-[10px] font-bold ${LEG_OUTCOME_TONE[outcome]}`}
      >
        {outcome === 'open' ? t('sportsbook_record_leg_open') : t(`sportsbook_outcome_${outcome}`)}
      </span>
      <p className="col-span-2 flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-muted">
        <span>{marketWords(t, leg)}</span>
        <span aria-hidden="true">·</span>
        <strong className="text-ink">{selectionWords(t, leg)}</strong>
        <span className="ml-auto font-bold text-gold tabular-nums">@ {priceText(leg.odds, 'decimal')}</span>
      </p>
    </li>
  );
};

export const SportsbookRoundView = ({ round, currency }: RoundViewProps) => {
  const { t } = useTranslation();
  const ticket = recordedTicket(round);
  if (ticket.legs.length === 0) return null;
  const priced = ticket.legs.every((leg) => isOddsMilli(leg.odds));
  const odds = ticket.legs.map((leg) => leg.odds as OddsMilli);
  const stakeMinor = moneyMinor(round.stake);
  const potential =
    priced && stakeMinor > 0n
      ? minorMoney(
          parlayReturn({ stake: stakeMinor, legs: odds.map((each) => ({ odds: each, outcome: 'won' })) }),
        )
      : null;
  const closed = ticket.status !== 'open' && ticket.status !== 'pending';
  const money = (amount: string) => moneyText(amount, currency);
  const figures: { key: string; label: string; value: string; tone?: string }[] = [
    {
      key: 'odds',
      label: t('sportsbook_record_total_odds'),
      value: priced ? combinedText(parlayOdds(odds), 'decimal') : '—',
      tone: 'text-gold',
    },
    { key: 'stake', label: t('sportsbook_stake'), value: money(round.stake) },
    { key: 'return', label: t('sportsbook_return'), value: potential ? money(potential) : '—' },
  ];
  if (ticket.status === 'cashed_out')
    figures.push({
      key: 'cash-out',
      label: t('sportsbook_record_cash_out'),
      value: money(round.payout),
      tone: 'text-gold',
    });
  else if (closed)
    figures.push({
      key: 'payout',
      label: t('sportsbook_payout'),
      value: money(round.payout),
      tone: ticket.status === 'won' ? 'text-emerald-300' : undefined,
    });
  return (
    <section data-testid="sb-round-view" className="grid grid-cols-[minmax(0,1fr)] gap-2 font-sans text-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-ink">
          {ticket.legs.length === 1
            ? t('sportsbook_kind_single')
            : t('sportsbook_kind_parlay', { count: ticket.legs.length })}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${TICKET_STATUS_TONE[ticket.status]}`}
        >
          {t(`sportsbook_status_${ticket.status}`)}
        </span>
      </div>
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
        {ticket.legs.map((leg, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's legs are fixed, in the order placed.
          <LegItem key={i} leg={leg} index={i} />
        ))}
      </ol>
      {ticket.corrected && (
        <p data-testid="sb-record-corrected" className="text-sky-200">
          {t('sportsbook_record_corrected')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-lg border border-line/60 px-2.5 py-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0">
            <dt className="text-[11px] text-muted">{figure.label}</dt>
            <dd className={`truncate font-semibold tabular-nums ${figure.tone ?? 'text-ink'}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
