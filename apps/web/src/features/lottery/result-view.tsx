/**
 * A drawn result as each family shows it: the Vietnamese prize board (Giải ĐB … G7/G8) with its
 * loto table (đầu → đuôi), 4D's and Thai's prize tiers, SSC / 11x5 balls, PK10's finishing order and
 * K3's dice. `compact` is the lobby card's one line.
 */
import type { TLotteryFamily, TLotteryTier } from '@luckwell/contracts/provider/lottery';
import { useTranslation } from 'react-i18next';

/** PK10's car colours, by car number (1–10). */
const CAR_COLOURS = [
  '#facc15',
  '#3b82f6',
  '#4b5563',
  '#f97316',
  '#22d3ee',
  '#6366f1',
  '#d1d5db',
  '#ef4444',
  '#7f1d1d',
  '#22c55e',
];

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

export const Die = ({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) => (
  <svg
    viewBox="0 0 24 24"
    role="img"
    aria-label={String(value)}
    className={`${size === 'sm' ? 'size-6' : 'size-10'} shrink-0 drop-shadow`}
  >
    <rect x="1" y="1" width="22" height="22" rx="5" fill="#f8fafc" />
    {(PIPS[value] ?? []).map(([cx, cy]) => (
      <circle
        key={`${cx}-${cy}`}
        cx={cx}
        cy={cy}
        r="2.2"
        fill={value === 1 || value === 4 ? '#dc2626' : '#0f172a'}
      />
    ))}
  </svg>
);

export const Ball = ({
  value,
  size = 'md',
  tone = 'gold',
}: {
  value: string;
  size?: 'sm' | 'md';
  tone?: 'gold' | 'red';
}) => (
  <span
    className={[
      'grid shrink-0 place-items-center rounded-full font-bold tabular-nums shadow-md ring-1 ring-white/25',
      size === 'sm' ? 'size-7 text-xs' : 'size-10 text-base',
      tone === 'red' ? 'bg-gradient-to-br from-red-400 to-red-700 text-white' : 'bg-gold text-on-primary',
    ].join(' ')}
  >
    {value}
  </span>
);

const Car = ({ value, size = 'md' }: { value: string; size?: 'sm' | 'md' }) => (
  <span
    className={`grid shrink-0 place-items-center rounded-md font-bold text-white tabular-nums shadow-md [text-shadow:0_1px_2px_rgb(0_0_0/0.8)] ${size === 'sm' ? 'size-6 text-[11px]' : 'size-9 text-sm'}`}
    style={{ backgroundColor: CAR_COLOURS[Number(value) - 1] ?? '#64748b' }}
  >
    {value}
  </span>
);

const numbersOf = (tiers: readonly TLotteryTier[], tier: string) =>
  tiers.find((t) => t.tier === tier)?.numbers ?? [];

/** The loto table: every number's last two digits, by tens digit (đầu) → units digits (đuôi). */
export const lotoTable = (tiers: readonly TLotteryTier[]) => {
  const rows: string[][] = Array.from({ length: 10 }, () => []);
  for (const { numbers } of tiers) {
    for (const number of numbers) {
      const two = number.slice(-2).padStart(2, '0');
      rows[Number(two[0])]!.push(two[1]!);
    }
  }
  return rows.map((row) => row.sort());
};

const FastNumbers = ({
  family,
  tiers,
  size,
}: {
  family: TLotteryFamily;
  tiers: readonly TLotteryTier[];
  size: 'sm' | 'md';
}) => {
  const numbers = tiers[0]?.numbers ?? [];
  return (
    <ul className="flex flex-wrap items-center gap-1.5" data-testid="result-numbers">
      {numbers.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a result's numbers repeat (dice, digits) and never reorder.
        <li key={index} className="motion-safe:animate-fade-in" style={{ animationDelay: `${index * 60}ms` }}>
          {family === 'k3' ? (
            <Die value={Number(value)} size={size} />
          ) : family === 'pk10' ? (
            <Car value={value} size={size} />
          ) : (
            <Ball value={value} size={size} />
          )}
        </li>
      ))}
      {family === 'k3' && numbers.length > 0 && (
        <li className="ml-1 text-sm font-semibold text-muted">
          = <span className="text-ink">{numbers.reduce((sum, n) => sum + Number(n), 0)}</span>
        </li>
      )}
    </ul>
  );
};

const VnBoard = ({ tiers }: { tiers: readonly TLotteryTier[] }) => {
  const { t } = useTranslation();
  const loto = lotoTable(tiers);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,13rem)]">
      <table className="w-full border-collapse overflow-hidden rounded-xl text-center text-sm">
        <tbody>
          {tiers.map(({ tier, numbers }) => (
            <tr key={tier} className="border-b border-line/60 last:border-b-0 odd:bg-white/[0.03]">
              <th
                scope="row"
                className="w-20 py-1.5 pl-2 text-left text-xs font-semibold whitespace-nowrap text-muted sm:w-24"
              >
                {t(`lottery_tier_${tier}`)}
              </th>
              <td className="py-1.5 pr-2">
                <span className="flex flex-wrap justify-center gap-x-3 gap-y-0.5 sm:gap-x-4">
                  {numbers.map((number, index) => (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tier may repeat a number.
                      key={index}
                      data-testid={tier === 'special' ? 'result-special' : undefined}
                      className={
                        tier === 'special'
                          ? 'text-xl font-extrabold tracking-wider text-red-400 tabular-nums sm:text-2xl'
                          : tier === 'g7' || tier === 'g8'
                            ? 'font-bold text-red-300 tabular-nums'
                            : 'font-semibold tracking-wide text-ink tabular-nums'
                      }
                    >
                      {number}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse text-sm" aria-label={t('lottery_loto_table')}>
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="w-12 py-1 font-semibold">
              {t('lottery_loto_head')}
            </th>
            <th scope="col" className="py-1 text-left font-semibold">
              {t('lottery_loto_tail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {loto.map((tails, head) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ten heads 0–9, fixed.
            <tr key={head} className="border-t border-line/50">
              <th scope="row" className="py-1 font-bold text-primary">
                {head}
              </th>
              <td className="py-1 tracking-wider text-ink tabular-nums">{tails.join(', ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const SeaBoard = ({ tiers }: { tiers: readonly TLotteryTier[] }) => {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {tiers.map(({ tier, numbers }) => {
        const top = tier === 'first' || tier === 'second' || tier === 'third';
        return (
          <div
            key={tier}
            className={`rounded-xl bg-black/25 px-3 py-2 ${numbers.length > 3 ? 'sm:col-span-2' : ''}`}
          >
            <dt className="text-xs font-semibold text-muted">{t(`lottery_tier_${tier}`)}</dt>
            <dd className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
              {numbers.map((number, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tier may repeat a number.
                  key={index}
                  className={
                    tier === 'first'
                      ? 'text-2xl font-extrabold tracking-widest text-red-400 tabular-nums'
                      : top
                        ? 'text-lg font-bold tracking-widest text-ink tabular-nums'
                        : 'font-semibold tracking-wider text-ink/90 tabular-nums'
                  }
                >
                  {number}
                </span>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};

/** The lobby card's line: the special / first prize, or the fast numbers small. */
const Compact = ({ family, tiers }: { family: TLotteryFamily; tiers: readonly TLotteryTier[] }) => {
  const { t } = useTranslation();
  if (family === 'vn' || family === 'sea4d' || family === 'thai') {
    const main = family === 'vn' ? 'special' : 'first';
    const second = family === 'vn' ? 'g1' : family === 'thai' ? 'bottom2' : 'second';
    return (
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="text-xs text-muted">{t(`lottery_tier_${main}`)}</span>
        <span className="text-lg font-extrabold tracking-wider text-red-400 tabular-nums">
          {numbersOf(tiers, main)[0]}
        </span>
        <span className="text-xs text-muted">{t(`lottery_tier_${second}`)}</span>
        <span className="font-bold tracking-wider text-ink tabular-nums">{numbersOf(tiers, second)[0]}</span>
      </p>
    );
  }
  return <FastNumbers family={family} tiers={tiers} size="sm" />;
};

export const ResultView = ({
  family,
  tiers,
  compact = false,
}: {
  family: TLotteryFamily;
  tiers: readonly TLotteryTier[];
  compact?: boolean;
}) => {
  if (compact) return <Compact family={family} tiers={tiers} />;
  if (family === 'vn') return <VnBoard tiers={tiers} />;
  if (family === 'sea4d' || family === 'thai') return <SeaBoard tiers={tiers} />;
  return <FastNumbers family={family} tiers={tiers} size="md" />;
};
