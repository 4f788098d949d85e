import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { permissionFixture, stubApi } from '../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';
import { StartupGate } from './startup-gate.tsx';

const renderGate = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StartupGate>
        <p>the site</p>
      </StartupGate>
    </QueryClientProvider>,
  );

describe('startup gate', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('vi');
  });

  it('calls the permission endpoint first and then renders the site for status 0', async () => {
    const fetchMock = stubApi();
    renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/system/permission');
    expect(localStorage.getItem('merchantCode')).toBe('LW');
    expect(sessionStorage.getItem('merchantCode')).toBe('LW');
  });

  it('shows the maintenance page for status 1, with the operator message', async () => {
    stubApi({
      permission: permissionFixture({
        status: 1,
        maintenance: { on: true, message: 'Nâng cấp máy chủ', until: null },
      }),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Bảo trì trò chơi' })).toBeTruthy();
    expect(screen.getByText('Nâng cấp máy chủ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it("shows the region-blocked page with the caller's IP for status 2", async () => {
    stubApi({
      permission: permissionFixture({
        status: 2,
        regionRestriction: { restricted: true, country: 'US' },
        location: { ip: '198.51.100.23', country: 'US' },
      }),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Khu vực của bạn bị hạn chế truy cập' })).toBeTruthy();
    expect(screen.getByTestId('region-ip').textContent).toBe('198.51.100.23');
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('opens customer service in a 440x750 popup from the maintenance page', async () => {
    stubApi({
      permission: permissionFixture({ status: 1, maintenance: { on: true, message: null, until: null } }),
    });
    const popup = { location: { href: '' }, closed: false, focus: () => undefined };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderGate();
    (await screen.findByRole('button', { name: 'Chăm sóc khách hàng' })).click();
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=750');
    // The stub has no live chat to launch: the brand's own customer-service link opens.
    await waitFor(() => expect(popup.location.href).toBe('https://support.example/chat'));
  });

  it('shows a translated network error with a retry when the permission call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderGate();
    expect(await screen.findByText('Kết nối mạng bất thường, vui lòng thử lại')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
