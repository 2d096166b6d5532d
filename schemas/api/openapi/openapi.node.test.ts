import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../../examples/api/app.ts';
import { type OpenDatabase, openDatabase } from '../../../examples/api/db/open.ts';
import { SESSION_COOKIE } from '../../../examples/api/http/session.ts';
import { listen, type Served } from '../../../examples/api/testing/http.ts';
import { allEndpoints } from '../endpoint-list.ts';
import { DEFAULT_SESSION_COOKIE, type OpenApiDocument, openApiDocument } from './document.ts';
import {
  CREATED_OR_REPEATED_ROWS,
  CREATED_ROWS,
  EXTRA_STATUSES,
  FILE_TYPES,
  MULTIPART_ROWS,
} from './statuses.ts';

// The contract as OpenAPI 3.1 (docs/api.md): a valid document, one operation per mounted route,
// and what a caller relies on said where a tool will read it.

let database: OpenDatabase;
let served: Served;
let document: OpenApiDocument;
let mounted: string[];

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (id: string) => {
  const found = operations().find(({ operation }) => operation.operationId === id);
  if (found === undefined) throw new Error(`no operation ${id}`);
  return found.operation;
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const app = createApiApp({ db: database.db, adminToken: 'openapi-test-token', log: () => {} });
  mounted = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
  served = await listen(app);
  const answer = await fetch(`${served.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  document = (await answer.json()) as OpenApiDocument;
});

afterAll(async () => {
  await served?.close();
  await database?.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // the parser dereferences what it is given: hand it a copy
    const result = await validate(
      structuredClone(document) as unknown as Parameters<typeof validate>[0],
    );
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('is checked by a validator that does refuse a broken copy', async () => {
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, { responses?: unknown }>>;
    };
    const addItem = broken.paths['/api/cart/add-item']?.post;
    if (addItem !== undefined) addItem.responses = 'none';
    const result = await validate(broken as unknown as Parameters<typeof validate>[0]);
    expect(result.valid).toBe(false);
  });

  it('has an operation for every mounted route, and every operation is mounted', () => {
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
    expect(documented).toHaveLength(allEndpoints.length);
  });

  it('names each operation after its row and tags it with its domain', () => {
    for (const { name } of allEndpoints) {
      expect(operation(name).tags, name).toEqual([name.split('.')[0]]);
    }
    expect(document.tags.map((tag) => tag.name)).toContain('cart');
    expect(operation('cart.addItem').summary).toBe('Add item');
    expect(operation('cart.addItem').description).toMatch(/^Adds units of a product/);
    // a row in a module of its own, re-exported by its domain's, keeps its words
    expect(operation('cart.get').description).toMatch(/^The shopper's cart; an empty one/);
  });

  it('says cart.addItem takes a JSON body that requires product_id and answers the cart', () => {
    const addItem = operation('cart.addItem');
    expect(addItem.requestBody?.required).toBe(true);
    const body = resolve(addItem.requestBody?.content['application/json']?.schema);
    expect(body.required).toContain('product_id');
    const envelope = resolve(
      (addItem.responses['200'] as { content: Record<string, { schema: object }> }).content[
        'application/json'
      ]?.schema,
    );
    expect(envelope.required).toEqual(expect.arrayContaining(['status', 'data']));
    const properties = envelope.properties as Record<string, { $ref?: string; const?: string }>;
    expect(properties.status?.const).toBe('success');
    expect(properties.data?.$ref).toBe('#/components/schemas/Cart');
    expect(Object.keys(addItem.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '422', '500']),
    );
  });

  it('puts path parameters in the template and query fields in parameters', () => {
    expect(document.paths['/api/blog/{slug}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'slug', in: 'path', required: true }),
    ]);
    expect(operation('orders.list').parameters).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
    ]);
  });

  it('asks the session cookie of customer rows, which answer 401 without it', () => {
    expect(document.components.securitySchemes.customerSession).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    );
    expect(DEFAULT_SESSION_COOKIE).toBe(SESSION_COOKIE);
    const wishlist = operation('wishlist.get');
    expect(wishlist.security).toEqual([{ customerSession: [] }]);
    expect(wishlist.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
    expect(operation('cart.get').security).toEqual([{}, { customerSession: [] }]);
    expect(operation('cart.get').responses['401']).toBeUndefined();
  });

  it('asks the bearer token of admin rows, which answer 401 and 403', () => {
    expect(document.components.securitySchemes.adminToken).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    const save = operation('admin.saveSettings');
    expect(save.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['401', '403', '413']));
  });

  it('describes a 422 as the error envelope with field errors', () => {
    const schema = resolve(
      resolve(document.components.responses.Error422 as object).content as object,
    );
    const json = (schema as Record<string, { schema: { required: string[] } }>)['application/json'];
    expect(json?.schema.required).toEqual(['errors']);
    expect(document.components.schemas.ErrorEnvelope?.properties).toEqual(
      expect.objectContaining({ errors: { $ref: '#/components/schemas/FieldErrors' } }),
    );
  });

  it('describes file rows by their media type, and created rows with 201', () => {
    const invoice = operation('orders.invoice');
    expect(invoice.responses['200']).toEqual(
      expect.objectContaining({ content: { 'application/pdf': expect.anything() } }),
    );
    expect(operation('address.add').responses['201']).toBeDefined();
    expect(operation('address.add').responses['200']).toBeUndefined();
    // a new order is 201, the same cart placed again answers its order with 200
    const placeOrder = operation('checkout.placeOrder').responses;
    expect(placeOrder['201']).toEqual(
      expect.objectContaining({ content: (placeOrder['200'] as { content: unknown }).content }),
    );
  });

  it('lists statuses and special rows only under names of real rows', () => {
    const names = new Set(allEndpoints.map(({ name }) => name));
    const listed = [
      ...Object.keys(EXTRA_STATUSES),
      ...CREATED_ROWS,
      ...CREATED_OR_REPEATED_ROWS,
      ...Object.keys(FILE_TYPES),
      ...Object.keys(MULTIPART_ROWS),
    ];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    const fileRows = allEndpoints.filter(({ row }) => row.file).map(({ name }) => name);
    expect(fileRows.filter((name) => !(name in FILE_TYPES))).toEqual([]);
  });

  it('is generated again in well under two seconds, the same each time', async () => {
    const started = performance.now();
    const again = await openApiDocument({ sessionCookie: SESSION_COOKIE });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.stringify(again)).toBe(JSON.stringify(document));
  });
});

/** A schema, following `$ref`s into the document's components. */
function resolve(schema: object | undefined): Record<string, unknown> {
  let current = schema as Record<string, unknown> | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 5; hops++) {
    const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref as string) ?? [];
    const group = document.components[kind as keyof OpenApiDocument['components']] as Record<
      string,
      Record<string, unknown>
    >;
    current = group?.[name ?? ''];
  }
  if (current === undefined) throw new Error('unresolved schema');
  return current;
}
