import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type ESTree, parseAst, type Rolldown, Visitor } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  sectionClientPlugin,
  shellComponentImports,
  stripServerOnlySectionFields,
} from './section-client-plugin.ts';

/** The property names of each `defineSection`-like call's object argument, in order. */
function definitionKeys(code: string, callee = 'defineSection'): string[][] {
  const found: string[][] = [];
  new Visitor({
    CallExpression(call) {
      const name =
        call.callee.type === 'Identifier'
          ? call.callee.name
          : call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
            ? call.callee.property.name
            : '';
      const [first] = call.arguments;
      const argument = first?.type === 'TSSatisfiesExpression' ? first.expression : first;
      if (name !== callee || argument?.type !== 'ObjectExpression') return;
      found.push(
        argument.properties.map((property: ESTree.ObjectPropertyKind) =>
          property.type === 'Property' && property.key.type === 'Identifier'
            ? property.key.name
            : property.type,
        ),
      );
    },
  }).visit(parseAst(code, { lang: 'ts' }));
  return found;
}

const strip = (code: string, id = '/shop/sections/banner/index.ts') =>
  stripServerOnlySectionFields(code, id);

const banner = `import { defineSection } from '../../registry/index.ts';
import { bannerQuery } from './banner-query.ts';
import { bannerSchema } from './schema.ts';

const meta = { schema: bannerSchema, presets: [] };

export const banner = defineSection({
  key: 'promo-banner',
  title: 'Promo banner',
  group: 'marketing',
  schema: bannerSchema,
  component: () => import('./Banner.tsx'),
  // the offer arrives with the page
  load: (props, ctx) => [bannerQuery(ctx.api, props)],
  pageTypes: ['home', 'page'],
  rendersOn: (url) => isPromoPath(url),
  presets: [{ name: 'Sale', props: { text: 'Sale – now on', schema: 'nested' } }],
});

export const other = describeThing({ key: 'x', schema: bannerSchema });
export { meta };
`;

describe('stripServerOnlySectionFields', () => {
  it('removes title, group, schema, presets, load, pageTypes and rendersOn and keeps key and component', () => {
    const result = strip(banner);
    expect(result?.code).not.toContain('isPromoPath(');
    expect(definitionKeys(result?.code ?? '')).toEqual([['key', 'component']]);
    expect(result?.code).toContain(`key: 'promo-banner'`);
    expect(result?.code).toContain(`component: () => import('./Banner.tsx')`);
    expect(result?.code).not.toContain('bannerQuery(');
    expect(result?.code).not.toContain('Sale – now on');
  });

  it('leaves unrelated objects and calls, and the imports they use, as they were', () => {
    const code = strip(banner)?.code ?? '';
    expect(code).toContain('const meta = { schema: bannerSchema, presets: [] };');
    expect(code).toContain(`describeThing({ key: 'x', schema: bannerSchema })`);
    expect(code).toContain(`import { bannerSchema } from './schema.ts';`);
  });

  it('drops the imports only the removed properties used, so their modules never load', () => {
    const code = `import './register-fonts.ts';
import { defineSection } from '../../registry/index.ts';
import { bannerQuery, bannerKey } from './banner-query.ts';
import { bannerSchema } from './schema.ts';
import Banner from './Banner.tsx';

export const banner = defineSection({
  key: 'promo-banner',
  title: 'Promo banner',
  group: 'marketing',
  schema: bannerSchema,
  component: async () => ({ default: Banner }),
  load: (props, ctx) => [bannerQuery(ctx.api, props), bannerKey],
});
`;
    const result = strip(code)?.code ?? '';
    expect(result).not.toContain('./schema.ts');
    expect(result).not.toContain('./banner-query.ts');
    expect(result).toContain(`import './register-fonts.ts';`);
    expect(result).toContain(`import Banner from './Banner.tsx';`);
    expect(result).toContain(`import { defineSection } from '../../registry/index.ts';`);
    // a binding that is still used keeps its whole import
    const shared = code.replace(`key: 'promo-banner'`, `key: bannerKey ?? 'promo-banner'`);
    expect(strip(shared)?.code).toContain(
      `import { bannerQuery, bannerKey } from './banner-query.ts';`,
    );
  });

  it('answers null for a module without defineSection, so it stays untouched', () => {
    expect(strip(`export const meta = { schema: { type: 'object' }, presets: [] };\n`)).toBeNull();
  });

  it('leaves a definition passed by reference alone', () => {
    const code = `import { defineSection } from '../../registry/index.ts';
import { definition } from './definition.ts';
export const banner = defineSection(definition);
`;
    expect(strip(code)).toBeNull();
  });

  it('only touches the registry’s defineSection, however it was imported', () => {
    const renamed = `import { defineSection as section } from '@shop/registry';
export const a = section({ key: 'a', title: 'A', group: 'g', schema: s, component: c });
`;
    expect(definitionKeys(strip(renamed)?.code ?? '', 'section')).toEqual([['key', 'component']]);
    const namespaced = `import * as registry from '@shop/registry';
export const a = registry.defineSection({ key: 'a', title: 'A', group: 'g', component: c, presets: [] });
`;
    expect(definitionKeys(strip(namespaced)?.code ?? '')).toEqual([['key', 'component']]);
    const local = `function defineSection(value) { return value; }
export const a = defineSection({ key: 'a', schema: s });
`;
    expect(strip(local)).toBeNull();
  });

  it('keeps valid syntax whichever properties are removed, trailing commas included', () => {
    const code = `import { defineSection } from 'r';
defineSection({ schema: s, key: 'a', load: l, title: 'A', group: 'g', component: c, pageTypes: [], presets: [], });
defineSection({ key: 'b', title: 'B', group: 'g', component: c, "schema": s });
defineSection({ key: 'c', title: 'C', group: 'g', component: c, ...extra, presets: [] } satisfies Definition);
`;
    const result = strip(code, '/theme/sections.ts');
    expect(() => parseAst(result?.code ?? '', { lang: 'ts' })).not.toThrow();
    expect(definitionKeys(result?.code ?? '')).toEqual([
      ['key', 'component'],
      ['key', 'component'],
      // a spread may hold anything: it stays, and what it holds with it
      ['key', 'component', 'SpreadElement'],
    ]);
  });

  it('maps the result back to the original source', () => {
    const id = '/shop/sections/banner/index.ts';
    const { map } = strip(banner, id) ?? {};
    expect(map?.sources).toEqual([id]);
    expect(map?.sourcesContent).toEqual([banner]);
    // one line of mappings per generated line, none of them empty where code remains
    expect(map?.mappings.split(';').length).toBe((strip(banner)?.code ?? '').split('\n').length);
  });

  it('strips every built-in section and the theme example down to what the browser renders', () => {
    const builtIn = readdirSync('sections', { withFileTypes: true })
      .filter((group) => group.isDirectory())
      .flatMap((group) =>
        readdirSync(join('sections', group.name)).map((name) =>
          join('sections', group.name, name, 'index.ts'),
        ),
      )
      .filter((file) => existsSync(file) && readFileSync(file, 'utf8').includes('defineSection('));
    expect(builtIn.length).toBeGreaterThanOrEqual(18);
    for (const file of [...builtIn, 'examples/theme-hours/sections/store-hours/index.ts']) {
      const result = strip(readFileSync(file, 'utf8'), join(process.cwd(), file));
      // `hydrate` (when its code loads) is the one optional field the browser needs
      const keys = definitionKeys(result?.code ?? '');
      expect(
        keys.map((fields) => fields.filter((field) => field !== 'hydrate')),
        file,
      ).toEqual([['key', 'component']]);
    }
  });
});

describe('shellComponentImports', () => {
  const header = (component: string, bundle = `bundle: 'shell',`) =>
    `import { defineSection } from '../../registry/index.ts';
export const header = defineSection({ key: 'header', title: 'Header', ${bundle} component: ${component} });
`;

  it("answers the component import of a section that says bundle: 'shell'", () => {
    expect(shellComponentImports(header(`() => import('./Header.tsx')`), '/s/index.ts')).toEqual([
      './Header.tsx',
    ]);
  });

  it('answers nothing for a section without it', () => {
    expect(
      shellComponentImports(header(`() => import('./Header.tsx')`, ''), '/s/index.ts'),
    ).toEqual([]);
  });

  it('answers null for a component the build cannot follow, so the plugin warns', () => {
    expect(shellComponentImports(header('loadHeader'), '/s/index.ts')).toEqual([null]);
  });
});

describe('sectionClientPlugin in a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'section-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'define.ts'), 'export const defineSection = <T,>(d: T): T => d;\n');
  writeFileSync(
    join(dir, 'schema.ts'),
    // the spread of a module the component shares is not provably pure: the bundler would keep
    // this module (and `shared` with it) if the section's import of it stayed
    `import { shared } from './shared.ts';
export const schema = { type: 'object', properties: { ...shared }, description: 'SCHEMA-ONLY TEXT' } as const;\n`,
  );
  writeFileSync(
    join(dir, 'shared.ts'),
    `export const shared = { note: { title: 'SHARED-ONLY TEXT' } };\n`,
  );
  writeFileSync(join(dir, 'load.ts'), `export const load = () => ['LOAD-ONLY TEXT'];\n`);
  writeFileSync(
    join(dir, 'Banner.ts'),
    `import { shared } from './shared.ts';\nexport default function Banner() { return Object.keys(shared).join(); }\n`,
  );
  writeFileSync(join(dir, 'Header.ts'), `export default function Header() { return 'HEADER'; }\n`);
  writeFileSync(
    join(dir, 'index.ts'),
    `import { defineSection } from './define.ts';
import { load } from './load.ts';
import { schema } from './schema.ts';
export const banner = defineSection({
  key: 'banner',
  title: 'Banner title',
  group: 'content',
  schema,
  component: () => import('./Banner.ts'),
  load,
  presets: [{ name: 'PRESET-ONLY TEXT', props: {} }],
});
export const header = defineSection({ key: 'header', component: () => import('./Header.ts'), bundle: 'shell' });
`,
  );

  const bundle = async (ssr: boolean) => {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [sectionClientPlugin()],
      build: {
        write: false,
        sourcemap: true,
        minify: false,
        ssr,
        rollupOptions: { input: join(dir, 'index.ts'), preserveEntrySignatures: 'exports-only' },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const [first] = Array.isArray(output) ? output : [output];
    return first?.output ?? [];
  };
  /** The chunk of the module `name` is the entry of, in a bundle's output. */
  const entryOf = (
    output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
    name: string,
  ) => {
    const entry = output.find(
      (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === join(dir, name),
    );
    return entry?.type === 'chunk' ? entry : undefined;
  };

  it('ships no title, schema, presets or load code to the browser, with a source map of the section', async () => {
    const entry = entryOf(await bundle(false), 'index.ts');
    expect(entry?.code).toMatch(/key: ["']banner["']/);
    expect(entry?.code).not.toMatch(/Banner title|SCHEMA-ONLY|SHARED-ONLY|PRESET-ONLY|LOAD-ONLY/);
    expect(entry?.map?.sources.some((source) => source.endsWith('index.ts'))).toBe(true);
    expect(entry?.map?.sources.some((source) => source.endsWith('schema.ts'))).toBe(false);
  });

  it("makes the component of a section that says bundle: 'shell' an entry that exports it by default, and ships no `bundle`", async () => {
    const output = await bundle(false);
    expect(entryOf(output, 'Header.ts')?.exports).toEqual(['default']);
    expect(entryOf(output, 'Banner.ts')).toBeUndefined();
    expect(entryOf(output, 'index.ts')?.code).not.toContain('bundle');
  });

  it('leaves the server build its whole definition, and writes where each component is', async () => {
    const entry = entryOf(await bundle(true), 'index.ts');
    expect(entry?.code).toContain('SCHEMA-ONLY TEXT');
    expect(entry?.code).toContain('PRESET-ONLY TEXT');
    expect(entry?.code).toContain('LOAD-ONLY TEXT');
    expect(entry?.code).toMatch(/componentModule: "Banner\.ts"/);
    expect(entry?.code).toMatch(/componentModule: "Header\.ts"/);
  });

  it('writes no component module into the browser build', async () => {
    const entry = entryOf(await bundle(false), 'index.ts');
    expect(entry?.code).not.toContain('componentModule');
  });
});
