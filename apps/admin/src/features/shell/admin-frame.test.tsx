import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('back-office frame', () => {
  it('lists every back-office section in the sidebar', () => {
    renderApp('/preview/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Members',
      'Agents',
      'Cashier',
      'Games',
      'Promotions',
      'Content',
      'Reports',
      'Settings',
      'Operators & roles',
      'Audit log',
    ]);
  });

  it('shows a section with its later-release panel and moves between sections', () => {
    const { router } = renderApp('/preview');
    expect(router.state.location.pathname).toBe('/preview/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Audit log' }));

    expect(router.state.location.pathname).toBe('/preview/audit-log');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Arrives with a later release' })).toBeTruthy();
    expect(screen.getByText('Searchable history of every change')).toBeTruthy();
  });

  it('signs out from the operator menu back to the sign-in page', () => {
    const { router } = renderApp('/preview/members');
    fireEvent.click(screen.getByRole('button', { name: 'Operator menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
