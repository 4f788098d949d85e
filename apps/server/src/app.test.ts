import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestApp } from './testing/test-app.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe('health', () => {
  it('reports the database reachable and migrations current', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.value.database).toBe(database.driver);
    expect(body.value.migrations.applied).toBe(body.value.migrations.expected);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('security and plumbing', () => {
  it('sends security headers and no CORS headers by default', async () => {
    const response = await get('/wps/system/status', { origin: 'https://evil.example' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a well-formed request id and invents one otherwise', async () => {
    const given = await get('/health', { 'x-request-id': 'trace-12345678' });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const bad = await get('/health', { 'x-request-id': '<script>' });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await get('/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/permission',
        '/lgw/games/game_menus',
        '/relay/MCSFE_getListAnnouncements',
      ]),
    );
  });
});

describe('malformed requests get a 4xx envelope, never a 500', () => {
  const cases: {
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
    status: number;
    code: string;
  }[] = [
    { name: 'an unknown API route', method: 'GET', url: '/wps/nope', status: 404, code: 'NOT_FOUND' },
    {
      name: 'an unknown relay name',
      method: 'GET',
      url: '/relay/NOPE_nothing',
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'a wrong method',
      method: 'DELETE',
      url: '/wps/system/permission',
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'a wrong enum in the query',
      method: 'GET',
      url: '/lgw/games/game_menus?prizeMode=NOPE',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a wrong execution',
      method: 'GET',
      url: '/relay/MCSFE_getListAnnouncements?execution=Z',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a wrong platform',
      method: 'GET',
      url: '/relay/MCSFE_getListAnnouncements?platform=X',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a language it does not offer',
      method: 'GET',
      url: '/wps/system/helpCenter?language=zz',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'broken JSON',
      method: 'POST',
      url: '/wps/session/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
      status: 400,
      code: 'MALFORMED_REQUEST',
    },
    {
      name: 'JSON of the wrong shape to a route that takes none',
      method: 'PUT',
      url: '/wps/system/whitelabel',
      payload: '[1,2,3]',
      headers: { 'content-type': 'application/json' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'a URL with a bad escape',
      method: 'GET',
      url: '/wps/system/%E0%A4%A',
      status: 400,
      code: 'MALFORMED_REQUEST',
    },
  ];

  for (const c of cases) {
    it(`answers ${c.name} with ${c.status} ${c.code}`, async () => {
      const response = await app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { host: 'localhost', ...c.headers },
      });
      expect(response.statusCode).toBe(c.status);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: c.code });
      expect(body.message).toMatch(/^in_/);
    });
  }

  it('names the failing field of a validation error', async () => {
    const body = (await get('/lgw/games/game_menus?prizeMode=NOPE')).json();
    expect(body.value.field).toBe('querystring.prizeMode');
  });
});
