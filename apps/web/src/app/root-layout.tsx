/**
 * The root of every player route: the site layout around the routed screen, the site-wide overlays
 * (auth popups, notice modal, announcement popups), scroll-to-top when the route name changes and
 * page tracking.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AnnouncementPopup } from '../features/content/announcement-popup.tsx';
import { ensureBundle } from '../features/i18n/i18n.ts';
import { SiteLayout } from '../features/layout/site-layout.tsx';
import { trackPage } from '../features/system/analytics.ts';
import { RouteErrorBoundary } from '../features/system/route-error.tsx';
import { ContentPreviewRibbon } from '../shared/content-preview.tsx';
import { useSessionSync } from '../shared/member-info.ts';
import { useOverlayStore } from '../shared/overlay-store.ts';
import { usePermissionStore } from '../shared/permission-store.ts';
import { useSessionStore } from '../shared/session-store.ts';
import { useIsRealMember } from '../shared/unread-count.ts';

/** A lazily loaded overlay of the sign-in family, with its translations loaded before it shows. */
const authOverlay = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), ensureBundle('auth')]).then(([m]) => m);

const AuthModals = lazy(() =>
  authOverlay(() => import('../features/auth/auth-modals.tsx')).then((m) => ({ default: m.AuthModals })),
);
const ChangePasswordModal = lazy(() =>
  authOverlay(() => import('../features/auth/change-password-modal.tsx')).then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const LogoutDialog = lazy(() =>
  authOverlay(() => import('../features/auth/session-dialogs.tsx')).then((m) => ({
    default: m.LogoutDialog,
  })),
);
const RealAccountDialog = lazy(() =>
  authOverlay(() => import('../features/auth/session-dialogs.tsx')).then((m) => ({
    default: m.RealAccountDialog,
  })),
);
const LiveEvents = lazy(() => import('../shared/live-events.tsx'));
const WithdrawConfirmWatcher = lazy(() =>
  Promise.all([import('../features/withdraw/withdraw-confirm-watcher.tsx'), ensureBundle('withdraw')]).then(
    ([m]) => ({ default: m.WithdrawConfirmWatcher }),
  ),
);
/** The reality check (issue 15, ADR 051): only for real members, never on the first load. */
const RealityCheck = lazy(() =>
  Promise.all([import('../features/safer-play/reality-check.tsx'), ensureBundle('saferPlay')]).then(
    ([m]) => ({ default: m.RealityCheck }),
  ),
);
/**
 * The contract popup (issue 16): the requests waiting on a member, when the brand's agent policy is
 * on; never on a guest's first load, and its dialog and words load only when a request waits.
 */
const ContractPopup = lazy(() =>
  import('../features/agent/contract-popup.tsx').then((m) => ({ default: m.ContractPopup })),
);
const GamePopup = lazy(() =>
  import('../features/games/game-popup.tsx').then((m) => ({ default: m.GamePopup })),
);
const VendorGamesPopup = lazy(() =>
  import('../features/games/vendor-games-popup.tsx').then((m) => ({ default: m.VendorGamesPopup })),
);
const NoticeModal = lazy(() =>
  import('../features/content/notice-modal.tsx').then((m) => ({ default: m.NoticeModal })),
);

/** The route "name" is its path, case-insensitively; query changes keep the scroll position. */
export const routeName = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

const useScrollToTopOnRouteChange = () => {
  const { pathname } = useLocation();
  const name = routeName(pathname);
  useEffect(() => {
    try {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    } catch {
      // Environments without scrolling (tests) have nothing to do.
    }
    trackPage(name);
  }, [name]);
};

/**
 * Where the route guard was asked to go before it sent a guest to /login (`state.from`): only a
 * path of this site, never another origin (`//host` or a scheme).
 */
export const returnPath = (state: unknown): string | null => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
};

/**
 * A forced password change still due after a reload (session key `validate`) reopens its modal;
 * /login and /register give way once their popup closes, whichever way it closed: to the page a
 * deep link asked for when the visitor signed in, else to /.
 */
const useSessionOverlays = () => {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const signedIn = useSessionStore((session) => session.isLogin);
  const auth = useOverlayStore((state) => state.auth);
  const changePassword = useOverlayStore((state) => state.changePassword);
  const pending = useSessionStore((state) => state.passwordChange);
  const openChangePassword = useOverlayStore((state) => state.openChangePassword);
  const name = routeName(pathname);

  useEffect(() => {
    if (pending && !changePassword) {
      openChangePassword({
        reason: pending,
        forced: true,
        site: name.startsWith('/agent') ? 'agent' : 'member',
      });
    }
  }, [pending, changePassword, openChangePassword, name]);

  const wasOpen = useRef(auth !== null);
  useEffect(() => {
    if (wasOpen.current && auth === null && (name === '/login' || name === '/register')) {
      navigate((signedIn && returnPath(state)) || '/', { replace: true });
    }
    wasOpen.current = auth !== null;
  }, [auth, name, navigate, signedIn, state]);
};

/** Site-wide overlays; the agent pages have no announcement popups. */
export const Overlays = ({ announcements = true }: { announcements?: boolean }) => {
  useSessionSync();
  useSessionOverlays();
  const auth = useOverlayStore((state) => state.auth);
  const noticeOpen = useOverlayStore((state) => state.noticeOpen);
  const changePassword = useOverlayStore((state) => state.changePassword);
  const logoutOpen = useOverlayStore((state) => state.logoutOpen);
  const realAccountOpen = useOverlayStore((state) => state.realAccountOpen);
  const closeAuth = useOverlayStore((state) => state.closeAuth);
  const gamePopup = useOverlayStore((state) => state.gamePopup !== null);
  const vendorGames = useOverlayStore((state) => state.vendorGames !== null);
  const signedInMember = useSessionStore((state) => state.isLogin && !state.isTrial);
  const realMember = useIsRealMember();
  const agentPolicy = usePermissionStore((state) => state.permission?.whitelabelVal.AGENTPOLICY3 === true);

  return (
    <Suspense fallback={null}>
      {vendorGames && <VendorGamesPopup />}
      {gamePopup && <GamePopup />}
      {auth && <AuthModals onClose={closeAuth} />}
      {changePassword && <ChangePasswordModal />}
      {logoutOpen && <LogoutDialog />}
      {realAccountOpen && <RealAccountDialog />}
      {noticeOpen && <NoticeModal />}
      {announcements && <AnnouncementPopup />}
      {signedInMember && <WithdrawConfirmWatcher />}
      {realMember && <LiveEvents />}
      {realMember && <RealityCheck />}
      {realMember && agentPolicy && <ContractPopup />}
      <ContentPreviewRibbon />
    </Suspense>
  );
};

export const RootLayout = () => {
  useScrollToTopOnRouteChange();
  const { pathname } = useLocation();
  return (
    <>
      <SiteLayout>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </SiteLayout>
      <Overlays />
    </>
  );
};
