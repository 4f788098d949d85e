/**
 * Making a slip line: the product tabs, its pick pad, quick pick and clear, the unit stake (chips
 * or typed) and the multiplier, and "Add to slip" with count × unit × multiplier = total worked out
 * by the server's own engine and integer money — or the reason the server would refuse the picks.
 */
import type { TLotteryGame, TLotteryProduct } from '@luckwell/contracts/provider/lottery';
import type { LotteryFamily } from '@luckwell/games/lottery/games';
import { buttonClass } from '@luckwell/ui/button';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorUnitsToMoney } from '../../shared/format-money.ts';
import { howtoText, isVnProduct, rateText, tierLabel, topRate } from './lottery-games.ts';
import { PickPad } from './pick-pad.tsx';
import {
  checkLine,
  emptySets,
  lineCostMinor,
  MAX_MULTIPLIER,
  MIN_UNIT_MINOR,
  makeLine,
  moneyToMinor,
  type PickSets,
  pickCount,
  quickPick,
  type SlipLine,
  selectionText,
  UNIT_STAKES,
} from './slip.ts';

let lineIds = 0;

/** A product's price in a line: "1 ăn 3.478" the Vietnamese way, else its rate(s). */
export const ProductRate = ({ family, product }: { family: string; product: TLotteryProduct }) => {
  const { t } = useTranslation();
  const single = product.rates.length === 1 ? product.rates[0] : undefined;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      {single && isVnProduct(family) ? (
        <span data-testid="product-rate">
          {/* The market's price and payout ("23 ăn 80") when the rate is not a whole number. */}
          {single.den && single.den !== '1' ? (
            <span className="mr-1.5 font-semibold text-ink">
              {t('lottery_rate_vn_price', { price: single.den, payout: single.num })}
            </span>
          ) : null}
          {t('lottery_rate_vn', { rate: rateText(single.rate) })}
          {product.multiHit && <span className="ml-1 text-muted/80">{t('lottery_rate_per_appearance')}</span>}
        </span>
      ) : single ? (
        <span>{t('lottery_rate_single', { rate: rateText(single.rate) })}</span>
      ) : (
        <span>{t('lottery_rate_up_to', { rate: rateText(topRate(product)) })}</span>
      )}
      <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 font-semibold text-emerald-300">
        {t('lottery_rtp', { rtp: product.rtp })}
      </span>
    </span>
  );
};

/** A product's rates by tier (several: 4D's prizes, a sum's values, dragon / tiger / tie). */
export const RateTable = ({ product }: { product: TLotteryProduct }) => {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-3">
      {product.rates.map(({ tier, rate }) => (
        <div key={tier} className="flex justify-between gap-2 border-b border-line/40 py-0.5">
          <dt className="text-muted">{tierLabel(t, tier)}</dt>
          <dd className="font-semibold text-ink tabular-nums">×{rateText(rate)}</dd>
        </div>
      ))}
    </dl>
  );
};

export const BetBuilder = ({
  game,
  symbol,
  slipLines,
  onAdd,
}: {
  game: TLotteryGame;
  symbol: string;
  /** How many lines the slip holds (said after an add, with a way to it on a phone). */
  slipLines: number;
  onAdd: (line: SlipLine) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const products = game.products;
  const [code, setCode] = useState(products[0]?.code ?? '');
  const product = products.find((p) => p.code === code) ?? products[0];
  const [sets, setSets] = useState<PickSets>(() => (product ? emptySets(product.input) : [[]]));
  const [unit, setUnit] = useState<string>(UNIT_STAKES[0]);
  const [customUnit, setCustomUnit] = useState('');
  const [multiplierText, setMultiplierText] = useState('1');
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const tabs = useRef<HTMLDivElement>(null);

  const unitMinor = customUnit.trim() ? moneyToMinor(customUnit) : moneyToMinor(unit);
  const unitOk = unitMinor !== null && unitMinor >= MIN_UNIT_MINOR;
  const multiplier = Number(multiplierText);
  const multiplierOk = Number.isInteger(multiplier) && multiplier >= 1 && multiplier <= MAX_MULTIPLIER;
  const selection = product ? selectionText(product.input, sets) : '';
  const picked = pickCount(sets);
  const check = useMemo(
    () =>
      product && picked > 0
        ? checkLine(game.key, game.family as LotteryFamily, product.code, selection)
        : null,
    [game.key, game.family, product, picked, selection],
  );

  if (!product) return null;

  const choose = (next: string) => {
    const found = products.find((p) => p.code === next);
    if (!found) return;
    setCode(next);
    setSets(emptySets(found.input));
    setTried(false);
    setAdded(false);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = products.findIndex((p) => p.code === product.code);
    const to =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? products.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = products[(to + products.length) % products.length]!;
    choose(next.code);
    tabs.current?.querySelector<HTMLButtonElement>(`[data-code="${next.code}"]`)?.focus();
  };

  const add = () => {
    setTried(true);
    if (!check?.ok || !unitOk || !multiplierOk || unitMinor === null) return;
    lineIds += 1;
    onAdd(
      makeLine(`line-${lineIds}`, {
        product: product.code,
        selection,
        betCount: check.betCount,
        unitStakeMinor: unitMinor,
        multiplier,
      }),
    );
    setSets(emptySets(product.input));
    setTried(false);
    setAdded(true);
  };

  const stepMultiplier = (delta: number) =>
    setMultiplierText(String(Math.min(MAX_MULTIPLIER, Math.max(1, (multiplierOk ? multiplier : 1) + delta))));

  const problem = !tried
    ? null
    : !check
      ? t('lottery_err_empty_selection')
      : !check.ok
        ? t(`lottery_err_${check.reason}`, { defaultValue: t('lottery_err_bad_selection') })
        : !unitOk
          ? t('lottery_err_unit_stake', { min: formatMoney(minorUnitsToMoney(MIN_UNIT_MINOR), symbol) })
          : !multiplierOk
            ? t('lottery_err_multiplier', { max: MAX_MULTIPLIER })
            : null;
  const input = product.input;
  const hint =
    input.kind !== 'numbers'
      ? null
      : input.minPicks === input.maxPicks
        ? t('lottery_picks_exactly', { count: input.minPicks })
        : t('lottery_picks_range', { min: input.minPicks, max: input.maxPicks });

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 shadow-xl shadow-black/30"
      aria-label={t('lottery_make_bet')}
    >
      <div
        ref={tabs}
        role="tablist"
        aria-label={t('lottery_products')}
        onKeyDown={onTabKey}
        className="flex gap-1.5 overflow-x-auto border-b border-line px-3 pt-3 pb-2 scrollbar-none lg:flex-wrap"
      >
        {products.map((p) => {
          const selected = p.code === product.code;
          return (
            <button
              key={p.code}
              type="button"
              role="tab"
              data-code={p.code}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(p.code)}
              className={[
                'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
                selected ? 'bg-gold text-on-primary shadow' : 'bg-black/25 text-muted hover:text-ink',
              ].join(' ')}
            >
              {t(`lottery_product_${p.code}`)}
            </button>
          );
        })}
      </div>

      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-label={t(`lottery_product_${product.code}`)}
        className="grid grid-cols-[minmax(0,1fr)] gap-4 p-3 sm:p-4"
      >
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-bold text-ink">{t(`lottery_product_${product.code}`)}</h3>
            <ProductRate family={game.family} product={product} />
          </div>
          <p className="text-xs leading-relaxed text-muted">{howtoText(t, game.family, product.code)}</p>
        </div>

        <PickPad
          input={product.input}
          family={game.family}
          product={product.code}
          sets={sets}
          onChange={setSets}
        />

        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => {
              setSets(quickPick(product.input));
              setTried(false);
            }}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M4 7h3l10 10h3M4 17h3l3-3m4-4 3-3h3m-2-3 2 3-2 3m0 4 2 3-2 3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('lottery_quick_pick')}
          </button>
          <button
            type="button"
            onClick={() => {
              setSets(emptySets(product.input));
              setTried(false);
            }}
            disabled={picked === 0}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            {t('lottery_clear')}
          </button>
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-xs font-semibold text-muted">{t('lottery_unit_stake')}</legend>
          <div className="flex flex-wrap items-center gap-1.5">
            {UNIT_STAKES.map((chip) => (
              <button
                key={chip}
                type="button"
                aria-pressed={!customUnit.trim() && unit === chip}
                onClick={() => {
                  setUnit(chip);
                  setCustomUnit('');
                }}
                className="min-h-9 min-w-11 rounded-full border border-primary/40 px-3 text-sm font-bold text-ink transition hover:border-primary aria-pressed:border-transparent aria-pressed:bg-gold aria-pressed:text-on-primary"
              >
                {formatMoney(chip, '', { trimCents: true })}
              </button>
            ))}
            <label className="flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-black/30 pr-3 pl-3 text-sm focus-within:border-primary">
              <span className="text-xs text-muted">{t('lottery_custom_stake')}</span>
              <input
                value={customUnit}
                onChange={(event) => setCustomUnit(event.target.value)}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={customUnit.trim() !== '' && !unitOk}
                className="w-20 bg-transparent font-bold text-ink tabular-nums outline-none"
                placeholder="0"
              />
            </label>
          </div>
        </fieldset>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-multiplier`} className="text-xs font-semibold text-muted">
              {t('lottery_multiplier')}
            </label>
            <div className="flex items-center overflow-hidden rounded-full border border-line bg-black/30">
              <button
                type="button"
                onClick={() => stepMultiplier(-1)}
                aria-label={t('lottery_multiplier_down')}
                className="grid size-9 place-items-center text-lg font-bold text-ink hover:bg-white/5"
              >
                −
              </button>
              <input
                id={`${id}-multiplier`}
                value={multiplierText}
                onChange={(event) => setMultiplierText(event.target.value.replace(/\D/g, '').slice(0, 5))}
                inputMode="numeric"
                aria-invalid={!multiplierOk}
                className="w-14 bg-transparent text-center font-bold text-ink tabular-nums outline-none"
              />
              <button
                type="button"
                onClick={() => stepMultiplier(1)}
                aria-label={t('lottery_multiplier_up')}
                className="grid size-9 place-items-center text-lg font-bold text-ink hover:bg-white/5"
              >
                +
              </button>
            </div>
          </div>

          <div className="grid min-w-0 flex-1 justify-items-end gap-1 text-right">
            <output className="text-sm text-muted" data-testid="builder-summary" aria-live="polite">
              {check?.ok && unitOk && multiplierOk && unitMinor !== null ? (
                <>
                  {t('lottery_line_math', {
                    count: check.betCount,
                    unit: formatMoney(minorUnitsToMoney(unitMinor), symbol),
                    multiplier,
                  })}{' '}
                  ={' '}
                  <strong className="text-base text-primary tabular-nums">
                    {formatMoney(
                      minorUnitsToMoney(lineCostMinor(check.betCount, unitMinor, multiplier)),
                      symbol,
                    )}
                  </strong>
                </>
              ) : picked === 0 ? (
                t('lottery_pick_to_start')
              ) : (
                <span>
                  {t('lottery_picked_count', { count: picked })}
                  {hint ? ` · ${hint}` : ''}
                </span>
              )}
            </output>
            {problem && (
              <p role="alert" className="text-xs text-amber-300" data-testid="builder-problem">
                {problem}
              </p>
            )}
          </div>
        </div>

        <button type="button" onClick={add} className={buttonClass({ block: true })}>
          {t('lottery_add_to_slip')}
        </button>
        {added && slipLines > 0 && (
          <p
            role="status"
            className="flex flex-wrap items-center justify-center gap-x-2 text-xs text-emerald-300"
          >
            {t('lottery_added', { count: slipLines })}
            <button
              type="button"
              className="font-semibold text-primary underline-offset-2 hover:underline lg:hidden"
              onClick={() => document.getElementById('lottery-slip')?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('lottery_see_slip')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
};
