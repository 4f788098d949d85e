/**
 * What every dialog-like surface (Modal, Drawer) does while open: becomes the top of the dialog
 * stack, locks page scroll, moves focus inside and keeps it there (Tab wraps), closes on Escape,
 * and gives focus back on close. Only the top-most open dialog reacts to keys.
 */
import { type RefObject, useEffect, useId, useRef, useSyncExternalStore } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stack: string[] = [];
let scrollLocks = 0;
let savedOverflow = '';

const lockScroll = () => {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
};

const unlockScroll = () => {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
};

const focusables = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));

export const useDialogBehaviour = (
  open: boolean,
  onClose: () => void,
  panelRef: RefObject<HTMLElement | null>,
) => {
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    lockScroll();
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (panel ? focusables(panel)[0] : undefined);
    (first ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(panel);
      const firstItem = list[0];
      const lastItem = list[list.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.lastIndexOf(id);
      if (index >= 0) stack.splice(index, 1);
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, id, panelRef]);

  return id;
};

const subscribeToNothing = () => () => undefined;

/**
 * Whether a dialog may portal into the page: not in a server's render (a portal has no HTML there)
 * nor while the browser hydrates that HTML; from the next render on, and always in a page the
 * browser drew itself.
 */
export const useCanPortal = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
