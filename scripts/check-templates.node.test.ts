import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TemplateProblem } from './theme/check-templates.ts';

const checkTemplates = (...args: string[]) => {
  const result = spawnSync('npx', ['tsx', 'scripts/check-templates.ts', ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const problemsOf = (stdout: string) => JSON.parse(stdout) as TemplateProblem[];
const STORE = 'scripts/theme/fixtures/broken-store';

describe('npm run check:templates', () => {
  it('passes the demo store and exits 0', () => {
    const { status, stdout } = checkTemplates();
    expect(stdout).toMatch(/✔ \d+ templates checked against theme "Northwind"/);
    expect(status).toBe(0);
  }, 60_000);

  it('finds each planted error of a store with its file, position, section id and path, and exits 1', () => {
    const { status, stdout } = checkTemplates(STORE, '--json');
    expect(status).toBe(1);
    const found = problemsOf(stdout).map(({ rule, file, line, sectionId, path, value }) => ({
      rule,
      file,
      line,
      sectionId,
      path,
      value,
    }));
    expect(found).toEqual([
      {
        rule: 'schema-version',
        file: `${STORE}/about-us.json`,
        line: 4,
        sectionId: null,
        path: '/schema_version',
        value: 99,
      },
      {
        rule: 'dead-link',
        file: `${STORE}/home.json`,
        line: 10,
        sectionId: 'intro',
        path: '/component_data/0/props/html',
        value: '/our-story',
      },
      {
        rule: 'unknown-key',
        file: `${STORE}/home.json`,
        line: 13,
        sectionId: 'mystery',
        path: '/component_data/1/key',
        value: 'mystery-box',
      },
      {
        rule: 'invalid-prop',
        file: `${STORE}/home.json`,
        line: 14,
        sectionId: 'gap',
        path: '/component_data/2/props/size',
        value: 'huge',
      },
      {
        rule: 'duplicate-id',
        file: `${STORE}/home.json`,
        line: 15,
        sectionId: 'gap',
        path: '/component_data/3/id',
        value: 'gap',
      },
    ]);
  }, 60_000);

  it('prints problems like a compiler, with the schema’s message and the offending value', () => {
    const { stdout } = checkTemplates(STORE);
    expect(stdout).toContain(
      `${STORE}/home.json:14:56  gap  /component_data/2/props/size  /size must be one of "xs", "sm", "md", "lg", "xl" (got "huge")`,
    );
    expect(stdout).toContain('✖ 5 problems in 2 templates');
  }, 60_000);

  it('reports a theme preset that fails its own schema', () => {
    const { status, stdout } = checkTemplates(
      '--theme',
      'scripts/theme/fixtures/bad-preset-theme',
      '--json',
    );
    expect(status).toBe(1);
    expect(problemsOf(stdout)).toEqual([
      expect.objectContaining({
        rule: 'bad-preset',
        key: 'countdown',
        path: 'presets/0/props/days',
        message: 'preset "Yesterday" of "countdown": /days must be >= 0',
      }),
    ]);
  }, 60_000);

  it('says where a file stops being JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-templates-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{\n  "component_data": [\n    { "key": "spacer" "id": "x" }\n  ]\n}\n');
    const { status, stdout } = checkTemplates(file);
    rmSync(dir, { recursive: true, force: true });
    expect(status).toBe(1);
    expect(stdout).toContain(`${file}:3:23  -  /  is not JSON: Expected "}", found "\\""`);
  }, 60_000);
});
