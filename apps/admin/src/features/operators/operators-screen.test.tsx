import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, operator, renderApp } from '../../test/render-app.tsx';

const OWNER = { totpEnabled: true };
const TOKEN = { token: 'owner-token-0123456789' };
const list = () =>
  jsonResponse(
    200,
    ok([
      operator('owner', OWNER),
      operator('support'),
      operator('finance', { disabled: true, totpEnabled: true, lastLoginAt: null }),
    ]),
  );

describe('operators and roles', () => {
  it('lists operators with role, two-step status, state and last sign-in', async () => {
    mockApi({ ...meHandler('owner', 'none', OWNER), 'GET /admin-api/operators': list });
    renderApp('/operators', TOKEN);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('(you)');
    expect(within(rows[0] as HTMLElement).queryByRole('combobox')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Role of support' }) as HTMLSelectElement).value).toBe(
      'support',
    );
    expect(rows[2]?.textContent).toContain('Disabled');
    expect(rows[2]?.textContent).toContain('Never');
    expect(screen.getByRole('button', { name: 'Enable finance' })).toBeTruthy();
  });

  it('checks the new operator form, then shows the generated password once', async () => {
    const { calls } = mockApi({
      ...meHandler('owner', 'none', OWNER),
      'GET /admin-api/operators': list,
      'POST /admin-api/operators': ({ body }) =>
        (body as { username: string }).username === 'support'
          ? jsonResponse(
              409,
              fail('AUTH_ACCOUNT_EXISTS', 'admin_operator_exists', { field: 'body.username' }),
            )
          : jsonResponse(
              200,
              ok({
                operator: operator('risk', { id: 9, username: 'ops.risk' }),
                initialPassword: 'Kqwert1234',
              }),
            ),
    });
    renderApp('/operators', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: '9lives' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText(/Start with a letter/)).toBeTruthy();
    expect(within(dialog).getByText('Enter the name.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'support' } });
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Someone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText('That username is already taken.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'Ops.Risk' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'risk' } });
    expect(within(dialog).getByText('Lock and unlock members')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }));

    const created = await screen.findByRole('dialog', { name: 'Operator created' });
    expect((within(created).getByLabelText('Initial password') as HTMLInputElement).value).toBe('Kqwert1234');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      username: 'ops.risk',
      displayName: 'Someone',
      role: 'risk',
    });
    expect(await screen.findByText('Operator ops.risk created.')).toBeTruthy();
    fireEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Kqwert1234')).toBeNull());
  });

  it('changes a role only after confirming', async () => {
    const { calls } = mockApi({
      ...meHandler('owner', 'none', OWNER),
      'GET /admin-api/operators': list,
      'PUT /admin-api/operators/2': () => jsonResponse(200, ok(operator('support', { role: 'risk' }))),
    });
    renderApp('/operators', TOKEN);
    const select = await screen.findByRole('combobox', { name: 'Role of support' });

    fireEvent.change(select, { target: { value: 'risk' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(dialog.textContent).toContain('Demo Support goes from Support to Risk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(select, { target: { value: 'risk' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('support is now Risk.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'risk' });
  });

  it('disables an operator after confirming, and shows the refusal when there is one', async () => {
    mockApi({
      ...meHandler('owner', 'none', OWNER),
      'GET /admin-api/operators': list,
      'PUT /admin-api/operators/2': () => jsonResponse(409, fail('FORBIDDEN', 'admin_last_owner')),
    });
    renderApp('/operators', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this operator?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('at least one active owner');
  });

  it('resets the two-step sign-in of an operator who lost their phone, after confirming', async () => {
    const { calls } = mockApi({
      ...meHandler('owner', 'none', OWNER),
      'GET /admin-api/operators': list,
      'POST /admin-api/operators/3/reset-totp': () =>
        jsonResponse(200, ok(operator('finance', { disabled: true, totpEnabled: false }))),
    });
    renderApp('/operators', TOKEN);
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in of support' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in of finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog.textContent).toContain('Demo Finance is signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step' }));
    expect(await screen.findByText('Two-step sign-in of finance was reset.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/admin-api/operators/3/reset-totp')).toBe(
      true,
    );
  });

  it('is closed to other roles, and hidden from their menu', async () => {
    mockApi(meHandler('support'));
    renderApp('/operators', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Only owners manage operator accounts and roles.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' });
    expect(within(nav).queryByRole('link', { name: 'Operators & roles' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Members' })).toBeTruthy();
  });
});
