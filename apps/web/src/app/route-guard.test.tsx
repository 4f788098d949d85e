import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { usePermissionStore } from '../shared/permission-store.ts';
import { useSessionStore } from '../shared/session-store.ts';
import { permissionFixture, stubApi } from '../test/fixtures.ts';
import { AppRoutes } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { AUTH_ROUTES } from './routes.tsx';

/** Where the router is now, as a test can read it. */
const current = { pathname: '' };
const LocationProbe = () => {
  current.pathname = useLocation().pathname;
  return null;
};

const renderAt = (path: string) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return current;
};

describe('route guard', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('vi');
    usePermissionStore.getState().setPermission(permissionFixture());
    stubApi();
  });

  it('sends a visitor without a session token from /member to /login', async () => {
    const router = renderAt('/member');
    await waitFor(() => expect(router.pathname).toBe('/login'));
  });

  it.each(AUTH_ROUTES.map((path) => [path]))('guards %s', async (path) => {
    const router = renderAt(`${path}?gameCode=LW`);
    await waitFor(() => expect(router.pathname).toBe('/login'));
  });

  it('lets a session with a token into /member', async () => {
    sessionStorage.setItem('token', 'test-token');
    useSessionStore.getState().refresh();
    const router = renderAt('/member');
    expect(await screen.findByRole('heading', { name: 'Trung tâm thành viên' })).toBeTruthy();
    expect(router.pathname).toBe('/member');
  });

  it('keeps public pages open to visitors', async () => {
    const router = renderAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' })).toBeTruthy();
    expect(router.pathname).toBe('/help');
  });
});
