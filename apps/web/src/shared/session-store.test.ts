import { afterEach, describe, expect, it } from 'vitest';
import { memberFixture } from '../test/fixtures.ts';
import { adoptTokenFromUrl, useSessionStore } from './session-store.ts';
import { passwordChanged, startSession } from './sign-in.ts';

describe('session state', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    useSessionStore.getState().refresh();
  });

  it('keeps the token and username under the specification keys, and counts the session', () => {
    startSession({
      token: 'tok_abcdefghijklmnop',
      username: 'player01',
      firstTimeLogin: true,
      passwordChange: null,
    });
    expect(sessionStorage.getItem('token')).toBe('tok_abcdefghijklmnop');
    expect(sessionStorage.getItem('username')).toBe('player01');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, firstTimeLogin: true });
  });

  it('holds the session back while a forced password change is due, across a reload', () => {
    startSession({ token: 'tok_abcdefghijklmnop', firstTimeLogin: false, passwordChange: 'weak' });
    expect(useSessionStore.getState().isLogin).toBe(false);
    useSessionStore.getState().refresh();
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, passwordChange: 'weak' });
    passwordChanged();
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(sessionStorage.getItem('validate')).toBeNull();
  });

  it('takes agent and trial flags from the member type', () => {
    startSession({ token: 'tok_abcdefghijklmnop', firstTimeLogin: false, passwordChange: null });
    useSessionStore
      .getState()
      .setMember(memberFixture({ type: 41, id: 12, nickname: 'Boss', account: 'boss' }));
    expect(useSessionStore.getState()).toMatchObject({ isAgent: true, isTrial: false });
    expect([
      ...['nickname', 'account', 'customerId', 'isAgent'].map((key) => sessionStorage.getItem(key)),
    ]).toEqual(['Boss', 'boss', '12', 'true']);
    useSessionStore.getState().setMember(memberFixture({ type: 4 }));
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('clears all session storage on logout except the merchant code', () => {
    sessionStorage.setItem('merchantCode', 'LW');
    sessionStorage.setItem('HOT_GAMES', '[]');
    startSession({
      token: 'tok_abcdefghijklmnop',
      username: 'player01',
      firstTimeLogin: false,
      passwordChange: null,
    });
    useSessionStore.getState().clear();
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
      member: null,
    });
  });

  it('adopts a token from the URL query and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/promotions?token=tok_from_the_url_0001&tab=2');
    adoptTokenFromUrl();
    expect(sessionStorage.getItem('token')).toBe('tok_from_the_url_0001');
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/promotions?tab=2');
  });
});
