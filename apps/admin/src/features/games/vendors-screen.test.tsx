import type { TAdminVendor } from '@luckwell/contracts/admin/game-catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const nova: TAdminVendor = {
  id: 3,
  merchantId: 1,
  merchantCode: 'LW',
  vassalage: 'NOVA',
  gameType: 'RNG',
  displayName: 'Nova Slots',
  logoUrl: '/img/vendors/NOVA.svg',
  enabled: true,
  maintenance: false,
  sort: 2,
  walletMode: 'seamless',
  secretRotatedAt: '2026-03-01T08:00:00.000Z',
  gameCount: 1662,
  maintenanceGameCount: 12,
};

const common = {
  'GET /admin-api/games/brands': () =>
    jsonResponse(
      200,
      ok([
        { id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' },
        { id: 2, code: 'JDG', name: 'Jade Dragon', currency: 'USD' },
      ]),
    ),
};

describe('the vendors screen', { timeout: 15_000 }, () => {
  it('puts a vendor under maintenance after confirming', async () => {
    let current = nova;
    const { calls } = mockApi({
      ...meHandler('content'),
      ...common,
      'GET /admin-api/games/vendors': () => jsonResponse(200, ok([current])),
      'PUT /admin-api/games/vendors/3': (call) => {
        current = { ...current, ...(call.body as Partial<TAdminVendor>) };
        return jsonResponse(200, ok(current));
      },
    });
    renderApp('/games/vendors', { token: 'content-token-0123456789' });
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Maintenance: Nova Slots (RNG)' },
      { timeout: 5_000 },
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('1662 games')).toBeTruthy();
    // Content manages the catalogue but not the vendors' wallet secrets.
    expect(screen.queryByRole('button', { name: 'Rotate secret' })).toBeNull();

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Put Nova Slots under maintenance?' });
    expect(dialog.textContent).toContain('Its 1662 games in RNG stay listed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    expect(await screen.findByText('Nova Slots saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ maintenance: true });
    expect(
      (await screen.findByRole('switch', { name: 'Maintenance: Nova Slots (RNG)' })).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
  });

  it('shows an owner the rotated secret once, for the brand in the address', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...common,
      'GET /admin-api/games/vendors': () =>
        jsonResponse(200, ok([{ ...nova, merchantId: 2, merchantCode: 'JDG' }])),
      'POST /admin-api/games/vendor-secrets/rotate': () =>
        jsonResponse(
          200,
          ok({
            merchantId: 2,
            vendor: 'NOVA',
            secret: 'f'.repeat(64),
            previousValidUntil: '2026-03-02T08:00:00.000Z',
          }),
        ),
    });
    renderApp('/games/vendors?brand=JDG', { token: 'owner-token-0123456789' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }, { timeout: 5_000 }));
    expect(calls.find((c) => c.path === '/admin-api/games/vendors')?.query.get('merchant')).toBe('JDG');
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the wallet secret of Nova Slots?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret for Nova Slots' });
    expect((within(shown).getByLabelText('Seamless wallet secret') as HTMLInputElement).value).toBe(
      'f'.repeat(64),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ merchantId: 2, vendor: 'NOVA' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
