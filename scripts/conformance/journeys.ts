import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { type OpenApiDocument, openApiDocument } from '../../schemas/api/openapi/document.ts';
import { findChromium } from '../find-browser.ts';
import { type ProxyRow, startValidatingProxy } from './proxy.ts';
import { textTable, violationLines } from './report-text.ts';

// The third part of the conformance kit (docs/api.md, "Shopper journeys"): the storefront's own
// server in proxy mode (API_URL) in front of a validating proxy in front of the API under test,
// and a browser going through the shopper's main journeys. Every call the storefront makes, from
// the server while rendering or from the browser, is checked against the document.

export interface JourneyOptions {
  /** The API under test (its origin). */
  url: string;
  /** The contract to hold it to. @default the one generated from this repository's table */
  document?: OpenApiDocument;
  /** Run the journeys that write: cart, sign-in, account, checkout. @default false (browse only) */
  allowWrites?: boolean;
  /** The test customer for sign-in, account and checkout (a saved shipping address). */
  customer?: { email: string; password: string };
  /** Port of the storefront server the browser visits. @default a free one */
  storefrontPort?: number;
  /** A browser to drive; without one, Chromium (CHROME_PATH or the system's) is launched. */
  browser?: Browser;
  /** How long one step may wait (a page, a button, an answer). @default 15_000 ms */
  stepTimeoutMs?: number;
  /** Progress lines. @default nothing */
  log?: (line: string) => void;
}

/** What one journey did: every step done, or the step it stopped at. */
export interface JourneyResult {
  name: string;
  /** `skipped`: it writes and the run is read-only, or it needs a test customer. */
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  reason?: string;
  steps: string[];
  ms: number;
}

export interface JourneyReport {
  journeys: JourneyResult[];
  /** The operations the storefront called, with what broke the document. */
  operations: ProxyRow[];
  violations: number;
  /** Writes a read-only run held back at the proxy (never sent). */
  heldBack: number;
  ms: number;
}

/** The storefront's built server (`npm run build`), started in proxy mode. */
const SERVER_ENTRY = 'runtime/server/main.ts';
const BUILD_MARKER = 'build/server/index.js';

/** Runs the journeys against `options.url` through the validating proxy. */
export async function runJourneys(options: JourneyOptions): Promise<JourneyReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!existsSync(BUILD_MARKER)) {
    throw new Error(`The journeys need the built storefront (${BUILD_MARKER}): run npm run build`);
  }
  const document = options.document ?? (await openApiDocument());
  const proxy = await startValidatingProxy({
    target: options.url,
    document,
    allowWrites: options.allowWrites === true,
  });
  let storefront: Storefront | undefined;
  let browser = options.browser;
  const ownBrowser = browser === undefined;
  try {
    storefront = await startStorefront(proxy.url, options.storefrontPort ?? (await freePort()));
    log(`storefront on ${storefront.url}, API calls through ${proxy.url} to ${options.url}`);
    if (browser === undefined) {
      const executablePath = findChromium();
      if (executablePath === null) {
        throw new Error('No Chromium found: set CHROME_PATH to a Chromium binary');
      }
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    }
    const journeys = await driveJourneys(browser, storefront.url, options, log);
    const operations = proxy.rows();
    return {
      journeys,
      operations,
      violations: operations.reduce((sum, row) => sum + row.violations.length, 0),
      heldBack: operations.reduce((sum, row) => sum + row.heldBack, 0),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    if (ownBrowser) await browser?.close();
    await storefront?.stop();
    await proxy.close();
  }
}

// Headless Chromium in a container with no outside network (as playwright.config.ts).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Storefront {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built storefront with `API_URL` at the proxy and waits until it listens. */
async function startStorefront(apiUrl: string, port: number): Promise<Storefront> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), API_URL: apiUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(
      () => failed(new Error(`the storefront did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront ready at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`the storefront exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One journey: steps a shopper takes, each named with `step` before it is taken. */
type Journey = (shopper: Shopper) => Promise<void>;

interface Shopper {
  page: Page;
  step(name: string): void;
  timeout: number;
  /** A product found while browsing (its path), for the journeys after it. */
  product?: string;
}

async function driveJourneys(
  browser: Browser,
  baseURL: string,
  options: JourneyOptions,
  log: (line: string) => void,
): Promise<JourneyResult[]> {
  const writes = options.allowWrites === true;
  const timeout = options.stepTimeoutMs ?? 15_000;
  const results: JourneyResult[] = [];
  const contexts: BrowserContext[] = [];

  const session = async (): Promise<Shopper> => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    // a decided cookie choice, so the consent banner stays out of the shopper's way
    const choice = { state: { preferences: [{ id: 'necessary', accepted: true }] }, version: 1 };
    await context.addCookies([
      {
        name: 'sf_cookie_consent',
        value: encodeURIComponent(JSON.stringify(choice)),
        url: baseURL,
      },
    ]);
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    return { page, step: () => {}, timeout };
  };

  const run = async (name: string, shopper: Shopper, journey: Journey, skip?: string) => {
    if (skip !== undefined) {
      results.push({ name, outcome: 'skipped', reason: skip, steps: [], ms: 0 });
      log(`- ${name}: skipped (${skip})`);
      return false;
    }
    const steps: string[] = [];
    const began = performance.now();
    shopper.step = (step) => steps.push(step);
    try {
      await journey(shopper);
      const ms = Math.round(performance.now() - began);
      results.push({ name, outcome: 'passed', steps, ms });
      log(`✔ ${name} (${steps.length} steps, ${ms} ms)`);
      return true;
    } catch (error) {
      const ms = Math.round(performance.now() - began);
      const reason = `at "${steps.at(-1) ?? 'start'}": ${firstLine(error)}`;
      results.push({ name, outcome: 'failed', reason, steps, ms });
      log(`✖ ${name}: ${reason}`);
      return false;
    }
  };

  try {
    const guest = await session();
    await run('browse', guest, browse);
    const readOnly = writes ? undefined : 'writes: pass --allow-writes';
    const noProduct = guest.product === undefined ? 'browse found no product' : undefined;
    await run('cart', guest, cart, readOnly ?? noProduct);

    const customer = await session();
    if (guest.product !== undefined) customer.product = guest.product;
    const noCustomer =
      options.customer === undefined
        ? 'needs a test customer: --customer-email, --customer-password'
        : undefined;
    const signedIn = await run(
      'sign-in',
      customer,
      (shopper) => signIn(shopper, options.customer ?? { email: '', password: '' }),
      readOnly ?? noCustomer,
    );
    const notSignedIn = signedIn ? undefined : 'sign-in did not pass';
    await run('account', customer, account, readOnly ?? noCustomer ?? notSignedIn);
    await run('checkout', customer, checkout, readOnly ?? noCustomer ?? notSignedIn ?? noProduct);
  } finally {
    for (const context of contexts) await context.close();
  }
  return results;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry a call log after the first lines
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 2)
    .join(' ')
    .trim();
}

// ——— the journeys ———————————————————————————————————————————————————————————————————————————

/** Home, a category, a product, search results and the blog, as a guest. */
const browse: Journey = async (shopper) => {
  const { page, step } = shopper;
  step('open the home page');
  await visit(page, '/');
  await page.getByRole('banner').waitFor();

  step('open a category from the home page');
  const category = await firstHref(page, 'a[href*="/product-category/"], a[href*="/shop-online"]');
  if (category !== null) {
    await visit(page, category);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  step('open a product');
  const product = await firstHref(page, 'main a[href*="/product/"]');
  if (product === null) throw new Error('no link to a product on the home or category page');
  await visit(page, product);
  const name = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  shopper.product = new URL(product, page.url()).pathname;

  step('search for the product by its first word');
  const word = name.split(/\s+/).find((part) => /^[\p{L}\d]{3,}$/u.test(part)) ?? 'a';
  await visit(page, `/search?q=${encodeURIComponent(word)}`);
  await page.getByRole('heading', { level: 1, name: /search results/i }).waitFor();

  step('open the blog');
  await visit(page, '/blogs');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

/** Adds the browsed product to the cart, then changes its quantity on the cart page. */
const cart: Journey = async (shopper) => {
  const { page, step } = shopper;
  step('add the product to the cart');
  await addToCart(shopper);

  step('open the cart');
  await visit(page, '/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await lines.first().waitFor();

  step('change the quantity of the first line to 2');
  const quantity = lines.first().getByRole('textbox', { name: 'Quantity', exact: true });
  await hydrated(quantity);
  await quantity.fill('2');
  const answered = page.waitForResponse((answer) => answer.url().includes('/api/cart/update-qty'));
  await quantity.press('Enter');
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`changing the quantity answered ${answer.status()}`);
  await page.getByRole('region', { name: 'Order summary' }).waitFor();
};

/** Logs in with e-mail and password from the header's login dialog. */
async function signIn(shopper: Shopper, customer: { email: string; password: string }) {
  const { page, step } = shopper;
  step('open the login dialog from the header');
  await visit(page, '/');
  const icon = page.getByRole('banner').getByRole('link', { name: 'Account' });
  await hydrated(icon);
  await icon.click();
  const dialog = page.getByRole('dialog', { name: 'Login', exact: true });
  await dialog.waitFor();

  step('log in with e-mail and password');
  const byEmail = dialog.getByRole('button', { name: 'Login with Email', exact: true });
  if ((await byEmail.count()) > 0) await byEmail.click();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  step('open the account');
  await visit(page, '/account');
  await page.waitForURL(/\/account/);
}

/** The account's pages: profile, orders, addresses, wishlist. */
const account: Journey = async (shopper) => {
  const { page, step } = shopper;
  for (const path of [
    '/account/profile',
    '/account/orders',
    '/account/addresses',
    '/account/wishlist',
  ]) {
    step(`open ${path}`);
    await visit(page, path);
    if (!new URL(page.url()).pathname.startsWith(path)) {
      throw new Error(`${path} sent the customer to ${page.url()}`);
    }
    await page.getByRole('heading').first().waitFor();
  }
};

/** As the customer: the product into the cart, the saved address, first methods, the order. */
const checkout: Journey = async (shopper) => {
  const { page, step } = shopper;
  step('add the product to the cart');
  await addToCart(shopper);

  step('go from the cart to the address step');
  await visit(page, '/cart');
  await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first().waitFor();
  const go = page
    .getByRole('link', { name: /checkout/i })
    .or(page.getByRole('button', { name: /checkout/i }));
  await hydrated(go.first());
  await go.first().click();
  await page.waitForURL(/\/checkout\/address$/);

  step('continue to payment with the saved address');
  const next = page.getByRole('button', { name: 'Continue to Payment' });
  await hydrated(next);
  await next.click();
  await page.waitForURL(/\/checkout\/payment$/);

  step('choose a shipping method');
  const place = page.getByRole('button', { name: /^place order$/i });
  await hydrated(place);
  await chooseMethod(page, 'Shipping Method');

  step('choose a payment method that is not a card');
  await chooseMethod(page, 'Payment Method', /cash|delivery|cod|bank|transfer/i);
  const terms = page.getByRole('checkbox', { name: /agree to the terms and conditions/i });
  if ((await terms.count()) > 0) await terms.check();

  step('place the order');
  await place.click();
  await page.waitForURL(/\/checkout-(complete|failed)\b/);
  if (page.url().includes('checkout-failed')) throw new Error('the order failed');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

// ——— steps shared by journeys ——————————————————————————————————————————————————————————————

/** Goes to `path` and fails on an error page. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  if (status >= 400) throw new Error(`${path} answered ${status}`);
}

async function firstHref(page: Page, selector: string): Promise<string | null> {
  const link = page.locator(selector).first();
  if ((await link.count()) === 0) return null;
  return link.getAttribute('href');
}

/** Waits until React owns the element: a click before hydration would be lost. */
async function hydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator
    .page()
    .waitForFunction(
      (element) =>
        element !== null && Object.keys(element).some((key) => key.startsWith('__react')),
      await locator.elementHandle(),
    );
}

/**
 * Opens the browsed product and adds it; a product with options gets the first choice of each
 * (an option group's first enabled radio, a drop-down's first real option) when asked for one.
 */
async function addToCart(shopper: Shopper): Promise<void> {
  const { page } = shopper;
  if (shopper.product === undefined) throw new Error('no product to add');
  await visit(page, shopper.product);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  // the details' code loads when the shopper reaches for them (decision 0017)
  await add.focus();
  await hydrated(add);
  const groups = page
    .getByRole('main')
    .getByRole('radiogroup')
    .or(page.getByRole('main').getByRole('group'));
  for (const group of await groups.all()) {
    if ((await group.locator('input[type=radio]:checked').count()) > 0) continue;
    const radio = group.locator('input[type=radio]:not(:disabled)').first();
    // a swatch may hide its radio behind a picture: the click is the shopper's on the swatch
    if ((await radio.count()) > 0) await radio.check({ force: true });
  }
  for (const select of await page.getByRole('main').getByRole('combobox').all()) {
    const options = await select.locator('option:not([disabled])').all();
    const value = await options[1]?.getAttribute('value');
    if (value !== undefined && value !== null && (await select.inputValue()) === '') {
      await select.selectOption(value);
    }
  }
  const answered = page.waitForResponse(
    (answer) => answer.url().includes('/api/cart/add-item') && answer.request().method() === 'POST',
  );
  await add.click();
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`adding to the cart answered ${answer.status()}`);
}

/** Chooses a method of the payment step: the first matching `prefer`, else the first. */
async function chooseMethod(page: Page, group: string, prefer?: RegExp): Promise<void> {
  const methods = page
    .getByRole('radiogroup', { name: group })
    .or(page.getByRole('group', { name: group }))
    .getByRole('radio');
  await methods.first().waitFor();
  const preferred = prefer === undefined ? methods.first() : methods.filter({ hasText: prefer });
  const choice = (await preferred.count()) > 0 ? preferred.first() : methods.first();
  if (!(await choice.isChecked())) await choice.check();
}

/** The report as a table, one line per operation called, then each violation. */
export function formatJourneyReport(report: JourneyReport): string {
  const out: string[] = ['Journeys:'];
  for (const journey of report.journeys) {
    const mark = journey.outcome === 'passed' ? 'ok' : journey.outcome;
    out.push(
      `  ${journey.name.padEnd(9)} ${mark}${journey.outcome === 'skipped' ? '' : ` (${journey.ms} ms)`}${journey.reason === undefined ? '' : `: ${journey.reason}`}`,
    );
  }
  const header = ['operation', 'route', 'calls', 'statuses', 'violations', 'result'];
  const rows = report.operations.map((row) => [
    row.operationId,
    row.route,
    String(row.calls),
    row.statuses,
    String(row.violations.length),
    row.violations.length > 0
      ? 'FAIL'
      : row.heldBack > 0
        ? `ok, ${row.heldBack} held back (writes)`
        : 'ok',
  ]);
  out.push('', ...textTable(header, rows), ...violationLines(report.operations));
  const calls = report.operations.reduce((sum, row) => sum + row.calls, 0);
  const passed = report.journeys.filter((journey) => journey.outcome === 'passed').length;
  out.push(
    '',
    `${passed} of ${report.journeys.length} journeys passed, ${calls} calls on ${report.operations.length} operations in ${report.ms} ms: ${report.violations} violation${report.violations === 1 ? '' : 's'}${report.heldBack > 0 ? `, ${report.heldBack} writes held back (pass --allow-writes)` : ''}.`,
  );
  return out.join('\n');
}

/** Whether the run failed: a violation, or a journey that did not get through. */
export function journeysFailed(report: JourneyReport): boolean {
  return report.violations > 0 || report.journeys.some((journey) => journey.outcome === 'failed');
}
