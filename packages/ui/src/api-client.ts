/**
 * The one HTTP client of the Luckwell web apps (player site and back office). Sends the app's
 * language and its session token, and turns every answer into either the `value` of a success
 * envelope, parsed with the contract's schema, or an `ApiError` whose `messageKey` is an i18n key
 * (the server's `message`, or ours for network failures, timeouts and bodies that are not an
 * envelope).
 *
 * Each app creates its client once (`shared/api-client.ts`) with what differs between them: the
 * session-storage key of its token, where its language comes from (i18next lives in the apps, not
 * here) and the loader of the contracts' error envelope.
 *
 * Schemas are passed as loaders: the contracts (and zod under them) download in parallel with the
 * first request instead of sitting in an app's first-load bundle. That is also why zod is only a
 * type here.
 */
import type { z } from 'zod';

export class ApiError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly status: number;
  /** The failing field (`body.username`) when the server blamed one. */
  readonly field: string | undefined;

  constructor({
    code,
    messageKey,
    status,
    field,
  }: {
    code: string;
    messageKey: string;
    status: number;
    field?: string | undefined;
  }) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey = messageKey;
    this.status = status;
    this.field = field;
  }
}

/** The i18n key to show for any thrown value. */
export const errorMessageKey = (error: unknown) =>
  error instanceof ApiError ? error.messageKey : 'in_system_error';

export type SchemaLoader<S> = () => Promise<S>;

/** A contract's success envelope schema (`envelope(...)` in `@luckwell/contracts/envelope`). */
export type EnvelopeSchema = z.ZodType<{ value: unknown }>;

/** What the client reads from the contracts' `ErrorEnvelope`. */
type ErrorEnvelopeSchema = z.ZodType<{
  code: string;
  message: string;
  value: {
    field?: string | undefined;
    params?: Record<string, string | number> | undefined;
  } | null;
}>;

type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of this call (a visitor's chat token); never the ones the client sets itself. */
  headers?: Record<string, string>;
};

export type ApiClientConfig = {
  /** Session-storage key of the bearer token (`token` on the player site, `adminToken` in the back office). */
  tokenStorageKey: string;
  /** The language to send as Accept-Language, read at each request. */
  language: () => string;
  loadErrorEnvelope: SchemaLoader<ErrorEnvelopeSchema>;
  timeoutMs?: number;
  /**
   * Told of every refusal the server answered with an envelope, before the caller sees it: for
   * refusals that concern the whole session (a password change due, a trial account), not one call.
   */
  onRefusal?: (error: ApiError, detail: z.infer<ErrorEnvelopeSchema>['value']) => void;
  /** This browser's lasting id, sent as X-Device-Id (the player site's; sign-ins record it). */
  deviceId?: () => string | null;
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

/**
 * A response the page's inline boot script already asked for (apps/web/index.html), taken once; the
 * next request for the URL goes to the network.
 */
const takeEarly = (url: string): Promise<Response> | undefined => {
  const early = (globalThis as { __lwEarly?: Record<string, Promise<Response> | undefined> }).__lwEarly;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
};

const isRefusal = (json: unknown) =>
  typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false;

const isSuccess = (json: unknown): json is { success: true; value: unknown } =>
  typeof json === 'object' && json !== null && (json as { success?: unknown }).success === true;

export const createApiClient = ({
  tokenStorageKey,
  language,
  loadErrorEnvelope,
  timeoutMs = 20_000,
  onRefusal,
  deviceId,
}: ApiClientConfig) => {
  const readToken = () => {
    try {
      return sessionStorage.getItem(tokenStorageKey);
    } catch {
      // No storage (private mode, or no DOM at all): no session.
      return null;
    }
  };

  /**
   * Calls the API and returns the envelope's value, validated by the contract's envelope schema.
   * `null` instead of a loader is for routes that have no contract yet: the value comes back
   * unchecked, as `unknown`.
   */
  const apiRequest = async <S extends EnvelopeSchema = EnvelopeSchema>(
    path: string,
    loadSchema: SchemaLoader<S> | null,
    { method = 'GET', query, body, signal, headers: extraHeaders }: RequestOptions = {},
  ): Promise<z.infer<S>['value']> => {
    // Fetched beside the call; the refusal's schema only when a refusal comes (it lists every code).
    const schemas = Promise.resolve(loadSchema?.() ?? null);
    // Not awaited yet: a failed chunk load surfaces below, as a network problem.
    schemas.catch(() => undefined);
    const headers: Record<string, string> = {
      ...extraHeaders,
      Accept: 'application/json',
      'Accept-Language': language(),
    };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const device = deviceId?.();
    if (device) headers['X-Device-Id'] = device;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const onAbort = () => timeout.abort();
    signal?.addEventListener('abort', onAbort);

    const url = toUrl(path, query);
    const request = () =>
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timeout.signal,
      });
    const early = method === 'GET' ? takeEarly(url) : undefined;
    let response: Response;
    try {
      // A failed early call is asked again, as if there had been none.
      response = early ? await early.catch(request) : await request();
    } catch (error) {
      // The caller gave up (a query was cancelled): not ours to translate.
      if (signal?.aborted) throw error;
      const timedOut = timeout.signal.aborted;
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

    const chunkFailed = () => new ApiError({ code: 'NETWORK', messageKey: 'in_network_abnormal', status: 0 });
    if (isRefusal(json)) {
      let errorEnvelope: ErrorEnvelopeSchema;
      try {
        errorEnvelope = await loadErrorEnvelope();
      } catch {
        throw chunkFailed();
      }
      const failure = errorEnvelope.safeParse(json);
      if (failure.success) {
        const refusal = new ApiError({
          code: failure.data.code,
          messageKey: failure.data.message,
          status: response.status,
          field: failure.data.value?.field,
        });
        onRefusal?.(refusal, failure.data.value);
        throw refusal;
      }
    }
    let schema: S | null;
    try {
      schema = await schemas;
    } catch {
      throw chunkFailed();
    }
    if (schema === null) {
      if (isSuccess(json)) return json.value;
    } else {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data.value;
    }
    throw new ApiError({ code: 'SYSTEM_ERROR', messageKey: 'in_system_error', status: response.status });
  };

  const apiGet = <S extends EnvelopeSchema>(
    path: string,
    loadSchema: SchemaLoader<S>,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => apiRequest(path, loadSchema, { ...options, method: 'GET' });

  return { apiRequest, apiGet, readToken };
};
