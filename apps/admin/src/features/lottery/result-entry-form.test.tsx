import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { issueOf, issuesHandler, northSheetText, northTiers } from './lottery-fixtures.ts';

const TOKEN = { token: 'owner-token-0123456789' };

const openDesk = async (issue: TLotteryAdminIssue, extra: Parameters<typeof mockApi>[0] = {}) => {
  let issues = [issue];
  const api = mockApi({
    ...meHandler('owner'),
    ...issuesHandler(() => issues),
    ...extra,
  });
  renderApp('/games/lottery', TOKEN);
  const queue = await screen.findByRole('region', { name: 'Draws waiting' });
  fireEvent.click(within(queue).getByRole('button', { name: 'Enter result' }));
  const form = await screen.findByRole('form', { name: 'Result sheet' });
  return { ...api, form, setIssues: (next: TLotteryAdminIssue[]) => (issues = next) };
};

const tierRows = (form: HTMLElement) =>
  within(form)
    .getAllByRole('group')
    .map((group) => {
      const inputs = within(group).getAllByRole('textbox') as HTMLInputElement[];
      return `${group.getAttribute('aria-label')}: ${inputs.length}×${inputs[0]?.maxLength}`;
    });

describe('the result entry form', () => {
  it('lays out the north sheet: the special prize on top, then G1 to G7, one box per number', async () => {
    const { form } = await openDesk(issueOf());
    expect(screen.getByRole('heading', { name: 'Enter the result' })).toBeTruthy();
    expect(tierRows(form)).toEqual([
      'Special prize: 1×5',
      'First prize: 1×5',
      'Second prize: 2×5',
      'Third prize: 6×5',
      'Fourth prize: 4×4',
      'Fifth prize: 6×4',
      'Sixth prize: 3×3',
      'Seventh prize: 4×2',
    ]);
    expect(within(form).getByText('0 of 27 numbers')).toBeTruthy();
  });

  it('lays out a southern province from G8 down to its six-digit special prize', async () => {
    const { form } = await openDesk(issueOf({ game: 'vn-south', province: 'HCM', issue: '20261127-0002' }));
    expect(screen.getByText(/Southern Lottery · TP\. Hồ Chí Minh/, { selector: 'p' })).toBeTruthy();
    expect(tierRows(form)).toEqual([
      'Eighth prize: 1×2',
      'Seventh prize: 1×3',
      'Sixth prize: 3×4',
      'Fifth prize: 1×4',
      'Fourth prize: 7×5',
      'Third prize: 2×5',
      'Second prize: 1×5',
      'First prize: 1×5',
      'Special prize: 1×6',
    ]);
  });

  it('takes digits only, moves on when a number is complete, and refuses a short number before sending', async () => {
    const { form, calls } = await openDesk(issueOf());
    const first = within(form).getByLabelText('G2 number 1') as HTMLInputElement;
    first.focus();
    fireEvent.change(first, { target: { value: '1a2b3' } });
    expect(first.value).toBe('123');
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: '12345' } });
    expect(document.activeElement).toBe(within(form).getByLabelText('G2 number 2'));

    fireEvent.click(within(form).getByRole('button', { name: 'Submit for confirmation' }));
    expect(
      await within(form).findByText('Numbers missing or short: 26. Complete the marked boxes.'),
    ).toBeTruthy();
    const g2 = within(form).getByRole('group', { name: 'Second prize' });
    expect(within(g2).getByText('Every G2 number has exactly 5 digits.')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).getByLabelText('G2 number 2').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('fills a tier from one paste of numbers separated by spaces', async () => {
    const { form } = await openDesk(issueOf());
    fireEvent.paste(within(form).getByLabelText('G3 number 1'), {
      clipboardData: { getData: () => '30001 30002  30003\t30004 30005 30006' },
    });
    const g3 = within(form).getByRole('group', { name: 'Third prize' });
    expect((within(g3).getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      '30001',
      '30002',
      '30003',
      '30004',
      '30005',
      '30006',
    ]);
    expect((within(form).getByLabelText('G4 number 1') as HTMLInputElement).value).toBe('');
  });

  it('sends every tier in draw order, then waits for a second operator', async () => {
    const entered = issueOf({
      status: 'awaiting_confirmation',
      enteredResult: northTiers('27'),
      enteredBy: 'Demo Owner',
      enteredAt: '2026-11-27T11:20:00.000Z',
    });
    const api = await openDesk(issueOf(), {
      'POST /admin-api/lottery/issues/vn-north/20261127-0001/result': () => {
        api.setIssues([entered]);
        return jsonResponse(200, ok(entered));
      },
    });
    fireEvent.paste(within(api.form).getByLabelText('ĐB number 1'), {
      clipboardData: { getData: () => northSheetText('27') },
    });
    expect(within(api.form).getByText('27 of 27 numbers')).toBeTruthy();
    fireEvent.click(within(api.form).getByRole('button', { name: 'Submit for confirmation' }));

    expect(await screen.findByText('Waiting for a second operator')).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ tiers: northTiers('27') });
    expect(
      screen.getByText('Result of 20261127-0001 entered. It settles once a second operator confirms it.'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal at the tier and the number it names', async () => {
    const { form } = await openDesk(issueOf(), {
      'POST /admin-api/lottery/issues/vn-north/20261127-0001/result': () =>
        jsonResponse(400, fail('LOTTERY_BAD_RESULT', 'lottery_err_bad_number', { field: 'body.tiers.g3.2' })),
    });
    fireEvent.paste(within(form).getByLabelText('ĐB number 1'), {
      clipboardData: { getData: () => northSheetText('27') },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit for confirmation' }));
    const g3 = within(form).getByRole('group', { name: 'Third prize' });
    expect(await within(g3).findByText('This number does not have the tier’s digits.')).toBeTruthy();
    expect(within(g3).getByLabelText('G3 number 2').getAttribute('aria-invalid')).toBe('true');
    expect(within(g3).getByLabelText('G3 number 1').getAttribute('aria-invalid')).toBeNull();
  });
});
