/**
 * The pick pad of a product, by how its picks are made (the contract's `input`): a number grid for
 * small ranges (0–9, 00–99, a fast game's numbers), a typed entry and per-digit pads for 3- and
 * 4-digit numbers, a row of numbers per position, or option buttons (per position when the product
 * has positions).
 */
import type { TLotteryPickInput } from '@luckwell/contracts/provider/lottery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { positionLabel } from './lottery-games.ts';
import { Die } from './result-view.tsx';
import { addPicks, choices, maxPicksOf, type PickSets, readTypedPick, togglePick } from './slip.ts';

type PadProps = {
  input: TLotteryPickInput;
  family: string;
  product: string;
  sets: PickSets;
  onChange: (sets: PickSets) => void;
};

const pickClass =
  'grid min-h-9 place-items-center rounded-lg border text-sm font-bold tabular-nums transition select-none disabled:cursor-not-allowed disabled:opacity-35 ' +
  'border-line bg-black/25 text-ink hover:border-primary/70 aria-pressed:border-transparent aria-pressed:bg-gold aria-pressed:text-on-primary aria-pressed:shadow-md aria-pressed:shadow-primary/30';

const PickButton = ({
  value,
  label,
  selected,
  disabled,
  onClick,
  className = '',
}: {
  value: string;
  label: ReactNode;
  selected: boolean;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
}) => (
  <button
    type="button"
    aria-pressed={selected}
    disabled={disabled && !selected}
    onClick={onClick}
    data-testid={`pick-${value}`}
    className={`${pickClass} ${className}`}
  >
    {label}
  </button>
);

/** A grid's columns by how many numbers it shows: rows of even length (00–99, 0–9, 1–11, 4–17, 3–19). */
const GRID_COLUMNS: Record<number, string> = {
  100: 'grid-cols-10',
  10: 'grid-cols-5 sm:grid-cols-10',
  11: 'grid-cols-6 sm:grid-cols-11',
  14: 'grid-cols-7',
  17: 'grid-cols-6 sm:grid-cols-9',
  6: 'grid-cols-6',
};

const NumberGrid = ({ input, family, sets, onChange }: PadProps) => {
  const { t } = useTranslation();
  const values = choices(input);
  const set = sets[0] ?? [];
  const full = set.length >= maxPicksOf(input);
  const dice = family === 'k3' && input.kind === 'numbers' && input.max <= 6;
  const columns = GRID_COLUMNS[values.length] ?? 'grid-cols-6 sm:grid-cols-9';
  return (
    <fieldset>
      <legend className="sr-only">{t('lottery_pick_numbers')}</legend>
      <div className={`grid gap-1 sm:gap-1.5 ${columns}`}>
        {values.map((value) => (
          <PickButton
            key={value}
            value={value}
            label={
              dice ? (
                <span className="flex items-center gap-1 py-1">
                  <Die value={Number(value)} size="sm" />
                </span>
              ) : (
                value
              )
            }
            selected={set.includes(value)}
            disabled={full}
            onClick={() => onChange(togglePick(input, sets, 0, value))}
            className={values.length >= 100 ? 'min-h-8 px-0 text-xs sm:min-h-9 sm:text-sm' : ''}
          />
        ))}
      </div>
    </fieldset>
  );
};

/** 3- and 4-digit numbers: typed (several at once), or built digit by digit. */
const TypedNumbers = ({ input, sets, onChange }: PadProps) => {
  const { t } = useTranslation();
  const id = useId();
  const digits = input.kind === 'numbers' ? (input.digits ?? 3) : 3;
  const [text, setText] = useState('');
  const [bad, setBad] = useState<string[]>([]);
  const [built, setBuilt] = useState<(string | null)[]>(() => Array.from({ length: digits }, () => null));
  const set = sets[0] ?? [];
  const max = maxPicksOf(input);

  const addTyped = (event: FormEvent) => {
    event.preventDefault();
    const tokens = text.split(/[\s,;]+/).filter(Boolean);
    const good: string[] = [];
    const wrong: string[] = [];
    for (const token of tokens) {
      const pick = readTypedPick(input, token);
      if (pick) good.push(pick);
      else wrong.push(token);
    }
    setBad(wrong);
    if (good.length > 0) onChange(addPicks(input, sets, 0, good));
    setText(wrong.join(' '));
  };

  const complete = built.every((digit) => digit !== null);
  const addBuilt = () => {
    if (!complete) return;
    onChange(addPicks(input, sets, 0, [built.join('')]));
    setBuilt(built.map(() => null));
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={addTyped} className="grid gap-1.5">
        <label htmlFor={`${id}-typed`} className="text-xs font-semibold text-muted">
          {t('lottery_type_numbers', { digits })}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-typed`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('lottery_type_numbers_hint', { example: digits === 4 ? '1234 5678' : '123 456' })}
            aria-invalid={bad.length > 0}
            aria-describedby={bad.length > 0 ? `${id}-bad` : undefined}
            className="min-h-10 min-w-0 flex-1 rounded-xl border border-line bg-black/30 px-3 text-sm tracking-wider text-ink tabular-nums outline-none placeholder:text-muted/70 focus:border-primary aria-invalid:border-red-400"
          />
          <button
            type="submit"
            disabled={set.length >= max}
            className="min-h-10 rounded-xl border border-primary/60 px-4 text-sm font-semibold text-primary transition hover:bg-primary/10 disabled:opacity-40"
          >
            {t('lottery_add_number')}
          </button>
        </div>
        {bad.length > 0 && (
          <p id={`${id}-bad`} role="alert" className="text-xs text-red-300">
            {t('lottery_typed_bad', { numbers: bad.join(', '), digits })}
          </p>
        )}
      </form>

      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-xs font-semibold text-muted">{t('lottery_build_number')}</legend>
        {built.map((digit, position) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per digit position, fixed.
            key={position}
            className="flex items-center gap-1.5"
          >
            <legend className="sr-only">{t('lottery_digit_position', { n: position + 1 })}</legend>
            <span aria-hidden="true" className="w-5 shrink-0 text-center text-xs font-bold text-primary">
              {position + 1}
            </span>
            <div className="grid flex-1 grid-cols-10 gap-1">
              {Array.from({ length: 10 }, (_, value) => String(value)).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={digit === value}
                  aria-label={t('lottery_digit_value', { n: position + 1, value })}
                  onClick={() =>
                    setBuilt(built.map((d, i) => (i === position ? (d === value ? null : value) : d)))
                  }
                  className={`${pickClass} min-h-8 text-xs sm:text-sm`}
                >
                  {value}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="mt-1 flex items-center gap-3">
          <output
            aria-live="polite"
            className="min-w-20 rounded-lg bg-black/40 px-3 py-1.5 text-center font-mono text-lg font-bold tracking-[0.3em] text-primary"
          >
            {built.map((d) => d ?? '_').join('')}
          </output>
          <button
            type="button"
            onClick={addBuilt}
            disabled={!complete || set.length >= max}
            className="min-h-9 rounded-xl border border-primary/60 px-4 text-sm font-semibold text-primary transition hover:bg-primary/10 disabled:opacity-40"
          >
            {t('lottery_add_number')}
          </button>
        </div>
      </fieldset>

      <div>
        <p className="mb-1.5 text-xs text-muted">{t('lottery_picked_numbers', { count: set.length, max })}</p>
        {set.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-3 py-3 text-center text-xs text-muted">
            {t('lottery_picked_none')}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('lottery_picked')}>
            {set.map((pick) => (
              <li key={pick}>
                <button
                  type="button"
                  onClick={() => onChange(togglePick(input, sets, 0, pick))}
                  aria-label={t('lottery_remove_number', { number: pick })}
                  className="flex items-center gap-1 rounded-full bg-gold py-1 pr-2 pl-3 text-sm font-bold text-on-primary tabular-nums"
                >
                  {pick}
                  <span aria-hidden="true" className="text-base leading-none">
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};

/** A row of picks per position (numbers or options), with all / clear for the row. */
const PositionRows = ({ input, family, product, sets, onChange }: PadProps) => {
  const { t } = useTranslation();
  const values = choices(input);
  const rows = input.kind === 'options' && input.positions.length === 0 ? 1 : sets.length;
  const many = values.length > 6;
  return (
    <div className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => {
        const set = sets[index] ?? [];
        const label =
          input.kind === 'options' && input.positions.length === 0
            ? t('lottery_pick_option')
            : positionLabel(t, family, product, index + 1);
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per position, fixed.
            key={index}
            className="grid gap-1.5 rounded-xl bg-black/20 p-2 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:items-center"
          >
            <legend className="sr-only">{label}</legend>
            <div className="flex items-center justify-between gap-2 sm:flex-col sm:items-start">
              <span aria-hidden="true" className="text-xs font-bold text-primary">
                {label}
              </span>
              {input.kind === 'positions' && (
                <span className="flex gap-2 text-[11px]">
                  <button
                    type="button"
                    className="text-muted underline-offset-2 hover:text-ink hover:underline"
                    onClick={() => onChange(sets.map((s, i) => (i === index ? values : s)))}
                  >
                    {t('lottery_row_all')}
                  </button>
                  <button
                    type="button"
                    className="text-muted underline-offset-2 hover:text-ink hover:underline"
                    onClick={() => onChange(sets.map((s, i) => (i === index ? [] : s)))}
                  >
                    {t('lottery_row_clear')}
                  </button>
                </span>
              )}
            </div>
            <div className={many ? 'grid grid-cols-6 gap-1 sm:grid-cols-11' : 'flex flex-wrap gap-1.5'}>
              {values.map((value) => (
                <PickButton
                  key={value}
                  value={rows > 1 ? `${index + 1}-${value}` : value}
                  label={input.kind === 'options' ? t(`lottery_option_${value}`) : value}
                  selected={set.includes(value)}
                  onClick={() => onChange(togglePick(input, sets, index, value))}
                  className={input.kind === 'options' ? 'min-w-16 px-3' : ''}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
};

export const PickPad = (props: PadProps) => {
  const { input } = props;
  if (input.kind === 'numbers') {
    const span = input.max - input.min + 1;
    return span > 100 ? <TypedNumbers key={props.product} {...props} /> : <NumberGrid {...props} />;
  }
  return <PositionRows {...props} />;
};
