/**
 * The reusable dialog (spec §9 "Reusable modal"): renders in a portal, traps focus, closes on Escape,
 * locks page scroll, never closes on an outside click. A bottom sheet on phones, centred on wider screens.
 */
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCanPortal, useDialogBehaviour } from './dialog-behaviour.tsx';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name; also shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
  /** Close button in the corner (default true). */
  showClose?: boolean;
  /** Body scrolls inside the dialog when taller than the viewport (default true). */
  scrollable?: boolean;
  /** Paint the panel background (default true); false lets the content bring its own surface. */
  hasBg?: boolean;
  /** Translated label of the close button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl', xl: 'sm:max-w-4xl' } as const;

export const Modal = (props: ModalProps) => (useCanPortal() && props.open ? <OpenModal {...props} /> : null);

const OpenModal = ({
  onClose,
  title,
  hideTitle = false,
  children,
  showClose = true,
  scrollable = true,
  hasBg = true,
  closeLabel = 'Close',
  size = 'md',
  className = '',
}: ModalProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useDialogBehaviour(true, onClose, panelRef);

  return createPortal(
    <div className="fixed inset-0 z-[100] flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-black/75 backdrop-blur-sm" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={[
          'relative flex max-h-[92dvh] w-full animate-fade-in flex-col overflow-hidden outline-none sm:max-h-[calc(100dvh-2rem)]',
          SIZES[size],
          hasBg
            ? 'rounded-t-3xl border border-line bg-surface text-ink shadow-2xl shadow-black/60 sm:rounded-3xl'
            : '',
          className,
        ].join(' ')}
      >
        <h2
          id={`${id}-title`}
          className={hideTitle ? 'sr-only' : 'px-5 pt-5 pr-14 text-lg font-bold text-ink sm:pt-6 sm:pl-6'}
        >
          {title}
        </h2>
        <div className={scrollable ? 'min-h-0 flex-1 overflow-y-auto overscroll-contain' : 'min-h-0 flex-1'}>
          {children}
        </div>
        {showClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full bg-black/50 text-ink/80 transition hover:bg-black/70 hover:text-ink"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
};
