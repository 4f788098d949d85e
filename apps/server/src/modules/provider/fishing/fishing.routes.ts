/**
 * Fishing rooms' routes (`/provider/fishing/*`, issue 22, ADR 088): a session from the operator's
 * launch token; a room's public state over HTTP (the fish on screen now: tests and the client's first
 * paint); and the room protocol over WebSocket at `/provider/fishing/rooms/:room/ws`.
 *
 * The socket: the provider session token as `?token=` or as the first message `{type:'auth',token}`;
 * then the server answers `state` and takes `shoot` (answered `shot` or `error`) and `ping` (`pong`);
 * each settled batch is pushed as `settled` (or `void` when the wallet refused its debit). The
 * connection's timer closes a batch once it is a second old; a dropped socket closes and books the
 * open one. A reconnect is a new join: the room and the batches are in the database.
 */

import type { WebSocket } from '@fastify/websocket';
import { envelope } from '@luckwell/contracts/envelope';
import {
  RoomCode,
  type TFishingServerMessage,
  ZFishingClientMessage,
  ZFishingRoomState,
  ZFishingSession,
  ZFishingSessionRequest,
} from '@luckwell/contracts/provider/fishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FishingSeat, FishingService } from './fishing.service.ts';

type Options = { fishing: FishingService; tickMs?: number };

const RoomParams = z.object({ room: RoomCode });
const OPEN = 1;

const errorMessage = (error: unknown, clientShotId: string | null): TFishingServerMessage => {
  if (error instanceof AppError) {
    return {
      type: 'error',
      clientShotId,
      code: error.code,
      message: error.messageKey,
      params: error.detail.params ?? null,
    };
  }
  return { type: 'error', clientShotId, code: 'SYSTEM_ERROR', message: 'in_system_error', params: null };
};

export const fishingRoutes: FastifyPluginAsyncZod<Options> = async (app, { fishing, tickMs = 250 }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['provider'];
  app.post(
    '/provider/fishing/session',
    {
      schema: {
        tags,
        summary: "Fishing: open a title's session from the operator's one-time launch token",
        body: ZFishingSessionRequest,
        response: { 200: envelope(ZFishingSession) },
      },
    },
    async (request) => ok(await fishing.startSession(request.body)),
  );
  app.get(
    '/provider/fishing/rooms/:room',
    {
      schema: {
        tags,
        summary: 'Fishing room: its schedule seed and origin and the fish on screen now',
        params: RoomParams,
        response: { 200: envelope(ZFishingRoomState) },
      },
    },
    async (request) => ok(await fishing.publicState(request.params.room)),
  );

  app.get(
    '/provider/fishing/rooms/:room/ws',
    // The socket speaks its own JSON messages (contracts/provider/fishing.ts), not the HTTP envelope.
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const code = String((request.params as { room?: unknown }).room ?? '');
      const queryToken = (request.query as { token?: unknown }).token;
      const send = (message: TFishingServerMessage) => {
        if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
      };
      let seat: Promise<FishingSeat | undefined> | undefined;
      let timer: NodeJS.Timeout | undefined;
      let closed = false;

      const join = (token: string) => {
        seat = fishing
          .join(token, code, (message) => send(message))
          .then(async (joined) => {
            if (closed) {
              await joined.leave();
              return undefined;
            }
            send(await joined.state());
            timer = setInterval(() => {
              joined.tick().catch((error) => request.log.error({ err: error }, 'fishing: tick failed'));
            }, tickMs);
            timer.unref();
            return joined;
          })
          .catch((error: unknown) => {
            send(errorMessage(error, null));
            socket.close(4401, 'not joined');
            return undefined;
          });
      };
      if (typeof queryToken === 'string' && queryToken) join(queryToken);

      socket.on('message', (raw: Buffer) => {
        let parsed: ReturnType<typeof ZFishingClientMessage.safeParse>;
        try {
          parsed = ZFishingClientMessage.safeParse(JSON.parse(raw.toString('utf8')));
        } catch {
          parsed = ZFishingClientMessage.safeParse(undefined);
        }
        if (!parsed.success) {
          send(errorMessage(new AppError(400, 'FISHING_BAD_SHOT', 'fishing_err_malformed'), null));
          return;
        }
        const message = parsed.data;
        if (message.type === 'auth') {
          if (!seat) join(message.token);
          return;
        }
        if (message.type === 'ping') {
          send({ type: 'pong', serverTimeMs: Date.now() });
          return;
        }
        if (!seat) {
          send(
            errorMessage(
              new AppError(401, 'FISHING_NOT_JOINED', 'fishing_err_not_joined'),
              message.clientShotId,
            ),
          );
          return;
        }
        const { type: _type, ...shot } = message;
        void seat.then(async (joined) => {
          if (!joined) return;
          try {
            send(await joined.shoot(shot));
          } catch (error) {
            if (!(error instanceof AppError)) request.log.error({ err: error }, 'fishing: shot failed');
            send(errorMessage(error, message.clientShotId));
          }
        });
      });
      socket.on('close', () => {
        closed = true;
        clearInterval(timer);
        void seat?.then((joined) =>
          joined?.leave().catch((error) => request.log.error({ err: error }, 'fishing: leave failed')),
        );
      });
    },
  );
};
