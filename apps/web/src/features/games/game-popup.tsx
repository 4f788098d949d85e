/**
 * The spec's "game popup" (§2 "Modals/overlays"): a launched game in a frame over the site, with
 * the game's name, a button to open it in a tab of its own and a close button. While the launch URL
 * is asked for it shows a loader; a refused launch shows why. Escape closes it while focus is
 * outside the game's frame (a frame keeps its own keys).
 */
import { buttonClass } from '@luckwell/ui/button';
import { useDialogBehaviour } from '@luckwell/ui/dialog-behaviour';
import { Loader } from '@luckwell/ui/loader';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalText } from '../../shared/error-text.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { WALLET_BALANCE_KEY } from '../../shared/wallet-balance.ts';

export const GamePopup = () => {
  const { t } = useTranslation();
  const popup = useOverlayStore((state) => state.gamePopup);
  const closePopup = useOverlayStore((state) => state.closeGamePopup);
  const queryClient = useQueryClient();
  // A game moves money: the header balance is asked again when it closes.
  const close = useCallback(() => {
    closePopup();
    void queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] });
  }, [closePopup, queryClient]);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useDialogBehaviour(popup !== null, close, panelRef);
  if (!popup) return null;
  const compact = popup.status === 'error';

  return createPortal(
    <div className="fixed inset-0 z-[110] flex items-center justify-center p-0 sm:p-4">
      <div className="absolute inset-0 bg-black/85 backdrop-blur-sm" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        data-testid="game-popup"
        className={`relative flex w-full animate-fade-in flex-col overflow-hidden border border-line bg-page shadow-2xl shadow-black/70 outline-none sm:rounded-2xl ${
          compact ? 'max-w-md rounded-2xl' : 'h-dvh sm:h-[min(92dvh,900px)] sm:max-w-[min(96vw,1600px)]'
        }`}
      >
        <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
          <span aria-hidden="true" className="h-5 w-1 rounded-full bg-gold" />
          <h2 id={`${id}-title`} className="min-w-0 flex-1 truncate text-sm font-bold text-ink sm:text-base">
            {popup.title}
          </h2>
          {popup.status === 'ready' && popup.url && (
            <a
              href={popup.url}
              target="_blank"
              rel="noopener"
              onClick={close}
              className="hidden rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted transition hover:border-primary hover:text-primary sm:inline-block"
            >
              {t('game_popup_new_tab')}
            </a>
          )}
          <button
            type="button"
            onClick={close}
            aria-label={t('game_popup_close')}
            className="grid size-9 place-items-center rounded-full bg-black/40 text-ink/80 transition hover:bg-black/70 hover:text-ink"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {popup.status === 'loading' && (
          <div className="grid flex-1 place-items-center">
            <Loader label={t('game_popup_loading')} />
          </div>
        )}
        {popup.status === 'ready' && popup.url && (
          <iframe
            src={popup.url}
            title={popup.title}
            allow="autoplay; fullscreen; clipboard-write"
            allowFullScreen
            className="min-h-0 w-full flex-1 border-0 bg-black"
          />
        )}
        {popup.status === 'error' && (
          <div className="flex flex-col items-center gap-4 px-6 py-8 text-center">
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-accent/15 text-2xl text-accent"
            >
              !
            </span>
            <p role="alert" className="text-sm text-ink">
              {refusalText(t, popup.messageKey ?? 'in_system_error', popup.messageParams)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              {popup.messageKey?.startsWith('in_safer_play_') && (
                <Link to="/saferPlay" className={buttonClass({ variant: 'secondary' })} onClick={close}>
                  {t('footer_safer_play')}
                </Link>
              )}
              <button type="button" className={buttonClass()} onClick={close}>
                {t('common_close')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
};
