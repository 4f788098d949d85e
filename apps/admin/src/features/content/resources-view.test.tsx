import type { TAdminResource } from '@luckwell/contracts/admin/resources';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const TELEGRAM: TAdminResource = {
  resourceType: 'TELEGRAM',
  link: {
    url: 'https://t.me/luckwell_support',
    name: 'Luckwell CSKH',
    labelNameEn: 'Luckwell help',
    newTab: true,
    sort: 0,
  },
};
const ANDROID: TAdminResource = {
  resourceType: 'Android',
  link: { url: '/down?platform=android', name: 'Android', labelNameEn: '', newTab: false, sort: 2 },
};
const unset = (resourceType: TAdminResource['resourceType']): TAdminResource => ({
  resourceType,
  link: null,
});
const LIST = [TELEGRAM, unset('MOBILECONFIG'), ANDROID, unset('FACEBOOK'), unset('YOUTUBE')];

const brands = { 'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)) };
const listOf = (list: TAdminResource[]) => ({
  'GET /admin-api/content/resources': () => jsonResponse(200, ok({ list })),
});

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'The brand’s links' }, { timeout: 5_000 });
  return within(list).getByRole('listitem', { name });
};

describe('Content → Links', () => {
  it('is a tab of the content section, keeping the brand', async () => {
    mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf(LIST),
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
    });
    const { router } = renderApp('/content', TOKEN);
    // The brand is picked once the brands are in.
    expect(await screen.findByText('No announcement yet', undefined, { timeout: 5_000 })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Content views' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Links' }));
    expect(await card('Telegram')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content/links');
    expect(router.state.location.search).toBe('?brand=LW');
  });

  it('shows every kind of link, what the site does with it, and which are set', async () => {
    const { calls } = mockApi({ ...meHandler('content'), ...brands, ...listOf(LIST) });
    renderApp('/content/links', TOKEN);
    const telegram = await card('Telegram');
    expect(telegram.textContent).toContain('shown with a QR code in the right bar');
    expect(telegram.textContent).toContain('Set');
    expect(
      within(telegram).getByRole('link', { name: 'https://t.me/luckwell_support' }).getAttribute('target'),
    ).toBe('_blank');
    expect(telegram.textContent).toContain('Luckwell CSKH');
    expect(telegram.textContent).toContain('Luckwell help');
    expect(telegram.textContent).toContain('Opens in a new tab');
    expect(within(telegram).getByRole('button', { name: 'Edit the Telegram link' })).toBeTruthy();
    expect(within(telegram).getByRole('button', { name: 'Remove the Telegram link' })).toBeTruthy();

    const android = await card('Android app');
    expect(android.textContent).toContain('Opens in the same tab');
    // The demo's download page is a page of the site: a link it may keep.
    expect(android.textContent).not.toContain('must be changed');

    const ios = await card('iOS app');
    expect(ios.textContent).toContain('iOS app profile');
    expect(ios.textContent).toContain('Not set');
    expect(within(ios).getByRole('button', { name: 'Set the iOS app link' })).toBeTruthy();
    expect(within(ios).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect((await card('Facebook')).textContent).toContain('Not set');
    expect((await card('YouTube')).textContent).toContain('Not set');
    expect(screen.queryByText('No link set yet')).toBeNull();
    expect(
      calls.find((call) => call.path === '/admin-api/content/resources')?.query.get('merchantCode'),
    ).toBe('LW');
  });

  it('says when the brand has no link at all, and offers to try again when the list fails', async () => {
    let broken = true;
    mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/resources': () =>
        broken
          ? jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error'))
          : jsonResponse(200, ok({ list: LIST.map((r) => unset(r.resourceType)) })),
    });
    renderApp('/content/links', TOKEN);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No link set yet')).toBeTruthy();
    expect(screen.getAllByText('Not set')).toHaveLength(5);
  });

  it('sets a link after checking its address for its kind, with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf(LIST),
      'PUT /admin-api/content/resources/YOUTUBE': () =>
        jsonResponse(
          200,
          ok({
            resourceType: 'YOUTUBE',
            link: {
              url: 'https://www.youtube.com/@luckwell',
              name: 'YouTube',
              labelNameEn: 'YouTube',
              newTab: true,
              sort: 4,
            },
          }),
        ),
    });
    renderApp('/content/links', TOKEN);
    fireEvent.click(within(await card('YouTube')).getByRole('button', { name: 'Set the YouTube link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the YouTube link' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

    type('Address', 'https://vimeo.com/luckwell');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the link' }));
    expect(await within(dialog).findByText(/Use a channel or video on YouTube/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Give a reason of 3 to 500 characters; it is recorded in the audit log.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    type('Address', 'https://www.youtube.com/@luckwell');
    type('Order', '4');
    type('Reason', 'channel launch');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open in a new tab' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open in a new tab' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the link' }));
    expect(await screen.findByText('The YouTube link is saved: players see it within seconds.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      merchantCode: 'LW',
      url: 'https://www.youtube.com/@luckwell',
      name: 'YouTube',
      labelNameEn: 'YouTube',
      newTab: true,
      sort: 4,
      reason: 'channel launch',
    });
  });

  it('edits a link and puts the server’s refusal under the address', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf(LIST),
      'PUT /admin-api/content/resources/TELEGRAM': () =>
        jsonResponse(400, fail('CONTENT_LINK_INVALID', 'in_resource_link_invalid', { field: 'body.url' })),
    });
    renderApp('/content/links', TOKEN);
    fireEvent.click(within(await card('Telegram')).getByRole('button', { name: 'Edit the Telegram link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the Telegram link' });
    expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).toBe(
      'https://t.me/luckwell_support',
    );
    fireEvent.change(within(dialog).getByLabelText('Address'), {
      target: { value: 'https://t.me/luckwell_vip' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'new channel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the link' }));
    expect(await within(dialog).findByText(/Check the address: a full https:\/\/ address/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      url: 'https://t.me/luckwell_vip',
      name: 'Luckwell CSKH',
      labelNameEn: 'Luckwell help',
      newTab: true,
      sort: 0,
    });
  });

  it('asks for a reason before removing a link', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf(LIST),
      'DELETE /admin-api/content/resources/TELEGRAM': () =>
        jsonResponse(200, ok({ resourceType: 'TELEGRAM', link: null })),
    });
    renderApp('/content/links', TOKEN);
    fireEvent.click(within(await card('Telegram')).getByRole('button', { name: 'Remove the Telegram link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Telegram link?' });
    expect(dialog.textContent).toContain('https://t.me/luckwell_support');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the link' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the link' }));
    expect(
      await within(dialog).findByText(
        'Give a reason of 3 to 500 characters; it is recorded in the audit log.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Channel closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the link' }));
    expect(await screen.findByText('The Telegram link is removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      merchantCode: 'LW',
      reason: 'Channel closed',
    });
  });

  it('is not for an operator without content.manage', async () => {
    const { calls } = mockApi({ ...meHandler('support'), ...brands, ...listOf(LIST) });
    renderApp('/content/links', TOKEN);
    expect(await screen.findByText('Not available to your role', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(calls.some((call) => call.path === '/admin-api/content/resources')).toBe(false);
  });
});
