import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const SESSION = {
  token: 'cards-session-token',
  player: 'player01',
  currency: 'VND',
  balance: '1000.00',
  vendor: 'LWCARD',
  gameCode: 'LWCARD-0000',
  gameName: 'Royal Tien Len',
  table: 'LWCARD-TL-1',
};
const TABLE = {
  code: 'LWCARD-TL-1',
  name: 'Tiến Lên Miền Nam',
  game: 'tien_len',
  seats: 4,
  base: '1.00',
  escrow: '60.00',
  rakePercent: '5.00',
  rakeCap: '20.00',
  turnMs: 15_000,
};
const seat = (n: number, cardsLeft: number, over = {}) => ({
  seat: n,
  kind: n === 0 ? 'player' : 'bot',
  name: n === 0 ? 'pla***01' : `Bot ${n}`,
  me: n === 0,
  cardsLeft,
  passed: false,
  result: null,
  ...over,
});
const PLAYING = {
  number: 7,
  status: 'playing',
  startsAt: new Date().toISOString(),
  turnDeadline: new Date(Date.now() + 12_000).toISOString(),
  mySeat: 0,
  seats: [seat(0, 3), seat(1, 13), seat(2, 12), seat(3, 13)],
  turn: 0,
  // 5♠ 9♥ K♣ (rank × 4 + suit).
  hand: [8, 27, 41],
  top: { type: 'single', cards: [16], seat: 2 },
  openingCard: null,
  leader: null,
  actions: [{ seat: 2, type: 'play', cards: [16] }],
  winner: null,
  instantWin: null,
  dealt: null,
  left: null,
  lines: null,
  escrow: '60.00',
  payout: null,
  seedHash: 'a'.repeat(64),
  clientSeed: 'LWCARD-TL-1:7',
  serverSeed: null,
};
const state = (hand: unknown, balance: string | null = null) => ({
  serverTime: new Date().toISOString(),
  table: TABLE,
  hand,
  balance,
  handsInPlay: hand ? 1 : 0,
});

const open = (routes: Record<string, () => Response>) => {
  sessionStorage.setItem('token', 'tok_member_000001');
  const posted: { url: string; body: unknown }[] = [];
  stubApi({
    member: memberFixture(),
    routes: Object.fromEntries(
      Object.entries({
        'POST /provider/cards/session': () => ok(SESSION),
        'GET /provider/cards/tables/LWCARD-TL-1/hands': () => ok({ hands: [] }),
        ...routes,
      }).map(([key, answer]) => [
        key,
        (init: RequestInit | undefined, url: string) => {
          if (init?.method === 'POST')
            posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
          return answer();
        },
      ]),
    ),
  });
  renderApp('/cardTable/LWCARD-TL-1?vendor=LWCARD&gameCode=LWCARD-0000&token=launch-1&lang=vi');
  return posted;
};

describe('a Tiến Lên table', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('offers a seat with the escrow and rake, and sits with a fresh request id', async () => {
    const posted = open({
      'GET /provider/cards/tables/LWCARD-TL-1': () => ok(state(null)),
      'POST /provider/cards/tables/LWCARD-TL-1/seat': () =>
        ok(state({ ...PLAYING, status: 'waiting', hand: [] }, '940.00')),
    });
    const sit = await screen.findByRole('button', { name: 'Vào bàn' });
    expect(screen.getByText('60.00 VND')).toBeTruthy();
    expect(screen.getByText('5.00% tiền thắng, tối đa 20.00 VND')).toBeTruthy();
    fireEvent.click(sit);
    expect(await screen.findByText(/Bạn ngồi ghế 1/)).toBeTruthy();
    const call = posted.find((p) => p.url.endsWith('/seat'));
    expect(call?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('cards-balance').textContent).toBe('940.00 VND');
  });

  it('plays the hint, and shows a refusal in the player’s words', async () => {
    const posted = open({
      'GET /provider/cards/tables/LWCARD-TL-1': () => ok(state(PLAYING, '940.00')),
      'POST /provider/cards/tables/LWCARD-TL-1/actions': () =>
        failure('CARD_BAD_PLAY', 'cards_err_does_not_beat', { field: 'body.cards' }, 409),
    });
    const mine = await screen.findByRole('list', { name: 'Các lá bài của bạn (chọn để đánh)' });
    expect(within(mine).getAllByRole('button')).toHaveLength(3);
    // Bots marked as bots; the card to beat is the 7♠ Bot 2 played.
    expect(screen.getAllByText('Bot')).toHaveLength(3);
    expect(screen.getByText('Bot 2 đánh rác')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gợi ý' }));
    // With three cards left the hint beats the 7♠ with the 9♥.
    const picked = within(mine).getAllByRole('button', { pressed: true });
    expect(picked.map((b) => b.getAttribute('data-card'))).toEqual(['27']);
    fireEvent.click(screen.getByRole('button', { name: 'Đánh' }));
    expect(await screen.findByText('Bộ này không chặn được bộ trên bàn.')).toBeTruthy();
    expect(posted.find((p) => p.url.endsWith('/actions'))?.body).toEqual({ type: 'play', cards: [27] });
  });

  it('says who leads a continuing game: the last hand’s winner, with anything', async () => {
    open({
      'GET /provider/cards/tables/LWCARD-TL-1': () =>
        ok(state({ ...PLAYING, leader: 0, turn: 0, top: null, actions: [] }, '940.00')),
    });
    expect(
      await screen.findByText('Ván tiếp theo: Bạn, người thắng ván trước, đánh trước tùy ý'),
    ).toBeTruthy();
    expect(screen.queryByText('Ván đầu: nước đi đầu tiên phải có 3♠')).toBeNull();
  });

  it('lists the player’s finished hands, each opening to their deal, every seat’s result and the seed', async () => {
    open({
      'GET /provider/cards/tables/LWCARD-TL-1': () => ok(state(null, '1012.00')),
      'GET /provider/cards/tables/LWCARD-TL-1/hands': () =>
        ok({
          hands: [
            {
              number: 6,
              status: 'settled',
              finishedAt: '2026-11-28T10:05:00.000Z',
              mySeat: 0,
              seats: [
                { seat: 0, name: 'pla***01', kind: 'player', me: true, delta: '13.00' },
                { seat: 1, name: 'Bot 1', kind: 'bot', me: false, delta: '-5.00' },
                { seat: 2, name: 'Bot 2', kind: 'bot', me: false, delta: '-8.00' },
                { seat: 3, name: 'Bot 3', kind: 'bot', me: false, delta: '0.00' },
              ],
              winner: 0,
              instantWin: null,
              dealt: [8, 27, 41],
              escrow: '60.00',
              delta: '13.00',
              rake: '0.65',
              payout: '72.35',
              seedHash: 'b'.repeat(64),
              clientSeed: 'LWCARD-TL-1:6',
              serverSeed: 'c'.repeat(64),
            },
          ],
        }),
    });
    const history = await screen.findByRole('region', { name: 'Ván của tôi' });
    expect(await within(history).findByText('Ván #6')).toBeTruthy();
    expect(within(history).getAllByText('+13.00')).toHaveLength(2);
    expect(within(history).getByText('Bạn về nhất!')).toBeTruthy();
    expect(
      within(history)
        .getAllByTestId('live-card')
        .map((card) => card.getAttribute('data-card')),
    ).toHaveLength(3);
    expect(within(history).getByText('72.35 VND')).toBeTruthy();
    expect(within(history).getByText('c'.repeat(64))).toBeTruthy();
  });

  it('says there are no hands yet before the first one ends', async () => {
    open({ 'GET /provider/cards/tables/LWCARD-TL-1': () => ok(state(null, '1000.00')) });
    expect(
      await screen.findByText('Chưa có ván nào kết thúc. Mỗi ván bạn chơi sẽ hiện ở đây khi kết thúc.'),
    ).toBeTruthy();
  });

  it('says so when the table does not exist, with the way back to the card games', async () => {
    open({
      'GET /provider/cards/tables/LWCARD-TL-1': () =>
        failure('CARD_TABLE_NOT_FOUND', 'cards_err_table_not_found', { field: 'params.table' }, 404),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không tìm thấy bàn bài này.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Về sảnh Game bài' }).getAttribute('href')).toBe('/pvp');
  });
});
