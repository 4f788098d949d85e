/**
 * A Vietnamese or Southeast-Asian game's rates in the settings dialog: each product's tiers as the
 * market writes them — a stake of so many points wins so many ("lô 23 ăn 80") — with the RTP they
 * give now. A changed rate sends every rate (one left out would return to the market's default); the
 * server refuses a product returning 100 % or more and names the row. Fast games with a prize group
 * have no rates of their own: the group sets them.
 */
import type { TLotteryAdminGame, TLotterySettingsRequest } from '@luckwell/contracts/admin/lottery';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/icons.tsx';
import { productName, rateTierName } from './lottery-labels.ts';

export type RateDraft = Record<string, { num: string; den: string }>;

export type RateRow = {
  key: string;
  product: string;
  tier: string;
  rtp: string;
  first: boolean;
  tiers: number;
};

const keyOf = (product: string, tier: string) => `${product}/${tier}`;

/** Whether the server takes rates for this game (a fast game with a prize group does not). */
export const hasOwnRates = (game: Pick<TLotteryAdminGame, 'prizeGroup'>) => game.prizeGroup === null;

export const rateRows = (game: TLotteryAdminGame): RateRow[] =>
  game.products.flatMap((product) =>
    product.rates.map((rate, index) => ({
      key: keyOf(product.code, rate.tier),
      product: product.code,
      tier: rate.tier,
      rtp: product.rtp,
      first: index === 0,
      tiers: product.rates.length,
    })),
  );

export const rateDraftOf = (game: TLotteryAdminGame): RateDraft =>
  Object.fromEntries(
    game.products.flatMap((product) =>
      product.rates.map((rate) => [keyOf(product.code, rate.tier), { num: rate.num, den: rate.den }]),
    ),
  );

const whole = (typed: string) => {
  const plain = typed.replace(/[\s,.]/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : typed.trim();
};

/** Every rate as the server takes them, in the rows' order; undefined when none changed. */
export const ratesRequest = (game: TLotteryAdminGame, draft: RateDraft): TLotterySettingsRequest['rates'] => {
  if (!hasOwnRates(game)) return undefined;
  const rows = rateRows(game);
  const before = rateDraftOf(game);
  const changed = rows.some(
    ({ key }) => draft[key]?.num.trim() !== before[key]?.num || draft[key]?.den.trim() !== before[key]?.den,
  );
  if (!changed) return undefined;
  return rows.map(({ key, product, tier }) => ({
    product,
    tier,
    num: whole(draft[key]?.num ?? '') as number,
    den: whole(draft[key]?.den ?? '') as number,
  }));
};

/** The row a refusal names (`rates.3.num`), by its index in the request. */
export const failedRate = (game: TLotteryAdminGame, field: string) => {
  const match = /^rates\.(\d+)\./.exec(field);
  return match ? (rateRows(game)[Number(match[1])]?.key ?? null) : null;
};

const cell = 'px-2 py-1.5';

export const RatesEditor = ({
  game,
  draft,
  failedKey,
  failedText,
  onChange,
}: {
  game: TLotteryAdminGame;
  draft: RateDraft;
  /** The row the server refused, and why (already translated). */
  failedKey: string | null;
  failedText: string | undefined;
  onChange: (key: string, part: 'num' | 'den', value: string) => void;
}) => {
  const { t } = useTranslation();
  const rows = rateRows(game);
  const input = (row: RateRow, part: 'num' | 'den', label: string) => (
    <input
      value={draft[row.key]?.[part] ?? ''}
      inputMode="numeric"
      aria-label={label}
      aria-invalid={failedKey === row.key || undefined}
      onChange={(event) => onChange(row.key, part, event.target.value)}
      className={`min-h-9 w-24 rounded-lg border bg-page/80 px-2 text-right text-sm text-ink tabular-nums focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none ${
        failedKey === row.key ? 'border-danger/80' : 'border-line'
      }`}
    />
  );
  return (
    <details
      className="group rounded-xl border border-line bg-page/40"
      open={failedKey !== null || undefined}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-ink">
        <span>
          {t('lottery.rates.title', { products: game.products.length })}
          <span className="block text-xs font-normal text-muted">{t('lottery.rates.hint')}</span>
        </span>
        <Icon name="chevronDown" className="size-4 shrink-0 text-muted transition group-open:rotate-180" />
      </summary>
      <div className="max-h-80 overflow-y-auto border-t border-line/70 px-2 pb-2">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('lottery.rates.caption')}</caption>
          <thead className="sticky top-0 bg-surface text-[11px] tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('lottery.games.product')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('lottery.rates.stake')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('lottery.rates.wins')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('lottery.games.rtp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = `${productName(row.product)}${row.tier === 'hit' ? '' : ` · ${rateTierName(row.tier)}`}`;
              return (
                <tr key={row.key} className={row.first ? 'border-t border-line/40' : ''}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block text-ink">{name}</span>
                    {failedKey === row.key && failedText && (
                      <span role="alert" className="mt-0.5 flex items-center gap-1 text-xs text-danger">
                        <Icon name="alert" className="size-3.5 shrink-0" />
                        {failedText}
                      </span>
                    )}
                  </th>
                  <td className={`${cell} text-right`}>
                    {input(row, 'den', t('lottery.rates.stakeOf', { name }))}
                  </td>
                  <td className={`${cell} text-right`}>
                    {input(row, 'num', t('lottery.rates.winsOf', { name }))}
                  </td>
                  <td className={`${cell} text-right text-xs whitespace-nowrap text-primary tabular-nums`}>
                    {row.first ? `${row.rtp} %` : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
};
