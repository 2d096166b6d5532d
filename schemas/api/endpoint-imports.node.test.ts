import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Browser code names rows through one domain's module (`import * as cart from
// 'schemas/api/endpoints/cart.ts'`), so a page's bundle keeps only the rows it uses; the gathering
// module `schemas/api/endpoints.ts` holds every row and is for the server and tests (decision 0013).

const ROOT = resolve(import.meta.dirname, '../..');
const GATHERING = resolve(ROOT, 'schemas/api/endpoints.ts');
const BROWSER_ROOMS = ['runtime', 'sections', 'themes', 'editor-bridge', 'registry'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    const isTest = /\.(test|test-d|stories)\.tsx?$/.test(name) || /fixtures|test-kit/.test(name);
    return /\.tsx?$/.test(name) && !isTest ? [path] : [];
  });
}

describe('endpoint rows in browser code', () => {
  it('are imported by domain, never through the module that gathers every row', () => {
    const whole: string[] = [];
    for (const room of BROWSER_ROOMS) {
      for (const file of sources(resolve(ROOT, room))) {
        if (file.startsWith(resolve(ROOT, 'runtime/server'))) continue; // the Node server
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
          const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
          if (target === GATHERING) whole.push(relative(ROOT, file));
        }
      }
    }
    expect(whole).toEqual([]);
  });
});
