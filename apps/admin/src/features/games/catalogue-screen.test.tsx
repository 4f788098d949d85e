import type { TAdminGame, TAdminVendor, TImportPreview } from '@luckwell/contracts/admin/game-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };

const game = (id: number, overrides: Partial<TAdminGame> = {}): TAdminGame => ({
  id,
  vassalage: 'NOVA',
  gameType: 'RNG',
  gameCode: `NOVA-000${id}`,
  gameName: `Lucky Koi ${id}`,
  iconUrl: `/img/games/RNG/NOVA-000${id}.svg`,
  isGame: true,
  subCategory: 'JP',
  hot: false,
  new: false,
  jackpot: false,
  rtp: '96.50',
  maintenance: true,
  vendorMaintenance: false,
  enabled: true,
  sort: id,
  ...overrides,
});

const vendor: TAdminVendor = {
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
  maintenanceGameCount: 1662,
};

const common = {
  ...meHandler('content'),
  'GET /admin-api/games/brands': () =>
    jsonResponse(200, ok([{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }])),
  'GET /admin-api/games/vendors': () => jsonResponse(200, ok([vendor])),
};

const page = (content: TAdminGame[], total = content.length) =>
  jsonResponse(200, ok({ content, pageNum: 1, totalPages: Math.max(1, Math.ceil(total / 25)), total }));

describe('the game catalogue screen', { timeout: 15_000 }, () => {
  it('searches on the server with the filters in the address', async () => {
    const { calls } = mockApi({ ...common, 'GET /admin-api/games/catalogue': () => page([game(1)], 10_000) });
    const { router } = renderApp('/games/catalogue', TOKEN);
    expect(await screen.findByText('Lucky Koi 1', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Total: 10000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name or code'), { target: { value: 'dragon' } });
    fireEvent.change(screen.getByLabelText('Flag'), { target: { value: 'hot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dragon&flag=hot'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin-api/games/catalogue').at(-1);
      expect(Object.fromEntries(last!.query)).toEqual({
        merchant: 'LW',
        q: 'dragon',
        flag: 'hot',
        page: '1',
        pageSize: '25',
      });
    });
  });

  it('lifts maintenance on the selected games after confirming', async () => {
    const { calls } = mockApi({
      ...common,
      'GET /admin-api/games/catalogue': () => page([game(1), game(2), game(3)]),
      'POST /admin-api/games/catalogue/bulk': () => jsonResponse(200, ok({ updated: 2 })),
    });
    renderApp('/games/catalogue', TOKEN);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lucky Koi 1' }, { timeout: 5_000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lucky Koi 3' }));
    const bar = screen.getByRole('region', { name: 'Change the selected games' });
    expect(bar.textContent).toContain('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Maintenance off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance off: 2 games?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maintenance off' }));
    expect(await screen.findByText('2 games changed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      merchant: 'LW',
      ids: [1, 3],
      action: 'maintenanceOff',
    });
    expect(screen.queryByRole('region', { name: 'Change the selected games' })).toBeNull();
  });

  it('edits a game, sending only what changed, and marks a field the server refused', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...common,
      'GET /admin-api/games/catalogue': () => page([game(1)]),
      'PUT /admin-api/games/catalogue/1': (call) =>
        refuse
          ? jsonResponse(400, fail('VALIDATION_FAILED', 'in_input_error', { field: 'body.rtp' }))
          : jsonResponse(200, ok(game(1, call.body as Partial<TAdminGame>))),
    });
    renderApp('/games/catalogue', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lucky Koi 1' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lucky Koi 1' });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'Golden Koi' } });
    fireEvent.click(within(dialog).getByLabelText('Hot'));
    fireEvent.change(within(dialog).getByLabelText('RTP (%)'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Check this value.')).toBeTruthy();
    expect(within(dialog).getByLabelText('RTP (%)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      gameName: 'Golden Koi',
      hot: true,
      rtp: '150',
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('RTP (%)'), { target: { value: '96.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Golden Koi saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      gameName: 'Golden Koi',
      hot: true,
    });
  });

  it('imports a file: preview with bad rows blocks apply; a clean file applies with the digest', async () => {
    const preview = (errors: TImportPreview['errors']): TImportPreview => ({
      merchantCode: 'LW',
      vendor: 'NOVA',
      rows: 2,
      creates: 1,
      updates: errors.length ? 0 : 1,
      unchanged: 0,
      errors,
      plan: [{ row: 1, action: 'create', gameCode: 'NOVA-NEW', gameName: 'Dragon Pearl', changes: [] }],
      digest: 'a'.repeat(64),
    });
    let answer = preview([{ row: 2, field: 'rtp', code: 'invalid', message: 'a percentage' }]);
    const { calls } = mockApi({
      ...common,
      'GET /admin-api/games/catalogue': () => page([game(1)]),
      'POST /admin-api/games/catalogue/import/preview': () => jsonResponse(200, ok(answer)),
      'POST /admin-api/games/catalogue/import/apply': () =>
        jsonResponse(200, ok({ merchantCode: 'LW', vendor: 'NOVA', creates: 1, updates: 1, unchanged: 0 })),
    });
    renderApp('/games/catalogue', TOKEN);
    await screen.findByText('Lucky Koi 1', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Import games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a vendor’s games' });
    const csv = 'gameCode,gameName,rtp\nNOVA-NEW,Dragon Pearl,96\nNOVA-0001,Koi,abc\n';
    fireEvent.change(within(dialog).getByLabelText('File (.csv or .json)'), {
      target: { files: [new File([csv], 'nova.csv', { type: 'text/csv' })] },
    });
    expect(await within(dialog).findByText('nova.csv, read as CSV')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const errors = await within(dialog).findByRole('region', { name: 'Rows to fix' });
    expect(within(errors).getByText('Not a valid value')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply 1 changes' })).toHaveProperty('disabled', true);
    expect(calls.find((c) => c.path.endsWith('/preview'))?.body).toEqual({
      merchant: 'LW',
      vendor: 'NOVA',
      format: 'csv',
      content: csv,
    });

    answer = preview([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const apply = await within(dialog).findByRole('button', { name: 'Apply 2 changes' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    fireEvent.click(apply);
    expect(await screen.findByText('NOVA: 1 games added, 1 updated.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/apply'))?.body).toMatchObject({
      digest: 'a'.repeat(64),
      format: 'csv',
    });
  });

  it('tells a role without games.manage that the screen is not theirs', async () => {
    mockApi({ ...meHandler('support') });
    renderApp('/games/catalogue', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Not available to your role', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
