/**
 * Which site-wide overlay is open (spec §2 "Modals/overlays"). Features open them through this store;
 * the app root renders them, so no feature imports another's dialogs.
 */
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { create } from 'zustand';
import type { PasswordChangeReason } from './session-store.ts';

export type AuthView = 'login' | 'register' | 'forgot';

/** What the header's inline form hands to the login popup when it cannot finish there. */
export type LoginHandoff = {
  username: string;
  /** The server now wants the captcha (spec §4): the popup shows it at once. */
  captcha?: boolean;
  /** An i18n key (with params) to show above the form. */
  message?: { key: string; params?: Record<string, string | number>; tone?: 'error' | 'info' };
};

export type ChangePasswordRequest = {
  reason: PasswordChangeReason | 'voluntary';
  /** Forced changes cannot be dismissed (weak default password, expired under the policy flag). */
  forced: boolean;
  /** Where the player signed in: agent-site logins go on to /agentHome. */
  site: 'member' | 'agent';
};

/** The spec's "game popup": a launched game in a frame over the site (desktop), or why it did not start. */
export type GamePopup = {
  title: string;
  /** `loading` while the launch URL is asked for; `error` carries the message key to show. */
  status: 'loading' | 'ready' | 'error';
  url?: string;
  messageKey?: string;
  /** The refusal's params (a limit, an end date) that its message names. */
  messageParams?: Record<string, string | number>;
};

/** The popup game list a VASSALAGE entry opens (spec §2 "Game start behaviour"). */
export type VendorGames = { vassalage: string; gameType: TGameCategory; title: string };

type OverlayState = {
  auth: AuthView | null;
  loginHandoff: LoginHandoff | null;
  changePassword: ChangePasswordRequest | null;
  /**
   * The password the player has just typed to sign in (spec §3 "the typed password kept locally"),
   * so the change-password modal need not ask for it again. Memory only, never storage.
   */
  typedPassword: string | null;
  logoutOpen: boolean;
  /** Trial accounts: "a real account is needed" (spec §2 "Game start behaviour"). */
  realAccountOpen: boolean;
  noticeOpen: boolean;
  noticeId: number | null;
  gamePopup: GamePopup | null;
  vendorGames: VendorGames | null;
  openAuth: (view: AuthView, handoff?: LoginHandoff) => void;
  closeAuth: () => void;
  openChangePassword: (request: ChangePasswordRequest, typedPassword?: string | null) => void;
  closeChangePassword: () => void;
  openLogout: () => void;
  closeLogout: () => void;
  openRealAccount: () => void;
  closeRealAccount: () => void;
  openNotice: (id?: number) => void;
  closeNotice: () => void;
  /** Opens (or updates) the game popup; the vendor game list gives way to it. */
  showGamePopup: (popup: GamePopup) => void;
  closeGamePopup: () => void;
  openVendorGames: (vendor: VendorGames) => void;
  closeVendorGames: () => void;
};

/** Every overlay closed: how a page starts. */
export const OVERLAYS_CLOSED = {
  auth: null,
  loginHandoff: null,
  changePassword: null,
  typedPassword: null,
  logoutOpen: false,
  realAccountOpen: false,
  noticeOpen: false,
  noticeId: null,
  gamePopup: null,
  vendorGames: null,
} satisfies Partial<OverlayState>;

export const useOverlayStore = create<OverlayState>((set) => ({
  ...OVERLAYS_CLOSED,
  openAuth: (view, handoff) => set({ auth: view, loginHandoff: handoff ?? null }),
  closeAuth: () => set({ auth: null, loginHandoff: null }),
  openChangePassword: (request, typedPassword = null) =>
    set({ changePassword: request, typedPassword, auth: null, loginHandoff: null }),
  closeChangePassword: () => set({ changePassword: null, typedPassword: null }),
  openLogout: () => set({ logoutOpen: true }),
  closeLogout: () => set({ logoutOpen: false }),
  openRealAccount: () => set({ realAccountOpen: true, auth: null }),
  closeRealAccount: () => set({ realAccountOpen: false }),
  openNotice: (id) => set({ noticeOpen: true, noticeId: id ?? null }),
  closeNotice: () => set({ noticeOpen: false, noticeId: null }),
  showGamePopup: (popup) => set({ gamePopup: popup, vendorGames: null }),
  closeGamePopup: () => set({ gamePopup: null }),
  openVendorGames: (vendor) => set({ vendorGames: vendor }),
  closeVendorGames: () => set({ vendorGames: null }),
}));
