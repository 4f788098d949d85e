import type { TCannedReply } from '@luckwell/contracts/admin/support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'support-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];
const HOURS = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', utcOffset: '+07:00' };

describe('Live support → settings', () => {
  it("saves a brand's office hours with the days ticked", async () => {
    const { calls } = mockApi({
      ...meHandler('support'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/support/conversations': () => jsonResponse(200, ok({ list: [], waiting: 0 })),
      'GET /admin-api/support/canned-replies': () => jsonResponse(200, ok({ list: [] })),
      'GET /admin-api/support/settings': () =>
        jsonResponse(200, ok({ merchantCode: 'LW', hours: HOURS, online: true })),
      'PUT /admin-api/support/settings': ({ body }: ApiCall) =>
        jsonResponse(200, ok({ ...(body as object), online: false })),
    });
    renderApp('/support/settings', TOKEN);
    const form = await screen.findByRole('form', { name: 'Office hours' }, { timeout: 5_000 });
    expect(within(form).getByText('Open now')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Sat'));
    fireEvent.click(within(form).getByLabelText('Mon'));
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '08:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save office hours' }));
    expect(await within(form).findByText(/The end must come after the start/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '22:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save office hours' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      merchantCode: 'LW',
      hours: { days: [2, 3, 4, 5, 6], from: '09:00', to: '22:00', utcOffset: '+07:00' },
    });
  });

  it('adds a canned reply and lists it', async () => {
    let replies: TCannedReply[] = [];
    const { calls } = mockApi({
      ...meHandler('support'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/support/conversations': () => jsonResponse(200, ok({ list: [], waiting: 0 })),
      'GET /admin-api/support/settings': () =>
        jsonResponse(200, ok({ merchantCode: 'LW', hours: HOURS, online: true })),
      'GET /admin-api/support/canned-replies': () => jsonResponse(200, ok({ list: replies })),
      'POST /admin-api/support/canned-replies': ({ body }: ApiCall) => {
        const reply = { ...(body as TCannedReply), id: 5 };
        replies = [reply];
        return jsonResponse(200, ok(reply));
      },
    });
    renderApp('/support/settings', TOKEN);
    expect(await screen.findByText(/No canned reply yet/, undefined, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'New canned reply' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the reply.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Greeting' } });
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.change(within(dialog).getByLabelText('Reply'), { target: { value: 'Hello, how can I help?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Canned replies' });
    expect(within(table).getByText('Hello, how can I help?')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      merchantCode: 'LW',
      title: 'Greeting',
      body: 'Hello, how can I help?',
      language: 'en',
    });
  });
});
