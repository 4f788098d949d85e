/**
 * Renders the back office at a path, with its real routes and providers and memory history; and a
 * fake admin API for `fetch`, answering envelopes by "METHOD /path".
 */
import type { TOperator, TOperatorRole } from '@luckwell/contracts/admin/operator';
import { ROLE_PERMISSIONS } from '@luckwell/contracts/admin/operator';
import type { TTotpEnrolment } from '@luckwell/contracts/admin/session';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ConsoleProviders } from '../app/console-providers.tsx';
import { routes } from '../app/routes.tsx';
import { ADMIN_TOKEN_KEY } from '../shared/api-client.ts';

export const renderApp = (path: string, { token }: { token?: string } = {}) => {
  if (token) sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<ConsoleProviders router={router} />);
  return { ...view, router };
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (value: unknown) => ({ success: true, code: 'OK', message: 'in_success', value });
export const fail = (code: string, message: string, value: Record<string, unknown> | null = null) => ({
  success: false,
  code,
  message,
  value,
});

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with `handlers` keyed "METHOD /path" (no query string); anything else answers 404.
 * Returns the calls made, in order.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : jsonResponse(404, fail('NOT_FOUND', 'in_not_found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

export const operator = (role: TOperatorRole, overrides: Partial<TOperator> = {}): TOperator => ({
  id: { owner: 1, support: 2, finance: 3, content: 4, risk: 5 }[role],
  username: role,
  displayName: `Demo ${role[0]?.toUpperCase()}${role.slice(1)}`,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  totpEnabled: false,
  disabled: false,
  lastLoginAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const me = (
  role: TOperatorRole,
  totpEnrolment: TTotpEnrolment = 'none',
  overrides: Partial<TOperator> = {},
) => ({
  operator: operator(role, overrides),
  totpEnrolment,
});

/** The handler of GET /admin-api/me for a signed-in operator. */
export const meHandler = (
  role: TOperatorRole,
  totpEnrolment: TTotpEnrolment = 'none',
  overrides: Partial<TOperator> = {},
) => ({
  'GET /admin-api/me': () => jsonResponse(200, ok(me(role, totpEnrolment, overrides))),
});
