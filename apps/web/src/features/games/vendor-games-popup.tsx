/**
 * The popup game list (spec §2 "Game start behaviour": a game whose isGame is VASSALAGE opens a
 * popup game list): the vendor's games in a dialog, with search and the member's views. Entries
 * here start (a lobby entry opens the vendor's lobby) rather than open the list again.
 */
import { Modal } from '@luckwell/ui/modal';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../shared/game-menus.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { VendorLogo } from '../../shared/vendor-tile.tsx';
import { GameGrid } from './game-grid.tsx';

export const VendorGamesPopup = () => {
  const { t } = useTranslation();
  const vendorGames = useOverlayStore((state) => state.vendorGames);
  const close = useOverlayStore((state) => state.closeVendorGames);
  const menus = useGameMenus();
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollElement = useCallback(
    () => (bodyRef.current?.closest('[role="dialog"] .overflow-y-auto') as HTMLElement | null) ?? null,
    [],
  );
  if (!vendorGames) return null;
  const vendor = menus.data
    ?.flatMap((menu) => menu.vendors)
    .find((v) => v.vassalage === vendorGames.vassalage && v.gameType === vendorGames.gameType);
  const name = vendor?.displayName ?? vendorGames.vassalage;

  return (
    <Modal
      open
      onClose={close}
      title={t('vendor_games_title', { vendor: name })}
      size="xl"
      closeLabel={t('common_close')}
    >
      <div ref={bodyRef} className="px-5 pb-6 sm:px-6">
        {vendor && (
          <div className="mb-4 flex items-center gap-3">
            <VendorLogo vendor={vendor} className="h-10 w-24 rounded-lg bg-black/30 object-contain p-1" />
            <p className="text-sm text-muted">{t(`cat_${vendorGames.gameType}`)}</p>
          </div>
        )}
        <GameGrid
          gameType={vendorGames.gameType}
          vendors={[]}
          vassalage={vendorGames.vassalage}
          scrollElement={scrollElement}
          fromVendorList
          showTitle={false}
        />
      </div>
    </Modal>
  );
};
