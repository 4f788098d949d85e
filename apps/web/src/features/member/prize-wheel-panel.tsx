/**
 * The rewards centre's prize wheel (issue 17, ADR 064): the wheel, the member's tickets and how
 * they are earned, a spin (the server picks and pays the prize; the wheel turns to it and the result
 * shows when it stops, at once for a reader who wants less motion), the published odds with the
 * expected value of a spin, and the last spins.
 */
import type { TWheel, TWheelSpinResult } from '@luckwell/contracts/member/rewards';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Button, buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { useReducedMotion } from '../../shared/reduced-motion.ts';
import { landingOffset, landingRotation, PrizeWheel, WHEEL_SPIN_MS } from './prize-wheel.tsx';
import { useRefreshAfterSpin, useSpinWheel, useWheel } from './rewards-api.ts';

const Ticket = ({ className = '' }: { className?: string }) => (
  <svg viewBox="0 0 32 24" aria-hidden="true" className={className}>
    <path
      d="M3 4h26v5a3 3 0 0 0 0 6v5H3v-5a3 3 0 0 0 0-6Z"
      fill="currentColor"
      stroke="#6b440c"
      strokeWidth="1.2"
    />
    <path d="M21 5v14" stroke="#6b440c" strokeWidth="1.2" strokeDasharray="2 2" />
    <path d="M11 8l1.3 2.6 2.9.4-2.1 2 .5 2.9L11 14.5l-2.6 1.4.5-2.9-2.1-2 2.9-.4Z" fill="#b3122a" />
  </svg>
);

const SpinResult = ({ result, symbol }: { result: TWheelSpinResult; symbol: string }) => {
  const { t } = useTranslation();
  const won = result.kind === 'cash';
  return (
    <div
      className={`rounded-2xl border p-4 text-center ${
        won
          ? 'border-amber-300/50 bg-gradient-to-br from-amber-400/20 to-red-500/10'
          : 'border-line bg-black/25'
      }`}
      data-testid="wheel-result"
      data-prize={result.prizeId}
    >
      <p className={`text-lg font-extrabold ${won ? 'text-gold' : 'text-ink'}`}>
        {won ? t('rc_wheel_won', { prize: result.label }) : t('rc_wheel_nothing')}
      </p>
      <p className="mt-1 text-sm text-ink/80">
        {won
          ? t('rc_wheel_paid', { amount: formatMoney(result.amount, symbol) })
          : t('rc_wheel_nothing_body')}
      </p>
    </div>
  );
};

const TicketRules = ({ wheel }: { wheel: TWheel }) => {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, wheel.currencySymbol, { trimCents: true });
  const rules = [
    wheel.depositForTicket !== null && t('rc_wheel_rule_deposit', { amount: money(wheel.depositForTicket) }),
    wheel.validBetForTicket !== null && t('rc_wheel_rule_bet', { amount: money(wheel.validBetForTicket) }),
  ].filter((rule): rule is string => Boolean(rule));
  return (
    <section aria-labelledby="wheel-rules" className="rounded-2xl border border-line bg-black/20 p-4">
      <h3 id="wheel-rules" className="mb-2 text-sm font-semibold text-ink">
        {t('rc_wheel_rules_title')}
      </h3>
      <ul className="grid gap-1.5 text-sm text-ink/85">
        {(rules.length > 0 ? rules : [t('rc_wheel_rule_events')]).map((rule) => (
          <li key={rule} className="flex gap-2">
            <Ticket className="mt-0.5 h-4 w-5 shrink-0 text-primary" />
            <span>{rule}</span>
          </li>
        ))}
        <li className="flex gap-2 text-muted">
          <span aria-hidden="true" className="w-5 shrink-0 text-center">
            •
          </span>
          <span>{t('rc_wheel_rule_spend')}</span>
        </li>
      </ul>
    </section>
  );
};

const OddsTable = ({ wheel }: { wheel: TWheel }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wheel-odds">
      <h3 id="wheel-odds" className="mb-1 text-sm font-semibold text-ink">
        {t('rc_wheel_odds_title')}
      </h3>
      <p className="mb-3 text-xs text-muted">{t('rc_wheel_odds_note')}</p>
      <div className="overflow-hidden rounded-xl border border-line">
        <table className="w-full text-sm" data-testid="wheel-odds">
          <thead className="bg-black/30 text-xs whitespace-nowrap text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('rc_wheel_col_prize')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
                {t('rc_wheel_col_amount')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('rc_wheel_col_chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {wheel.prizes.map((prize) => (
              <tr key={prize.id} className={`border-t border-line/60 ${prize.available ? '' : 'text-muted'}`}>
                <td className="px-3 py-2">
                  <span className="font-semibold">{prize.label}</span>
                  {!prize.available && <span className="ml-2 text-xs">{t('rc_wheel_out_of_stock')}</span>}
                </td>
                <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                  {prize.kind === 'cash' ? formatMoney(prize.amount, wheel.currencySymbol) : '—'}
                </td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{prize.chance}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="flex items-center justify-between gap-3 border-t border-line bg-black/20 px-3 py-2.5">
          <span className="text-xs font-semibold text-ink/85">{t('rc_wheel_expected')}</span>
          <span className="font-bold text-gold tabular-nums" data-testid="wheel-expected">
            {formatMoney(wheel.expectedValue, wheel.currencySymbol)}
          </span>
        </p>
      </div>
    </section>
  );
};

const LastSpins = ({ wheel }: { wheel: TWheel }) => {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="wheel-spins">
      <h3 id="wheel-spins" className="mb-3 text-sm font-semibold text-ink">
        {t('rc_wheel_spins_title')}
      </h3>
      {wheel.spins.length === 0 ? (
        <p className="rounded-xl border border-line bg-black/20 px-3 py-4 text-sm text-muted">
          {t('rc_wheel_spins_empty')}
        </p>
      ) : (
        <ul className="grid gap-1.5" data-testid="wheel-spins">
          {wheel.spins.map((spin) => (
            <li
              key={spin.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-black/20 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{spin.label}</span>
                <span className="block text-xs text-muted">{formatWhen(spin.at, i18n.language)}</span>
              </span>
              <span
                className={`shrink-0 font-bold tabular-nums ${spin.kind === 'cash' ? 'text-emerald-300' : 'text-muted'}`}
              >
                {spin.kind === 'cash'
                  ? formatMoney(spin.amount, wheel.currencySymbol, { signed: true })
                  : '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const PrizeWheelPanel = () => {
  const { t } = useTranslation();
  const wheel = useWheel();
  const spin = useSpinWheel();
  const refreshAfterSpin = useRefreshAfterSpin();
  const reduced = useReducedMotion();
  /** Null until the first spin: the first prize then sits centred under the pointer. */
  const [turned, setTurned] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<TWheelSpinResult | null>(null);
  /** The server's answer while the wheel is still turning to it. */
  const landing = useRef<TWheelSpinResult | null>(null);

  const stopped = useCallback(() => {
    const answer = landing.current;
    if (!answer) return;
    landing.current = null;
    setSpinning(false);
    setResult(answer);
    void refreshAfterSpin();
  }, [refreshAfterSpin]);

  // Should the transition's end never arrive (a hidden tab), the result still shows.
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setTimeout(stopped, WHEEL_SPIN_MS + 800);
    return () => window.clearTimeout(timer);
  }, [spinning, stopped]);

  const data = wheel.data;
  if (wheel.isPending) {
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner label={t('rc_wheel_loading')} size="lg" />
      </div>
    );
  }
  if (wheel.isError || !data) {
    return (
      <EmptyState
        tone="error"
        title={t('rc_wheel_error_title')}
        description={t(errorMessageKey(wheel.error))}
        action={
          <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void wheel.refetch()}>
            {t('common_retry')}
          </button>
        }
      />
    );
  }
  if (!data.enabled || data.prizes.length === 0) {
    return <EmptyState title={t('rc_wheel_closed_title')} description={t('rc_wheel_closed_body')} />;
  }

  const count = data.prizes.length;
  const rotation = turned ?? -180 / count;
  const busy = spinning || spin.isPending;
  const onSpin = () => {
    if (busy || data.tickets <= 0) return;
    setResult(null);
    spin.reset();
    spin.mutate(undefined, {
      onSuccess: (answer) => {
        const index = data.prizes.findIndex((prize) => prize.id === answer.prizeId);
        landing.current = answer;
        if (index < 0) return stopped();
        setTurned(landingRotation({ from: rotation, index, count, offset: landingOffset(count) }));
        if (reduced) stopped();
        else setSpinning(true);
      },
    });
  };

  return (
    <div className="grid gap-6" data-testid="wheel-panel">
      <p className="text-sm text-muted">{t('rc_wheel_intro')}</p>
      <div className="grid items-center gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="relative px-2">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-6 rounded-full bg-primary/25 blur-3xl"
          />
          <PrizeWheel
            prizes={data.prizes}
            rotation={rotation}
            spinning={spinning && !reduced}
            onStopped={stopped}
            label={t('rc_wheel_label')}
          />
        </div>
        <div className="grid gap-4">
          <div className="flex items-center justify-between gap-3 rounded-2xl border border-amber-300/25 bg-gradient-to-br from-red-900/40 to-black/20 p-4">
            <div className="flex items-center gap-3">
              <Ticket className="h-8 w-10 shrink-0 text-primary" />
              <span className="text-sm text-ink/85">{t('rc_wheel_tickets_label')}</span>
            </div>
            <span className="text-3xl font-black text-gold tabular-nums" data-testid="wheel-tickets">
              {data.tickets}
            </span>
          </div>
          <Button block size="lg" onClick={onSpin} disabled={busy || data.tickets <= 0}>
            {busy ? t('rc_wheel_spinning') : t('rc_wheel_spin')}
          </Button>
          {data.tickets <= 0 && !busy && !result && (
            <p className="text-sm text-muted">
              {t('rc_wheel_no_tickets')}{' '}
              <Link to="/member?page=depositv2" className="font-semibold text-primary hover:underline">
                {t('rc_wheel_deposit')}
              </Link>
            </p>
          )}
          <div aria-live="polite">
            {result && <SpinResult result={result} symbol={data.currencySymbol} />}
          </div>
          {spin.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(t, spin.error)}
            </p>
          )}
          <TicketRules wheel={data} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <OddsTable wheel={data} />
        <LastSpins wheel={data} />
      </div>
    </div>
  );
};
