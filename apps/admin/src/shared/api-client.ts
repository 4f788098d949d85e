/**
 * The one HTTP client of the back office. Sends the console language and the operator token, and
 * turns every answer into the `value` of a success envelope or an `ApiError` whose `messageKey` is
 * an i18n key (the server's `message`, or ours for network failures, timeouts and bodies that are
 * not an envelope).
 */
import i18next from 'i18next';

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

export const ADMIN_TOKEN_KEY = 'adminToken';
const TIMEOUT_MS = 20_000;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

const readToken = () => {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
};

const isSuccess = (json: unknown): json is { success: true; value: unknown } =>
  typeof json === 'object' && json !== null && (json as { success?: unknown }).success === true;

/** Calls the admin API and resolves with the envelope's `value`; callers parse it with a contract. */
export const apiRequest = async (path: string, { method = 'GET', body, signal }: RequestOptions = {}) => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
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
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
  } catch (error) {
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
    throw new ApiError({ code: 'SYSTEM_ERROR', messageKey: 'in_system_error', status: response.status });
  }
  if (response.ok && isSuccess(json)) return json.value;

  // The contract (and zod under it) loads only when there is an error to read.
  const { ErrorEnvelope } = await import('@luckwell/contracts/envelope');
  const failure = ErrorEnvelope.safeParse(json);
  if (failure.success) {
    throw new ApiError({
      code: failure.data.code,
      messageKey: failure.data.message,
      status: response.status,
    });
  }
  throw new ApiError({ code: 'SYSTEM_ERROR', messageKey: 'in_system_error', status: response.status });
};
