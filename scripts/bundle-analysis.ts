import '../runtime/server/production-env.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CLIENT_DIR, measurePage } from '../tests/budgets/measure.ts';
import { FRAMEWORK, PAGE_BUDGETS } from '../tests/budgets/page-budgets.ts';
import { preparePage } from '../tests/budgets/prepare.ts';
import { CHUNK_MODULE_SIZES_FILE, type ChunkModuleSizes } from './chunk-modules.ts';
import { ensureChromium } from './find-browser.ts';
import { freePort, startStorefront } from './lighthouse.ts';

/**
 * `npx tsx scripts/bundle-analysis.ts` (after `npx react-router build`): which source modules each
 * budgeted page loads before the shopper does anything, and about how much of its gzip script
 * each one is, as Markdown (docs/bundle-analysis.md is its output, summarised).
 *
 * A page's scripts are measured as the budgets measure them (tests/budgets/measure.ts). A chunk's
 * gzip size is shared out among its modules by the length of the code the bundler rendered for
 * each (scripts/chunk-modules.ts), so a module's figure is an estimate; a page's total is exact.
 * Modules every page loads are listed once, as the shell; each page then lists what it adds.
 */

/** Below this, a page's modules are summed on one line. */
const SHOWN_KB = 0.25;

interface ModuleShare {
  module: string;
  chunk: string;
  kb: number;
}

function sharesOf(file: string, chunkKb: number, sizes: ChunkModuleSizes): ModuleShare[] {
  const modules = Object.entries(sizes[file] ?? {});
  const total = modules.reduce((sum, [, length]) => sum + length, 0);
  if (total === 0) return [{ module: '(chunk glue)', chunk: file, kb: chunkKb }];
  return modules.map(([module, length]) => ({
    module,
    chunk: file,
    kb: (chunkKb * length) / total,
  }));
}

const chunkName = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');

function table(shares: ModuleShare[]): string[] {
  const sorted = [...shares].sort((a, b) => b.kb - a.kb);
  const shown = sorted.filter(({ kb }) => kb >= SHOWN_KB);
  const rest = sorted.filter(({ kb }) => kb < SHOWN_KB);
  const lines = ['| gzip KB (est.) | module | chunk |', '|---:|---|---|'];
  for (const { module, chunk, kb } of shown)
    lines.push(`| ${kb.toFixed(2)} | \`${module}\` | ${chunkName(chunk)} |`);
  if (rest.length > 0) {
    const kb = rest.reduce((sum, share) => sum + share.kb, 0);
    lines.push(`| ${kb.toFixed(2)} | ${rest.length} more modules, each < ${SHOWN_KB} KB | |`);
  }
  return lines;
}

async function main(): Promise<void> {
  const sizesFile = join(CLIENT_DIR, CHUNK_MODULE_SIZES_FILE);
  if (!existsSync(sizesFile)) {
    console.error('No client build with module sizes: run `npx react-router build` first.');
    process.exit(1);
  }
  const sizes = JSON.parse(readFileSync(sizesFile, 'utf8')) as ChunkModuleSizes;
  const storefront = await startStorefront(await freePort());
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages: { name: string; beyondKb: number; shares: ModuleShare[] }[] = [];
  try {
    for (const budget of PAGE_BUDGETS) {
      const context = await browser.newContext({ baseURL: storefront.origin });
      const page = await context.newPage();
      await preparePage(page, budget.setup);
      const measured = await measurePage(page, budget.path);
      await context.close();
      const shares = measured.scripts
        .filter(({ file }) => !file.startsWith(FRAMEWORK.chunkPrefix))
        .flatMap(({ file, kb }) => sharesOf(file, kb, sizes));
      pages.push({ name: budget.name, beyondKb: measured.beyondKb, shares });
    }
  } finally {
    await browser.close();
    await storefront.stop();
  }

  const key = ({ module, chunk }: ModuleShare) => `${chunk} ${module}`;
  const everywhere = new Set(pages[0]?.shares.map(key));
  for (const { shares } of pages) {
    const here = new Set(shares.map(key));
    for (const entry of everywhere) if (!here.has(entry)) everywhere.delete(entry);
  }
  const shell = pages[0]?.shares.filter((share) => everywhere.has(key(share))) ?? [];
  const shellKb = shell.reduce((sum, share) => sum + share.kb, 0);

  const out: string[] = [];
  out.push('| page | beyond the framework | shell | the page’s own |', '|---|---:|---:|---:|');
  for (const { name, beyondKb } of pages)
    out.push(
      `| ${name} | ${beyondKb.toFixed(2)} | ${shellKb.toFixed(1)} | ${(beyondKb - shellKb).toFixed(1)} |`,
    );
  out.push('', `### The shell: what every page loads (${shellKb.toFixed(1)} KB)`, '');
  out.push(...table(shell));
  for (const { name, beyondKb, shares } of pages) {
    const own = shares.filter((share) => !everywhere.has(key(share)));
    const ownKb = own.reduce((sum, share) => sum + share.kb, 0);
    out.push(
      '',
      `### ${name}: ${beyondKb.toFixed(1)} KB = shell + ${ownKb.toFixed(1)} KB of its own`,
      '',
    );
    out.push(...table(own));
  }
  console.log(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
