import { describe, expect, it } from 'vitest';
import { gameStartGate } from './game-start.ts';
import { forcedChangeReason } from './sign-in.ts';

describe('forced password change after login', () => {
  const info = { weakPassword: false, passwordExpired: false };

  it('is due for the default weak password', () => {
    expect(forcedChangeReason({ ...info, weakPassword: true }, 'username', false)).toBe('weak');
    expect(forcedChangeReason({ ...info, weakPassword: true }, 'register', false)).toBe('weak');
  });

  it('is due for an expired password only under the policy flag', () => {
    expect(forcedChangeReason({ ...info, passwordExpired: true }, 'username', true)).toBe('expired');
    expect(forcedChangeReason({ ...info, passwordExpired: true }, 'username', false)).toBeNull();
  });

  it('is never due after an SMS login or free play', () => {
    expect(forcedChangeReason({ weakPassword: true, passwordExpired: true }, 'sms', true)).toBeNull();
    expect(forcedChangeReason({ weakPassword: true, passwordExpired: true }, 'freeplay', true)).toBeNull();
  });
});

describe('game start gate', () => {
  it('sends a visitor to login, a trial account to the real-account dialog, and launches for a member', () => {
    expect(gameStartGate({ isLogin: false, isTrial: false })).toBe('login');
    expect(gameStartGate({ isLogin: true, isTrial: true })).toBe('realAccount');
    expect(gameStartGate({ isLogin: true, isTrial: false })).toBe('launch');
  });
});
