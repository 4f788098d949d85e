/**
 * A promotion's picture when the operator has uploaded none (DESIGN.md §6: nothing is ever a grey
 * box): the offer itself in large gold type over a themed gradient, with coins for a deposit bonus or
 * a cashback and a gift for a no-deposit bonus or an application, drawn in SVG.
 */
import type { TPromotion } from '@luckwell/contracts/member/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../shared/contribution-table.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { topPrize } from './raffle-panel.tsx';

type Theme = 'first' | 'reload' | 'gift';

const themeOf = (promotion: Pick<TPromotion, 'kind' | 'depositRule'>): Theme =>
  promotion.kind === 'no_deposit' || promotion.kind === 'application' || promotion.kind === 'raffle'
    ? 'gift'
    : promotion.kind === 'deposit_bonus' && promotion.depositRule === 'first'
      ? 'first'
      : 'reload';

/** The ribbon on the picture: the kind of offer. */
const kindKey = (promotion: Pick<TPromotion, 'kind' | 'depositRule'>) =>
  promotion.kind === 'deposit_bonus'
    ? promotion.depositRule === 'first'
      ? 'pr_kind_first'
      : 'pr_kind_reload'
    : `pr_kind_${promotion.kind}`;

/** The line under the headline. */
const subline = (promotion: TPromotion) =>
  promotion.kind === 'no_deposit'
    ? 'pr_art_free'
    : promotion.kind === 'cashback'
      ? 'pr_art_cashback'
      : promotion.kind === 'application'
        ? 'pr_art_application'
        : promotion.kind === 'raffle'
          ? 'pr_art_raffle'
          : 'pr_art_up_to';

const BACKGROUNDS: Record<Theme, string> = {
  first:
    'radial-gradient(circle at 82% 18%, color-mix(in oklab, var(--color-primary) 50%, transparent), transparent 55%), radial-gradient(circle at 0% 100%, color-mix(in oklab, var(--color-accent) 30%, transparent), transparent 50%), linear-gradient(135deg, #1d2b63 0%, #0d1434 58%, #070b1a 100%)',
  reload:
    'radial-gradient(circle at 82% 18%, color-mix(in oklab, var(--color-accent) 55%, transparent), transparent 55%), radial-gradient(circle at 0% 100%, rgba(168, 85, 247, 0.3), transparent 50%), linear-gradient(135deg, #3b1740 0%, #180c2c 58%, #070b1a 100%)',
  gift: 'radial-gradient(circle at 80% 20%, rgba(45, 212, 191, 0.45), transparent 55%), radial-gradient(circle at 0% 100%, color-mix(in oklab, var(--color-primary) 28%, transparent), transparent 50%), linear-gradient(135deg, #0d4150 0%, #0a1d38 58%, #070b1a 100%)',
};

const Sparkle = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <path
    d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
    fill="#fff7dc"
  />
);

/** A stack of coins seen from the side, bottom coin first. */
const CoinStack = ({ cx, base, count, fill }: { cx: number; base: number; count: number; fill: string }) => (
  <g>
    {Array.from({ length: count }, (_, i) => {
      const y = base - i * 11;
      return (
        <g key={y}>
          <path d={`M${cx - 26} ${y}v8a26 9 0 0 0 52 0v-8z`} fill="#9a6a17" />
          <ellipse cx={cx} cy={y} rx="26" ry="9" fill={fill} />
          <ellipse cx={cx} cy={y} rx="16" ry="5.2" fill="none" stroke="#9a6a17" strokeOpacity="0.55" />
        </g>
      );
    })}
  </g>
);

const Coin = ({ cx, cy, r, fill }: { cx: number; cy: number; r: number; fill: string }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <circle cx={cx} cy={cy} r={r * 0.68} fill="none" stroke="#9a6a17" strokeOpacity="0.6" strokeWidth="1.6" />
    <path
      d={`M${cx} ${cy - r * 0.4}v${r * 0.8}M${cx - r * 0.22} ${cy - r * 0.22}h${r * 0.44}`}
      stroke="#9a6a17"
      strokeOpacity="0.7"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </g>
);

const Drawing = ({ theme }: { theme: Theme }) => {
  const id = useId().replace(/:/g, '');
  const gold = `url(#${id}-gold)`;
  return (
    <svg
      viewBox="0 0 170 140"
      aria-hidden="true"
      className="absolute right-0 bottom-0 h-[88%] w-auto drop-shadow-[0_10px_18px_rgba(0,0,0,0.45)]"
    >
      <defs>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0b8" />
          <stop offset="0.45" stopColor="#f2c14e" />
          <stop offset="1" stopColor="#b7801f" />
        </linearGradient>
        <linearGradient id={`${id}-box`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      {theme === 'gift' ? (
        <g>
          <rect x="52" y="66" width="80" height="58" rx="6" fill={`url(#${id}-box)`} />
          <rect x="46" y="52" width="92" height="20" rx="5" fill="#34e0c8" />
          <rect x="85" y="52" width="14" height="72" fill={gold} />
          <path d="M92 52c-8-18-30-22-30-10 0 8 14 10 30 10Z" fill={gold} />
          <path d="M92 52c8-18 30-22 30-10 0 8-14 10-30 10Z" fill={gold} />
          <Coin cx={152} cy={116} r={13} fill={gold} />
          <Coin cx={150} cy={40} r={11} fill={gold} />
        </g>
      ) : (
        <g>
          <CoinStack cx={62} base={124} count={theme === 'first' ? 6 : 4} fill={gold} />
          <CoinStack cx={118} base={124} count={theme === 'first' ? 3 : 5} fill={gold} />
          <Coin cx={140} cy={38} r={15} fill={gold} />
        </g>
      )}
      <Sparkle x={24} y={30} r={7} />
      <Sparkle x={104} y={22} r={5} />
      <Sparkle x={160} y={88} r={4} />
    </svg>
  );
};

export const PromotionArt = ({ promotion, symbol }: { promotion: TPromotion; symbol: string }) => {
  const { t } = useTranslation();
  const theme = themeOf(promotion);
  const amount = formatMoney(promotion.kind === 'raffle' ? topPrize(promotion) : promotion.maxBonus, symbol, {
    trimCents: true,
  });
  const kind = t(kindKey(promotion));
  const headline =
    (promotion.kind === 'deposit_bonus' || promotion.kind === 'cashback') && promotion.bonusPercent !== null
      ? `${percentText(promotion.bonusPercent)}%`
      : amount;
  // The headline fills the left ~58% of the picture whatever its length ("100%", "₫2,000,000").
  const fontSize = `min(3rem, ${(58 / (headline.length * 0.62)).toFixed(1)}cqw)`;
  return (
    <div
      className="@container relative aspect-[2/1] w-full overflow-hidden"
      style={{ backgroundImage: BACKGROUNDS[theme] }}
      data-testid="promotion-art"
    >
      <Drawing theme={theme} />
      <div className="relative flex h-full max-w-[62%] flex-col justify-between p-4 sm:p-5">
        <span className="self-start rounded-full border border-white/20 bg-black/30 px-2.5 py-1 text-[11px] font-bold tracking-wider text-ink uppercase backdrop-blur-sm">
          {kind}
        </span>
        <span className="grid">
          <span
            className="text-gold leading-none font-black tracking-tight drop-shadow-[0_2px_10px_rgba(0,0,0,0.4)]"
            style={{ fontSize }}
          >
            {headline}
          </span>
          <span className="mt-1.5 text-sm font-semibold text-ink/90">
            {t(subline(promotion), { amount })}
          </span>
        </span>
      </div>
    </div>
  );
};
