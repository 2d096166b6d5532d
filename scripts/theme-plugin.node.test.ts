import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { storefrontTheme } from './theme-plugin.ts';

const dir = mkdtempSync(join(tmpdir(), 'theme-plugin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const registry = JSON.stringify(resolve('registry/index.ts'));
const sections = JSON.stringify(resolve('sections/index.ts'));

/** Builds a one-line entry with the theme whose config body is `body`; answers the build's error. */
async function buildError(name: string, body: string): Promise<string> {
  const folder = join(dir, name);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'storefront.config.ts'),
    `import { defineSection, defineTheme } from ${registry};\nimport { builtinSections } from ${sections};\n` +
      `const noop = async () => ({ default: () => null });\n${body}\n`,
  );
  writeFileSync(
    join(folder, 'entry.js'),
    "import theme from '@storefront/theme'; console.log(theme);",
  );
  try {
    await build({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      plugins: [storefrontTheme({ theme: '.', check: true, refreshBuiltinValidators: false })],
      build: { write: false, rolldownOptions: { input: join(folder, 'entry.js') } },
    });
  } catch (error) {
    return (error as Error).message;
  }
  return 'built';
}

const section = (key: string, schema = "{ type: 'object', properties: {} }") =>
  `defineSection({ key: '${key}', title: 'T', group: 'g', schema: ${schema} as const, component: noop })`;

describe('the theme plugin stops a build with one message naming the file and the key', () => {
  it('for a key registered twice', async () => {
    const message = await buildError(
      'twice',
      `export default defineTheme({ name: 'X', builtins: builtinSections, sections: [${section('hours')}, ${section('hours')}] });`,
    );
    expect(message).toContain('storefront.config.ts');
    expect(message).toContain('registers section "hours" twice');
  });

  it('for an override of a key that does not exist', async () => {
    const message = await buildError(
      'override',
      `export default defineTheme({ name: 'X', builtins: builtinSections, overrides: { 'no-such': ${section('no-such')} } as never });`,
    );
    expect(message).toContain('storefront.config.ts');
    expect(message).toContain('overrides section "no-such", which is not a built-in section');
  });

  it('for a section without a schema', async () => {
    const message = await buildError(
      'no-schema',
      `export default defineTheme({ name: 'X', builtins: builtinSections, sections: [{ key: 'bare', title: 'B', group: 'g', component: noop } as never] });`,
    );
    expect(message).toContain('storefront.config.ts (theme "X"): section "bare" has no schema');
  });

  it('for a schema that is not valid JSON Schema', async () => {
    const message = await buildError(
      'bad-schema',
      `export default defineTheme({ name: 'X', builtins: builtinSections, sections: [${section('odd', "{ type: 'object', properties: { size: { type: 'strng' } } }")}] });`,
    );
    expect(message).toContain(
      'storefront.config.ts (theme "X"): section "odd" has a schema that is not valid JSON Schema',
    );
  });

  it('and builds a theme that is fine', async () => {
    expect(
      await buildError(
        'fine',
        `export default defineTheme({ name: 'X', builtins: builtinSections, sections: [${section('hours')}] });`,
      ),
    ).toBe('built');
  });
});
