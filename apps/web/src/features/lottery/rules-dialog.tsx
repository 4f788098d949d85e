/** The game's rules: every product's how-to, rates by tier and RTP, and how draws are made fair. */
import type { TLotteryGame } from '@luckwell/contracts/provider/lottery';
import { Modal } from '@luckwell/ui/modal';
import { useTranslation } from 'react-i18next';
import { ProductRate, RateTable } from './bet-builder.tsx';
import { howtoText } from './lottery-games.ts';

export const RulesDialog = ({
  game,
  open,
  onClose,
}: {
  game: TLotteryGame;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('lottery_rules_title', { name: t(`lottery_game_${game.key}`) })}
      closeLabel={t('common_close')}
      size="lg"
    >
      <div className="grid gap-4 px-5 pt-3 pb-6 text-sm sm:px-6">
        <p className="leading-relaxed text-muted">
          {game.drawnBy === 'house' ? t('lottery_rules_fair') : t('lottery_rules_operator')}
          {game.prizeGroup !== null && <> {t('lottery_rules_prize_group', { group: game.prizeGroup })}</>}
        </p>
        <p className="leading-relaxed text-muted">{t('lottery_rules_money')}</p>
        <ul className="grid gap-3">
          {game.products.map((product) => (
            <li key={product.code} className="grid gap-2 rounded-xl border border-line bg-black/20 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold text-ink">{t(`lottery_product_${product.code}`)}</h3>
                <ProductRate family={game.family} product={product} />
              </div>
              <p className="text-xs leading-relaxed text-muted">{howtoText(t, game.family, product.code)}</p>
              {product.rates.length > 1 && <RateTable product={product} />}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
};
