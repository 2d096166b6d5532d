import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../examples/api/app.ts';
import { type OpenDatabase, openDatabase } from '../../examples/api/db/open.ts';
import { listen, type Served } from '../../examples/api/testing/http.ts';
import {
  DEMO_PASSWORD,
  startShop,
  TEST_ADMIN_TOKEN,
  type TestShop,
} from '../../examples/api/testing/shop.ts';
import { seededSnapshot } from '../../examples/api/testing/snapshot.ts';
import { type OpenApiDocument, openApiDocument } from '../../schemas/api/openapi/document.ts';
import type { ConformanceExamples } from './cases.ts';
import referenceExamples from './reference-examples.json' with { type: 'json' };
import { formatReport, runConformance } from './run.ts';

// The conformance kit (docs/api.md) against the reference API: a fresh demo store passes every
// case, writes included; a route that answers the wrong shape fails it, by name; and without
// --allow-writes nothing but GETs reaches the store.

let document: OpenApiDocument;

beforeAll(async () => {
  document = await openApiDocument();
});

describe('the conformance kit against the reference API', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('finds no violation on a fresh demo store, writes, admin and customer included', async () => {
    const report = await runConformance({
      url: shop.url,
      document,
      allowWrites: true,
      adminToken: TEST_ADMIN_TOKEN,
      customer: { email: 'demo@northwind.test', password: DEMO_PASSWORD },
      examples: referenceExamples as ConformanceExamples,
    });
    const table = formatReport(report);
    console.log(table);
    expect(report.violations, table).toBe(0);
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(report.operations.filter((row) => row.cases > 0)).toHaveLength(operations.length);
    // bounded: one valid case and at most four negative ones per operation
    expect(report.results.length).toBeLessThanOrEqual(operations.length * 5);
    expect(report.results.filter((r) => r.case.kind === 'negative').length).toBeGreaterThan(150);
    // the demo store's ids let most valid calls reach a real answer, whose data is checked
    const answered = report.results.filter(
      (r) => r.case.kind === 'valid' && r.status >= 200 && r.status < 300,
    );
    expect(answered.length).toBeGreaterThan(50);
    for (const id of ['cart.addItem', 'catalogue.singleProduct', 'orders.detail', 'account.get']) {
      expect(answered.map((r) => r.case.operationId)).toContain(id);
    }
  }, 90_000);
});

describe('the conformance kit against a broken API', () => {
  let database: OpenDatabase;
  let served: Served;
  const methods: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
    const api = createApiApp({ db: database.db, adminToken: 'broken-token', log: () => {} });
    const broken = new Hono();
    broken.use('*', async (c, next) => {
      methods.push(c.req.method);
      await next();
    });
    // the cart as a list of names: not the contract's cart
    broken.get('/api/cart/get', (c) =>
      c.json({ status: 'success', message: '', data: { items: ['Tea', 'Coffee'] } }),
    );
    broken.route('/', api);
    served = await listen(broken);
  });

  afterAll(async () => {
    await served?.close();
    await database?.close();
  });

  it('fails, naming the operation that answers the wrong shape', async () => {
    const report = await runConformance({
      url: served.url,
      document,
      only: ['cart.', 'catalogue.tags'],
    });
    const failing = report.operations.filter((row) => row.violations.length > 0);
    expect(failing.map((row) => row.operationId)).toEqual(['cart.get']);
    expect(failing[0]?.violations[0]).toMatch(/body does not match the document/);
    expect(formatReport(report)).toMatch(
      /cart\.get \(GET \/api\/cart\/get\): no input: body does not match/,
    );
  });

  it('sends nothing but GETs without --allow-writes', () => {
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((method) => method !== 'GET')).toEqual([]);
  });
});
