/** Renders the whole player app at a path (routes, layouts, overlays), as the journeys see it. */
import {
  generateSealingKey,
  importSealingPrivateKey,
  openSealedPayload,
} from '@luckwell/contracts/auth/sealed-payload';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import type { TPermission } from '@luckwell/contracts/system/permission';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { ensureBundle, initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { OVERLAYS_CLOSED, useOverlayStore } from '../shared/overlay-store.ts';
import { usePermissionStore } from '../shared/permission-store.ts';
import { useSessionStore } from '../shared/session-store.ts';
import { useBalanceVisibility } from '../shared/wallet-balance.ts';
import { memberFixture, permissionFixture, type StubRoutes, stubApi } from './fixtures.ts';

/** Where the router is now, as a test can read it. */
export const current = { pathname: '', search: '' };
const LocationProbe = () => {
  const location = useLocation();
  current.pathname = location.pathname;
  current.search = location.search;
  return null;
};

export const renderApp = (path: string) => {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router: current, queryClient };
};

/**
 * Stubs the API, then renders the app at a path: the brand now applied (setUpBrand's) unless a test
 * passes another, a member to sign in as, and the test's own routes.
 */
export const renderWithApi = (
  path: string,
  {
    permission = usePermissionStore.getState().permission ?? permissionFixture(),
    member = memberFixture(),
    routes = {},
  }: { permission?: TPermission; member?: TMemberInfo; routes?: StubRoutes } = {},
) => {
  stubApi({ permission, member, routes });
  return renderApp(path);
};

/**
 * A brand whose sign-in bodies are sealed to a key this test holds, so a test can open what the
 * browser sent. Applies the permission and resets the stores.
 */
export const setUpBrand = async (over: Partial<TPermission> = {}) => {
  initI18n();
  await setLanguage('vi');
  await ensureBundle('auth');
  const key = await generateSealingKey();
  const privateKey = await importSealingPrivateKey(key.privateJwk);
  usePermissionStore.getState().setPermission(
    permissionFixture({
      security: {
        sealing: { kid: 'test-1', publicKey: key.publicKey, algorithm: 'ECDH-P256+HKDF-SHA256+A256GCM' },
        plaintextAllowed: false,
        humanCheck: false,
      },
      ...over,
    }),
  );
  useSessionStore.getState().refresh();
  useOverlayStore.setState(OVERLAYS_CLOSED);
  useBalanceVisibility.setState({ hidden: false });
  /** The plain payload of a sealed request body. */
  const open = async (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { sealed: Parameters<typeof openSealedPayload>[1] };
    return openSealedPayload(privateKey, body.sealed) as Promise<Record<string, unknown>>;
  };
  return { open };
};
