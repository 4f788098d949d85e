/** A side panel (mobile menu): same dialog behaviour as Modal; the backdrop click closes it. */
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCanPortal, useDialogBehaviour } from './dialog-behaviour.tsx';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  side?: 'left' | 'right';
  children: ReactNode;
};

export const Drawer = (props: DrawerProps) =>
  useCanPortal() && props.open ? <OpenDrawer {...props} /> : null;

const OpenDrawer = ({ onClose, label, side = 'left', children }: DrawerProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(true, onClose, panelRef);
  return createPortal(
    <div className="fixed inset-0 z-[90]">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 size-full cursor-default bg-black/70 backdrop-blur-sm"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={`absolute top-0 bottom-0 flex w-[86vw] max-w-sm flex-col overflow-y-auto overscroll-contain border-line bg-surface shadow-2xl shadow-black/60 outline-none ${side === 'left' ? 'left-0 border-r' : 'right-0 border-l'}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
};
