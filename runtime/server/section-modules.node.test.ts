import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtSectionModules, devSectionModules } from './section-modules.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function clientDirWith(manifest: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'section-modules-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'sections/catalogue/product-listing/ProductListing.tsx': {
    file: 'assets/ProductListing-1.js',
    src: 'sections/catalogue/product-listing/ProductListing.tsx',
    isDynamicEntry: true,
    imports: ['_ProductCard.js', '_shared.js'],
  },
  // a section of the shell: an entry re-exporting its component from the shell's chunk
  'sections/layout/header/Header.tsx': {
    file: 'assets/Header-3.js',
    src: 'sections/layout/header/Header.tsx',
    isEntry: true,
    imports: ['_shared.js'],
  },
  '_ProductCard.js': { file: 'assets/ProductCard-4.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-5.js' },
};

const section = (componentModule?: string) => (componentModule ? { componentModule } : {});
const listing = section('sections/catalogue/product-listing/ProductListing.tsx');
const header = section('sections/layout/header/Header.tsx');

describe('the section modules of a build', () => {
  it('names the file of each component the build wrote down', () => {
    const modules = builtSectionModules(clientDirWith(manifest));
    expect(modules.url(listing)).toBe('/assets/ProductListing-1.js');
    expect(modules.url(header)).toBe('/assets/Header-3.js');
  });

  it('preloads each component’s file and everything it imports, once per page', () => {
    const modules = builtSectionModules(clientDirWith(manifest));
    expect(modules.preloads([listing, header]).sort()).toEqual([
      '/assets/Header-3.js',
      '/assets/ProductCard-4.js',
      '/assets/ProductListing-1.js',
      '/assets/shared-5.js',
    ]);
  });

  it('names nothing for a component it cannot place, and nothing at all without a manifest', () => {
    const modules = builtSectionModules(clientDirWith(manifest));
    const unplaced = [section(), section('sections/gone/Gone.tsx')];
    expect(unplaced.map((definition) => modules.url(definition))).toEqual([undefined, undefined]);
    expect(modules.preloads(unplaced)).toEqual([]);
    // a module of the manifest that is not an entry cannot be imported for its default export
    expect(modules.url(section('_ProductCard.js'))).toBeUndefined();
    expect(builtSectionModules(undefined).url(listing)).toBeUndefined();
  });
});

describe('the section modules of the development server', () => {
  it('names each module where Vite serves it, and preloads nothing', () => {
    const modules = devSectionModules('/shop');
    expect(modules.url(listing)).toBe('/sections/catalogue/product-listing/ProductListing.tsx');
    expect(modules.url(section('../themes-elsewhere/Hours.tsx'))).toBe(
      '/@fs/themes-elsewhere/Hours.tsx',
    );
    expect(modules.url(section())).toBeUndefined();
    expect(modules.preloads([listing])).toEqual([]);
  });
});
