import type { TAdminAnnouncement } from '@luckwell/contracts/admin/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const MAINTENANCE: TAdminAnnouncement = {
  id: 4,
  type: 'B',
  execution: 'A',
  promotionType: null,
  title: { vi: 'Bảo trì hệ thống', en: 'System maintenance' },
  content: { vi: '<p>Bảo trì</p>', en: '<p>Maintenance</p>' },
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  sort: 3,
  enabled: true,
  state: 'live',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const TEASER: TAdminAnnouncement = {
  ...MAINTENANCE,
  id: 5,
  type: 'PR',
  execution: 'B',
  promotionType: 'DEPOSIT',
  title: { vi: 'Thưởng nạp đầu', en: '' },
  endsAt: null,
  sort: 7,
  state: 'scheduled',
};

const brands = { 'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)) };

describe('Content → announcements', () => {
  it('lists the brand’s announcements with their type, audience, titles, dates, state and order', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [MAINTENANCE, TEASER] })),
    });
    renderApp('/content', TOKEN);
    const table = await screen.findByRole('table', { name: 'Announcements' }, { timeout: 5_000 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Notice');
    expect(first?.textContent).toContain('Members');
    expect(first?.textContent).toContain('Bảo trì hệ thống');
    expect(first?.textContent).toContain('System maintenance');
    expect(first?.textContent).toMatch(/From \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(first?.textContent).toMatch(/Until \d{4}-\d{2}-\d{2}/);
    expect(first?.textContent).toContain('Live');
    expect(second?.textContent).toContain('Promotion teaser');
    expect(second?.textContent).toContain('DEPOSIT');
    expect(second?.textContent).toContain('Visitors');
    expect(second?.textContent).toContain('No end');
    expect(second?.textContent).toContain('Scheduled');
    expect(second?.textContent).toContain('7');
    expect(within(first!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeTruthy();
    expect(
      calls.find((call) => call.path === '/admin-api/content/announcements')?.query.get('merchantCode'),
    ).toBe('LW');
  });

  it('says when the brand has no announcement yet', async () => {
    mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
    });
    renderApp('/content', TOKEN);
    expect(await screen.findByText('No announcement yet', undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let broken = true;
    mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () =>
        broken
          ? jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error'))
          : jsonResponse(200, ok({ list: [MAINTENANCE] })),
    });
    renderApp('/content', TOKEN);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Bảo trì hệ thống')).toBeTruthy();
  });

  it('is not offered to a role without content.manage', async () => {
    mockApi({ ...meHandler('finance'), ...brands });
    renderApp('/content', TOKEN);
    expect(await screen.findByText('Not available to your role', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  });

  it('creates an announcement: checked first, then the server refusal lands under its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
      'POST /admin-api/content/announcements': () =>
        refuse
          ? jsonResponse(400, fail('VALIDATION_FAILED', 'in_input_error', { field: 'body.title.en' }))
          : jsonResponse(200, ok({ ...TEASER, id: 9, title: { vi: 'Khuyến mãi', en: 'Offer' } })),
    });
    renderApp('/content', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the announcement' }));
    expect(
      await within(dialog).findByText(
        'Give a reason of 3 to 500 characters; it is recorded in the audit log.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type('Type', 'PR');
    type('Audience', 'F');
    type('Promotion type (optional)', 'DEPOSIT');
    type('Title (Vietnamese)', 'Khuyến mãi');
    type('Title (English)', 'Offer');
    type('Content (Vietnamese)', '<p>Nạp ngay</p>');
    type('Shown from', '2026-11-01T09:30');
    type('Shown until (optional)', '');
    type('Order', '2');
    type('Reason', 'autumn campaign');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the announcement' }));
    expect(
      await within(dialog).findByText('Some fields are not valid. Check them and try again.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Title (English)').getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the announcement' }));
    expect(await screen.findByText('“Offer” is created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.filter((call) => call.method === 'POST').at(-1)?.body;
    expect(body).toEqual({
      merchantCode: 'LW',
      type: 'PR',
      execution: 'F',
      promotionType: 'DEPOSIT',
      title: { vi: 'Khuyến mãi', en: 'Offer' },
      content: { vi: '<p>Nạp ngay</p>', en: '' },
      startsAt: new Date('2026-11-01T09:30').toISOString(),
      endsAt: null,
      sort: 2,
      enabled: true,
      reason: 'autumn campaign',
    });
  });

  it('changes an announcement with PUT, keeping its end as an ISO time', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [MAINTENANCE] })),
      'PUT /admin-api/content/announcements/4': () =>
        jsonResponse(200, ok({ ...MAINTENANCE, enabled: false })),
    });
    renderApp('/content', TOKEN);
    const table = await screen.findByRole('table', { name: 'Announcements' }, { timeout: 5_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “System maintenance”' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'over early' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“System maintenance” is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      startsAt: MAINTENANCE.startsAt,
      endsAt: MAINTENANCE.endsAt,
      enabled: false,
      reason: 'over early',
    });
  });

  it('previews the content as players get it, and says when markup was removed', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
      'POST /admin-api/content/preview': () =>
        jsonResponse(200, ok({ html: '<p>Xin <strong>chào</strong></p>', changed: true })),
    });
    renderApp('/content', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    const raw = '<p onclick="steal()">Xin <strong>chào</strong></p><script>steal()</script>';
    fireEvent.change(within(dialog).getByLabelText('Content (Vietnamese)'), { target: { value: raw } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the Vietnamese content' }));

    const preview = await within(dialog).findByRole('region', {
      name: 'What players reading Vietnamese see',
    });
    expect(within(preview).getByText('Some markup was removed: players will see this version.')).toBeTruthy();
    expect(within(preview).getByTestId('preview-vi').innerHTML).toBe('<p>Xin <strong>chào</strong></p>');
    expect(calls.find((call) => call.path === '/admin-api/content/preview')?.body).toEqual({ html: raw });
    // Nothing is previewed for English until asked.
    expect(within(dialog).queryByTestId('preview-en')).toBeNull();

    // Changing the text hides a preview that no longer matches it.
    fireEvent.change(within(dialog).getByLabelText('Content (Vietnamese)'), {
      target: { value: '<p>Khác</p>' },
    });
    expect(within(dialog).queryByTestId('preview-vi')).toBeNull();
  });

  it('previews without a notice when nothing was removed', async () => {
    mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
      'POST /admin-api/content/preview': ({ body }) =>
        jsonResponse(200, ok({ html: (body as { html: string }).html, changed: false })),
    });
    renderApp('/content', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    fireEvent.change(within(dialog).getByLabelText('Content (English)'), {
      target: { value: '<p>Hello</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the English content' }));
    expect((await within(dialog).findByTestId('preview-en')).innerHTML).toBe('<p>Hello</p>');
    expect(within(dialog).queryByText('Some markup was removed: players will see this version.')).toBeNull();
  });
});
