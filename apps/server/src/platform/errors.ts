/**
 * Errors become the envelope `{ success: false, code, message, value }` (DESIGN.md §3): a stable
 * code, an i18n message key and the failing field. Nothing here ever answers 500 for bad input.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import type { TErrorCode, TErrorEnvelope } from '@luckwell/contracts/error-envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

type Detail = NonNullable<TErrorEnvelope['value']>;

export class AppError extends Error {
  /** More for the envelope's `value` than the field: hint parameters, captcha flag, waits. */
  detail: Omit<Detail, 'field'> = {};

  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    readonly messageKey: string,
    readonly field?: string,
  ) {
    super(messageKey);
  }

  with(detail: Omit<Detail, 'field'>): this {
    this.detail = { ...this.detail, ...detail };
    return this;
  }
}

export const errorEnvelope = (
  code: TErrorCode,
  message: string,
  value: TErrorEnvelope['value'] = null,
): TErrorEnvelope => ({ success: false, code, message, value });

type Issue = { field: string; message: string };

const validationIssues = (error: FastifyError): Issue[] =>
  (error.validation ?? []).map((v) => {
    const where = error.validationContext ?? 'body';
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    return { field: [where, path || missing].filter(Boolean).join('.'), message: v.message ?? 'invalid' };
  });

/** Fastify's own client errors (broken JSON, wrong content type, oversized body) by their code. */
const clientErrors: Record<string, { status: number; code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST', message: MessageKey.malformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST', message: MessageKey.malformed },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'MALFORMED_REQUEST',
    message: MessageKey.malformed,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MessageKey.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: MessageKey.malformed,
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'MALFORMED_REQUEST', message: MessageKey.malformed },
  FST_ERR_BAD_URL: { status: 400, code: 'MALFORMED_REQUEST', message: MessageKey.malformed },
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const value = { ...error.detail, ...(error.field ? { field: error.field } : {}) };
      if (error.detail.retryAfterSeconds) reply.header('retry-after', String(error.detail.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(errorEnvelope(error.code, error.messageKey, Object.keys(value).length > 0 ? value : null));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = validationIssues(error);
      return reply
        .code(400)
        .send(errorEnvelope('VALIDATION_FAILED', MessageKey.validation, { field: issues[0]?.field, issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send(errorEnvelope('SYSTEM_ERROR', MessageKey.systemError));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorEnvelope(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope('MALFORMED_REQUEST', MessageKey.malformed));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope('SYSTEM_ERROR', MessageKey.systemError));
  });
};
