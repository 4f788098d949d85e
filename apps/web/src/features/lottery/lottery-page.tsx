/** /lottery, /seaLottery, /vnLottery (login required; ?gameCode): lottery lobbies arrive with lottery. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';

export const LotteryPage = ({ variant }: { variant: LotteryVariant }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t(`page_${variant}`)}
        features={[t('feat_lottery_1'), t('feat_lottery_2'), t('feat_lottery_3'), t('feat_lottery_4')]}
        image="/img/categories/cards/LOTT.svg"
      >
        {gameCode && <p className="mt-4 text-sm text-muted">{t('lottery_game_code', { code: gameCode })}</p>}
      </ComingSoon>
    </div>
  );
};
