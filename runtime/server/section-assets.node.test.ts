import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSectionAssets } from './section-assets.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function clientDirWith(manifest: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'section-assets-'));
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
  // another lazy component of the same folder: not the section's entry
  'sections/catalogue/product-listing/FilterDrawer.tsx': {
    file: 'assets/FilterDrawer-2.js',
    src: 'sections/catalogue/product-listing/FilterDrawer.tsx',
    isDynamicEntry: true,
  },
  'sections/layout/header/Header.tsx': {
    file: 'assets/Header-3.js',
    src: 'sections/layout/header/Header.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  '_ProductCard.js': { file: 'assets/ProductCard-4.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-5.js' },
};

describe('section assets', () => {
  it('answers each section’s chunk and everything it imports, once per page', () => {
    const assets = loadSectionAssets(clientDirWith(manifest));
    expect(assets(['product-listing', 'header']).sort()).toEqual([
      '/assets/Header-3.js',
      '/assets/ProductCard-4.js',
      '/assets/ProductListing-1.js',
      '/assets/shared-5.js',
    ]);
  });

  it('never takes another lazy component of a section folder for the section', () => {
    const assets = loadSectionAssets(clientDirWith(manifest));
    expect(assets(['product-listing'])).not.toContain('/assets/FilterDrawer-2.js');
  });

  it('preloads a theme’s sections, and a theme’s override instead of the built-in it replaces', () => {
    const theme = (src: string, file: string) => ({ [src]: { file, src, isDynamicEntry: true } });
    const assets = loadSectionAssets(
      clientDirWith({
        ...theme('examples/theme-hours/sections/rich-text/RichText.tsx', 'assets/Card-6.js'),
        ...theme('sections/content/rich-text/RichText.tsx', 'assets/RichText-7.js'),
        ...theme('examples/theme-hours/sections/store-hours/StoreHours.tsx', 'assets/Hours-8.js'),
      }),
    );
    expect(assets(['rich-text'])).toEqual(['/assets/Card-6.js']);
    expect(assets(['store-hours'])).toEqual(['/assets/Hours-8.js']);
  });

  it('answers nothing for unknown keys, and nothing at all without a build manifest', () => {
    expect(loadSectionAssets(clientDirWith(manifest))(['no-such-section'])).toEqual([]);
    expect(loadSectionAssets(undefined)(['header'])).toEqual([]);
  });
});
