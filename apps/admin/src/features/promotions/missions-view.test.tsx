import type { TAdminMissions } from '@luckwell/contracts/admin/missions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const data = {
  merchantCode: 'LW',
  missions: [
    {
      id: 1,
      title: { vi: 'Đăng nhập hôm nay', en: 'Sign in today' },
      kind: 'login_streak',
      category: null,
      period: 'daily',
      target: '1',
      reward: '2000.00',
      enabled: true,
      claims: 12,
      paid: '24000.00',
    },
  ],
  leaderboards: [
    {
      id: 1,
      title: { vi: 'Cược nhiều nhất hôm nay', en: "Today's biggest bettors" },
      metric: 'valid_bet',
      period: 'daily',
      prizes: ['500000.00', '300000.00'],
      enabled: true,
      paid: '800000.00',
    },
  ],
  currencySymbol: '₫',
} as TAdminMissions;

describe('Promotions → Missions', () => {
  it('adds a mission (checked first) and saves missions and leaderboards with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/missions': () => jsonResponse(200, ok(data)),
      'PUT /admin-api/missions': () => jsonResponse(200, ok(data)),
    });
    renderApp('/promotions/missions', TOKEN);
    const form = await screen.findByRole('form', { name: 'Missions and leaderboards' }, { timeout: 5_000 });
    expect(
      within(screen.getByTestId('mission-row-0')).getByText('Claimed 12 times, ₫24,000.00 paid'),
    ).toBeTruthy();
    expect(
      (within(form).getByLabelText('Leaderboard 1: prizes from first place') as HTMLInputElement).value,
    ).toBe('500000; 300000');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a mission' }));
    fireEvent.change(within(form).getByLabelText('Mission 2: title (VI)'), {
      target: { value: 'Chơi 3 ván bài' },
    });
    fireEvent.change(within(form).getByLabelText('Mission 2: title (EN)'), {
      target: { value: 'Play 3 card rounds' },
    });
    fireEvent.change(within(form).getByLabelText('Mission 2: games'), { target: { value: 'PVP' } });
    fireEvent.change(within(form).getByLabelText('Mission 2: how many'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Mission 2: reward'), { target: { value: '3,000' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Card-game weekend' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save missions and leaderboards' }));
    expect(await within(form).findByText(/Check the marked fields/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Mission 2: how many'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save missions and leaderboards' }));
    expect(await screen.findByText('The missions and leaderboards of LW are saved.')).toBeTruthy();
    const body = calls.filter((call) => call.method === 'PUT').at(-1)?.body as {
      missions: unknown[];
      leaderboards: { prizes: string[] }[];
    };
    expect(body.missions[1]).toEqual({
      id: null,
      title: { vi: 'Chơi 3 ván bài', en: 'Play 3 card rounds' },
      kind: 'rounds',
      category: 'PVP',
      period: 'daily',
      target: '3',
      reward: '3000.00',
      enabled: true,
    });
    expect(body.leaderboards[0]?.prizes).toEqual(['500000.00', '300000.00']);
  });
});
