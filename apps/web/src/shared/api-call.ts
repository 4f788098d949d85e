/**
 * Calls whose failures the caller needs in full (sign-in forms: the captcha flag, the second step,
 * a hint's params, a wait in seconds). Only the lazily loaded auth code uses it.
 */
import type { ErrorDetail } from '@luckwell/contracts/error-envelope';
import { ApiError, createApiClient, type EnvelopeSchema, type RequestOptions } from '@luckwell/ui/api-client';
import type { z } from 'zod';
import { language } from './api-client.ts';

export type TErrorDetail = z.infer<typeof ErrorDetail>;

/** An `ApiError` that also carries the envelope's `value` (captcha flag, second step, hint params…). */
export class ApiDetailError extends ApiError {
  readonly detail: TErrorDetail | null;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { detail: TErrorDetail | null }) {
    super(init);
    this.name = 'ApiDetailError';
    this.detail = init.detail;
  }
}

export const errorDetail = (error: unknown): TErrorDetail | null =>
  error instanceof ApiDetailError ? error.detail : null;

const FAILED = '__luckwellFailedEnvelope';
type Failure = { [FAILED]: { code: string; message: string; value: TErrorDetail | null } };

/**
 * The shared client turns a failure envelope into an `ApiError` that keeps only the field. Sign-in
 * forms need the whole detail, so this second instance of the same client lets failures through as
 * values (its error schema never matches) and the success schema accepts either envelope.
 * TODO(lead): once `ApiError` carries the envelope value, this collapses into `apiRequest`.
 */
const detailed = createApiClient({
  tokenStorageKey: 'token',
  language,
  loadErrorEnvelope: async () =>
    ({ safeParse: () => ({ success: false }) }) as unknown as Awaited<
      ReturnType<Parameters<typeof createApiClient>[0]['loadErrorEnvelope']>
    >,
});

export const apiCall = async <S extends EnvelopeSchema>(
  path: string,
  loadSchema: () => Promise<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>['value']> => {
  const either = () =>
    Promise.all([loadSchema(), import('@luckwell/contracts/error-envelope')]).then(
      ([schema, { ErrorEnvelope }]) =>
        schema.or(ErrorEnvelope.transform((failure) => ({ value: { [FAILED]: failure } }))),
    );
  const value = (await detailed.apiRequest(path, either, options)) as z.infer<S>['value'] | Failure;
  if (typeof value === 'object' && value !== null && FAILED in value) {
    const failure = (value as Failure)[FAILED];
    throw new ApiDetailError({
      code: failure.code,
      messageKey: failure.message,
      // The HTTP status is not visible through the value; any answer the server gave on purpose is a 4xx.
      status: 400,
      field: failure.value?.field,
      detail: failure.value,
    });
  }
  return value as z.infer<S>['value'];
};
