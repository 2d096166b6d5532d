import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTheme } from './theme/load-theme.ts';
import { scaffoldSection } from './theme/scaffold-section.ts';

// A theme of its own inside the repository (so it resolves the runtime as a theme would), removed
// afterwards.
const theme = `examples/tmp-scaffold-${process.pid}`;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, VITEST: undefined } });

beforeAll(() => {
  mkdirSync(theme);
  writeFileSync(
    join(theme, 'storefront.config.ts'),
    [
      "import { defineTheme } from '../../registry/index.ts';",
      "import { builtinSections } from '../../sections/index.ts';",
      '',
      "export default defineTheme({ name: 'Scaffold', builtins: builtinSections, sections: [] });",
      '',
    ].join('\n'),
  );
});
afterAll(() => rmSync(theme, { recursive: true, force: true }));

describe('npm run new:section', () => {
  it('writes the five files and registers the section in the theme', async () => {
    for (const key of ['opening-times', 'throws-section', 'bad-preset']) {
      const cli = run('npx', ['tsx', 'scripts/new-section.ts', key, '--theme', theme]);
      expect(cli.status, cli.stderr).toBe(0);
    }
    expect(readFileSync(join(theme, 'sections/opening-times/index.ts'), 'utf8')).toContain(
      "key: 'opening-times'",
    );
    const loaded = await loadTheme(join(process.cwd(), theme, 'storefront.config.ts'));
    expect(loaded.sections.map((section) => section.key)).toEqual(
      expect.arrayContaining(['opening-times', 'throws-section', 'bad-preset', 'rich-text']),
    );
  }, 60_000);

  it('writes code that passes lint and typecheck', () => {
    const lint = run('npx', ['biome', 'check', theme]);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const tsconfig = join(theme, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: '../../tsconfig.json',
        // the Register augmentation (section list, API client) comes with the shop's registry
        include: ['**/*.ts', '**/*.tsx', '../../runtime/storefront/registry.ts'],
      }),
    );
    const typecheck = run('npx', ['tsc', '--noEmit', '-p', tsconfig]);
    rmSync(tsconfig);
    expect(typecheck.status, typecheck.stdout).toBe(0);
  }, 300_000);

  it('writes a test that passes, and fails when the component throws or a preset breaks the schema', () => {
    const component = join(theme, 'sections/throws-section/ThrowsSection.tsx');
    writeFileSync(
      component,
      readFileSync(component, 'utf8').replace(
        '  const headingId = useId();',
        "  const headingId = useId();\n  if (headingId) throw new Error('broken');",
      ),
    );
    const index = join(theme, 'sections/bad-preset/index.ts');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(
        "text: 'Tell shoppers what this section is about.'",
        "text: ''",
      ),
    );
    const report = join(mkdtempSync(join(tmpdir(), 'scaffold-')), 'report.json');
    run('npx', [
      'vitest',
      'run',
      theme,
      '--typecheck.enabled=false',
      '--reporter=json',
      `--outputFile=${report}`,
    ]);
    const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; status: string }[];
    };
    const statusOf = (key: string) =>
      testResults.find((result) => result.name.includes(`/sections/${key}/`))?.status;
    expect(statusOf('opening-times')).toBe('passed');
    expect(statusOf('throws-section')).toBe('failed');
    expect(statusOf('bad-preset')).toBe('failed');
  }, 180_000);
});

describe('scaffoldSection', () => {
  it('registers a built-in in sections/index.ts when the theme is the root', () => {
    const root = mkdtempSync(join(tmpdir(), 'scaffold-root-'));
    mkdirSync(join(root, 'sections'));
    writeFileSync(
      join(root, 'sections/index.ts'),
      "import { spacer } from './content/spacer/index.ts';\n\nexport const builtinSections = [\n  spacer,\n] as const;\n\nexport {\n  spacer,\n};\n",
    );
    const result = scaffoldSection({ key: 'opening-times', root, group: 'content' });
    expect(result.folder).toBe('sections/content/opening-times');
    const index = readFileSync(join(root, 'sections/index.ts'), 'utf8');
    expect(index).toContain("import { openingTimes } from './content/opening-times/index.ts';");
    expect(index).toMatch(/builtinSections = \[\n {2}openingTimes,\n {2}spacer,/);
    expect(index).toMatch(/export \{\n {2}openingTimes,\n {2}spacer,/);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a bad key, an existing folder and a folder without a theme', () => {
    const root = process.cwd();
    expect(() => scaffoldSection({ key: 'Opening Times', root })).toThrow(/is not valid/);
    expect(() => scaffoldSection({ key: 'rich-text', root, group: 'content' })).toThrow(
      'sections/content/rich-text already exists',
    );
    expect(() => scaffoldSection({ key: 'x-y', root, theme: 'docs' })).toThrow(
      'No docs/storefront.config.ts',
    );
  });
});
