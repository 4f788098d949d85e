import type { TGameMenu } from '@luckwell/contracts/games/game-menus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import {
  failure,
  gameFixture,
  memberFixture,
  menusFixture,
  ok,
  type StubRoutes,
  stubApi,
} from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const MENUS: TGameMenu[] = [
  ...menusFixture,
  {
    gameType: 'LOTT',
    nameKey: 'cat_LOTT',
    iconUrl: '/img/categories/LOTT.svg',
    vendors: [
      {
        vassalage: 'LWLOTTO',
        gameType: 'LOTT',
        displayName: 'LW Lotto',
        logoUrl: '/img/vendors/LWLOTTO.svg',
        maintenance: false,
      },
    ],
  },
];

const signedIn = (member: Parameters<typeof memberFixture>[0] | null, routes: StubRoutes = {}) => {
  const calls: { method: string; url: string; auth: string | undefined }[] = [];
  const record = (answer: () => Response) => (init: RequestInit | undefined, url: string) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      auth: (init?.headers as Record<string, string>)?.Authorization,
    });
    return answer();
  };
  stubApi({
    permission: usePermissionStore.getState().permission ?? undefined,
    member: member ? memberFixture(member) : null,
    routes: {
      'GET /lgw/games/game_menus': () => ok(MENUS),
      'DELETE /wps/session/logout': record(() => ok(null)),
      ...routes,
    },
  });
  if (member) {
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    sessionStorage.setItem('merchantCode', 'LW');
    useSessionStore.getState().refresh();
  }
  return calls;
};

describe('signed-in header', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it("shows the member's name and balance with the currency symbol, and hides the balance on request", async () => {
    signedIn({});
    renderApp('/');
    // The bar can show before the member info arrives: wait for the name, not just the bar.
    await waitFor(() => expect(screen.getByTestId('member-name').textContent).toBe('Player One'));
    const balances = await screen.findAllByTestId('member-balance');
    await waitFor(() => expect(balances[0]?.textContent).toBe('₫1,234,567.50'));
    // The toggle is in both the desktop bar and the phone bar.
    fireEvent.click(screen.getAllByRole('button', { name: 'Ẩn số dư' })[0]!);
    expect(balances[0]?.textContent).toBe('******');
    // Agents only get the agent button.
    expect(screen.queryByRole('link', { name: 'Đại lý' })).toBeNull();
  });

  it('offers the agent centre to an agent', async () => {
    signedIn({ type: 1 });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Đại lý' })).toBeTruthy();
  });

  it('logs out after confirmation: the server session ends, storage keeps only the merchant code', async () => {
    const calls = signedIn({});
    const { router } = renderApp('/help');
    await screen.findByTestId('member-name');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Đăng xuất' }));
    const confirm = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(confirm).getByText('Bạn có chắc chắn muốn đăng xuất?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Hủy' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(false));
    expect(calls).toEqual([
      { method: 'DELETE', url: '/wps/session/logout', auth: 'Bearer tok_signed_in_000001' },
    ]);
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(await screen.findByPlaceholderText('Tên đăng nhập')).toBeTruthy();
  });

  it('stays signed in when the logout is cancelled', async () => {
    const calls = signedIn({});
    renderApp('/');
    await screen.findByTestId('member-name');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Đăng xuất' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Thông báo' })).getByRole('button', { name: 'Hủy' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull());
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('token')).toBe('tok_signed_in_000001');
  });
});

describe('header login form', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it("warns 'incorrect password' for wrong credentials", async () => {
    signedIn(null, {
      'POST /wps/session/login': () =>
        failure('AUTH_BAD_CREDENTIALS', 'in_wrong_account_or_password', { captcha: false }, 401),
    });
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Đăng nhập' });
    fireEvent.change(within(form).getByPlaceholderText('Tên đăng nhập'), { target: { value: 'player01' } });
    fireEvent.change(within(form).getByPlaceholderText('Mật khẩu'), { target: { value: 'Wrong123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Đăng nhập' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Mật khẩu không chính xác');
  });

  it('hands over to the popup, captcha shown, when the server asks for the captcha', async () => {
    signedIn(null, {
      'POST /wps/session/login': () =>
        failure('AUTH_BAD_CREDENTIALS', 'in_wrong_account_or_password', { captcha: true }, 401),
      'GET /wps/captcha': () =>
        ok({ captchaId: 'c-9', image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSeconds: 300 }),
    });
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Đăng nhập' });
    fireEvent.change(within(form).getByPlaceholderText('Tên đăng nhập'), { target: { value: 'player01' } });
    fireEvent.change(within(form).getByPlaceholderText('Mật khẩu'), { target: { value: 'Wrong123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Đăng nhập' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    expect(await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Tên đăng nhập/ }) as HTMLInputElement).value).toBe(
      'player01',
    );
  });

  it('signs in from the header and shows the member bar', async () => {
    stubApi({
      permission: usePermissionStore.getState().permission ?? undefined,
      member: memberFixture(),
      routes: {
        'POST /wps/session/login': () =>
          ok({
            token: 'tok_header_login_01',
            firstTimeLogin: false,
            passwordExpired: false,
            weakPassword: false,
            expiresAt: '2030-01-01T00:00:00Z',
          }),
      },
    });
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Đăng nhập' });
    fireEvent.change(within(form).getByPlaceholderText('Tên đăng nhập'), { target: { value: 'player01' } });
    fireEvent.change(within(form).getByPlaceholderText('Mật khẩu'), { target: { value: 'Secret123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Đăng nhập' }));
    const name = await screen.findByTestId('member-name', {}, { timeout: 3000 });
    await waitFor(() => expect(name.textContent).toBe('Player One'));
  });
});

describe('game start rules', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('opens the login popup for a visitor who clicks a game', async () => {
    signedIn(null);
    const { router } = renderApp('/lott');
    fireEvent.click(await within(await screen.findByRole('main')).findByRole('link', { name: 'LW Lotto' }));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
    expect(router.pathname).toBe('/lott');
  });

  it('shows a trial account the real-account dialog instead of the game', async () => {
    signedIn({ type: 4, playMoney: true });
    const { router } = renderApp('/lott');
    await waitFor(() => expect(useSessionStore.getState().isTrial).toBe(true));
    fireEvent.click(await within(await screen.findByRole('main')).findByRole('link', { name: 'LW Lotto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(dialog).getByText('Bạn cần có tài khoản thật để chơi trò chơi này')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull());
    expect(router.pathname).toBe('/lott');
  });

  it("lets a real account start the vendor's first game, by its game code", async () => {
    const asked: string[] = [];
    signedIn(
      {},
      {
        'GET /relay/GCSGAME_gameList': (_init, url) => {
          if (url.includes('pageSize=1&')) asked.push(url);
          return ok({
            content: [
              gameFixture(0, 'Lotto', { vassalage: 'LWLOTTO', gameType: 'LOTT', maintenance: false }),
            ],
            pageNum: 1,
            pageSize: 1,
            totalPages: 1,
            total: 1,
          });
        },
      },
    );
    const { router } = renderApp('/lott');
    await waitFor(() => expect(useSessionStore.getState().member).not.toBeNull());
    const tile = await within(await screen.findByRole('main')).findByRole('link', { name: 'LW Lotto' });
    expect(tile.getAttribute('href')).toBe('/lott');
    fireEvent.click(tile);
    await waitFor(() => expect(router.pathname).toBe('/lottery'));
    expect(router.search).toBe('?gameCode=LWLOTTO-0000&vendor=LWLOTTO');
    expect(asked).toEqual(['/relay/GCSGAME_gameList?gameType=LOTT&pageNum=1&pageSize=1&vassalage=LWLOTTO']);
  });
});
