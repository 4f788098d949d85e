/**
 * Which site-wide overlay is open (spec §2 "Modals/overlays"). Features open them through this store;
 * the app root renders them, so no feature imports another's dialogs.
 */
import { create } from 'zustand';

export type AuthView = 'login' | 'register' | 'forgot';

type OverlayState = {
  auth: AuthView | null;
  /** Prefill carried from the header's inline login form. */
  loginPrefill: { username: string } | null;
  /** Submitted from the header form: the popup opens showing the result of that submit. */
  loginSubmitted: boolean;
  noticeOpen: boolean;
  noticeId: number | null;
  openAuth: (view: AuthView, options?: { username?: string; submitted?: boolean }) => void;
  closeAuth: () => void;
  openNotice: (id?: number) => void;
  closeNotice: () => void;
};

export const useOverlayStore = create<OverlayState>((set) => ({
  auth: null,
  loginPrefill: null,
  loginSubmitted: false,
  noticeOpen: false,
  noticeId: null,
  openAuth: (view, options) =>
    set({
      auth: view,
      loginPrefill: options?.username ? { username: options.username } : null,
      loginSubmitted: options?.submitted ?? false,
    }),
  closeAuth: () => set({ auth: null, loginPrefill: null, loginSubmitted: false }),
  openNotice: (id) => set({ noticeOpen: true, noticeId: id ?? null }),
  closeNotice: () => set({ noticeOpen: false, noticeId: null }),
}));
