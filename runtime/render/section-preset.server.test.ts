import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { parsePageLocation } from '../routing/page-location.ts';
import { validateSectionOnServer } from '../server/section-validator.server.ts';
import { registry } from '../storefront/registry.ts';
import { loadSectionPreset } from './section-preset.server.ts';

const url = new URL('http://shop.test/__storefront/preset/rich-text/1');
const options = {
  url,
  location: parsePageLocation(url),
  // rich text loads nothing: no call may reach the API
  api: {} as ApiClient,
  registry,
  validate: validateSectionOnServer,
};

/** What a thrown `data(…, { status })` becomes for React Router. */
async function statusOf(loading: Promise<unknown>): Promise<number | undefined> {
  try {
    await loading;
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    if (init) return init.status;
    if (isRouteErrorResponse(thrown)) return thrown.status;
  }
  return undefined;
}

describe('loadSectionPreset', () => {
  it('renders one preset alone, validated, with its title', async () => {
    const preset = await loadSectionPreset('rich-text', '1', options);
    const centred = registry.resolve('rich-text')?.presets?.[1];
    expect(preset.presetTitle).toBe(`Rich text: ${centred?.name}`);
    expect(preset.template.main).toEqual([
      expect.objectContaining({ status: 'ok', key: 'rich-text', hidden: false }),
    ]);
    expect(preset.template.header).toEqual([]);
    expect(preset.template.footer).toEqual([]);
    expect(preset.sectionChunks).toEqual([]);
  });

  it.each([
    ['an unknown section', 'no-such-section', '0'],
    ['a preset it does not have', 'rich-text', '9'],
    ['a preset that is not a number', 'rich-text', '1e0'],
  ])('answers 404 for %s', async (_what, key, preset) => {
    expect(await statusOf(loadSectionPreset(key, preset, options))).toBe(404);
  });
});
