import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { usePermissionStore } from '../shared/permission-store.ts';
import { useSessionStore } from '../shared/session-store.ts';
import { memberFixture, permissionFixture, stubApi } from '../test/fixtures.ts';
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
    stubApi({ member: memberFixture() });
    sessionStorage.setItem('token', 'test-token');
    useSessionStore.getState().refresh();
    const router = renderAt('/member');
    expect(
      // The member centre opens on its default page, securityCenter (spec §4 "Centre state").
      await screen.findByRole('heading', { name: 'Tài khoản của tôi' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.pathname).toBe('/member');
  });

  it('keeps a trial account out of /member with the real-account dialog', async () => {
    stubApi({ member: memberFixture({ type: 4, playMoney: true }) });
    sessionStorage.setItem('token', 'test-token');
    useSessionStore.getState().refresh();
    const router = renderAt('/member');
    expect(await screen.findByText('Bạn cần có tài khoản thật để chơi trò chơi này')).toBeTruthy();
    expect(router.pathname).toBe('/');
  });

  it('sends a member who is not an agent from /agentHome to /agent', async () => {
    stubApi({ member: memberFixture({ type: 0 }) });
    sessionStorage.setItem('token', 'test-token');
    useSessionStore.getState().refresh();
    const router = renderAt('/agentHome');
    await waitFor(() => expect(router.pathname).toBe('/agent'));
  });

  it('lets an agent into /agentHome, with the nickname in its header', async () => {
    stubApi({ member: memberFixture({ type: 1, nickname: 'Boss Agent' }) });
    sessionStorage.setItem('token', 'test-token');
    useSessionStore.getState().refresh();
    const router = renderAt('/agentHome');
    expect(await screen.findByText('Boss Agent')).toBeTruthy();
    expect(router.pathname).toBe('/agentHome');
  });

  it('drops a token the server no longer knows', async () => {
    stubApi({ member: null });
    sessionStorage.setItem('token', 'stale-token');
    useSessionStore.getState().refresh();
    renderAt('/');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('keeps public pages open to visitors', async () => {
    const router = renderAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' })).toBeTruthy();
    expect(router.pathname).toBe('/help');
  });
});
