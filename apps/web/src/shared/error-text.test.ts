import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../features/i18n/i18n.ts';
import { memberFixture } from '../test/fixtures.ts';
import { refusalText } from './error-text.ts';
import { useSessionStore } from './session-store.ts';

describe('safer-play refusals as the server sends them (ADR 051)', () => {
  beforeEach(async () => {
    initI18n();
    await setLanguage('en');
    useSessionStore.setState({ member: memberFixture() });
  });

  it('words an exclusion with its end, or as permanent', () => {
    const t = i18next.t;
    expect(refusalText(t, 'in_safer_play_excluded', { until: 'permanent' })).toBe(
      'Your account is closed to play permanently. Deposits and games are unavailable; you can still withdraw and read your records.',
    );
    expect(refusalText(t, 'in_safer_play_excluded', { until: '2027-05-26T03:00:00.000Z' })).toMatch(
      /^Your account is closed to play until 26 May 2027, \d\d:00\. /,
    );
    expect(refusalText(t, 'in_safer_play_exclusion_shorter', { until: 'permanent' })).toBe(
      'You already have a longer break in place, permanently. A break can be made longer, never shorter.',
    );
  });

  it('formats money and the period of a loss limit, and keeps minutes as minutes', () => {
    const t = i18next.t;
    expect(
      refusalText(t, 'in_safer_play_loss_limit', { period: 'Week', limit: '500000.00', remaining: '0.00' }),
    ).toBe('You have reached your weekly loss limit of ₫500,000.00. Games are closed until the period ends.');
    expect(refusalText(t, 'in_safer_play_session_limit', { minutes: 60 })).toBe(
      'You have reached your session time limit of 60 minutes. Take a break and sign in again later.',
    );
  });

  it('leaves other refusals as they were', () => {
    expect(refusalText(i18next.t, 'in_system_error')).toBe('System error, please try again later');
  });
});
