import { beforeEach, describe, expect, it, vi } from 'vitest';

// the module keeps one definition per key for the visit: each test starts a fresh visit
let sections: typeof import('./page-sections.ts');
beforeEach(async () => {
  vi.resetModules();
  sections = await import('./page-sections.ts');
});

/** A module the browser may import, default-exporting a component. */
const MODULE = `data:text/javascript,${encodeURIComponent("export default () => 'the fixture section';")}`;

describe('the browser’s sections', () => {
  it('makes each section a page names from its file, hydrating as the page says', async () => {
    const page = sections.browserSections({ banner: { module: MODULE, hydrate: 'intent' } });
    const banner = page.resolve('banner');
    expect(banner?.key).toBe('banner');
    expect(banner?.hydrate).toBe('intent');
    const { default: component } = (await banner?.component()) ?? {};
    expect((component as (() => string) | undefined)?.()).toBe('the fixture section');
  });

  it('keeps one definition per key for the whole visit, whichever page named it first', () => {
    const first = sections.browserSections({ banner: { module: MODULE } }).resolve('banner');
    const next = sections.browserSections({ banner: { module: '/elsewhere.js' } });
    expect(next.resolve('banner')).toBe(first);
    // a page that does not name it still renders it the same (a kept section, a client render)
    expect(sections.browserSections({}).resolve('banner')).toBe(first);
  });

  it('knows no other key until the whole registry is loaded, then every key it holds', async () => {
    const page = sections.browserSections({});
    expect(page.resolve('rich-text')).toBeUndefined();
    await sections.loadEverySection();
    expect(page.resolve('rich-text')?.key).toBe('rich-text');
    expect(page.resolve('no-such-section')).toBeUndefined();
  });

  it('loads a section whose file the server could not name through the whole registry', async () => {
    const page = sections.browserSections({ 'rich-text': {} });
    const loaded = await page.resolve('rich-text')?.component();
    const { registry } = await import('../storefront/registry.ts');
    const fromRegistry = await registry.resolve('rich-text')?.component();
    expect(loaded?.default).toBe(fromRegistry?.default);
  });
});
