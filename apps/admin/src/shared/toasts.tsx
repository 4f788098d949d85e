/**
 * Short confirmations and failures after an action ("Member locked", "Could not save"): a stack in
 * the corner, announced to screen readers, each gone after a few seconds or when dismissed.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Icon } from './icons.tsx';

export type ToastTone = 'success' | 'error';
export type Toast = { id: number; tone: ToastTone; text: string };

type ToastStore = {
  toasts: Toast[];
  push: (tone: ToastTone, text: string) => void;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useToasts = create<ToastStore>((set) => ({
  toasts: [],
  push: (tone, text) =>
    set((state) => ({ toasts: [...state.toasts.slice(-3), { id: nextId++, tone, text }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export const toast = {
  success: (text: string) => useToasts.getState().push('success', text),
  error: (text: string) => useToasts.getState().push('error', text),
};

const TOAST_MS = 5_000;

const ToastItem = ({ item }: { item: Toast }) => {
  const { t } = useTranslation();
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.tone === 'error' ? TOAST_MS * 1.6 : TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, item]);
  const success = item.tone === 'success';
  return (
    <li
      className={`pointer-events-auto flex w-full animate-fade-in items-start gap-3 rounded-2xl border bg-surface/95 p-3.5 shadow-2xl shadow-black/50 backdrop-blur ${
        success ? 'border-jade/40' : 'border-danger/50'
      }`}
    >
      <span
        className={`grid size-8 shrink-0 place-items-center rounded-full ${
          success ? 'bg-jade/15 text-jade' : 'bg-danger/15 text-danger'
        }`}
      >
        <Icon name={success ? 'check' : 'alert'} className="size-[18px]" />
      </span>
      <p className="min-w-0 flex-1 self-center text-sm font-medium text-ink">{item.text}</p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={t('common.dismiss')}
        className="grid size-8 shrink-0 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-ink"
      >
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
};

export const Toaster = () => {
  const toasts = useToasts((state) => state.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-[200] sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96"
    >
      <ul className="flex flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
};
