import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { helpCenterFixture, permissionFixture, stubApi } from '../../test/fixtures.ts';
import { initI18n, setLanguage } from '../i18n/i18n.ts';
import { HelpPage } from './help-page.tsx';

const current = { search: '' };
const LocationProbe = () => {
  current.search = useLocation().search;
  return null;
};

const renderAt = (path: string) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <HelpPage />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return current;
};

const openCategory = async () => (await screen.findByRole('heading', { level: 2 })).textContent ?? '';

const setBrand = (customerServiceUrl: string) =>
  usePermissionStore
    .getState()
    .setPermission(permissionFixture({ brand: { ...permissionFixture().brand, customerServiceUrl } }));

describe('help centre', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('vi');
    setBrand('/help?section=contact');
    stubApi({ helpCenter: helpCenterFixture });
  });

  it('opens the section a link names, with its first article, as the customer-service popup does', async () => {
    renderAt('/help?section=contact');

    expect(await openCategory()).toBe('Liên hệ');
    const tab = screen.getByRole('button', { name: /Liên hệ/ });
    expect(tab.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Chăm sóc khách hàng 24/7' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('Live chat và Telegram.')).toBeTruthy();
  });

  it('does not offer to open customer service on the page customer service opens', async () => {
    renderAt('/help?section=contact');
    await openCategory();
    expect(screen.getByText('Vẫn cần hỗ trợ?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chăm sóc khách hàng' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Hướng dẫn/ }));
    expect(await screen.findByRole('button', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
  });

  it('opens the first section for a section this brand does not have', async () => {
    renderAt('/help?section=support');
    expect(await openCategory()).toBe('Hướng dẫn');
  });

  it('still opens older ?category= links', async () => {
    renderAt('/help?category=2&article=5');
    expect(await openCategory()).toBe('Về chúng tôi');
    expect(screen.getByText('Nền tảng giải trí.')).toBeTruthy();
  });

  it('falls back to ids for categories the server sends without a key', async () => {
    stubApi({ helpCenter: helpCenterFixture.map((category) => ({ ...category, key: '' })) });
    const location = renderAt('/help?section=contact');
    expect(await openCategory()).toBe('Hướng dẫn');

    fireEvent.click(screen.getByRole('button', { name: /Liên hệ/ }));
    expect(await openCategory()).toBe('Liên hệ');
    expect(location.search).toBe('?category=3');
  });

  it('names the section in the address when the player picks one', async () => {
    const location = renderAt('/help');
    expect(await openCategory()).toBe('Hướng dẫn');

    fireEvent.click(screen.getByRole('button', { name: /Liên hệ/ }));

    expect(await openCategory()).toBe('Liên hệ');
    expect(location.search).toBe('?section=contact');
  });
});
