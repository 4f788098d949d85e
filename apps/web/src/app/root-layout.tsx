/**
 * The root of every player route: the site layout around the routed screen, the site-wide overlays
 * (auth popups, notice modal, announcement popups), scroll-to-top when the route name changes and
 * page tracking.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AnnouncementPopup } from '../features/content/announcement-popup.tsx';
import { SiteLayout } from '../features/layout/site-layout.tsx';
import { trackPage } from '../features/system/analytics.ts';
import { RouteErrorBoundary } from '../features/system/route-error.tsx';
import { useOverlayStore } from '../shared/overlay-store.ts';

const AuthModals = lazy(() =>
  import('../features/auth/auth-modals.tsx').then((m) => ({ default: m.AuthModals })),
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

const Overlays = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const auth = useOverlayStore((state) => state.auth);
  const noticeOpen = useOverlayStore((state) => state.noticeOpen);
  const closeAuth = useOverlayStore((state) => state.closeAuth);

  const onAuthClose = () => {
    closeAuth();
    const name = routeName(pathname);
    if (name === '/login' || name === '/register') navigate('/', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {auth && <AuthModals onClose={onAuthClose} />}
      {noticeOpen && <NoticeModal />}
      <AnnouncementPopup />
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
