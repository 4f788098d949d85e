/**
 * A result as the printed Vietnamese sheet shows it (a row per tier: its mark, its name and its
 * numbers, the special prize in red), read only; and any other game's result as its tiers. The entry
 * form draws its inputs in the same rows.
 */
import type { TLotteryTier } from '@luckwell/contracts/provider/lottery';
import type { VnRegion } from '@luckwell/games/lottery/vn';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tierMark, tierName } from './lottery-labels.ts';
import { sheetOf, sheetTiers } from './result-sheet.ts';

/** Columns of a tier's numbers, as the printed sheet sets them: six in two rows of three, seven in 4 + 3. */
const COLUMNS: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 6: 3, 7: 4 };

/**
 * A tier's grid: its columns as wide as its numbers (a 2-digit G7 box is narrow, a 6-digit special
 * prize wide), centred in the row as on the printed sheet.
 */
export const sheetGrid = (count: number, digits: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${COLUMNS[count] ?? 4}, minmax(0, ${(digits * 1.15 + 2.6).toFixed(2)}rem))`,
  justifyContent: 'center',
});

export const SheetRow = ({
  tier,
  digits,
  editable = false,
  children,
  footer,
}: {
  tier: string;
  digits: number;
  /** A row of inputs: a fieldset named by its tier. */
  editable?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) => {
  const { t } = useTranslation();
  const special = tier === 'special';
  const Row = editable ? 'fieldset' : 'div';
  return (
    <Row
      aria-label={editable ? tierName(tier) : undefined}
      className={`m-0 grid min-w-0 grid-cols-[5.5rem_minmax(0,1fr)] border-0 border-b border-line/50 p-0 last:border-b-0 sm:grid-cols-[8.5rem_minmax(0,1fr)] ${
        special ? 'bg-danger/[0.06]' : 'even:bg-white/[0.02]'
      }`}
    >
      <div className="flex flex-col justify-center gap-0.5 border-r border-line/50 px-3 py-2.5">
        <span className={`text-base font-extrabold ${special ? 'text-danger' : 'text-primary'}`}>
          {tierMark(tier)}
        </span>
        <span className="text-[11px] leading-tight text-muted">
          {tierName(tier)}
          <span className="block">{t('lottery.sheet.digits', { digits })}</span>
        </span>
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-2 px-3 py-2.5">
        {children}
        {footer}
      </div>
    </Row>
  );
};

export const SheetNumber = ({ value, special }: { value: string; special: boolean }) => (
  <span
    className={`block text-center font-mono font-bold tracking-[0.12em] tabular-nums ${
      special ? 'text-2xl text-danger' : 'text-lg text-ink'
    }`}
  >
    {value || '—'}
  </span>
);

/** The framed sheet: a heading line (province, issue) over the rows. */
export const SheetFrame = ({ heading, children }: { heading: ReactNode; children: ReactNode }) => (
  <div className="overflow-hidden rounded-2xl border border-line/80 bg-page/50">
    <div className="border-b border-line/70 bg-linear-to-r from-primary/15 to-transparent px-4 py-2.5 text-sm font-bold tracking-wide text-ink">
      {heading}
    </div>
    {children}
  </div>
);

export const VnResultSheet = ({
  region,
  tiers,
  heading,
}: {
  region: VnRegion;
  tiers: readonly TLotteryTier[];
  heading: ReactNode;
}) => {
  const values = sheetOf(region, tiers);
  return (
    <SheetFrame heading={heading}>
      {sheetTiers(region).map(({ tier, digits, count }) => (
        <SheetRow key={tier} tier={tier} digits={digits}>
          <div className="gap-x-3 gap-y-1.5" style={sheetGrid(count, digits)}>
            {(values[tier] ?? []).map((number, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers are its fixed slots
              <SheetNumber key={`${tier}-${index}`} value={number} special={tier === 'special'} />
            ))}
          </div>
        </SheetRow>
      ))}
    </SheetFrame>
  );
};

/** Any other game's result: each tier's name and its numbers as balls. */
export const TierList = ({ tiers }: { tiers: readonly TLotteryTier[] }) => (
  <dl className="flex flex-col gap-3">
    {tiers.map(({ tier, numbers }) => (
      <div key={tier} className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
        <dt className="w-32 shrink-0 text-xs font-semibold text-muted">{tierName(tier)}</dt>
        <dd className="flex flex-wrap gap-1.5">
          {numbers.map((number, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn number's place is its identity
              key={`${tier}-${index}`}
              className="grid min-w-9 place-items-center rounded-full border border-primary/40 bg-primary/10 px-2 py-1 font-mono text-sm font-bold text-primary tabular-nums"
            >
              {number}
            </span>
          ))}
        </dd>
      </div>
    ))}
  </dl>
);
