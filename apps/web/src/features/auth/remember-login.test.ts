import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-login.ts';

describe('remember login', () => {
  afterEach(() => forgetLogin());

  it('keeps username, password and SMS number in cookies for one day', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    rememberLogin({ username: 'player01', password: 'Se cret;1', mobile: '912345678' });
    expect(written).toHaveLength(3);
    for (const cookie of written) expect(cookie).toMatch(/; Max-Age=86400; Path=\/; SameSite=Strict$/);
    expect(readRememberedLogin()).toEqual({
      username: 'player01',
      password: 'Se cret;1',
      mobile: '912345678',
    });
  });

  it('forgets them when unticked', () => {
    rememberLogin({ username: 'player01', password: 'Secret1' });
    forgetLogin();
    expect(readRememberedLogin()).toBeNull();
  });
});
