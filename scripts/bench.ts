import '../runtime/server/production-env.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { ServerBuild } from 'react-router';
import { createReferenceApi } from '../examples/api/index.ts';
import { resolveTemplate } from '../runtime/render/resolve-template.ts';
import { embeddedBackend } from '../runtime/server/api-backend.ts';
import { validateSectionOnServer } from '../runtime/server/section-validator.server.ts';
import { createStorefrontApp } from '../runtime/server/storefront-app.ts';
import { registry } from '../runtime/storefront/registry.ts';
import { normalizeTemplate } from '../schemas/normalize-template.ts';
import { measurePage } from '../tests/budgets/measure.ts';
import { FRAMEWORK, PAGE_BUDGETS } from '../tests/budgets/page-budgets.ts';
import { preparePage } from '../tests/budgets/prepare.ts';
import { benchApi } from './bench-api.ts';
import { FLAT_GROWTH, memoryFlat, soak } from './bench-soak.ts';
import { benchSsr, printSsr } from './bench-ssr.ts';
import { ensureChromium } from './find-browser.ts';
import { freePort, runLighthouse, startStorefront } from './lighthouse.ts';
import { measured, report } from './report.ts';

/**
 * `npm run bench`: the performance figures of DESIGN §6, measured, not asserted.
 * Builds first when there is no build.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
// the in-process server logs like the ones the bench starts (startStorefront): a JSON line per
// request would cost each render its write and bury the report
process.env.LOG_LEVEL ??= 'warn';
const CLIENT_DIR = `${BUILD_DIR}/client`;
/** `npm run bench -- --chunks` lists every script each page fetched, with its gzip size. */
const showChunks = process.argv.includes('--chunks');
/** `npm run bench -- --js` measures only the pages' script (no SSR timing, no API load). */
const onlyJs = process.argv.includes('--js');
/** `npm run bench -- --ssr` measures only the server's throughput under load. */
const onlySsr = process.argv.includes('--ssr');
/** `npm run bench -- --soak` runs only the 60 s SSR soak. */
const onlySoak = process.argv.includes('--soak');

async function ssrUnderLoad(): Promise<void> {
  console.log(
    '\nPages under load (built server, autocannon, 10 connections, 10 s each; API calls from Server-Timing)\n',
  );
  const [load1, load5] = (await import('node:os')).loadavg();
  console.log(
    `machine: ${(await import('node:os')).cpus().length} cores, load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min)\n`,
  );
  printSsr(await benchSsr());
}

/** 60 s of pages from a bounded client: no error, and memory that stops growing (issue 18). */
async function ssrSoak(): Promise<void> {
  console.log(
    '\nSSR soak (built server, embedded API, 10 connections over 12 kinds of page, 60 s)\n',
  );
  const figures = await soak();
  measured('Pages served', `${figures.requests}`);
  report('Errors (non-2xx, resets, timeouts)', `${figures.errors}`, '0', figures.errors === 0);
  const growth = figures.earlyMb > 0 ? figures.lateMb / figures.earlyMb - 1 : 0;
  report(
    'Memory held after a full GC, last third against first (after 10 s)',
    `${figures.earlyMb.toFixed(0)} → ${figures.lateMb.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
    `≤ +${FLAT_GROWTH * 100} %`,
    memoryFlat(figures),
  );
  measured('Memory samples every 2 s, held / resident (MB)', '');
  console.log(
    `    ${figures.samples.map(({ heldMb, rssMb }) => `${heldMb.toFixed(0)}/${rssMb.toFixed(0)}`).join(' ')}`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function time(runs: number, fn: () => unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function template200(): unknown {
  const presets = registry
    .manifest()
    .flatMap((entry) => entry.presets.map((preset) => ({ key: entry.key, props: preset.props })));
  return {
    schema_version: 1,
    page_type: 'page',
    page: { id: 1, slug: 'bench', title: 'Bench' },
    template: { id: 'default', header: [], footer: [] },
    component_data: Array.from({ length: 200 }, (_, i) => {
      const preset = presets[i % presets.length];
      return { key: preset?.key, id: `s-${i}`, props: structuredClone(preset?.props) };
    }),
  };
}

async function main(): Promise<void> {
  if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  if (onlySsr) return ssrUnderLoad();
  if (onlySoak) return ssrSoak();
  console.log('Storefront bench (median of 50 runs after warm-up)\n');

  // 1. Validation of a 200-section template on the server
  const raw = template200();
  const validate = () =>
    resolveTemplate(normalizeTemplate(structuredClone(raw)), {
      registry,
      validate: validateSectionOnServer,
    });
  if (!onlyJs) {
    await time(10, validate);
    const validation = await time(50, validate);
    report(
      'Server validation of a 200-section template',
      `${validation.toFixed(2)} ms`,
      '< 2 ms',
      validation < 2,
    );
  }

  // 2. SSR of the demo home page, in-process with the embedded API
  const api = await createReferenceApi({ dataDir: 'memory://' });
  const build = (await import(
    pathToFileURL(resolve(`${BUILD_DIR}/server/index.js`)).href
  )) as ServerBuild;
  const app = createStorefrontApp({
    build,
    backend: embeddedBackend(api.app),
    config: { editorOrigins: [] },
    clientDir: CLIENT_DIR,
  });
  const renderHome = async () => {
    const response = await app.fetch(new Request('http://localhost/'));
    return response.text();
  };
  if (!onlyJs) {
    await time(10, renderHome);
    const ssr = await time(50, renderHome);
    report('SSR of the demo home page (in-process)', `${ssr.toFixed(1)} ms`, '< 10 ms', ssr < 10);
  }

  await api.close();

  // 3. Script per page: what a first visit fetches until the network is idle, in a real browser
  //    against the built server (the page budgets of tests/budgets, enforced by the e2e suite)
  console.log('\nScript a first visit fetches until the network is idle (gzip)\n');
  const storefront = await startStorefront(await freePort());
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const budget of PAGE_BUDGETS) {
      const context = await browser.newContext({ baseURL: storefront.origin });
      const page = await context.newPage();
      await preparePage(page, budget.setup);
      const measured = await measurePage(page, budget.path);
      await context.close();
      if (budget === PAGE_BUDGETS[0]) {
        report(
          'Framework chunk (react, react-router, tanstack query)',
          `${measured.frameworkKb.toFixed(1)} KB`,
          `≤ ${FRAMEWORK.maxKb} KB`,
          measured.frameworkKb <= FRAMEWORK.maxKb,
        );
      }
      const target = budget.targetKb ? ` (goal ${budget.targetKb} KB)` : '';
      report(
        `${budget.name}: beyond the framework (${measured.scripts.length} scripts)`,
        `${measured.beyondKb.toFixed(1)} KB`,
        `≤ ${budget.maxKb} KB${target}`,
        measured.beyondKb <= budget.maxKb && measured.forbidden.length === 0,
      );
      if (showChunks)
        for (const { file, kb } of measured.scripts)
          console.log(`    ${kb.toFixed(1).padStart(6)} KB  ${file}`);
    }
  } finally {
    await browser.close();
    await storefront.stop();
  }
  if (onlyJs) return;

  await ssrUnderLoad();
  await ssrSoak();

  // 4. The reference API under load: its own process on one core, a fresh in-memory database,
  //    autocannon over loopback, 10 connections, 10 s per endpoint (no target: measured).
  console.log('\nReference API under load (one core, loopback, 10 connections, 10 s each)\n');
  for (const figure of await benchApi()) {
    const rate = `${figure.requestsPerSecond.toFixed(0)} req/s`.padStart(12);
    const cpu =
      figure.requestsPerCpuSecond === null
        ? ''
        : `   (${figure.requestsPerCpuSecond.toFixed(0)} per CPU-second)`;
    const failures = figure.failures > 0 ? `   ${figure.failures} failed` : '';
    console.log(`• ${figure.name.padEnd(52)} ${rate}   p99 ${figure.p99Ms} ms${cpu}${failures}`);
  }

  // 5. Lighthouse (mobile, default throttling) on home, a product, shop-all, cart and checkout, against the built
  //    server in its own process (scripts/lighthouse.ts; `npm run lighthouse` runs it alone).
  await runLighthouse();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
