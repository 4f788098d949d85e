/**
 * The fishing rooms' calls (`/provider/fishing/*`, issue 22, ADR 088): the session from the launch
 * (session storage `fishingToken`, shared/table-session.ts), a room's public state (its schedule seed
 * and the fish marked captured), and the room's WebSocket: `state` on joining, `shoot` answered `shot`
 * or `error`, `settled`/`void` per batch, `ping`/`pong`. A dropped socket joins again with a growing
 * pause; the server resumes the batch sequence of the session.
 */
import type {
  TFishingClientMessage,
  TFishingRoomState,
  TFishingServerMessage,
  TFishingSession,
} from '@luckwell/contracts/provider/fishing';
import { createApiClient } from '@luckwell/ui/api-client';
import { language } from '../../shared/api-client.ts';
import { createTableSession, useTableSession } from '../../shared/table-session.ts';

export const FISHING_ROOM_KEY = 'fishingRoom';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/fishing')]);
const schemas = {
  room: () => contracts().then(([{ envelope }, c]) => envelope(c.ZFishingRoomState)),
  session: () => contracts().then(([{ envelope }, c]) => envelope(c.ZFishingSession)),
};

const fishingSession = createTableSession({
  prefix: 'fishing',
  start: (input) => fishingApi.start(input),
});

const { apiRequest } = createApiClient({
  tokenStorageKey: fishingSession.tokenKey,
  language,
  loadErrorEnvelope: () => import('@luckwell/contracts/error-envelope').then((m) => m.ErrorEnvelope),
});

const roomPath = (room: string) => `/provider/fishing/rooms/${encodeURIComponent(room)}`;

export const fishingApi = {
  start: (input: { vendor: string; gameCode: string; launchToken: string }): Promise<TFishingSession> =>
    apiRequest('/provider/fishing/session', schemas.session, { method: 'POST', body: input }),
  room: (room: string, signal?: AbortSignal): Promise<TFishingRoomState> =>
    apiRequest(roomPath(room), schemas.room, { signal }),
};

export const useFishingSession = () => useTableSession(fishingSession);
export const readFishingCurrency = fishingSession.readCurrency;
/** Forgets a session the room refused (the page then launches the title again, once). */
export const dropFishingToken = () => fishingSession.storeToken(null);

export type SocketStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** The pause before the n-th attempt to join again (0-based): 0.5 s doubling to 8 s, ±20 %. */
export const backoffMs = (attempt: number, random = Math.random) =>
  Math.round(Math.min(8_000, 500 * 2 ** attempt) * (0.8 + 0.4 * random()));

const PING_MS = 15_000;
/** The close code the server uses when the token did not join the room. */
export const NOT_JOINED_CLOSE = 4401;

export type FishingSocket = {
  /** Sends a message now; false when the socket is not open (the caller tells the player). */
  send: (message: TFishingClientMessage) => boolean;
  close: () => void;
};

export const socketUrl = (room: string, token: string) => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${roomPath(room)}/ws?token=${encodeURIComponent(token)}`;
};

/**
 * Joins a room's socket and keeps it joined: on a drop it waits (`backoffMs`) and joins again, until
 * `close()` or until the server refuses the token (close code 4401: `onRefused`).
 */
export const connectFishingRoom = ({
  room,
  token,
  onMessage,
  onStatus,
  onRefused,
}: {
  room: string;
  token: string;
  onMessage: (message: TFishingServerMessage) => void;
  onStatus: (status: SocketStatus) => void;
  onRefused: () => void;
}): FishingSocket => {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    if (stopped) return;
    onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = new WebSocket(socketUrl(room, token));
    socket = current;
    current.onmessage = (event: MessageEvent) => {
      let message: TFishingServerMessage;
      try {
        message = JSON.parse(String(event.data)) as TFishingServerMessage;
      } catch {
        return;
      }
      if (message.type === 'state') {
        attempt = 0;
        onStatus('connected');
      }
      onMessage(message);
    };
    current.onopen = () => {
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (current.readyState === 1) current.send(JSON.stringify({ type: 'ping' }));
      }, PING_MS);
    };
    current.onclose = (event: CloseEvent) => {
      clearInterval(pingTimer);
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === NOT_JOINED_CLOSE) {
        stopped = true;
        onStatus('closed');
        onRefused();
        return;
      }
      onStatus('reconnecting');
      retryTimer = setTimeout(open, backoffMs(attempt));
      attempt += 1;
    };
    // An error is followed by a close, which joins again.
    current.onerror = () => undefined;
  };
  open();

  return {
    send: (message) => {
      if (socket?.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close: () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = socket;
      socket = null;
      current?.close(1000, 'left');
    },
  };
};
