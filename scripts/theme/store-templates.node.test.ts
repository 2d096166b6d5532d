import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '../../examples/api/index.ts';
import { listen, type Served } from '../../examples/api/testing/http.ts';
import { builtinSections } from '../../sections/index.ts';
import { checkTemplates } from './check-templates.ts';
import { storeTemplates } from './template-sources.ts';

// `check:templates --url`: the templates of a running store, read through its admin API, against
// a theme's sections, before that theme goes live on it.

let api: ReferenceApi;
let served: Served;

beforeAll(async () => {
  api = await createReferenceApi({ dataDir: 'memory://', adminToken: 'store-check-token' });
  served = await listen(api.app);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await api?.close();
});

describe('the templates of a running store', () => {
  it('are every page of the store, and pass against the sections they were made with', async () => {
    const { sources, pageSlugs } = await storeTemplates(served.url, 'store-check-token');
    expect(sources.map((source) => source.file)).toContain(
      `${served.url}/api/admin/templates/about-us`,
    );
    expect(pageSlugs).toContain('about-us');
    expect(checkTemplates(sources, { sections: builtinSections, pageSlugs })).toEqual([]);
  });

  it('show where a theme without a section the store uses would break it', async () => {
    const { sources, pageSlugs } = await storeTemplates(served.url, 'store-check-token');
    const withoutRichText = builtinSections.filter((section) => section.key !== 'rich-text');
    const problems = checkTemplates(sources, { sections: withoutRichText, pageSlugs });
    const aboutUs = problems.filter(
      (problem) => problem.file === `${served.url}/api/admin/templates/about-us`,
    );
    expect(aboutUs.length).toBeGreaterThan(0);
    expect(aboutUs.every((problem) => problem.rule === 'unknown-key')).toBe(true);
    expect(aboutUs[0]).toMatchObject({ key: 'rich-text' });
  });

  it('are refused with a wrong admin token', async () => {
    await expect(storeTemplates(served.url, 'wrong')).rejects.toThrow();
  });

  it('are checked by the CLI with --url and the token, exiting 0 when all pass', async () => {
    // asynchronously: the store answers from this process
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/check-templates.ts', '--url', served.url, '--token', 'store-check-token'],
      { encoding: 'utf8' },
    );
    expect(stdout).toMatch(/✔ \d+ templates checked against theme "Northwind"/);
  }, 60_000);
});
