import type { TAdminMessage } from '@luckwell/contracts/admin/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const sent = (overrides: Partial<TAdminMessage> = {}): TAdminMessage => ({
  id: 40,
  merchantId: 1,
  merchantCode: 'LW',
  audience: 'agents',
  account: null,
  category: 'notice',
  title: 'Payday moves to noon',
  body: 'Daily wages are paid at 12:00 from Monday.',
  sentBy: 'owner',
  sentAt: '2026-11-26T03:00:00.000Z',
  reads: 3,
  ...overrides,
});

describe('Players → Messages', () => {
  it('sends a message to all the agents of a brand, without an account, and lists it as theirs', async () => {
    let messages: TAdminMessage[] = [];
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/messages': () =>
        jsonResponse(200, ok({ content: messages, pageNum: 1, totalPages: 1, total: messages.length })),
      'POST /admin-api/messages': () => {
        messages = [sent()];
        return jsonResponse(200, ok(sent()));
      },
    });
    renderApp('/messages', TOKEN);
    const form = await screen.findByRole('form', { name: 'New message' }, { timeout: 5_000 });
    await within(form).findByRole('option', { name: 'LW · Luckwell' });
    const audience = within(form).getByLabelText('Send to') as HTMLSelectElement;
    expect([...audience.options].map((option) => option.textContent)).toEqual([
      'Everyone in the brand',
      'All agents',
      "An agent's team",
      'One member',
    ]);
    fireEvent.change(audience, { target: { value: 'agents' } });
    // All the agents: no account to name.
    expect(within(form).queryByLabelText('Agent account')).toBeNull();
    expect(within(form).queryByLabelText('Member account')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Payday moves to noon' } });
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'Daily wages are paid at 12:00 from Monday.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      merchantId: 1,
      audience: 'agents',
      category: 'notice',
      title: 'Payday moves to noon',
      body: 'Daily wages are paid at 12:00 from Monday.',
    });
    const list = await screen.findByRole('table', { name: 'Sent messages' });
    expect(await within(list).findByText('Payday moves to noon')).toBeTruthy();
    expect(within(list).getByText('All agents')).toBeTruthy();
  });
});
