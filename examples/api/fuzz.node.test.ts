import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../schemas/api/endpoint.ts';
import { allEndpoints } from '../../schemas/api/endpoint-list.ts';
import * as auth from '../../schemas/api/endpoints/auth.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// Hostile input on every row of the endpoint table (issue 18 point 4): NUL bytes, numbers beyond
// 32 bits, negative and huge values, wrong types, prototype keys, deep nesting, 10k-character
// strings, malformed JSON and the wrong content type, in path parameters, queries and bodies, as a
// guest, a customer and the back office. Every answer must be a 4xx or a success: a 5xx is a bug.

const ADMIN_TOKEN = 'fuzz-admin-token';

/** Values no field expects. */
const HOSTILE: readonly unknown[] = [
  'a\u0000b',
  2147483648,
  -1,
  1e308,
  '99999999999999999999',
  'x'.repeat(10_000),
  true,
  [],
  {},
  null,
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '',
  '   ',
  0,
  1.5,
  -2147483649,
  'NaN',
  '\u202Eevil',
  '%s%n%x',
  '🦄'.repeat(100),
  "' OR 1=1 --",
];

/** As a computed key, an own property named `__proto__` (a literal key would set the prototype). */
const PROTO = '__proto__';

/** Path segments no route expects. */
const HOSTILE_SEGMENTS = [
  '%00',
  '2147483648',
  '-1',
  '99999999999999999999',
  'x'.repeat(2_000),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%A6%84',
];

/** Whole bodies no route expects, as raw text with their content type. */
const HOSTILE_BODIES: readonly { text: string; type: string }[] = [
  { text: '{"a":', type: 'application/json' },
  { text: 'hello', type: 'text/plain' },
  { text: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json' },
  { text: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, type: 'application/json' },
  {
    text: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    type: 'application/json',
  },
  { text: '[]', type: 'application/json' },
  { text: '"just a string"', type: 'application/json' },
  { text: '\u0000', type: 'application/json' },
];

/** The field names of a zod object schema, or none. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** A path of `row` with every parameter set to `segment`. */
function pathWith(row: AnyEndpoint, segment: string): string {
  return row.path.replace(/:[A-Za-z_]+/g, segment);
}

/** A path of `row` with plausible parameters, so its query and body are what is tested. */
function plainPath(row: AnyEndpoint): string {
  return row.path.replace(/:[A-Za-z_]+/g, '1');
}

describe('hostile input on every row of the endpoint table', () => {
  let database: OpenDatabase;
  let app: ReturnType<typeof createApiApp>;
  let customerCookie = '';

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
    app = createApiApp({ db: database.db, adminToken: ADMIN_TOKEN, log: () => {} });
    const registered = await app.request(auth.register.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Fuzz',
        last_name: 'Tester',
        phone: '9123456780',
        email: 'fuzz@example.com',
        password: 'Fuzz@12345',
      }),
    });
    expect(registered.status).toBe(200);
    customerCookie = registered.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  });

  afterAll(async () => {
    await database?.close();
  });

  function headersFor(row: AnyEndpoint, type?: string): Record<string, string> {
    const headers: Record<string, string> = {};
    if (type) headers['content-type'] = type;
    if (row.access === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
    // logging out would end the session the other customer rows are called with
    if (row.access === 'customer' && row !== auth.logout) headers.cookie = customerCookie;
    return headers;
  }

  it('answers no 5xx to any of them', async () => {
    const serverErrors: string[] = [];
    let cases = 0;
    const send = async (row: AnyEndpoint, path: string, body?: { text: string; type: string }) => {
      cases += 1;
      const init: RequestInit = { method: row.method, headers: headersFor(row, body?.type) };
      if (body && row.method !== 'GET') init.body = body.text;
      const answer = await app.request(path, init);
      if (answer.status >= 500) {
        serverErrors.push(
          `${row.method} ${path.slice(0, 120)} ${body ? body.text.slice(0, 60) : ''} → ${answer.status}`,
        );
      }
    };

    for (const { row } of allEndpoints) {
      const schemas = (await row.schemas()) as { query?: z.ZodType; body?: z.ZodType };
      // path parameters
      if (row.path.includes(':')) {
        for (const segment of HOSTILE_SEGMENTS) await send(row, pathWith(row, segment));
      }
      // query values, each hostile value in every field at once, then in one field at a time
      const queryFields = fieldsOf(schemas.query);
      for (const value of HOSTILE) {
        if (queryFields.length === 0) break;
        const query = new URLSearchParams();
        for (const field of queryFields) query.set(field, String(value));
        query.set('__proto__', 'x');
        await send(row, `${plainPath(row)}?${query}`);
        for (const field of queryFields) {
          await send(row, `${plainPath(row)}?${new URLSearchParams({ [field]: String(value) })}`);
        }
      }
      if (row.method === 'GET' || row.file) continue;
      // whole bodies, then each hostile value in every field of the body
      for (const body of HOSTILE_BODIES) await send(row, plainPath(row), body);
      const bodyFields = fieldsOf(schemas.body);
      for (const value of HOSTILE) {
        const body = Object.fromEntries(bodyFields.map((field) => [field, value]));
        await send(row, plainPath(row), { text: JSON.stringify(body), type: 'application/json' });
        // and one field at a time, the others left out: as it is, inside an object, in a list
        for (const field of bodyFields) {
          for (const shaped of [value, { [field]: value, [PROTO]: value }, [value, value]]) {
            await send(row, plainPath(row), {
              text: JSON.stringify({ [field]: shaped }),
              type: 'application/json',
            });
          }
        }
      }
    }
    console.log(`${cases} hostile cases, ${serverErrors.length} answered 5xx`);
    expect(serverErrors, `${serverErrors.length} of ${cases} cases answered 5xx`).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(10_000);
  }, 480_000);
});
