import type { TAdminBanner } from '@luckwell/contracts/admin/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const HOME: TAdminBanner = {
  id: 11,
  groupName: 'w_home',
  title: { vi: 'Thưởng chào mừng', en: 'Welcome bonus' },
  imageUrl: '/media/content/abc123-1920.webp',
  sources: [{ type: 'image/avif', srcset: '/media/content/abc123-640.avif 640w' }],
  linkageType: 'INTERNAL',
  link: '/promotions',
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  sort: 1,
  enabled: true,
  state: 'live',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const LOGIN: TAdminBanner = {
  ...HOME,
  id: 12,
  groupName: 'w_login',
  title: { vi: 'Đăng nhập nhận quà', en: '' },
  imageUrl: '/img/banners/login.webp',
  sources: [],
  linkageType: 'NONE',
  link: null,
  endsAt: null,
  sort: 4,
  state: 'scheduled',
};

const PROMO: TAdminBanner = {
  ...HOME,
  id: 13,
  groupName: 'w_activity',
  title: { vi: 'Giải đấu', en: 'Tournament' },
  linkageType: 'EXTERNAL',
  link: 'https://example.com/cup',
  sort: 2,
  enabled: false,
  state: 'off',
};

const UPLOADED = {
  url: '/media/content/new777-1920.webp',
  sources: [{ type: 'image/webp', srcset: '/media/content/new777-640.webp 640w' }],
  width: 1920,
  height: 640,
};

const brands = { 'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)) };
const listOf = (list: TAdminBanner[]) => ({
  'GET /admin-api/content/banners': () => jsonResponse(200, ok({ list })),
});

const png = (name = 'banner.png', type = 'image/png', size?: number) => {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const openNew = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'New banner' }, { timeout: 5_000 }));
  return screen.findByRole('dialog', { name: 'New banner' });
};

describe('Content → banners', () => {
  it('is a tab beside the announcements, which keep their address', async () => {
    mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf([HOME]),
      'GET /admin-api/content/announcements': () => jsonResponse(200, ok({ list: [] })),
    });
    const { router } = renderApp('/content', TOKEN);
    expect(await screen.findByText('No announcement yet', undefined, { timeout: 5_000 })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Content views' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Banners' }));
    expect(await screen.findByRole('table', { name: 'Banners' }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content/banners');
    expect(router.state.location.search).toBe('?brand=LW');
  });

  it('lists the banners by group with their picture, titles, click, dates, state and order', async () => {
    const { calls } = mockApi({ ...meHandler('content'), ...brands, ...listOf([LOGIN, PROMO, HOME]) });
    renderApp('/content/banners', TOKEN);
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5_000 });
    // The site's group order: home, promotions page, …, sign-in.
    const [, home, promo, login] = within(table).getAllByRole('row');
    expect(home?.textContent).toContain('Home carousel');
    expect(home?.textContent).toContain('Thưởng chào mừng');
    expect(home?.textContent).toContain('Welcome bonus');
    expect(home?.textContent).toContain('Page on the site');
    expect(home?.textContent).toContain('/promotions');
    expect(home?.textContent).toMatch(/From \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(home?.textContent).toMatch(/Until \d{4}-\d{2}-\d{2}/);
    expect(home?.textContent).toContain('Live');
    const thumbnail = home!.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(HOME.imageUrl);
    expect(thumbnail?.getAttribute('width')).toBe('120');
    expect(thumbnail?.getAttribute('height')).toBe('40');
    expect(promo?.textContent).toContain('Promotions page');
    expect(promo?.textContent).toContain('External link');
    expect(promo?.textContent).toContain('https://example.com/cup');
    expect(promo?.textContent).toContain('Off');
    expect(login?.textContent).toContain('Sign-in');
    expect(login?.textContent).toContain('None');
    expect(login?.textContent).toContain('No English title');
    expect(login?.textContent).toContain('No end');
    expect(login?.textContent).toContain('Scheduled');
    expect(login?.textContent).toContain('4');
    expect(within(home!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin-api/content/banners')?.query.get('merchantCode')).toBe(
      'LW',
    );

    // Filtered by group.
    const groups = screen.getByRole('tablist', { name: 'Banner groups' });
    fireEvent.click(within(groups).getByRole('tab', { name: 'Sign-in' }));
    const rows = within(screen.getByRole('table', { name: 'Banners' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Đăng nhập nhận quà');
    fireEvent.click(within(groups).getByRole('tab', { name: 'Video' }));
    expect(screen.getByText('No banner in this group')).toBeTruthy();
  });

  it('says when the brand has no banner, and offers to try again when the list fails', async () => {
    let broken = true;
    mockApi({
      ...meHandler('content'),
      ...brands,
      'GET /admin-api/content/banners': () =>
        broken
          ? jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error'))
          : jsonResponse(200, ok({ list: [] })),
    });
    renderApp('/content/banners', TOKEN);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No banner yet')).toBeTruthy();
  });

  it('refuses a file of the wrong type or over 5 MB in the browser, without uploading it', async () => {
    const { calls } = mockApi({ ...meHandler('content'), ...brands, ...listOf([]) });
    renderApp('/content/banners', TOKEN);
    const dialog = await openNew();
    const picture = within(dialog).getByLabelText('Picture');
    expect(picture.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');

    fireEvent.change(picture, { target: { files: [png('banner.gif', 'image/gif')] } });
    expect(
      await within(dialog).findByText(
        'This file is not a picture we can use: choose a PNG, JPG or WebP image.',
      ),
    ).toBeTruthy();
    expect(picture.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(picture, { target: { files: [png('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(
      await within(dialog).findByText(
        'This picture is larger than 5 MB: make it smaller and choose it again.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/admin-api/content/images')).toBe(false);

    // Without a picture the banner is not sent either.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the banner' }));
    expect(await within(dialog).findByText('Upload a picture for the banner.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('uploads a picture, shows it with its size, then creates the banner with its address', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf([]),
      'POST /admin-api/content/images': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'POST /admin-api/content/banners': () =>
        jsonResponse(
          200,
          ok({ ...HOME, id: 20, imageUrl: UPLOADED.url, title: { vi: 'Khai trương', en: '' } }),
        ),
    });
    renderApp('/content/banners', TOKEN);
    const dialog = await openNew();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

    fireEvent.change(within(dialog).getByLabelText('Picture'), { target: { files: [png()] } });
    expect(await within(dialog).findByText('Uploading the picture…')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/admin-api/content/images')).toBe(true));
    const sent = calls.find((call) => call.path === '/admin-api/content/images')?.body as { image: string };
    expect(sent.image).toMatch(/^data:image\/png;base64,/);
    answer(jsonResponse(200, ok(UPLOADED)));
    expect(await within(dialog).findByText('Uploaded: 1920 × 640 px')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'The banner’s picture' }).getAttribute('src')).toBe(
      UPLOADED.url,
    );

    type('Group', 'w_register');
    type('Title (Vietnamese)', 'Khai trương');
    // The link is asked for only when a click leads somewhere.
    expect(within(dialog).queryByLabelText('Link')).toBeNull();
    type('On click', 'EXTERNAL');
    expect(within(dialog).getByLabelText('Link').getAttribute('placeholder')).toBe('https://…');
    type('Link', 'https://example.com');
    type('On click', 'NONE');
    expect(within(dialog).queryByLabelText('Link')).toBeNull();
    type('Shown from', '2026-11-01T09:30');
    type('Shown until (optional)', '2026-11-30T23:00');
    type('Order', '3');
    type('Reason', 'grand opening');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the banner' }));

    expect(await screen.findByText('The banner “Khai trương” is created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((call) => call.path === '/admin-api/content/banners' && call.method === 'POST'),
    ).toHaveLength(1);
    expect(
      calls.find((call) => call.path === '/admin-api/content/banners' && call.method === 'POST')?.body,
    ).toEqual({
      merchantCode: 'LW',
      groupName: 'w_register',
      title: { vi: 'Khai trương', en: '' },
      imageUrl: UPLOADED.url,
      linkageType: 'NONE',
      link: null,
      startsAt: new Date('2026-11-01T09:30').toISOString(),
      endsAt: new Date('2026-11-30T23:00').toISOString(),
      sort: 3,
      enabled: true,
      reason: 'grand opening',
    });
  });

  it('puts the server’s refusals under their field: the picture, then the link', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      ...brands,
      ...listOf([HOME]),
      'POST /admin-api/content/images': () =>
        jsonResponse(
          400,
          fail('CONTENT_IMAGE_TOO_SMALL', 'in_content_image_too_small', { field: 'body.image' }),
        ),
      'PUT /admin-api/content/banners/11': () =>
        jsonResponse(400, fail('CONTENT_LINK_INVALID', 'in_content_link_invalid', { field: 'body.link' })),
    });
    renderApp('/content/banners', TOKEN);
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner “Welcome bonus”' });
    // The current picture is kept until another is uploaded.
    expect(within(dialog).getByRole('img', { name: 'The banner’s picture' }).getAttribute('src')).toBe(
      HOME.imageUrl,
    );

    const picture = within(dialog).getByLabelText('Picture');
    fireEvent.change(picture, { target: { files: [png('narrow.webp', 'image/webp')] } });
    expect(
      await within(dialog).findByText('This picture is narrower than 640 pixels: choose a wider one.'),
    ).toBeTruthy();
    expect(picture.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('img', { name: 'The banner’s picture' }).getAttribute('src')).toBe(
      HOME.imageUrl,
    );

    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: '/promotions?tab=vip' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'new tab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Check the link: a page of the site starts with “/” (such as /promotions); an external link is a full https:// address.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      imageUrl: HOME.imageUrl,
      linkageType: 'INTERNAL',
      link: '/promotions?tab=vip',
      startsAt: HOME.startsAt,
      endsAt: HOME.endsAt,
      reason: 'new tab',
    });
  });

  it('checks the link as the server reads it before sending', async () => {
    const { calls } = mockApi({ ...meHandler('content'), ...brands, ...listOf([HOME]) });
    renderApp('/content/banners', TOKEN);
    const table = await screen.findByRole('table', { name: 'Banners' }, { timeout: 5_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner “Welcome bonus”' });
    fireEvent.change(within(dialog).getByLabelText('On click'), { target: { value: 'EXTERNAL' } });
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'http://example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'checking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Write where a click leads.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
