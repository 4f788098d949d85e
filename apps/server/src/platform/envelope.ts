import { MessageKey } from '@luckwell/contracts/envelope';
import type { FastifyReply } from 'fastify';

/** The success envelope around a route's value. */
export const ok = <T>(value: T) => ({
  success: true as const,
  code: 'OK' as const,
  message: MessageKey.ok,
  value,
});

/**
 * Sends JSON the route serialized itself (after validating it against its contract), skipping the
 * per-request schema serializer. For hot routes only; the route keeps its response schema for /docs.
 */
export const sendJson = (reply: FastifyReply, json: string) =>
  // The typed reply only admits the schema's object type; a string payload is sent as-is by Fastify.
  (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
