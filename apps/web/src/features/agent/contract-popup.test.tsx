import type { TContractRequest } from '@luckwell/contracts/agent/agent-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { consolidated, contract, tier } from './contract-test-data.ts';

const CONSOLIDATED = '/wps/member/info/funds/consolidated';

const offer: TContractRequest = {
  kind: 'dailyWage',
  type: 'offer',
  contract: contract({
    id: 55,
    kind: 'dailyWage',
    cycle: 'daily',
    status: 'offered',
    acceptedAt: null,
    tiers: [tier('3000000.00', '0.00', 4, '0.80'), tier('9000000.00', '0.00', 10, '1.20')],
    maxRate: '1.20',
  }),
};

const termination: TContractRequest = {
  kind: 'dividend',
  type: 'termination',
  contract: contract({
    id: 41,
    member: { id: 22, account: 'sub02', nickname: 'sub02' },
    upline: { id: 7, account: 'player01', nickname: 'Player One' },
    terminationRequestedBy: 'member',
  }),
};

const signIn = (routes: StubRoutes) => {
  const fetchMock = stubApi({ member: memberFixture({ type: 1 }), routes });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return fetchMock;
};

describe('the contract popup', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists the requests waiting on a signed-in member and accepts an offer', async () => {
    const sent: unknown[] = [];
    let answered = false;
    signIn({
      [`GET ${CONSOLIDATED}`]: () =>
        ok(consolidated({ requests: answered ? [termination] : [offer, termination] })),
      'POST /relay/MCS2_processDailySalContract': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        answered = true;
        return ok({ ...offer.contract, status: 'active', acceptedAt: '2026-11-26T09:00:00.000Z' });
      },
    });
    renderApp('/');
    const popup = await screen.findByTestId('contract-popup');
    expect(screen.getByRole('dialog', { name: 'Yêu cầu hợp đồng' })).toBeTruthy();

    const offered = within(popup).getByTestId('contract-request-55');
    expect(within(offered).getByText('Hợp đồng lương ngày')).toBeTruthy();
    expect(within(offered).getByText('boss01 (Boss) đề xuất cho bạn hợp đồng này (Hằng ngày).')).toBeTruthy();
    expect(
      within(offered)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BậcCược hợp lệ trong kỳThành viên hoạt độngTỷ lệ',
      '1₫3,000,000.0040.80%',
      '2₫9,000,000.00101.20%',
    ]);
    const ending = within(popup).getByTestId('contract-request-41');
    expect(within(ending).getByText('sub02 đề nghị chấm dứt hợp đồng này.')).toBeTruthy();
    expect(within(ending).getByRole('button', { name: 'Đồng ý chấm dứt' })).toBeTruthy();

    fireEvent.click(within(offered).getByRole('button', { name: 'Chấp nhận' }));
    await waitFor(() => expect(screen.queryByTestId('contract-request-55')).toBeNull());
    expect(sent).toEqual([{ action: 'accept', contractId: 55 }]);
    // The termination still waits; "Later" puts it aside for this visit.
    fireEvent.click(within(screen.getByTestId('contract-popup')).getByRole('button', { name: 'Để sau' }));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
  });

  it('is never asked for by a guest', async () => {
    const fetchMock = stubApi({ routes: { [`GET ${CONSOLIDATED}`]: () => ok(consolidated()) } });
    renderApp('/');
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(CONSOLIDATED))).toBe(false);
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });

  it('opens when a contract live event brings a new request', async () => {
    let calls = 0;
    const encoder = new TextEncoder();
    signIn({
      [`GET ${CONSOLIDATED}`]: () => {
        calls += 1;
        return ok(consolidated({ requests: calls === 1 ? [] : [offer] }));
      },
      'GET /wps/member/events': () =>
        new Response(
          new ReadableStream({
            start: (controller) => {
              // Sent once the first consolidated answer is in, as the server would on a new offer.
              const send = () => {
                if (calls === 0) return void setTimeout(send, 10);
                controller.enqueue(
                  encoder.encode(
                    'event: contract\ndata: {"kind":"dailyWage","contractId":55,"change":"offered"}\n\n',
                  ),
                );
              };
              send();
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    renderApp('/');
    const popup = await screen.findByTestId('contract-popup');
    expect(within(popup).getByTestId('contract-request-55')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
