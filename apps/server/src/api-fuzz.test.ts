/**
 * A schema-driven walk of every route the API documents (issue 14): each route × method is sent
 * malformed variants of its body, querystring and path parameters — a NUL in every text, a huge
 * text, wrong types, ±1e309, prototype keys, LIKE metacharacters, a body over the size limit — signed
 * in (a member; an operator for /admin-api) and anonymously. No answer may be a 5xx, every refusal
 * is the envelope (the vendor protocol's `{ status }` on its own routes), and a refused request
 * writes nothing: the row count of every table and the sum of every wallet are the same after it.
 */

import { SIGNATURE_HEADER } from '@luckwell/contracts/games/seamless';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createOperatorClient } from './modules/admin/operator-test-client.ts';
import { TEST_VENDOR_SECRET } from './modules/seamless/demo-seamless.ts';
import { signBody } from './modules/seamless/signature.ts';
import { createAuthClient, LW_HOST } from './testing/auth-client.ts';
import { countChanges, type RowCounts, rowCounts } from './testing/row-counts.ts';
import { createTestApp } from './testing/test-app.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

/** The schema's own types, with `anyOf`/`oneOf` branches and `nullable` folded in. */
const typesOf = (schema: Schema | undefined): Set<string> => {
  const types = new Set<string>();
  if (!schema) return types;
  if (schema.const !== undefined) types.add(typeof schema.const);
  if (schema.enum) for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  for (const type of [schema.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const type of typesOf(branch)) types.add(type);
  }
  return types;
};

/** A plausible value for `schema`, so a variant differs from a well-formed request in one place. */
const sample = (schema: Schema | undefined, depth = 0): unknown => {
  if (!schema || depth > 6) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((b) => !typesOf(b).has('null'));
  if (branch) return sample(branch, depth + 1);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], depth + 1);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
};

/** Every field of an object schema, nested ones too, as a path and its schema. */
const fieldsOf = (schema: Schema | undefined, prefix: string[] = [], depth = 0): [string[], Schema][] => {
  if (!schema || depth > 3) return [];
  const objectBranch = [
    schema,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].find((s) => s.properties);
  if (!objectBranch?.properties) return [];
  return Object.entries(objectBranch.properties).flatMap(([key, inner]): [string[], Schema][] => [
    [[...prefix, key], inner],
    ...fieldsOf(inner, [...prefix, key], depth + 1),
  ]);
};

const setAt = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let here = target;
  for (const key of path.slice(0, -1)) {
    if (typeof here[key] !== 'object' || here[key] === null || Array.isArray(here[key])) here[key] = {};
    here = here[key] as Record<string, unknown>;
  }
  here[path.at(-1)!] = value;
};

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(100_000);
const LIKE = '%_\\%';
/** Raw JSON number text JSON.parse turns into ±Infinity. */
const BIG = ['1e309', '-1e309'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

type Variant = {
  kind: string;
  /** The route's path with its parameters filled in (already URL-encoded). */
  path: string;
  query: string;
  /** Raw JSON text, or undefined for no body. */
  body?: string;
};

/** Builds raw JSON with `marker` strings replaced by number text (JSON.stringify cannot write 1e309). */
const rawNumber = (value: unknown, text: string) => JSON.stringify(value).replace('"@@number@@"', text);

const variantsOf = (route: string, method: Method, operation: Operation): Variant[] => {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;

  const fillPath = (override: Record<string, string> = {}) =>
    route.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name in override) return override[name]!;
      // The demo vendor, whose secret signs the walk's vendor calls.
      if (route.startsWith('/seamless/') && name === 'vendor') return 'NOVA';
      return encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema)));
    });
  const baseQuery = () => {
    const query = new URLSearchParams();
    for (const p of queryParams.filter((q) => q.required)) query.set(p.name, String(sample(p.schema)));
    return query;
  };
  const withQuery = (edit: (query: URLSearchParams) => void) => {
    const query = baseQuery();
    edit(query);
    return query.toString();
  };
  const baseBody = () => (bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined);
  const plain = { path: fillPath(), query: baseQuery().toString() };
  const bodyText = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
  const variants: Variant[] = [];

  for (const p of pathParams) {
    const types = typesOf(p.schema);
    const values: [string, string][] = [
      ['nul', '%00'],
      ['nul', encodeURIComponent(NUL)],
      ['huge', HUGE],
      ['like', encodeURIComponent(LIKE)],
      ['proto', '__proto__'],
      ['proto', 'constructor'],
      ...BIG.map((b): [string, string] => ['1e309', b]),
      ...(types.has('number') ? [['wrong-type', 'abc'] as [string, string]] : []),
    ];
    for (const [kind, value] of values) {
      variants.push({
        kind: `path ${kind}`,
        path: fillPath({ [p.name]: value }),
        query: plain.query,
        body: bodyText(baseBody()),
      });
    }
  }

  for (const p of queryParams) {
    const types = typesOf(p.schema);
    const edits: [string, (q: URLSearchParams) => void][] = [
      ['nul', (q) => q.set(p.name, NUL)],
      ['huge', (q) => q.set(p.name, HUGE)],
      ['like', (q) => q.set(p.name, LIKE)],
      [
        'wrong-type',
        (q) => {
          q.delete(p.name);
          q.append(p.name, '1');
          q.append(p.name, '2');
        },
      ],
      ['wrong-type', (q) => q.set(`${p.name}[a]`, '1')],
      ...BIG.map((b): [string, (q: URLSearchParams) => void] => ['1e309', (q) => q.set(p.name, b)]),
      ...(types.has('number') || types.has('boolean')
        ? [
            ['wrong-type', (q: URLSearchParams) => q.set(p.name, 'abc')] as [
              string,
              (q: URLSearchParams) => void,
            ],
          ]
        : []),
    ];
    for (const [kind, edit] of edits) {
      variants.push({
        kind: `query ${kind}`,
        path: plain.path,
        query: withQuery(edit),
        body: bodyText(baseBody()),
      });
    }
  }
  if (queryParams.length > 0) {
    for (const key of PROTO_KEYS) {
      variants.push({
        kind: 'query proto',
        path: plain.path,
        query: withQuery((q) => q.set(key, 'x')),
        body: bodyText(baseBody()),
      });
    }
  }

  if (bodySchema) {
    for (const [field, schema] of fieldsOf(bodySchema)) {
      const types = typesOf(schema);
      const put = (kind: string, value: unknown) => {
        const body = baseBody()!;
        setAt(body, field, value);
        variants.push({ kind: `body ${kind}`, ...plain, body: JSON.stringify(body) });
      };
      if (types.has('string') || types.size === 0) {
        put('nul', NUL);
        put('huge', HUGE);
        put('like', LIKE);
      }
      if (!types.has('number')) put('wrong-type', 12345);
      if (!types.has('object')) put('wrong-type', { a: 1 });
      if (!types.has('array')) put('wrong-type', ['a', 1]);
      if (!types.has('null')) put('wrong-type', null);
      if (types.has('array')) put('nul', [NUL]);
      for (const big of BIG) {
        const body = baseBody()!;
        setAt(body, field, '@@number@@');
        variants.push({ kind: 'body 1e309', ...plain, body: rawNumber(body, big) });
      }
    }
    for (const key of PROTO_KEYS) {
      const text = JSON.stringify(baseBody() ?? {});
      const poisoned = `{"${key}":{"polluted":true,"prototype":{"polluted":true}},${text.slice(1)}`.replace(
        ',}',
        '}',
      );
      variants.push({ kind: 'body proto', ...plain, body: poisoned });
    }
    variants.push({ kind: 'body wrong-type', ...plain, body: '[]' });
    variants.push({ kind: 'body wrong-type', ...plain, body: 'null' });
    variants.push({ kind: 'body nul', ...plain, body: JSON.stringify(NUL) });
  }
  if (method !== 'GET') {
    // Just over the 1 MiB body limit.
    variants.push({ kind: 'body 1MB', ...plain, body: JSON.stringify({ pad: 'x'.repeat(1_048_576) }) });
  }
  return variants;
};

/**
 * Tables a refused request may legitimately write, left out of the comparison:
 * - rate_limit_buckets: a sign-in that passes validation and fails its check (a huge or LIKE-laden
 *   username) counts against the address's throttle; counting refused attempts is its job.
 */
const WRITTEN_WHEN_REFUSED = new Set(['rate_limit_buckets']);
const snapshot = () => rowCounts(database.db);
const differences = (before: RowCounts, after: RowCounts) =>
  countChanges(before, after, WRITTEN_WHEN_REFUSED);

/** Routes that speak a vendor's protocol answer `{ status }`, not the envelope. */
const isVendorProtocol = (route: string) => route.startsWith('/seamless/');

/**
 * The walk in parts, each its own test with its own time limit: the whole walk is some 20 000
 * requests, minutes on a loaded machine. A route falls in the first part whose test it passes.
 */
const backOfficeFirstHalf = /^\/admin-api\/[a-l]/;
const PARTS: [string, (route: string) => boolean][] = [
  ["the member centre's routes", (route) => route.startsWith('/wps/member')],
  ['the rest of the site API', (route) => route.startsWith('/wps/')],
  ['the back office, A to L', (route) => backOfficeFirstHalf.test(route)],
  ['the back office, M to Z', (route) => route.startsWith('/admin-api/')],
  ['the game provider and the vendor protocol', (route) => /^\/(provider|seamless)\//.test(route)],
  ['every other route', () => true],
];
const partOf = (route: string) => PARTS.find(([, holds]) => holds(route))![0];

describe('a malformed request to any documented route', () => {
  let member: ReturnType<typeof createAuthClient>;
  let operator: ReturnType<typeof createOperatorClient>;
  beforeAll(async () => {
    member = createAuthClient(app, { ip: '192.0.2.77' });
    expect((await member.login('demo_player', 'Player@2026')).statusCode).toBe(200);
    operator = createOperatorClient(app, { ip: '192.0.2.78' });
    await operator.signIn('owner', 'Owner@2026');
  });

  it('covers every documented route in one of its parts', () => {
    const doc = app.swagger() as { paths: Record<string, unknown> };
    const routes = Object.keys(doc.paths);
    expect(routes.length).toBeGreaterThan(50);
    // Each named part holds some route, so a renamed prefix cannot empty a part unnoticed.
    const named = new Set(routes.map(partOf));
    for (const [part] of PARTS) expect(named, part).toContain(part);
  });

  it.each(PARTS.map(([part]) => part))(
    '%s: never answers 5xx, always refuses with the envelope, and writes nothing when refused',
    async (part) => {
      const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const walk: { route: string; method: Method; variants: Variant[] }[] = [];
      for (const [route, methods] of Object.entries(doc.paths)) {
        if (partOf(route) !== part) continue;
        // Event streams (the crash feed, the member's live events) never end, so an inject never returns.
        if (route.endsWith('/events')) continue;
        for (const [method, operation] of Object.entries(methods)) {
          const upper = method.toUpperCase() as Method;
          if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(upper)) continue;
          walk.push({ route, method: upper, variants: variantsOf(route, upper, operation) });
        }
      }
      expect(walk.length).toBeGreaterThan(0);

      console.log(`${walk.reduce((n, r) => n + r.variants.length, 0)} variants`);
      const started = Date.now();
      const failures: string[] = [];
      const table = new Map<string, Map<string, number>>();
      let sent = 0;
      /** Sends one variant; checks the answer's status and shape; says whether it was refused. */
      const send = async (route: string, method: Method, variant: Variant, signedIn: boolean) => {
        const bearer = route.startsWith('/admin-api') ? operator.token : member.token;
        const vendor = isVendorProtocol(route);
        const url = `${variant.path}${variant.query ? `?${variant.query}` : ''}`;
        const options: InjectOptions = {
          method,
          url,
          remoteAddress: signedIn ? '192.0.2.10' : '192.0.2.11',
          headers: {
            host: LW_HOST,
            ...(signedIn && bearer ? { authorization: `Bearer ${bearer}` } : {}),
            ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }),
            // Signed as the demo vendor, so the body reaches the protocol's own validation.
            ...(vendor && signedIn
              ? { [SIGNATURE_HEADER]: signBody(TEST_VENDOR_SECRET, variant.body ?? '') }
              : {}),
          },
          ...(variant.body === undefined ? {} : { payload: variant.body }),
        };
        const response = await app.inject(options);
        sent += 1;
        const where = `${method} ${route} [${variant.kind}${signedIn ? '' : ', anonymous'}] ${url.slice(0, 100)}`;
        if (response.statusCode >= 500)
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        let body: Record<string, unknown> | undefined;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        // A path parameter over the router's length limit never reaches a route: Fastify answers it
        // before routing, with the app-wide envelope.
        const routed = !(variant.kind === 'path huge');
        const protocol = vendor && routed;
        const refused = response.statusCode >= 300 || (protocol && body?.status !== 'OK');
        if (refused) {
          const shaped = protocol
            ? typeof body?.status === 'string'
            : body?.success === false && typeof body.code === 'string' && typeof body.message === 'string';
          if (!shaped)
            failures.push(`${where}: ${response.statusCode} not an envelope: ${response.body.slice(0, 200)}`);
        }
        return { refused, where };
      };

      for (const { route, method, variants } of walk) {
        const counts = new Map<string, number>();
        table.set(`${method} ${route}`, counts);
        // Row counts are compared around each route's walk; only when they moved is each refused
        // variant sent again on its own, between two snapshots, to name the one that wrote.
        const before = await snapshot();
        const refusals: [Variant, boolean][] = [];
        let accepted = 0;
        for (const variant of variants) {
          for (const signedIn of [true, false]) {
            counts.set(variant.kind, (counts.get(variant.kind) ?? 0) + 1);
            if ((await send(route, method, variant, signedIn)).refused) refusals.push([variant, signedIn]);
            else accepted += 1;
          }
        }
        const changed = differences(before, await snapshot());
        if (changed.length === 0) continue;
        let named = false;
        for (const [variant, signedIn] of refusals) {
          const at = await snapshot();
          const { refused, where } = await send(route, method, variant, signedIn);
          const wrote = differences(at, await snapshot());
          if (refused && wrote.length > 0) {
            named = true;
            failures.push(`${where}: refused but wrote ${wrote.join(', ')}`);
          }
        }
        if (!named && accepted === 0)
          failures.push(`${method} ${route}: every variant refused, yet ${changed.join(', ')}`);
      }

      // Nothing reached Object.prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const kinds = [...new Set([...table.values()].flatMap((counts) => [...counts.keys()]))].sort();
      // "body wrong-type" → "b:wrong": one narrow column per variant kind.
      const label = (kind: string) =>
        `${kind[0]}:${kind.split(' ')[1]!.split('-')[0]}`.slice(0, 6).padStart(7);
      const lines = [...table.entries()].map(
        ([route, counts]) =>
          `${route.padEnd(56)}${kinds.map((k) => String(counts.get(k) ?? 0).padStart(7)).join('')}`,
      );
      const total = (kind: string) =>
        [...table.values()].reduce((n, counts) => n + (counts.get(kind) ?? 0), 0);
      console.log(
        [
          `${'route × variant (requests, signed in + anonymous)'.padEnd(56)}${kinds.map(label).join('')}`,
          ...lines,
          `${'all routes'.padEnd(56)}${kinds.map((k) => String(total(k)).padStart(7)).join('')}`,
          `${sent} requests (re-sends included) to ${walk.length} routes × methods in ${Date.now() - started} ms`,
        ].join('\n'),
      );
      expect(failures, failures.slice(0, 80).join('\n')).toEqual([]);
    },
    300_000,
  );
});
