import { spawnSync } from 'node:child_process';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../registry/index.ts';
import { storefrontTheme } from '../../scripts/theme-plugin.ts';

// The example theme built the way the shop is built: Vite with the theme plugin and THEME pointing
// at this folder. Nothing under runtime/, registry/ or sections/ knows the theme.
let vite: ViteDevServer;
beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [
      storefrontTheme({
        theme: 'examples/theme-hours',
        check: true,
        refreshBuiltinValidators: false,
      }),
    ],
  });
}, 60_000);
afterAll(() => vite?.close());

const registryOf = async () =>
  ((await vite.ssrLoadModule('/runtime/storefront/registry.ts')) as { registry: Registry })
    .registry;

const renderSection = async (key: string, props: object): Promise<string> => {
  const module = await vite.ssrLoadModule('/examples/theme-hours/testing/render-section.ts');
  return (module as typeof import('./testing/render-section.ts')).renderSection(key, props);
};

describe('the example theme, built with THEME=examples/theme-hours', () => {
  it('registers its new section and its override of a built-in, and keeps the rest', async () => {
    const registry = await registryOf();
    expect(registry.resolve('store-hours')?.title).toBe('Store hours');
    expect(registry.resolve('rich-text')?.title).toBe('Rich text (card)');
    expect(registry.has('product-grid')).toBe(true);
    expect(registry.keys().filter((key) => key === 'rich-text')).toHaveLength(1);
  });

  it('renders the new section and the overridden one', async () => {
    const hours = await renderSection('store-hours', {
      heading: 'Opening hours',
      rows: [{ days: 'Every day', hours: '9 – 5' }],
    });
    expect(hours).toContain('<th scope="row">Every day</th>');
    const card = await renderSection('rich-text', {
      html: '<p>Hello</p>',
      align: 'left',
      width: 'normal',
    });
    expect(card).toContain('data-theme-card=""');
    expect(card).toContain('<p>Hello</p>');
  });

  it('gives the editor preview a validator for the theme’s own section', async () => {
    const { sectionValidators } = (await vite.ssrLoadModule(
      'virtual:storefront/section-validators',
    )) as { sectionValidators: Record<string, ((data: unknown) => boolean) | undefined> };
    expect(sectionValidators['store-hours']?.({ rows: [{ days: 'Mon', hours: '9' }] })).toBe(true);
    expect(sectionValidators['store-hours']?.({ rows: [] })).toBe(false);
  });

  it('is known to no file under runtime/, registry/ or sections/', () => {
    // tests may name it (a fixture), the code does not
    const { stdout, status } = spawnSync(
      'git',
      [
        'grep',
        '-l',
        '-e',
        'store-hours',
        '-e',
        'theme-hours',
        '--',
        'runtime',
        'registry',
        'sections',
        ':!*.test.ts',
        ':!*.test.tsx',
        ':!*.test-d.ts',
      ],
      { encoding: 'utf8' },
    );
    expect(status, 'git grep exits 1 when nothing matches').toBe(1);
    expect(stdout).toBe('');
  });
});
