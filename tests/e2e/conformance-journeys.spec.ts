import { Hono } from 'hono';
import { createReferenceApi, type ReferenceApi } from '../../examples/api/index.ts';
import { listen, type Served } from '../../examples/api/testing/http.ts';
import { type OpenApiDocument, openApiDocument } from '../../schemas/api/openapi/document.ts';
import {
  formatJourneyReport,
  type JourneyReport,
  journeysFailed,
  runJourneys,
} from '../../scripts/conformance/journeys.ts';
import { READS_BY_POST } from '../../scripts/conformance/proxy.ts';
import { DEMO_CUSTOMER } from './pages/login-dialog.ts';
import { expect, responseError, test } from './support/fixtures.ts';

// The conformance kit's shopper journeys (issue 24, docs/api.md "Shopper journeys"): the built
// storefront in proxy mode, through the validating proxy, in front of the reference API on a
// fresh in-memory demo store. Every journey passes with no violation; a copy of the API with one
// route answering the wrong shape fails, naming the operation and the JSON path; and a run
// without --allow-writes sends the API nothing that writes.

test.describe.configure({ mode: 'serial' });

let api: ReferenceApi;
let document: OpenApiDocument;
/** What the reference API logged as unexpected (the cause of a 500), for a failure's message. */
const apiErrors: string[] = [];

test.beforeAll(async () => {
  // migrating and seeding a fresh store takes a while on a busy CI machine
  test.setTimeout(90_000);
  api = await createReferenceApi({
    dataDir: 'memory://',
    log: (message, error) => apiErrors.push(`${message}: ${String(error)}`),
  });
  document = await openApiDocument();
});

test.afterAll(async () => {
  await api?.close();
});

test('every shopper journey passes through the validating proxy with no violation', async ({
  browser,
}) => {
  // 25–35 s on an idle machine; the margin is for a CI machine busy with the other specs
  test.setTimeout(240_000);
  const served = await listen(api.app);
  let report: JourneyReport;
  try {
    report = await runJourneys({
      url: served.url,
      document,
      allowWrites: true,
      customer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      browser,
      stepTimeoutMs: 30_000,
    });
  } finally {
    await served.close();
  }
  const table = `${formatJourneyReport(report)}\n${apiErrors.join('\n')}`;
  console.log(table);
  expect(report.violations, table).toBe(0);
  expect(
    report.journeys.map((journey) => [journey.name, journey.outcome]),
    table,
  ).toEqual([
    ['browse', 'passed'],
    ['cart', 'passed'],
    ['sign-in', 'passed'],
    ['account', 'passed'],
    ['checkout', 'passed'],
  ]);
  expect(journeysFailed(report)).toBe(false);
  // the journeys reach the calls a shopper's visit is made of, each checked both ways
  const called = report.operations.map((row) => row.operationId);
  for (const id of [
    'catalogue.singleProduct',
    'catalogue.searchProducts',
    'cart.addItem',
    'cart.updateQuantity',
    'auth.login',
    'account.get',
    'orders.list',
    'checkout.placeOrder',
    'checkout.complete',
  ]) {
    expect(called, table).toContain(id);
  }
  expect(report.heldBack).toBe(0);
});

test.describe('against an API with one route of the wrong shape', () => {
  let served: Served;
  /** The writes (anything but GET) that reached the API. */
  const writes: string[] = [];

  test.beforeAll(async () => {
    const broken = new Hono();
    broken.use('*', async (c, next) => {
      if (c.req.method !== 'GET') writes.push(`${c.req.method} ${c.req.path}`);
      await next();
    });
    // the real product, with its stock as a word: not the contract's product (a visitor with no
    // cart is never asked for a cart, so the browse journey reads products, not the cart)
    broken.get('/api/product/single-product/:id', async (c) => {
      const real = (await (await api.app.fetch(c.req.raw)).json()) as {
        data: { product: { channel: object } };
      };
      const { product } = real.data;
      return c.json({
        ...real,
        data: {
          ...real.data,
          product: { ...product, channel: { ...product.channel, stock: 'plenty' } },
        },
      });
    });
    broken.route('/', api.app);
    served = await listen(broken);
  });

  test.afterAll(async () => {
    await served?.close();
  });

  test('the browse journey fails, naming the operation and the JSON path', async ({
    browser,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // the visit the storefront would record is a write: the proxy holds it back with a 403
    allowConsoleErrors(
      responseError(403, '/api/base/heart-beat'),
      // the shop's own client checks the product it reads in the browser, and says so
      /^console error: \[api\] GET \/api\/product\/single-product\/[\w-]+ answered data that does not match the contract /,
    );
    const report = await runJourneys({
      url: served.url,
      document,
      browser,
      stepTimeoutMs: 30_000,
    });
    const table = formatJourneyReport(report);
    expect(journeysFailed(report), table).toBe(true);
    const failing = report.operations.filter((row) => row.violations.length > 0);
    expect(failing.map((row) => row.operationId)).toEqual(['catalogue.singleProduct']);
    expect(table).toContain(
      'catalogue.singleProduct (GET /api/product/single-product/{id}): response 200 $.data.product.channel.stock: must be integer',
    );

    // without --allow-writes only the journey that reads ran, and no write reached the API
    expect(report.journeys.filter((journey) => journey.outcome !== 'skipped')).toHaveLength(1);
    const readPaths = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods)
        .filter((operation) => READS_BY_POST.has(operation.operationId))
        .map(() => new RegExp(`^POST ${path.replace(/\{\w+\}/g, '[^/]+')}$`)),
    );
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((write) => !readPaths.some((path) => path.test(write)))).toEqual([]);
    expect(report.heldBack).toBeGreaterThan(0);
  });
});
