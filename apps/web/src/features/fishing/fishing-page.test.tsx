import { fishOnScreen, fishPosition } from '@luckwell/games/fishing/room';
import { FISH_WEAPONS } from '@luckwell/games/fishing/weapons';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const ROOM = { roomSeed: 'a'.repeat(64), openedAtMs: Date.now() - 600_000 };
const SESSION = {
  token: 'fishing-session-token',
  player: 'player01',
  currency: 'VND',
  balance: '1000.00',
  vendor: 'LWFISH',
  gameCode: 'LWFISH-0001',
  gameName: 'Ocean Fishing',
  table: 'LWFISH-R1',
};
const roomState = () => {
  const now = Date.now();
  return {
    serverTimeMs: now,
    room: {
      code: 'LWFISH-R1',
      roomSeed: ROOM.roomSeed,
      seedHash: 'b'.repeat(64),
      openedAtMs: ROOM.openedAtMs,
      seats: 6,
    },
    fish: fishOnScreen(ROOM, now).map((fish) => ({ ...fish, path: [...fish.path], captured: false })),
  };
};
const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
const stateMessage = (over: Record<string, unknown> = {}) => ({
  type: 'state',
  serverTimeMs: Date.now(),
  room: roomState().room,
  weapons: FISH_WEAPONS.map((w) => ({ ...w, stakePerHit: money(w.stakePerHit) })),
  balance: '1000.00',
  available: '1000.00',
  fairness: {},
  nextSequence: 1,
  ...over,
});

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the join and answers the room's state. */
  join(over: Record<string, unknown> = {}) {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
      this.onmessage?.({ data: JSON.stringify(stateMessage(over)) });
    });
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006 });
    });
  }
}
const lastSocket = () => FakeSocket.instances[FakeSocket.instances.length - 1];

const open = (launched = true) => {
  sessionStorage.setItem('token', 'tok_member_000001');
  stubApi({
    member: memberFixture(),
    routes: {
      'POST /provider/fishing/session': () => ok(SESSION),
      'GET /provider/fishing/rooms/LWFISH-R1': () => ok(roomState()),
    },
  });
  renderApp(
    launched
      ? '/fishing/LWFISH-R1?vendor=LWFISH&gameCode=LWFISH-0001&token=launch-1&lang=vi'
      : '/fishing/LWFISH-R1',
  );
};

type Spot = { id: string; x: number; y: number };
/** A fish on the canvas far from the others (so a tap on it hits it alone). */
const aloneFish = async () => {
  const canvas = await screen.findByTestId('fishing-canvas');
  let spot: Spot | undefined;
  await waitFor(() => {
    const fish = JSON.parse(canvas.dataset.fish ?? '[]') as Spot[];
    spot = fish.find((f) => fish.every((g) => g === f || Math.hypot(g.x - f.x, g.y - f.y) > 200));
    expect(spot).toBeTruthy();
  });
  return { canvas, spot: spot as Spot };
};

const shoots = () => (lastSocket()?.sent ?? []).filter((m) => m.type === 'shoot');

describe('a fishing room', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    // The field is drawn 1,600 × 900 CSS pixels: one pixel per field unit.
    Object.defineProperty(HTMLCanvasElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 1600,
    });
    Object.defineProperty(HTMLCanvasElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 900,
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
      right: 1600,
      bottom: 900,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect);
  });
  afterEach(() => {
    delete (HTMLCanvasElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLCanvasElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('shoots the tapped fish, shows the capture’s win, and the balance follows the settled batch', async () => {
    open();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(lastSocket()?.url).toMatch(
      /\/provider\/fishing\/rooms\/LWFISH-R1\/ws\?token=fishing-session-token$/,
    );
    lastSocket()?.join();
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đã kết nối'));
    expect(screen.getByTestId('fishing-balance').textContent).toBe('1,000.00 VND');
    expect(screen.getByTestId('fishing-weapon-net').textContent).toContain('2.00 / lần trúng');

    const { canvas, spot } = await aloneFish();
    fireEvent.click(canvas, { clientX: spot.x, clientY: spot.y });
    expect(shoots()).toHaveLength(1);
    const shot = shoots()[0] as {
      clientShotId: string;
      weaponId: string;
      aim: Spot;
      targetFishIds: string[];
    };
    expect(shot.weaponId).toBe('cannon-1');
    expect(shot.targetFishIds).toEqual([spot.id]);
    expect(Math.hypot(shot.aim.x - spot.x, shot.aim.y - spot.y)).toBeLessThan(80);

    lastSocket()?.receive({
      type: 'shot',
      clientShotId: shot.clientShotId,
      nonce: 1,
      settlementId: 'set-1',
      atMs: Date.now(),
      hits: [
        {
          fishId: spot.id,
          hitIndex: 0,
          outcome: 'captured',
          speciesId: 'pufferfish',
          reason: null,
          multiplier: 5,
          stake: '1.00',
          win: '5.00',
        },
      ],
      stake: '1.00',
      refund: '0.00',
      win: '5.00',
      available: '999.00',
    });
    expect(screen.getByTestId('fishing-last-win').textContent).toBe('+5.00');
    expect(within(screen.getByTestId('fishing-wins')).getByText('Cá nóc')).toBeTruthy();
    // The captured fish leaves the field.
    await waitFor(() => expect(canvas.dataset.fish).not.toContain(`"${spot.id}"`));

    lastSocket()?.receive({
      type: 'settled',
      settlementId: 'set-1',
      sequence: 1,
      shots: 1,
      totalStake: '1.00',
      totalRefund: '0.00',
      totalWin: '5.00',
      balance: '1004.00',
      roundId: 'r1',
    });
    expect(screen.getByTestId('fishing-balance').textContent).toBe('1,004.00 VND');
  });

  it('words a shot the balance cannot pay for', async () => {
    open();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket()?.join({ balance: '0.50', available: '0.50' });
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đã kết nối'));
    const { canvas, spot } = await aloneFish();
    fireEvent.click(canvas, { clientX: spot.x, clientY: spot.y });
    const shot = shoots()[0] as { clientShotId: string };
    lastSocket()?.receive({
      type: 'error',
      clientShotId: shot.clientShotId,
      code: 'FISHING_INSUFFICIENT_BALANCE',
      message: 'fishing_err_insufficient_balance',
      params: { available: '0.50', price: '1.00' },
    });
    expect(
      screen.getByText('Số dư không đủ cho phát bắn này: còn khả dụng 0.50 VND, phát bắn tốn 1.00 VND.'),
    ).toBeTruthy();
  });

  it('says so when the tap is far from every fish, and sends nothing', async () => {
    open();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket()?.join();
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đã kết nối'));
    const canvas = await screen.findByTestId('fishing-canvas');
    const now = Date.now();
    const all = fishOnScreen(ROOM, now)
      .map((f) => fishPosition(f, now))
      .filter((p) => p !== undefined);
    let empty: { x: number; y: number } | undefined;
    for (let x = 40; x < 1600 && !empty; x += 20)
      for (let y = 40; y < 860 && !empty; y += 20)
        if (all.every((p) => Math.hypot(p.x - x, p.y - y) > 240)) empty = { x, y };
    if (!empty) throw new Error('no empty spot in the sea');
    fireEvent.click(canvas, { clientX: empty.x, clientY: empty.y });
    expect(shoots()).toHaveLength(0);
    expect(screen.getByText('Không có cá ở đó')).toBeTruthy();
  });

  it('joins the room again after the socket drops', async () => {
    open();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket()?.join();
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đã kết nối'));
    lastSocket()?.drop();
    expect(screen.getByTestId('fishing-status').textContent).toBe('Đang kết nối lại…');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(lastSocket()?.url).toContain('token=fishing-session-token');
    lastSocket()?.join({ balance: '990.00' });
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đã kết nối'));
    expect(screen.getByTestId('fishing-balance').textContent).toBe('990.00 VND');
  });

  it('without a session, watches the fish and does not shoot', async () => {
    open(false);
    await waitFor(() => expect(screen.getByTestId('fishing-status').textContent).toBe('Đang xem'));
    const { canvas, spot } = await aloneFish();
    fireEvent.click(canvas, { clientX: spot.x, clientY: spot.y });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(screen.getAllByText('Bạn đang xem. Hãy đăng nhập từ sảnh để chơi.').length).toBeGreaterThan(0);
  });
});
