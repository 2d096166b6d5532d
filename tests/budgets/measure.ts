import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../../scripts/chunk-modules.ts';
import { FORBIDDEN_MODULES, FRAMEWORK } from './page-budgets.ts';

/** The built browser assets the server serves. */
export const CLIENT_DIR = 'build/client';

/** One script a page fetched. */
export interface FetchedScript {
  /** `assets/framework-CTfkks9x.js`. */
  file: string;
  /** Gzip KB of the built file. */
  kb: number;
}

/** What a page fetched before the shopper did anything. */
export interface PageScripts {
  scripts: FetchedScript[];
  /** Gzip KB of the framework chunk (0 when the page did not load it). */
  frameworkKb: number;
  /** Gzip KB of everything else. */
  beyondKb: number;
  /** Modules of the framework chunk that do not belong there. */
  strangersInFramework: string[];
  /** Forbidden modules the page loaded, as `name: module (chunk)`. */
  forbidden: string[];
}

let chunkModules: ChunkModules | undefined;
function modulesOf(file: string): string[] {
  chunkModules ??= JSON.parse(
    readFileSync(join(CLIENT_DIR, CHUNK_MODULES_FILE), 'utf8'),
  ) as ChunkModules;
  return chunkModules[file] ?? [];
}

const gzipKb = new Map<string, number>();
function kbOf(file: string): number {
  let kb = gzipKb.get(file);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length / 1024;
    gzipKb.set(file, kb);
  }
  return kb;
}

/**
 * Opens `path` in `page` and records every script of this site's build the page fetches until the
 * network has been idle for half a second: the HTML's scripts and module preloads, and whatever
 * they import on load, on idle or when sections near the viewport on the first screen. Sizes are
 * the gzip size of the built files (what the server sends as `.gz`).
 */
export async function measurePage(page: Page, path: string): Promise<PageScripts> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = [...files].map((file) => ({ file, kb: kbOf(file) }));
  const framework = scripts.filter(({ file }) => file.startsWith(FRAMEWORK.chunkPrefix));
  const frameworkKb = framework.reduce((sum, { kb }) => sum + kb, 0);
  const beyondKb = scripts.reduce((sum, { kb }) => sum + kb, 0) - frameworkKb;
  const strangersInFramework = framework.flatMap(({ file }) =>
    modulesOf(file).filter((module) => !FRAMEWORK.allowed.test(module)),
  );
  const forbidden = scripts.flatMap(({ file }) =>
    modulesOf(file).flatMap((module) =>
      FORBIDDEN_MODULES.filter(({ pattern }) => pattern.test(module)).map(
        ({ name }) => `${name}: ${module} (${file})`,
      ),
    ),
  );
  return {
    scripts: scripts.sort((a, b) => b.kb - a.kb),
    frameworkKb,
    beyondKb,
    strangersInFramework,
    forbidden,
  };
}
