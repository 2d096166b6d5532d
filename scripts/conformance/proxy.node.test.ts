import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Served } from '../../examples/api/testing/http.ts';
import { startShop, type TestShop } from '../../examples/api/testing/shop.ts';
import { type OpenApiDocument, openApiDocument } from '../../schemas/api/openapi/document.ts';
import { HELD_BACK_MESSAGE, startValidatingProxy, type ValidatingProxy } from './proxy.ts';

// The journeys' validating proxy (docs/api.md, "Shopper journeys") without a browser: calls go
// through it to the reference API, and what breaks the document, on either side, is recorded
// against the operation with its JSON path; a read-only proxy keeps writes from the API.

let document: OpenApiDocument;
let shop: TestShop;
/** The reference API behind a recorder of the writes that reach it, and one broken route. */
let api: Served;
const writes: string[] = [];

beforeAll(async () => {
  document = await openApiDocument();
  shop = await startShop();
  const front = new Hono();
  front.use('*', async (c, next) => {
    if (c.req.method !== 'GET') writes.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  // the tag list with a tag's name as a number: not the contract's answer
  front.get('/api/tag/all', (c) =>
    c.json({
      status: 'success',
      message: '',
      data: { tags: [{ id: 1, name: 7, slug: 'seven', product_count: 1 }] },
    }),
  );
  front.all('*', (c) => fetch(shop.url + c.req.path + new URL(c.req.url).search, c.req.raw));
  api = await listen(front);
});

afterAll(async () => {
  await api?.close();
  await shop?.close();
});

const call = (proxy: ValidatingProxy, path: string, init: RequestInit = {}) =>
  fetch(proxy.url + path, init).then(async (answer) => ({
    status: answer.status,
    body: (await answer.json()) as { message?: string },
  }));

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the validating proxy', () => {
  let proxy: ValidatingProxy;

  beforeAll(async () => {
    proxy = await startValidatingProxy({ target: api.url, document, allowWrites: true });
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it('forwards calls and their answers, and finds nothing wrong with good ones', async () => {
    const product = await call(proxy, '/api/product/single-product/merino-neck-gaiter');
    expect(product.status).toBe(200);
    const added = await call(
      proxy,
      '/api/cart/add-item',
      json('POST', { product_id: 63, quantity: 1 }),
    );
    expect(added.status).toBe(200);
    const rows = proxy.rows();
    expect(rows.map((row) => [row.operationId, row.statuses, row.violations])).toEqual([
      ['cart.addItem', '200', []],
      ['catalogue.singleProduct', '200', []],
    ]);
  });

  it('names the operation and JSON path of an answer of the wrong shape', async () => {
    await call(proxy, '/api/tag/all');
    const row = proxy.rows().find((r) => r.operationId === 'catalogue.tags');
    expect(row?.route).toBe('GET /api/tag/all');
    expect(row?.violations).toContain('response 200 $.data.tags[0].name: must be string');
  });

  it('names what is wrong with a request the caller sent, whatever the API answered', async () => {
    await call(
      proxy,
      '/api/cart/add-item',
      json('POST', { product_id: 'sixty-three', quantity: 1 }),
    );
    const row = proxy.rows().find((r) => r.operationId === 'cart.addItem');
    expect(row?.violations).toContainEqual(
      expect.stringMatching(/^request body \$\.product_id: must be integer/),
    );
    // the API refused it with its documented 422: that answer breaks nothing
    expect(row?.statuses).toBe('200 422');
  });

  it('reports a call to a path the document does not have', async () => {
    await fetch(`${proxy.url}/api/cart/everything`);
    const row = proxy.rows().find((r) => r.operationId === '(none)');
    expect(row?.route).toBe('GET /api/cart/everything');
    expect(row?.violations[0]).toMatch(/no operation of the document/);
  });
});

describe('a read-only validating proxy', () => {
  let proxy: ValidatingProxy;

  beforeAll(async () => {
    proxy = await startValidatingProxy({ target: api.url, document });
    writes.length = 0;
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it('holds writes back and forwards reads, POSTs that only read included', async () => {
    const held = await call(
      proxy,
      '/api/cart/add-item',
      json('POST', { product_id: 63, quantity: 1 }),
    );
    expect(held).toEqual({
      status: 403,
      body: expect.objectContaining({ message: HELD_BACK_MESSAGE }),
    });
    const grid = await call(proxy, '/api/product/product-grid', json('POST', {}));
    expect(grid.status).toBe(200);
    expect(writes).toEqual(['POST /api/product/product-grid']);
    const rows = proxy.rows();
    expect(rows.find((r) => r.operationId === 'cart.addItem')).toMatchObject({
      calls: 1,
      heldBack: 1,
      violations: [],
    });
  });
});
