import type { TAdminHelpArticle, TAdminHelpCategory } from '@luckwell/contracts/admin/help';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  fail,
  jsonResponse,
  meHandler,
  mockApi,
  ok,
  renderApp,
} from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const GUIDES: TAdminHelpCategory = {
  id: 1,
  key: 'guides',
  name: { vi: 'Hướng dẫn', en: 'Guides' },
  icon: '/img/home/help-register.svg',
  sort: 0,
  articleCount: 2,
};
const CONTACT: TAdminHelpCategory = {
  id: 2,
  key: 'contact',
  name: { vi: 'Liên hệ', en: '' },
  icon: '/img/home/desc-4.svg',
  sort: 10,
  articleCount: 0,
};
const REGISTER: TAdminHelpArticle = {
  id: 11,
  categoryId: 1,
  key: 'how-register',
  title: { vi: 'Đăng ký tài khoản', en: 'Create an account' },
  content: { vi: '<p>Nhấn Đăng ký</p>', en: '<p>Press Register</p>' },
  sort: 0,
};
const DEPOSIT: TAdminHelpArticle = {
  ...REGISTER,
  id: 12,
  key: 'how-deposit',
  title: { vi: 'Nạp tiền', en: 'Deposit' },
  sort: 5,
};

const handlers = (overrides: Record<string, (call: ApiCall) => Response> = {}) => ({
  ...meHandler('content'),
  'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
  'GET /admin-api/content/help/categories': () => jsonResponse(200, ok({ list: [GUIDES, CONTACT] })),
  'GET /admin-api/content/help/articles': (call: ApiCall) =>
    jsonResponse(200, ok({ list: call.query.get('categoryId') === '1' ? [REGISTER, DEPOSIT] : [] })),
  ...overrides,
});

describe('Content → help centre', () => {
  it('lists the categories with their picture, names, key, article count and order, and the first one’s articles', async () => {
    const { calls } = mockApi(handlers());
    renderApp('/content/help', TOKEN);
    const categories = await screen.findByRole('table', { name: 'Help categories' }, { timeout: 5_000 });
    const [, guides, contact] = within(categories).getAllByRole('row');
    expect(guides?.textContent).toContain('Hướng dẫn');
    expect(guides?.textContent).toContain('Guides');
    expect(guides?.textContent).toContain('guides');
    expect(guides?.textContent).toContain('Sign-up');
    expect(contact?.textContent).toContain('No English title');
    expect(within(guides!).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(within(contact!).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeTruthy();

    const articles = await screen.findByRole('table', { name: 'Help articles' });
    expect(within(articles).getAllByRole('row')).toHaveLength(3);
    expect(articles.textContent).toContain('Đăng ký tài khoản');
    expect(articles.textContent).toContain('how-deposit');
    expect(screen.getByRole('heading', { name: 'Articles in “Hướng dẫn”' })).toBeTruthy();
    const listed = calls.find((call) => call.path === '/admin-api/content/help/articles');
    expect(listed?.query.get('merchantCode')).toBe('LW');
    expect(listed?.query.get('categoryId')).toBe('1');

    fireEvent.click(within(contact!).getByRole('button', { name: 'Show the articles of “Liên hệ”' }));
    expect(await screen.findByText('No article in this category yet')).toBeTruthy();
  });

  it('says when the brand has no category yet, and offers to try again when the list fails', async () => {
    let broken = true;
    mockApi(
      handlers({
        'GET /admin-api/content/help/categories': () =>
          broken
            ? jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error'))
            : jsonResponse(200, ok({ list: [] })),
      }),
    );
    renderApp('/content/help', TOKEN);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No help category yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Help articles' })).toBeNull();
  });

  it('creates a category: checked first, then posted with its reason', async () => {
    let taken = true;
    const { calls } = mockApi(
      handlers({
        'POST /admin-api/content/help/categories': () =>
          taken
            ? jsonResponse(409, fail('HELP_KEY_TAKEN', 'in_help_key_taken', { field: 'body.key' }))
            : jsonResponse(
                200,
                ok({ ...CONTACT, id: 3, key: 'payments', name: { vi: 'Thanh toán', en: 'Payments' } }),
              ),
      }),
    );
    renderApp('/content/help', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New help category' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

    type('Key', 'Bad Key');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the category' }));
    expect(await within(dialog).findByText(/Use 2 to 64 lower-case letters/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type('Name (Vietnamese)', 'Thanh toán');
    type('Name (English)', 'Payments');
    type('Key', 'payments');
    type('Picture', '/img/home/desc-2.svg');
    type('Order', '20');
    type('Reason', 'New payments section');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the category' }));
    expect(await within(dialog).findByText(/already uses this key/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Key').getAttribute('aria-invalid')).toBe('true');

    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the category' }));
    expect(await screen.findByText('The category “Payments” is created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      merchantCode: 'LW',
      key: 'payments',
      name: { vi: 'Thanh toán', en: 'Payments' },
      icon: '/img/home/desc-2.svg',
      sort: 20,
      reason: 'New payments section',
    });
  });

  it('creates an article in the chosen category with its HTML previewed as players get it', async () => {
    const { calls } = mockApi(
      handlers({
        'POST /admin-api/content/preview': () =>
          jsonResponse(200, ok({ html: '<p>Chọn ngân hàng</p>', changed: true })),
        'POST /admin-api/content/help/articles': () =>
          jsonResponse(200, ok({ ...DEPOSIT, id: 13, title: { vi: 'Rút tiền', en: 'Withdraw' } })),
      }),
    );
    renderApp('/content/help', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New article' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New help article' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Order') as HTMLInputElement).value).toBe('15');

    type('Key', 'how-withdraw');
    type('Title (Vietnamese)', 'Rút tiền');
    type('Title (English)', 'Withdraw');
    type('Content (Vietnamese)', '<p onclick="x()">Chọn ngân hàng</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the Vietnamese content' }));
    expect(
      await within(dialog).findByText('Some markup was removed: players will see this version.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('preview-vi').innerHTML).toBe('<p>Chọn ngân hàng</p>');

    type('Reason', 'Players ask');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the article' }));
    expect(await screen.findByText('The article “Withdraw” is created.')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path === '/admin-api/content/help/articles' && call.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      merchantCode: 'LW',
      categoryId: 1,
      key: 'how-withdraw',
      title: { vi: 'Rút tiền', en: 'Withdraw' },
      content: { vi: '<p onclick="x()">Chọn ngân hàng</p>', en: '' },
      sort: 15,
      reason: 'Players ask',
    });
  });

  it('deletes an article only once confirmed with a reason', async () => {
    const { calls } = mockApi(
      handlers({ 'DELETE /admin-api/content/help/articles/12': () => jsonResponse(200, ok({ id: 12 })) }),
    );
    renderApp('/content/help', TOKEN);
    const articles = await screen.findByRole('table', { name: 'Help articles' }, { timeout: 5_000 });
    const row = within(articles).getByText('Nạp tiền').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the article “Nạp tiền”?' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Out of date' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The article “Nạp tiền” is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      merchantCode: 'LW',
      reason: 'Out of date',
    });
  });

  it('shows the server’s refusal to delete a category that still holds articles', async () => {
    mockApi(
      handlers({
        'DELETE /admin-api/content/help/categories/2': () =>
          jsonResponse(
            409,
            fail('HELP_CATEGORY_NOT_EMPTY', 'in_help_category_not_empty', { field: 'params.id' }),
          ),
      }),
    );
    renderApp('/content/help', TOKEN);
    const categories = await screen.findByRole('table', { name: 'Help categories' }, { timeout: 5_000 });
    const row = within(categories).getByText('Liên hệ').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the category “Liên hệ”?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Merged' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This category still holds articles: delete or move them first.'),
    ).toBeTruthy();
  });
});
