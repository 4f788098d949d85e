/**
 * Lottery → Games at /admin/games/lottery/games: every lottery game — its group, who draws it, how
 * often, when sales close, its prize group (fast games), the liability cap per number and whether
 * it sells — with its products' rates and exact RTPs in a row that opens below it. Operators with
 * `lottery.manage` edit a game's settings (audited; players see them on their next call).
 */
import type { TLotteryAdminGame } from '@luckwell/contracts/admin/lottery';
import type { TLotteryProduct } from '@luckwell/contracts/provider/lottery';
import { Button } from '@luckwell/ui/button';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { GameSettingsDialog } from './game-settings-dialog.tsx';
import { useLotteryGames } from './lottery-api.ts';
import { durationText, gameName, intervalText, productName, rateTierName } from './lottery-labels.ts';

const COLUMNS = ['game', 'group', 'interval', 'close', 'prizeGroup', 'cap', 'enabled', 'actions'] as const;

/** "×3.478", or "Big ×1.900" / "Sum 7 ×12.666" for a product paying by outcome. */
const rateText = (tier: string, rate: string) => {
  if (tier === 'hit') return `×${rate}`;
  const name = /^\d+$/.test(tier) ? i18next.t('lottery.rateTier.sum', { n: tier }) : rateTierName(tier);
  return `${name} ×${rate}`;
};

const Products = ({ products }: { products: readonly TLotteryProduct[] }) => {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('lottery.games.products')}</caption>
      <thead className="text-[11px] tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-80 px-3 py-2 font-semibold">
            {t('lottery.games.product')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('lottery.games.rates')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('lottery.games.rtp')}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.code} className="border-t border-line/30 align-top">
            <td className="px-3 py-2">
              <span className="block font-semibold text-ink">{productName(product.code)}</span>
              <span className="flex items-center gap-2 font-mono text-xs text-muted">
                {product.code}
                {product.multiHit && <Badge tone="violet">{t('lottery.games.multiHit')}</Badge>}
              </span>
            </td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1.5">
                {product.rates.map(({ tier, rate }) => (
                  <span
                    key={tier}
                    className="rounded-md border border-line/70 bg-page/60 px-2 py-0.5 font-mono text-xs text-ink/90 tabular-nums"
                  >
                    {rateText(tier, rate)}
                  </span>
                ))}
              </span>
            </td>
            <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-primary tabular-nums">
              {product.rtp} %
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const GameRow = ({
  game,
  canManage,
  onEdit,
}: {
  game: TLotteryAdminGame;
  canManage: boolean;
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const productsId = `lottery-products-${game.key}`;
  return (
    <>
      <tr className={`border-b border-line/40 ${open ? 'bg-white/[0.025]' : 'hover:bg-white/[0.02]'}`}>
        <td className="px-3 py-3 whitespace-nowrap">
          <span className="block font-semibold text-ink">{gameName(game.key)}</span>
          <span className="block font-mono text-xs text-muted">{game.key}</span>
        </td>
        <td className="min-w-40 px-3 py-3">
          <span className="block text-ink/90">{t(`lottery.group.${game.group}`)}</span>
          <span className="block text-xs text-muted">{t(`lottery.drawnBy.${game.drawnBy}`)}</span>
        </td>
        <td className="min-w-24 px-3 py-3 text-ink/90">{intervalText(game)}</td>
        <td className="px-3 py-3 whitespace-nowrap text-ink/90 tabular-nums">
          {durationText(game.closeSeconds)}
        </td>
        <td className="px-3 py-3 text-ink/90 tabular-nums">{game.prizeGroup ?? '—'}</td>
        <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
          <span className="block font-semibold text-ink">{formatMoney(game.cap)}</span>
          <span className="block text-[11px] text-muted">
            {game.liabilityMode === 'reduce'
              ? t('lottery.games.atCap.reduce', { percent: game.reducedPercent })
              : t('lottery.games.atCap.close')}
          </span>
        </td>
        <td className="px-3 py-3">
          <Badge tone={game.enabled ? 'jade' : 'neutral'} dot>
            {t(game.enabled ? 'lottery.games.selling' : 'lottery.games.stopped')}
          </Badge>
          <span className="mt-1 block text-[11px] whitespace-nowrap text-muted tabular-nums">
            {game.updatedAt
              ? t('lottery.games.updated', { at: formatDateTime(game.updatedAt) })
              : t('lottery.games.defaults')}
          </span>
        </td>
        <td className="px-3 py-3">
          <span className="flex items-center justify-end gap-2 whitespace-nowrap">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={productsId}
              onClick={() => setOpen((v) => !v)}
            >
              <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-4" />
              {t('lottery.games.productsCount', { count: game.products.length })}
            </Button>
            {canManage && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('lottery.games.editGame', { name: gameName(game.key) })}
                onClick={onEdit}
              >
                {t('lottery.games.edit')}
              </Button>
            )}
          </span>
        </td>
      </tr>
      {open && (
        <tr id={productsId} className="border-b border-line/40 bg-black/20">
          <td colSpan={COLUMNS.length} className="px-3 pt-1 pb-4">
            <Products products={game.products} />
          </td>
        </tr>
      )}
    </>
  );
};

export const GamesView = () => {
  const { t } = useTranslation();
  const canManage = useCan('lottery.manage');
  const games = useLotteryGames();
  const [editing, setEditing] = useState<TLotteryAdminGame | null>(null);

  return (
    <div className="flex flex-col gap-4">
      {!canManage && <p className="text-sm text-muted">{t('lottery.games.readOnly')}</p>}
      <ResultsPanel
        query={games}
        label={t('lottery.games.title')}
        caption={t('lottery.games.title')}
        minWidth="min-w-[980px]"
        cellPadding="px-3 py-3"
        columns={COLUMNS.map((c) =>
          c === 'cap'
            ? { label: t('lottery.games.col.cap'), align: 'right' as const }
            : t(`lottery.games.col.${c}`),
        )}
        empty={{
          when: (data) => data.length === 0,
          title: t('lottery.games.empty.title'),
          description: t('lottery.games.empty.body'),
        }}
      >
        {(data) =>
          data.map((game) => (
            <GameRow key={game.key} game={game} canManage={canManage} onEdit={() => setEditing(game)} />
          ))
        }
      </ResultsPanel>
      {editing && <GameSettingsDialog game={editing} onClose={() => setEditing(null)} />}
    </div>
  );
};
