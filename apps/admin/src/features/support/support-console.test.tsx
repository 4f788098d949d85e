import type { TCannedReply, TSupportConversationSummary } from '@luckwell/contracts/admin/support';
import type { TChatMessage } from '@luckwell/contracts/support/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import type { TSupportConversation } from './support-api.ts';

const TOKEN = { token: 'support-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];
/** The support operator of render-app's `operator('support')`. */
const SUPPORT_ID = 2;

const visitor: TSupportConversationSummary = {
  id: 7,
  merchantCode: 'LW',
  status: 'waiting',
  account: null,
  name: 'Lan Pham',
  contact: 'lan@example.com',
  language: 'vi',
  outOfHours: true,
  operatorId: null,
  operatorName: null,
  lastMessage: 'Tôi không rút được tiền',
  lastMessageAt: '2026-11-26T03:00:00.000Z',
  unread: 2,
  createdAt: '2026-11-26T02:59:00.000Z',
  closedAt: null,
  closeReason: null,
};

const member: TSupportConversationSummary = {
  ...visitor,
  id: 8,
  account: 'player88',
  name: 'Trần Văn Minh',
  contact: null,
  outOfHours: false,
  status: 'open',
  operatorId: SUPPORT_ID,
  operatorName: 'Demo Support',
  lastMessage: 'Where is my deposit?',
  unread: 0,
  language: 'en',
};

const line = (overrides: Partial<TChatMessage>): TChatMessage => ({
  id: 1,
  sender: 'customer',
  senderName: null,
  body: 'Hello',
  image: null,
  event: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  ...overrides,
});

const PROFILE = {
  memberId: 501,
  account: 'player88',
  realName: 'Trần Văn Minh',
  vipLevel: 3,
  status: 'active',
  registeredAt: '2026-01-02T03:04:05.000Z',
  lastLoginAt: '2026-11-25T10:00:00.000Z',
  balance: '1234567.50',
  currency: 'VND',
  transactions: [
    {
      id: 91,
      type: 'deposit',
      amount: '500000.00',
      balanceAfter: '1234567.50',
      createdAt: '2026-11-25T09:00:00.000Z',
    },
    {
      id: 90,
      type: 'bet',
      amount: '-20000.00',
      balanceAfter: '734567.50',
      createdAt: '2026-11-24T09:00:00.000Z',
    },
  ],
};

const detail = (
  summary: TSupportConversationSummary,
  messages: TChatMessage[],
  extra: Partial<TSupportConversation> = {},
): TSupportConversation => ({
  conversation: { ...summary, readByCustomerUpTo: null },
  messages,
  member: summary.account ? PROFILE : null,
  ...extra,
});

const base = {
  ...meHandler('support'),
  'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
  'GET /admin-api/support/conversations': ({ query }: ApiCall) =>
    jsonResponse(200, ok({ list: query.get('status') === 'waiting' ? [visitor] : [member], waiting: 1 })),
  'GET /admin-api/support/canned-replies': () => jsonResponse(200, ok({ list: [] })),
  'POST /admin-api/support/conversations/7/read': () => jsonResponse(200, ok({ ok: true })),
  'POST /admin-api/support/conversations/8/read': () => jsonResponse(200, ok({ ok: true })),
  'POST /admin-api/support/conversations/8/typing': () => jsonResponse(200, ok({ ok: true })),
};

const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('Players → Live support', () => {
  it('lists the waiting conversations with the visitor, brand, last line, unread count and out-of-hours', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/7': () =>
        jsonResponse(200, ok(detail(visitor, [line({ id: 1 })]))),
    });
    renderApp('/support', TOKEN);
    const list = await screen.findByRole('list', { name: 'Waiting' }, { timeout: 5_000 });
    const row = within(list).getByRole('link', { name: /Lan Pham/ });
    expect(row.textContent).toContain('Visitor');
    expect(row.textContent).toContain('LW');
    expect(row.textContent).toContain('Tôi không rút được tiền');
    expect(row.textContent).toContain('2 unread');
    expect(row.textContent).toContain('Out of hours');
    expect(await screen.findByText('1 waiting')).toBeTruthy();
    const queueCall = calls.find((c) => c.path === '/admin-api/support/conversations');
    expect(queueCall?.query.get('status')).toBe('waiting');
    expect(queueCall?.query.has('merchantCode')).toBe(false);
    fireEvent.click(row);
    expect(await screen.findByRole('region', { name: 'Chat with Lan Pham' })).toBeTruthy();
  });

  it('says so when no one is waiting', async () => {
    mockApi({
      ...base,
      'GET /admin-api/support/conversations': () => jsonResponse(200, ok({ list: [], waiting: 0 })),
    });
    renderApp('/support', TOKEN);
    expect(await screen.findByText('No one is waiting', { selector: 'p' })).toBeTruthy();
  });

  it('claims a waiting conversation and then offers the composer', async () => {
    const lines = [line({ id: 1, body: 'Tôi không rút được tiền' })];
    let current = detail(visitor, lines);
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/7': () => jsonResponse(200, ok(current)),
      'POST /admin-api/support/conversations/7/claim': () => {
        current = detail(
          { ...visitor, status: 'open', operatorId: SUPPORT_ID, operatorName: 'Demo Support' },
          [
            ...lines,
            line({ id: 2, sender: 'system', senderName: 'Demo Support', body: '', event: 'claimed' }),
          ],
        );
        return jsonResponse(200, ok(current));
      },
    });
    renderApp('/support?c=7', TOKEN);
    const chat = await screen.findByRole('region', { name: 'Chat with Lan Pham' });
    expect(within(chat).getByText('Claim this conversation to answer it.')).toBeTruthy();
    expect(within(chat).queryByRole('textbox', { name: 'Reply' })).toBeNull();
    // Showing the customer's line tells the server it is read.
    await waitFor(() =>
      expect(posts(calls, '/admin-api/support/conversations/7/read')[0]?.body).toEqual({ upTo: 1 }),
    );
    fireEvent.click(within(chat).getByRole('button', { name: 'Claim' }));
    expect(await within(chat).findByRole('textbox', { name: 'Reply' })).toBeTruthy();
    expect(posts(calls, '/admin-api/support/conversations/7/claim')[0]?.body).toEqual({});
    expect(within(chat).getByText('Demo Support joined the chat', { exact: false })).toBeTruthy();
    expect(within(chat).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('sends the reply the operator writes, and shows it with "Seen" once the customer read it', async () => {
    let lines = [line({ id: 1, body: 'Where is my deposit?' })];
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () =>
        jsonResponse(
          200,
          ok({ ...detail(member, lines), conversation: { ...member, readByCustomerUpTo: 2 } }),
        ),
      'POST /admin-api/support/conversations/8/messages': ({ body }) => {
        const sent = line({
          id: lines.length + 1,
          sender: 'operator',
          senderName: 'Demo Support',
          body: (body as { body: string }).body,
        });
        lines = [...lines, sent];
        return jsonResponse(200, ok(sent));
      },
    });
    renderApp('/support?tab=mine&c=8', TOKEN);
    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: '  It arrives within 5 minutes.  ' } });
    await waitFor(() => expect(posts(calls, '/admin-api/support/conversations/8/typing')).toHaveLength(1));
    fireEvent.change(reply, { target: { value: 'It arrives within 5 minutes.' } });
    // Typing is told at most every 3 s.
    expect(posts(calls, '/admin-api/support/conversations/8/typing')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(posts(calls, '/admin-api/support/conversations/8/messages')[0]?.body).toEqual({
        body: 'It arrives within 5 minutes.',
        image: null,
      }),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('It arrives within 5 minutes.')).toBeTruthy();
    expect(within(log).getByText('Seen')).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('');
    // Enter sends too.
    fireEvent.change(reply, { target: { value: 'Anything else?' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    await waitFor(() => expect(posts(calls, '/admin-api/support/conversations/8/messages')).toHaveLength(2));
  });

  it('refuses a picture that is not a png or jpg before sending it', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () => jsonResponse(200, ok(detail(member, []))),
    });
    renderApp('/support?c=8', TOKEN);
    const file = await screen.findByLabelText('Attach a picture', { selector: 'input' });
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(
      await screen.findByText('This file is not a picture we can send: choose a PNG or JPG image.'),
    ).toBeTruthy();
    expect(posts(calls, '/admin-api/support/conversations/8/messages')).toHaveLength(0);
  });

  it('re-reads the open conversation when a message event comes, and shows the customer typing', async () => {
    let lines = [line({ id: 1, body: 'Where is my deposit?' })];
    let reads = 0;
    const encoder = new TextEncoder();
    const { calls, fetchMock } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () => {
        reads += 1;
        return jsonResponse(200, ok(detail(member, lines)));
      },
      'GET /admin-api/support/events': () =>
        new Response(
          new ReadableStream({
            start: (controller) => {
              controller.enqueue(encoder.encode('event: hello\ndata: {}\n\n'));
              const send = () => {
                if (reads === 0) return void setTimeout(send, 10);
                controller.enqueue(
                  encoder.encode('event: typing\ndata: {"conversationId":8,"by":"customer"}\n\n'),
                );
                setTimeout(() => {
                  lines = [...lines, line({ id: 3, body: 'It is here now, thanks!' })];
                  controller.enqueue(encoder.encode('event: message\ndata: {"conversationId":8,"id":3}\n\n'));
                }, 50);
              };
              send();
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    renderApp('/support?c=8', TOKEN);
    expect(await screen.findByText('The customer is typing…')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('It is here now, thanks!')).toBeTruthy();
    expect(screen.queryByText('The customer is typing…')).toBeNull();
    const events = calls.find((c) => c.path === '/admin-api/support/events');
    expect(events?.query.toString()).toBe('');
    const init = fetchMock.mock.calls.find(([url]) => url === '/admin-api/support/events')?.[1];
    // The token travels in a header, never in the address.
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${TOKEN.token}` });
    await waitFor(() =>
      expect(posts(calls, '/admin-api/support/conversations/8/read').at(-1)?.body).toEqual({ upTo: 3 }),
    );
  });

  it('closes a conversation only with a reason', async () => {
    let current = detail(member, [line({ id: 1 })]);
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () => jsonResponse(200, ok(current)),
      'POST /admin-api/support/conversations/8/close': ({ body }) => {
        const reason = (body as { reason: string }).reason;
        current = detail({ ...member, status: 'closed', closeReason: reason }, [
          line({ id: 1 }),
          line({ id: 2, sender: 'system', senderName: 'Demo Support', body: reason, event: 'closed' }),
        ]);
        return jsonResponse(200, ok(current));
      },
    });
    renderApp('/support?c=8', TOKEN);
    const chat = await screen.findByRole('region', { name: 'Chat with player88' });
    fireEvent.click(within(chat).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the chat with player88' });
    const confirm = within(dialog).getByRole('button', { name: 'Close the chat' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Give a reason of 3 to 300 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ok' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Give a reason of 3 to 300 characters.')).toBeTruthy();
    expect(posts(calls, '/admin-api/support/conversations/8/close')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Deposit found' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts(calls, '/admin-api/support/conversations/8/close')[0]?.body).toEqual({
        reason: 'Deposit found',
      }),
    );
    expect(
      await within(chat).findByText('Closed: Deposit found. This conversation can only be read.'),
    ).toBeTruthy();
    expect(within(chat).queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(within(chat).getByText('Closed by Demo Support: Deposit found', { exact: false })).toBeTruthy();
  });

  it("shows the member's profile and last transactions beside the chat", async () => {
    mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () =>
        jsonResponse(200, ok(detail(member, [line({ id: 1 })]))),
    });
    renderApp('/support?c=8', TOKEN);
    const panel = await screen.findByRole('complementary', { name: 'Member' });
    expect(panel.textContent).toContain('1,234,567.50 VND');
    expect(within(panel).getByText('player88')).toBeTruthy();
    expect(within(panel).getByText('Trần Văn Minh')).toBeTruthy();
    expect(within(panel).getByText('VIP 3')).toBeTruthy();
    expect(within(panel).getByText('Active')).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'Last transactions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Deposit');
    expect(first?.textContent).toContain('500,000.00');
    expect(second?.textContent).toContain('Bet');
    expect(second?.textContent).toContain('-20,000.00');
  });

  it("shows a visitor's name and contact", async () => {
    mockApi({
      ...base,
      'GET /admin-api/support/conversations/7': () =>
        jsonResponse(200, ok(detail(visitor, [line({ id: 1 })]))),
    });
    renderApp('/support?c=7', TOKEN);
    const panel = await screen.findByRole('complementary', { name: 'Member' });
    expect(within(panel).getByText('lan@example.com')).toBeTruthy();
    expect(within(panel).getAllByText('Lan Pham').length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it("fills the composer with a canned reply of the brand in the conversation's language", async () => {
    const replies: TCannedReply[] = [
      {
        id: 1,
        merchantCode: 'LW',
        title: 'Deposit delay',
        body: 'Deposits can take up to 5 minutes.',
        language: 'en',
      },
      { id: 2, merchantCode: 'LW', title: 'Nạp chậm', body: 'Tiền nạp có thể mất 5 phút.', language: 'vi' },
    ];
    const { calls } = mockApi({
      ...base,
      'GET /admin-api/support/conversations/8': () =>
        jsonResponse(200, ok(detail(member, [line({ id: 1 })]))),
      'GET /admin-api/support/canned-replies': () => jsonResponse(200, ok({ list: replies })),
    });
    renderApp('/support?c=8', TOKEN);
    const picker = (await screen.findByLabelText('Canned reply')) as HTMLSelectElement;
    await within(picker).findByRole('option', { name: 'Deposit delay' });
    expect(within(picker).queryByRole('option', { name: 'Nạp chậm' })).toBeNull();
    fireEvent.change(picker, { target: { value: '1' } });
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe(
      'Deposits can take up to 5 minutes.',
    );
    expect(calls.find((c) => c.path === '/admin-api/support/canned-replies')?.query.get('merchantCode')).toBe(
      'LW',
    );
  });
});
