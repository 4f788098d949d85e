/**
 * The game-maintenance page (spec §2 "System pages": titled "game maintenance", info text, a
 * customer-service button; "Game maintenance page recommends other games"). A game under
 * maintenance opens it (`/gameMaintenance?vassalage&gameCode&gameType&name`); the server picks
 * playable games like it (GCSGAME_recommendGames: same vendor and category first), and each starts
 * like any other tile.
 */
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiGet } from '../../shared/api-client.ts';
import { CATEGORY_ROUTES } from '../../shared/categories.ts';
import { openCustomerService } from '../../shared/customer-service.ts';
import { GameTile, GameTileSkeleton } from '../../shared/game-tile.tsx';
import { useImageUrl } from '../../shared/image-url.ts';
import { useLaunchGame } from '../../shared/launch-game.ts';
import { usePermission } from '../../shared/permission-store.ts';

const schema = () => import('@luckwell/contracts/games/catalogue').then((m) => m.ZRecommendGamesResponse);

const CATEGORIES = Object.keys(CATEGORY_ROUTES) as TGameCategory[];

export const GameMaintenancePage = () => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const { brand } = usePermission();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const typeParam = params.get('gameType') ?? '';
  const gameType = CATEGORIES.find((c) => c === typeParam);
  const name = params.get('name') ?? gameCode;
  const launch = useLaunchGame();
  const query = new URLSearchParams({
    ...(vassalage ? { vassalage } : {}),
    ...(gameCode ? { gameCode } : {}),
    ...(gameType ? { gameType } : {}),
  });
  const recommended = useQuery({
    queryKey: ['recommendGames', vassalage, gameCode, gameType],
    queryFn: ({ signal }) => apiGet(`/relay/GCSGAME_recommendGames?${query}`, schema, { signal }),
  });

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <section className="relative overflow-hidden rounded-3xl border border-line bg-surface/85 p-6 text-center shadow-2xl shadow-black/50 sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_0%,color-mix(in_oklab,var(--brand-primary)_18%,transparent),transparent_65%)]"
        />
        <div className="relative mx-auto flex max-w-xl flex-col items-center gap-3">
          <img
            src={imageUrl('/img/system/maintenance.svg')}
            alt=""
            width={320}
            height={220}
            className="h-32 w-auto max-w-full sm:h-40"
          />
          <h1 className="text-2xl font-bold text-gold sm:text-3xl">{t('game_maint_title')}</h1>
          {name && (
            <p className="text-base font-semibold text-ink">
              {name}
              {vassalage && <span className="text-muted"> · {vassalage}</span>}
            </p>
          )}
          <p className="text-sm text-muted">{t('game_maint_info')}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              className={buttonClass()}
              onClick={() => void openCustomerService(brand.customerServiceUrl)}
            >
              {t('game_maint_customer_service')}
            </button>
            <Link
              to={gameType ? CATEGORY_ROUTES[gameType] : '/index'}
              className={buttonClass({ variant: 'secondary' })}
            >
              {gameType
                ? t('game_maint_back_category', { category: t(`cat_${gameType}`) })
                : t('soon_back_home')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="recommended-title" className="mt-10">
        <h2 id="recommended-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-ink">
          <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gold" />
          {t('game_maint_recommended')}
        </h2>
        {recommended.isPending ? (
          <div
            role="status"
            aria-label={t('app_loading')}
            className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
          >
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <GameTileSkeleton key={i} />
            ))}
          </div>
        ) : recommended.isError ? (
          <EmptyState
            tone="error"
            title={t(errorMessageKey(recommended.error))}
            action={
              <button type="button" className={buttonClass()} onClick={() => recommended.refetch()}>
                {t('common_retry')}
              </button>
            }
          />
        ) : recommended.data.length === 0 ? (
          <EmptyState title={t('game_maint_none')} />
        ) : (
          <ul
            className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
            data-testid="recommended-games"
          >
            {recommended.data.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} onPlay={launch} eager />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
