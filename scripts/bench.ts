import '../runtime/server/production-env.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { createReferenceApi } from '../examples/api/index.ts';
import { resolveTemplate } from '../runtime/render/resolve-template.ts';
import { embeddedBackend } from '../runtime/server/api-backend.ts';
import { validateSectionOnServer } from '../runtime/server/section-validator.server.ts';
import { createStorefrontApp } from '../runtime/server/storefront-app.ts';
import { registry } from '../runtime/storefront/registry.ts';
import { normalizeTemplate } from '../schemas/normalize-template.ts';
import { benchApi } from './bench-api.ts';
import { runLighthouse } from './lighthouse.ts';
import { report } from './report.ts';

/**
 * `npm run bench`: the performance figures of DESIGN §6, measured, not asserted.
 * Builds first when there is no build.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const CLIENT_DIR = `${BUILD_DIR}/client`;
/** `npm run bench -- --chunks` lists every initial chunk of each page with its gzip size. */
const showChunks = process.argv.includes('--chunks');
/** `npm run bench -- --js` measures only the initial JavaScript (no SSR timing, no API load). */
const onlyJs = process.argv.includes('--js');

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
    report('SSR of the demo home page (in-process)', `${ssr.toFixed(1)} ms`, '< 30 ms', ssr < 30);
  }

  // 3. Initial JavaScript per page: home, shop-all and a category page
  const initialJs = async (path: string): Promise<{ kb: number; chunks: number }> => {
    const page = await (await app.fetch(new Request(`http://localhost${path}`))).text();
    const scripts = new Set<string>();
    for (const match of page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
      if (match[1]) scripts.add(match[1]);
    let gzipBytes = 0;
    const sizes: [string, number][] = [];
    for (const script of scripts) {
      const size = gzipSync(readFileSync(join(CLIENT_DIR, script))).length;
      sizes.push([script, size]);
      gzipBytes += size;
    }
    if (showChunks)
      for (const [script, size] of sizes.sort((a, b) => b[1] - a[1]))
        console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${script}`);
    return { kb: gzipBytes / 1024, chunks: scripts.size };
  };
  for (const [name, path] of [
    ['Home', '/'],
    ['Shop-all', '/shop-online'],
    ['Category page', '/product-category/jackets'],
    ['Product page', '/product/northwind-classic-fleece'],
  ] as const) {
    const { kb, chunks } = await initialJs(path);
    report(
      `${name} initial JS, gzip (${chunks} chunks)`,
      `${kb.toFixed(1)} KB`,
      '≤ 150 KB',
      kb <= 150,
    );
  }

  await api.close();
  if (onlyJs) return;

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

  // 5. Lighthouse (mobile, default throttling) on home, a product and shop-all, against the built
  //    server in its own process (scripts/lighthouse.ts; `npm run lighthouse` runs it alone).
  await runLighthouse();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
