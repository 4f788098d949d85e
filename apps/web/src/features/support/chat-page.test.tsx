import type {
  TChatConversation,
  TChatMessage,
  TChatModel,
  TChatState,
} from '@luckwell/contracts/support/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { typeInto } from '../../test/form-input.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';

const line = (
  id: number,
  sender: TChatMessage['sender'],
  body: string,
  over: Partial<TChatMessage> = {},
) => ({
  id,
  sender,
  senderName: sender === 'operator' ? 'Lan' : null,
  body,
  image: null,
  event: null,
  createdAt: `2026-05-04T03:${String(id % 60).padStart(2, '0')}:00.000Z`,
  ...over,
});

const conversation = (over: Partial<TChatConversation> = {}): TChatConversation => ({
  id: 31,
  status: 'open',
  operatorName: 'Lan',
  outOfHours: false,
  readByDeskUpTo: null,
  closeReason: null,
  createdAt: '2026-05-04T03:00:00.000Z',
  ...over,
});

const model = (online: boolean): TChatModel => ({
  modelId: 'live',
  nameKey: 'cs_live',
  online,
  hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '21:00', utcOffset: '+07:00' },
});

type Sent = { method: string; url: string; body: unknown; headers: Record<string, string> };

/** The support desk as the chat window sees it: its answers, what it was sent, and its event stream. */
const chatServer = ({
  online = true,
  state = { conversation: null, messages: [] },
  routes = {},
}: {
  online?: boolean;
  state?: TChatState;
  routes?: StubRoutes;
} = {}) => {
  let current = state;
  let nextId = 100;
  const sent: Sent[] = [];
  const encoder = new TextEncoder();
  let emit: ((event: string, data: unknown) => void) | null = null;
  const record = (method: string, init: RequestInit | undefined, url: string) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    return body;
  };
  stubApi({
    routes: {
      'GET /relay/CBS_modelList': () => ok({ list: [model(online)] }),
      'GET /wps/support/conversation/events': (init, url) => {
        record('GET', init, url);
        return new Response(
          new ReadableStream({
            start: (controller) => {
              emit = (event, data) =>
                controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
              emit('hello', {});
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        );
      },
      'GET /wps/support/conversation': (init, url) => {
        record('GET', init, url);
        return ok(current);
      },
      'POST /wps/support/conversations': (init, url) => {
        const body = record('POST', init, url) as { message?: string };
        const lines = body.message ? [line(nextId++, 'customer', body.message)] : [];
        current = {
          conversation: conversation({ id: 32, status: 'waiting', operatorName: null, outOfHours: !online }),
          messages: lines,
        };
        const member = Boolean(((init?.headers ?? {}) as Record<string, string>).Authorization);
        return ok({ ...current, chatToken: member ? null : 'chat-token-0001' });
      },
      'POST /wps/support/conversation/messages': (init, url) => {
        const body = record('POST', init, url) as { body: string };
        const message = line(nextId++, 'customer', body.body);
        current = { ...current, messages: [...current.messages, message] };
        return ok(message);
      },
      'POST /wps/support/conversation/typing': (init, url) => {
        record('POST', init, url);
        return ok({ ok: true });
      },
      'POST /wps/support/conversation/read': (init, url) => {
        record('POST', init, url);
        return ok({ ok: true });
      },
      ...routes,
    },
  });
  return {
    sent,
    calls: (method: string, path: string) =>
      sent.filter((call) => call.method === method && call.url === path),
    set: (state: TChatState) => {
      current = state;
    },
    emit: async (event: string, data: unknown) => {
      await waitFor(() => expect(emit).not.toBeNull());
      emit?.(event, data);
    },
  };
};

const signInMember = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

const composer = () => screen.findByRole('textbox', { name: 'Tin nhắn' });
const log = () => screen.getByRole('log', { name: 'Cuộc trò chuyện' });

describe('the customer-service chat window', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('asks a visitor for a name and a contact, then starts the chat and keeps its token', async () => {
    const server = chatServer();
    renderApp('/chat');

    expect(await screen.findByRole('heading', { name: 'Trò chuyện với chúng tôi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
    expect(screen.getByText('Trực tuyến')).toBeTruthy();
    expect(screen.getByText(/Hằng ngày, 09:00–21:00 \(UTC\+07:00\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu trò chuyện' }));
    expect(screen.getByText('Vui lòng nhập tên của bạn')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập số điện thoại, email hoặc Telegram')).toBeTruthy();
    expect(server.calls('POST', '/wps/support/conversations')).toEqual([]);

    typeInto(screen.getByLabelText('Tên của bạn'), ' Minh ');
    typeInto(screen.getByLabelText('Số điện thoại, email hoặc Telegram'), '@minh_vn');
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu trò chuyện' }));

    await composer();
    expect(server.calls('POST', '/wps/support/conversations')[0]?.body).toEqual({
      name: 'Minh',
      contact: '@minh_vn',
    });
    expect(within(log()).getByText('Hãy gửi lời chào…')).toBeTruthy();
    expect(localStorage.getItem('luckwell.chatToken')).toBe('chat-token-0001');
    // The live events follow the new conversation with the visitor's token.
    await waitFor(() =>
      expect(server.calls('GET', '/wps/support/conversation/events')[0]?.headers['x-chat-token']).toBe(
        'chat-token-0001',
      ),
    );
  });

  it("resumes a visitor's conversation after a reload, with the token kept in local storage", async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({
      state: { conversation: conversation(), messages: [line(1, 'customer', 'Tôi chưa nhận được tiền nạp')] },
    });
    renderApp('/chat');

    expect(
      await within(await screen.findByRole('log')).findByText('Tôi chưa nhận được tiền nạp'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Tên của bạn')).toBeNull();
    expect(server.calls('GET', '/wps/support/conversation')[0]?.headers['x-chat-token']).toBe(
      'chat-token-0001',
    );
  });

  it('lets a signed-in member write straight away: their first line starts the conversation', async () => {
    signInMember();
    const server = chatServer();
    renderApp('/chat');

    typeInto(await composer(), 'Xin chào');
    expect(screen.queryByLabelText('Tên của bạn')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));

    expect(await within(log()).findByText('Xin chào')).toBeTruthy();
    expect(server.calls('POST', '/wps/support/conversations')[0]?.body).toEqual({});
    const [send] = server.calls('POST', '/wps/support/conversation/messages');
    expect(send?.body).toEqual({ body: 'Xin chào', image: null });
    expect(send?.headers.Authorization).toBe('Bearer tok_signed_in_000001');
    expect(send?.headers['x-chat-token']).toBeUndefined();
    expect(localStorage.getItem('luckwell.chatToken')).toBeNull();
  });

  it('sends a line with Enter and shows it on the right, Shift+Enter only starts a new line', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');

    const textbox = await composer();
    typeInto(textbox, 'Dòng một');
    fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true });
    expect(server.calls('POST', '/wps/support/conversation/messages')).toEqual([]);

    fireEvent.keyDown(textbox, { key: 'Enter' });
    const sentLine = await within(log()).findByText('Dòng một');
    expect(sentLine.closest('[data-sender]')?.getAttribute('data-sender')).toBe('customer');
    await waitFor(() => expect((textbox as HTMLTextAreaElement).value).toBe(''));
    expect(server.calls('POST', '/wps/support/conversation/messages')[0]?.headers['x-chat-token']).toBe(
      'chat-token-0001',
    );
  });

  it("re-reads the conversation on a message event and shows the operator's reply, then tells the desk it was read", async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const question = line(1, 'customer', 'Tôi chưa nhận được tiền nạp');
    const server = chatServer({ state: { conversation: conversation(), messages: [question] } });
    renderApp('/chat');
    await within(await screen.findByRole('log')).findByText('Tôi chưa nhận được tiền nạp');

    server.set({
      conversation: conversation(),
      messages: [question, line(2, 'operator', 'Chúng tôi đang kiểm tra giúp bạn.')],
    });
    await server.emit('message', { conversationId: 31, id: 2 });

    const reply = await within(log()).findByText('Chúng tôi đang kiểm tra giúp bạn.');
    const replyLine = reply.closest('[data-sender]') as HTMLElement;
    expect(replyLine.getAttribute('data-sender')).toBe('operator');
    expect(within(replyLine).getByText('Lan')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls('POST', '/wps/support/conversation/read').map((call) => call.body)).toEqual([
        { upTo: 2 },
      ]),
    );
  });

  it('shows that the operator is typing', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({
      state: { conversation: conversation(), messages: [line(1, 'customer', 'Alo')] },
    });
    renderApp('/chat');
    await composer();

    await server.emit('typing', { conversationId: 31, by: 'operator' });
    expect(await screen.findByText('Lan đang nhập…')).toBeTruthy();
  });

  it('tells the desk the customer is typing, at most every 3 seconds', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');
    const textbox = await composer();

    typeInto(textbox, 'C');
    typeInto(textbox, 'Ch');
    typeInto(textbox, 'Chà');
    await waitFor(() => expect(server.calls('POST', '/wps/support/conversation/typing')).toHaveLength(1));
    expect(server.calls('POST', '/wps/support/conversation/typing')[0]?.body).toEqual({});
  });

  it('shows "Seen" under the last of the customer\'s lines the desk has read', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({
      state: {
        conversation: conversation({ readByDeskUpTo: 1 }),
        messages: [line(1, 'customer', 'Câu hỏi một'), line(2, 'customer', 'Câu hỏi hai')],
      },
    });
    renderApp('/chat');
    const first = (await within(await screen.findByRole('log')).findByText('Câu hỏi một')).closest('li');
    const second = within(log()).getByText('Câu hỏi hai').closest('li');
    expect(within(first as HTMLElement).getByText(/Đã xem/)).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/Đã xem/)).toBeNull();

    await server.emit('read', { conversationId: 31, by: 'operator', upTo: 2 });
    await waitFor(() => expect(within(second as HTMLElement).getByText(/Đã xem/)).toBeTruthy());
    expect(within(first as HTMLElement).queryByText(/Đã xem/)).toBeNull();
  });

  it('offers the out-of-hours form when the desk is closed, then says when it will answer', async () => {
    const server = chatServer({ online: false });
    renderApp('/chat');

    expect(
      await screen.findByRole('heading', { name: 'Hiện chúng tôi đang ngoài giờ làm việc' }),
    ).toBeTruthy();
    expect(screen.getByText('Ngoại tuyến')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi lời nhắn' }));
    expect(screen.getByText('Vui lòng nhập lời nhắn')).toBeTruthy();

    typeInto(screen.getByLabelText('Tên của bạn'), 'Minh');
    typeInto(screen.getByLabelText('Số điện thoại, email hoặc Telegram'), '0901234567');
    typeInto(screen.getByLabelText('Tin nhắn'), 'Tôi quên mật khẩu');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi lời nhắn' }));

    expect(await within(await screen.findByRole('log')).findByText('Tôi quên mật khẩu')).toBeTruthy();
    expect(server.calls('POST', '/wps/support/conversations')[0]?.body).toEqual({
      name: 'Minh',
      contact: '0901234567',
      message: 'Tôi quên mật khẩu',
    });
    expect(
      screen.getByText(
        'Cảm ơn lời nhắn của bạn. Bộ phận hỗ trợ sẽ trả lời khi mở cửa: Hằng ngày, 09:00–21:00 (UTC+07:00).',
      ),
    ).toBeTruthy();
  });

  it('asks a member only for the message out of hours', async () => {
    signInMember();
    chatServer({ online: false });
    renderApp('/chat');

    expect(
      await screen.findByRole('heading', { name: 'Hiện chúng tôi đang ngoài giờ làm việc' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Tin nhắn')).toBeTruthy();
    expect(screen.queryByLabelText('Tên của bạn')).toBeNull();
  });

  it('refuses a message of 2,001 characters before sending it', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');

    typeInto(await composer(), 'a'.repeat(2001));
    expect(screen.getByText('2.001/2.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Tin nhắn tối đa 2.000 ký tự.');
    expect(server.calls('POST', '/wps/support/conversation/messages')).toEqual([]);
  });

  it('refuses a picture that is not a png or jpg, or larger than 5 MB, before uploading it', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');
    await composer();
    const attach = screen.getByLabelText('Đính kèm ảnh');

    fireEvent.change(attach, {
      target: { files: [new File(['GIF89a'], 'meme.gif', { type: 'image/gif' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Chỉ có thể gửi ảnh PNG hoặc JPG.');

    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'photo.png', { type: 'image/png' });
    fireEvent.change(attach, { target: { files: [large] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Kích thước ảnh tối đa 5MB.'));
    expect(server.calls('POST', '/wps/support/conversation/messages')).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Ảnh sẽ gửi' })).toBeNull();
  });

  it('sends a picked png with the line, after showing it', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');
    await composer();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Đính kèm ảnh'), { target: { files: [png] } });
    expect(await screen.findByRole('img', { name: 'Ảnh sẽ gửi' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));

    await waitFor(() => expect(server.calls('POST', '/wps/support/conversation/messages')).toHaveLength(1));
    const body = server.calls('POST', '/wps/support/conversation/messages')[0]?.body as { image: string };
    expect(body.image.startsWith('data:image/png;base64,')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Ảnh sẽ gửi' })).toBeNull());
  });

  it("shows the server's refusal of a line in the reader's language", async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    chatServer({
      state: { conversation: conversation(), messages: [] },
      routes: {
        'POST /wps/support/conversation/messages': () =>
          failure('RATE_LIMITED', 'in_too_many_requests', null, 429),
      },
    });
    renderApp('/chat');

    typeInto(await composer(), 'Alo');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bạn thao tác quá nhanh, vui lòng thử lại sau giây lát',
    );
  });

  it('shows why a closed conversation ended and starts a new one', async () => {
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    const server = chatServer({
      state: {
        conversation: conversation({ status: 'closed', closeReason: 'Đã giải quyết' }),
        messages: [
          line(1, 'customer', 'Cảm ơn'),
          line(2, 'system', 'Đã giải quyết', { event: 'closed', senderName: null }),
        ],
      },
    });
    renderApp('/chat');

    expect(await screen.findByText('Cuộc trò chuyện này đã kết thúc')).toBeTruthy();
    expect(screen.getByText('Lý do: Đã giải quyết')).toBeTruthy();
    expect(within(log()).getByText(/Cuộc trò chuyện đã kết thúc: Đã giải quyết/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tin nhắn' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu cuộc trò chuyện mới' }));
    typeInto(await screen.findByLabelText('Tên của bạn'), 'Minh');
    typeInto(screen.getByLabelText('Số điện thoại, email hoặc Telegram'), 'minh@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu trò chuyện' }));

    await composer();
    expect(server.calls('POST', '/wps/support/conversations')).toHaveLength(1);
    expect(within(log()).queryByText('Cảm ơn')).toBeNull();
  });

  it('speaks English with the handles the journeys use', async () => {
    await setLanguage('en');
    localStorage.setItem('luckwell.chatToken', 'chat-token-0001');
    chatServer({ state: { conversation: conversation(), messages: [] } });
    renderApp('/chat');

    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeTruthy();
    expect(screen.getByText('Say hello…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Customer service' })).toBeTruthy();
  });
});
