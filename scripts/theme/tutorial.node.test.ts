import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { publisher } from '../../examples/api/testing/publishing.ts';
import { startShop, TEST_ADMIN_TOKEN, type TestShop } from '../../examples/api/testing/shop.ts';
import { expandPath } from '../../schemas/api/endpoint.ts';
import { createPage } from '../../schemas/api/endpoints/admin.ts';
import { templateBoth } from '../../schemas/api/endpoints/content.ts';
import type { SectionCheck } from '../../schemas/api/section-check.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import { storefrontTheme } from '../theme-plugin.ts';
import { loadTheme } from './load-theme.ts';

// docs/theme-developers.md, followed in a temporary theme folder: its shell steps 1–5 run as
// written (the folder renamed); steps 6–7 (a running shop, curl) run in process against the
// reference API with the theme's section check, and the page's section renders with the theme.
const folder = `tmp-tutorial-${process.pid}`;
const doc = readFileSync('docs/theme-developers.md', 'utf8');
const stepsBefore = (heading: string) =>
  [...doc.slice(0, doc.indexOf(heading)).matchAll(/```sh\n([\s\S]*?)```/g)].map(
    (match) => match[1]?.replaceAll('my-theme', folder) ?? '',
  );

let shop: TestShop | undefined;
let vite: ViteDevServer | undefined;
afterAll(async () => {
  await shop?.close();
  await vite?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the theme developers’ tutorial', () => {
  it('creates a theme, scaffolds a section, tests it, writes a page and checks it (steps 1–5)', () => {
    const steps = stepsBefore('## 6.');
    expect(steps).toHaveLength(5);
    for (const step of steps) {
      const result = spawnSync('bash', ['-e', '-c', step], {
        encoding: 'utf8',
        env: { ...process.env, VITEST: undefined, THEME: undefined },
      });
      expect(result.status, `${step}\n${result.stdout}\n${result.stderr}`).toBe(0);
    }
  }, 300_000);

  it('publishes the page and renders its new section with the theme (steps 6–7)', async () => {
    const theme = await loadTheme(join(process.cwd(), folder, 'storefront.config.ts'));
    const schemas = new Map(theme.sections.map((section) => [section.key, section.schema]));
    const validator = createSectionValidator({ sanitizeHtml: (html) => html });
    const check: SectionCheck = (key, props) => {
      const schema = schemas.get(key);
      if (!schema) return undefined;
      const result = validator.validate(schema, props);
      return result.ok ? [] : result.errors;
    };
    shop = await startShop({ sectionCheck: () => check });

    const page = readFileSync(join(folder, 'pages/opening-hours.json'), 'utf8');
    const admin = publisher(shop.url, TEST_ADMIN_TOKEN);
    const created = await admin.send('POST', createPage.path, JSON.parse(page), null);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await admin.publish('opening-hours');

    const live = await shop.shopper().get(expandPath(templateBoth.path, { id: 'opening-hours' }));
    expect(live.status).toBe(200);
    const [section] = (live.body as { data: { component_data: { key: string; props: object }[] } })
      .data.component_data;
    expect(section?.key).toBe('opening-times');

    vite = await createServer({
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [storefrontTheme({ theme: folder, check: true, refreshBuiltinValidators: false })],
    });
    const { renderSection } = (await vite.ssrLoadModule(
      '/examples/theme-hours/testing/render-section.ts',
    )) as typeof import('../../examples/theme-hours/testing/render-section.ts');
    const html = await renderSection('opening-times', section?.props ?? {});
    expect(html).toContain('When we are open');
    expect(html).toContain('Every day, 10:00 – 20:00.');
  }, 120_000);
});
