/**
 * The one HTTP client of the player site. Sends the current language and the session token, and
 * turns every answer into either the `value` of a success envelope, parsed with the contract's
 * schema, or an `ApiError` whose `messageKey` is an i18n key (the server's `message`, or ours for
 * network failures and timeouts).
 *
 * Schemas are passed as loaders: the contracts (and zod under them) download in parallel with the
 * first request instead of sitting in the home page's first-load bundle.
 */
import i18next from 'i18next';
import type { z } from 'zod';

export class ApiError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly status: number;

  constructor({ code, messageKey, status }: { code: string; messageKey: string; status: number }) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey = messageKey;
    this.status = status;
  }
}

const TIMEOUT_MS = 20_000;

type Query = Record<string, string | number | boolean | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
};

const readToken = () => {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
};

const toUrl = (path: string, query?: Query) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export type SchemaLoader<S> = () => Promise<S>;

const loadErrorEnvelope = () => import('@luckwell/contracts/envelope').then((m) => m.ErrorEnvelope);

/** Calls the API and returns the envelope's value, validated by the contract's envelope schema. */
export const apiRequest = async <S extends z.ZodType<{ value: unknown }>>(
  path: string,
  loadSchema: SchemaLoader<S>,
  { method = 'GET', query, body, signal }: RequestOptions = {},
): Promise<z.infer<S>['value']> => {
  const schemas = Promise.all([loadSchema(), loadErrorEnvelope()]);
  // Not awaited yet: a failed chunk load surfaces below, as a network problem.
  schemas.catch(() => undefined);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'vi',
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(toUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
  } catch (error) {
    const timedOut = timeout.signal.aborted && !signal?.aborted;
    if (signal?.aborted) throw error;
    throw new ApiError({
      code: timedOut ? 'TIMEOUT' : 'NETWORK',
      messageKey: timedOut ? 'in_page_timeout' : 'in_network_abnormal',
      status: 0,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError({
      code: 'SYSTEM_ERROR',
      messageKey: response.status === 413 ? 'in_payload_too_large' : 'in_system_error',
      status: response.status,
    });
  }

  let schema: S;
  let errorEnvelope: Awaited<ReturnType<typeof loadErrorEnvelope>>;
  try {
    [schema, errorEnvelope] = await schemas;
  } catch {
    throw new ApiError({ code: 'NETWORK', messageKey: 'in_network_abnormal', status: 0 });
  }

  const failure = errorEnvelope.safeParse(json);
  if (failure.success) {
    throw new ApiError({
      code: failure.data.code,
      messageKey: failure.data.message,
      status: response.status,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({ code: 'SYSTEM_ERROR', messageKey: 'in_system_error', status: response.status });
  }
  return parsed.data.value;
};

export const apiGet = <S extends z.ZodType<{ value: unknown }>>(
  path: string,
  loadSchema: SchemaLoader<S>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) => apiRequest(path, loadSchema, { ...options, method: 'GET' });

/** The i18n key to show for any thrown value. */
export const errorMessageKey = (error: unknown) =>
  error instanceof ApiError ? error.messageKey : 'in_system_error';
