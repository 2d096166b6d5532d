import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
// Lighthouse's own dependency, the way its docs measure pages behind a cookie (a cart, a login)
import puppeteer from 'puppeteer-core';
import { expandPath } from '../schemas/api/endpoint.ts';
import { addItem } from '../schemas/api/endpoints/cart.ts';
import { singleProduct } from '../schemas/api/endpoints/catalogue.ts';
import { ensureChromium } from './find-browser.ts';
import { measured, report } from './report.ts';

/**
 * `npm run lighthouse` (and the end of `npm run bench`): the Lighthouse figures of DESIGN §6 and
 * issue 17 on home, a product, shop-all, the cart (with an item) and checkout. Starts the built storefront with the embedded API on a fresh
 * in-memory store, runs Lighthouse (mobile, default simulated throttling) on each page in turn
 * with a local headless Chromium, prints the scores against the targets and the audits that
 * hold them back, and writes the JSON reports to `reports/lighthouse/`. Measured, not asserted:
 * the exit code is 0 whatever the scores. Builds first when there is no build.
 *
 * Each page is measured `LIGHTHOUSE_RUNS` times (default 5) and the run with the median performance
 * score stands for it (its report is the one written); the performance, LCP and TBT rows show the
 * spread over the runs, CLS the worst run. Every page is a first visit (Lighthouse clears the
 * origin's storage before each run): no consent choice, so the cookie banner shows. The cart and
 * checkout are measured with a guest cart holding one product, its cookie put in the browser's
 * cookie jar (Lighthouse clears caches and storage between runs, not cookies; a `Cookie` in
 * Lighthouse's `extraHeaders` does not reach the page's navigation). Simulated throttling still
 * moves with the machine's load: the load average is printed with each page.
 * `LIGHTHOUSE_PORT` chooses the storefront's port (default: the first free one from 3190).
 * `npm run lighthouse -- --runs=1` measures once; `-- --no-save` skips writing the JSON reports.
 */
const SERVER_ENTRY = 'runtime/server/main.ts';
const BUILD_MARKER = 'build/server/index.js';
const REPORT_DIR = 'reports/lighthouse';

/** The product put in the cart for the cart and checkout pages. */
const CART_PRODUCT = 'summit-peak-head-torch-400';

/** The pages measured: name, path, and whether the visitor has a cart with an item. */
export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/', withCart: false },
  { name: 'Product', path: '/product/northwind-classic-fleece', withCart: false },
  { name: 'Shop-all', path: '/shop-online', withCart: false },
  { name: 'Cart', path: '/cart', withCart: true },
  { name: 'Checkout', path: '/checkout/address', withCart: true },
] as const;

/**
 * A guest cart holding one {@link CART_PRODUCT}, made through the storefront's API: the cookies
 * that carry it, as `name=value` pairs.
 */
async function guestCartCookies(origin: string): Promise<{ name: string; value: string }[]> {
  const product = await fetch(`${origin}${expandPath(singleProduct.path, { id: CART_PRODUCT })}`);
  if (!product.ok) throw new Error(`${CART_PRODUCT}: ${product.status}`);
  const { data } = (await product.json()) as { data: { product: { id: number } } };
  const added = await fetch(`${origin}${addItem.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: data.product.id, quantity: 1 }),
  });
  if (!added.ok) throw new Error(`add to cart: ${added.status} ${await added.text()}`);
  const cookies = added.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0] ?? '';
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim() };
  });
  if (cookies.length === 0) throw new Error('add to cart: no cart cookie came back');
  return cookies;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** DESIGN §6 minimum scores, 0–100. */
const TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
/** Issue 17: Largest Contentful Paint and Total Blocking Time of the median run. */
const LCP_TARGET_MS = 2000;
const TBT_TARGET_MS = 100;

/** Headless in a container with no outside network (DESIGN §5); nothing leaves the machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port);
  });
}

export async function freePort(): Promise<number> {
  if (process.env.LIGHTHOUSE_PORT) return Number(process.env.LIGHTHOUSE_PORT);
  for (let port = 3190; port < 3200; port++) if (await portIsFree(port)) return port;
  throw new Error('No free port in 3190–3199: set LIGHTHOUSE_PORT.');
}

export interface Storefront {
  origin: string;
  stop: () => Promise<void>;
  /** The server's process id (its workers are its children). */
  pid: number | undefined;
}

/**
 * The production server (`runtime/server/main.ts`) on `port`, answering, with a fresh store.
 * `env` adds to or overrides its environment (e.g. `EDITOR_ORIGINS`, `ADMIN_TOKEN`); `nodeArgs` go to
 * node before the server's entry (e.g. `--expose-gc`; a TypeScript `--import` works).
 */
export async function startStorefront(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<Storefront> {
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...nodeArgs, SERVER_ENTRY],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: 'memory://',
        NODE_ENV: 'production',
        ADMIN_TOKEN: 'lighthouse-admin-token',
        // a log line per request would cost the server time under load and fill `output`
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/api/storefront/all`);
      if (response.ok) return { origin, stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The storefront did not answer on ${origin}:\n${output}`);
}

/** The offending elements, URLs and sources of an audit's details, one line each. */
function offenders(details: unknown, limit = 8): string[] {
  const lines: string[] = [];
  const label = (value: unknown): string | null => {
    if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 160)}…` : value;
    if (!value || typeof value !== 'object') return null;
    const item = value as Record<string, unknown>;
    if (item.type === 'node') {
      const nodeLabel =
        typeof item.nodeLabel === 'string' ? ` “${item.nodeLabel.slice(0, 60)}”` : '';
      return `${item.selector ?? ''} ${String(item.snippet ?? '').slice(0, 160)}${nodeLabel}`.trim();
    }
    if (item.type === 'source-location')
      return `${item.url}:${Number(item.line) + 1}:${Number(item.column) + 1}`;
    if (item.type === 'url' || item.type === 'link') return String(item.value ?? item.url ?? '');
    return null;
  };
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const detail = value as { type?: string; items?: unknown[] };
    if (!Array.isArray(detail.items)) return;
    for (const item of detail.items) {
      if (!item || typeof item !== 'object') continue;
      const entry = item as Record<string, unknown>;
      if (entry.type === 'table' || entry.type === 'list' || entry.type === 'opportunity') {
        walk(entry);
        continue;
      }
      const parts: string[] = [];
      for (const key of ['node', 'url', 'source', 'description', 'directive', 'reason']) {
        const text = label(entry[key]);
        if (text) parts.push(text);
      }
      if (parts.length === 0) {
        for (const field of Object.values(entry)) {
          const text = label(field);
          if (text) {
            parts.push(text);
            break;
          }
        }
      }
      for (const key of ['timing', 'duration', 'wastedMs']) {
        const ms = entry[key];
        if (parts.length && typeof ms === 'number') {
          parts.push(`${ms.toFixed(0)} ms`);
          break;
        }
      }
      if (parts.length) lines.push(parts.join('  ·  '));
      const sub = entry.subItems as { items?: unknown[] } | undefined;
      if (sub?.items)
        for (const subItem of sub.items) {
          if (!subItem || typeof subItem !== 'object') continue;
          const fields = subItem as Record<string, unknown>;
          const text = label(fields.relatedNode) ?? label(fields.node) ?? label(fields.url);
          if (text) lines.push(`  ↳ ${text}`);
        }
    }
  };
  walk(details);
  const unique = [...new Set(lines.map((line) => line.replace(/\s*\n\s*/g, ' ')))];
  return unique.length > limit
    ? [...unique.slice(0, limit), `… and ${unique.length - limit} more`]
    : unique;
}

/** The audits of a category that lose it points (or, for performance, that Lighthouse flags). */
function failingAudits(lhr: Result, category: CategoryId): Result['audits'][string][] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null) return false;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        return false;
      if (category === 'performance')
        return audit.score < 0.9 && (ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings');
      return audit.score < 1 && (ref.weight > 0 || audit.scoreDisplayMode === 'binary');
    })
    .map(({ audit }) => audit as Result['audits'][string]);
}

export interface PageFigures {
  name: string;
  path: string;
  scores: Record<CategoryId, number | null>;
  /** The worst run's. */
  cls: number;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Lowest and highest over the runs. */
  lcpSpreadMs: [number, number] | null;
  tbtSpreadMs: [number, number] | null;
  performanceSpread: [number, number];
  /** The median run's LCP element (its selector and text or markup). */
  lcpElement: string | null;
  /** The median run's LCP phases (TTFB, load delay, load time, render delay), in ms. */
  lcpPhases: string | null;
  /** The 1-minute load average when the page's runs began and ended. */
  load: [number, number];
}

/** The LCP element of a report: selector and label, one line. */
function lcpElementOf(lhr: Result): string | null {
  const lines = offenders(lhr.audits['largest-contentful-paint-element']?.details, 1);
  return lines[0] ?? null;
}

/** The LCP phases of a report (Lighthouse 12's breakdown table), one line. */
function lcpPhasesOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ type?: string; items?: Array<{ phase?: string; timing?: number }> }> }
    | undefined;
  const table = details?.items?.find((item) => item.items?.some((row) => 'phase' in row));
  if (!table?.items) return null;
  return table.items.map((row) => `${row.phase} ${Number(row.timing ?? 0).toFixed(0)}`).join(', ');
}

/** Runs Lighthouse on the DESIGN §6 pages, one after the other, and prints the figures. */
export async function runLighthouse(
  options: { save?: boolean; runs?: number } = {},
): Promise<PageFigures[]> {
  const save = options.save ?? true;
  const runs = Math.max(1, options.runs ?? (Number(process.env.LIGHTHOUSE_RUNS) || 5));
  if (!existsSync(BUILD_MARKER)) {
    console.log('No build found; building…');
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('`npm run build` failed.');
  }
  const chromePath = ensureChromium();
  const started = performance.now();
  const storefront = await startStorefront(await freePort());
  let chrome: LaunchedChrome | undefined;
  const figures: PageFigures[] = [];
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const debuggingPort = chrome.port;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}` });
    console.log(
      `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page, against ${storefront.origin}\n`,
    );
    for (const { name, path, withCart } of LIGHTHOUSE_PAGES) {
      const url = `${storefront.origin}${path}`;
      // the browser's cookies: none but a fresh guest cart's for the cart and checkout
      await browser.deleteCookie(...(await browser.cookies()));
      const cartCookies = withCart ? await guestCartCookies(storefront.origin) : [];
      if (cartCookies.length)
        await browser.setCookie(
          ...cartCookies.map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })),
        );
      const cookieHeader = cartCookies.map(({ name, value }) => `${name}=${value}`).join('; ');
      // warm the server's caches, and check the page answers itself (no redirect, no error page)
      const warm = await fetch(url, {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
        redirect: 'manual',
      });
      await warm.text();
      if (warm.status !== 200) throw new Error(`${name} (${path}) answered ${warm.status}`);
      const loadBefore = loadavg()[0] ?? 0;
      const results: RunnerResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        if (result.lhr.runtimeError)
          console.log(
            `! ${name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
          );
        for (const warning of result.lhr.runWarnings) console.log(`! ${name}: ${warning}`);
        if (result.lhr.finalDisplayedUrl !== url)
          throw new Error(
            `${name}: Lighthouse measured ${result.lhr.finalDisplayedUrl}, not ${url}`,
          );
        results.push(result);
      }
      // The median run by performance score stands for the page (as Lighthouse advises).
      const performanceOf = (result: RunnerResult) => result.lhr.categories.performance?.score ?? 0;
      results.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = results[Math.floor((results.length - 1) / 2)] as RunnerResult;
      const lhr = result.lhr;
      const spread = (values: number[], digits = 0) =>
        runs > 1
          ? ` (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
          : '';
      const performanceSpread = spread(results.map((r) => performanceOf(r) * 100));
      const range = (values: number[]): [number, number] | null =>
        values.length ? [Math.min(...values), Math.max(...values)] : null;
      const numericOf = (id: string) =>
        results
          .map((r) => r.lhr.audits[id]?.numericValue)
          .filter((value): value is number => typeof value === 'number');
      const lcpRuns = numericOf('largest-contentful-paint');
      const tbtRuns = numericOf('total-blocking-time');
      // CLS must be 0 on every run: the worst run counts.
      const worstCls = Math.max(
        ...results.map((r) => r.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
      );

      const score = (id: CategoryId) => {
        const value = lhr.categories[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const page: PageFigures = {
        name,
        path,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        cls: worstCls,
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        lcpSpreadMs: range(lcpRuns),
        tbtSpreadMs: range(tbtRuns),
        performanceSpread: range(results.map((r) => Math.round(performanceOf(r) * 100))) ?? [0, 0],
        lcpElement: lcpElementOf(lhr),
        lcpPhases: lcpPhasesOf(lhr),
        load: [loadBefore, loadavg()[0] ?? 0],
      };
      figures.push(page);

      console.log(
        `${name} (${path}${withCart ? ', a cart with one item' : ''}), load average ${page.load[0].toFixed(2)} → ${page.load[1].toFixed(2)}`,
      );
      for (const id of CATEGORIES) {
        const value = page.scores[id];
        const title = lhr.categories[id]?.title ?? id;
        const target = TARGETS[id];
        report(
          `  ${title}`,
          value === null ? 'n/a' : `${value}${id === 'performance' ? performanceSpread : ''}`,
          target === 100 ? '100' : `≥ ${target}`,
          value !== null && value >= target,
        );
      }
      report(
        `  Cumulative Layout Shift${runs > 1 ? ' (worst run)' : ''}`,
        worstCls.toFixed(3),
        '0',
        worstCls === 0,
      );
      const msSpread = (values: number[]) => spread(values).replace(/\)$/, ' ms)');
      report(
        '  Largest Contentful Paint',
        page.lcpMs === null ? 'n/a' : `${page.lcpMs.toFixed(0)} ms${msSpread(lcpRuns)}`,
        '≤ 2000 ms',
        page.lcpMs !== null && page.lcpMs <= LCP_TARGET_MS,
      );
      report(
        '  Total Blocking Time',
        page.tbtMs === null ? 'n/a' : `${page.tbtMs.toFixed(0)} ms${msSpread(tbtRuns)}`,
        '≤ 100 ms',
        page.tbtMs !== null && page.tbtMs <= TBT_TARGET_MS,
      );
      measured('  LCP element', page.lcpElement ?? 'n/a');
      if (page.lcpPhases) measured('  LCP phases (ms)', page.lcpPhases);

      for (const id of CATEGORIES) {
        const value = page.scores[id];
        if (value !== null && value >= TARGETS[id] && !(id === 'performance' && worstCls !== 0))
          continue;
        const audits = failingAudits(lhr, id);
        if (id === 'performance' && worstCls !== 0) {
          const shifted = results.find(
            (r) => r.lhr.audits['cumulative-layout-shift']?.numericValue === worstCls,
          );
          const shifts = shifted?.lhr.audits['layout-shifts'];
          if (shifts && !audits.some((audit) => audit.id === shifts.id)) audits.push(shifts);
        }
        if (audits.length === 0) continue;
        console.log(`    ${lhr.categories[id]?.title ?? id}: what holds it back`);
        for (const audit of audits) {
          const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
          console.log(`    ✖ ${audit.id}: ${audit.title}${shown}`);
          for (const line of offenders(audit.details)) console.log(`        ${line}`);
        }
      }

      if (save) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const file = `${REPORT_DIR}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
        writeFileSync(
          file,
          typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
        );
        console.log(`    report: ${file}`);
      }
      console.log('');
    }
    await browser.disconnect();
  } finally {
    chrome?.kill();
    await storefront.stop();
  }
  console.log(summaryTable(figures));
  console.log(`Lighthouse took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return figures;
}

/** The medians as a Markdown table (page × categories, CLS, LCP, TBT, LCP element). */
export function summaryTable(figures: readonly PageFigures[]): string {
  const ms = (value: number | null, range: [number, number] | null) =>
    value === null
      ? 'n/a'
      : `${value.toFixed(0)}${range ? ` (${range[0].toFixed(0)}–${range[1].toFixed(0)})` : ''}`;
  const rows = figures.map((page) =>
    [
      page.name,
      `${page.scores.performance ?? 'n/a'} (${page.performanceSpread[0]}–${page.performanceSpread[1]})`,
      page.scores.accessibility ?? 'n/a',
      page.scores['best-practices'] ?? 'n/a',
      page.scores.seo ?? 'n/a',
      page.cls.toFixed(3),
      ms(page.lcpMs, page.lcpSpreadMs),
      ms(page.tbtMs, page.tbtSpreadMs),
      (page.lcpElement ?? 'n/a').replace(/\|/g, '\\|'),
      `${page.load[0].toFixed(1)}→${page.load[1].toFixed(1)}`,
    ].join(' | '),
  );
  return [
    '| page | perf (spread) | a11y | best pr. | SEO | CLS (worst) | LCP ms (spread) | TBT ms (spread) | LCP element | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('lighthouse/package.json') as { version: string }).version;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const runsArgument = process.argv.find((arg) => arg.startsWith('--runs='));
  runLighthouse({
    save: !process.argv.includes('--no-save'),
    ...(runsArgument ? { runs: Number(runsArgument.slice('--runs='.length)) || 1 } : {}),
  }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
