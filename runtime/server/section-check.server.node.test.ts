import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ManifestEntry } from '../../registry/index.ts';
import { sectionCheckFromBuild } from './section-check.server.ts';

// The embedded API checks templates against the storefront's own registry (decision 15): a
// theme's section is known to it, a section the build lacks is not.

const promo: ManifestEntry = {
  key: 'promo-bar',
  title: 'Promo bar',
  group: 'theme',
  schema: {
    type: 'object',
    properties: { text: { type: 'string' } },
    required: ['text'],
    additionalProperties: false,
  },
  presets: [],
  pageTypes: null,
};

const buildWith = (sectionManifest: () => ManifestEntry[]) =>
  ({ entry: { module: { sectionManifest } } }) as unknown as ServerBuild;

describe('sectionCheckFromBuild', () => {
  it('checks sections with the schemas of the build’s registry, theme sections included', async () => {
    const check = await sectionCheckFromBuild(buildWith(() => [promo]))();
    expect(check('promo-bar', { text: 'Sale' })).toEqual([]);
    expect(check('promo-bar', { text: 'Sale', colour: 'red' })).toEqual([
      { path: '/colour', message: 'is not a known property' },
    ]);
    expect(check('promo-bar', {})).toEqual([{ path: '/text', message: 'is required' }]);
    expect(check('rich-text', { html: 'x' })).toBeUndefined();
  });

  it('reads the manifest once per build, and again from a reloaded build', async () => {
    const manifest = vi.fn(() => [promo]);
    const first = buildWith(manifest);
    let current = first;
    const source = sectionCheckFromBuild(async () => current);
    await source();
    await source();
    expect(manifest).toHaveBeenCalledTimes(1);
    current = buildWith(() => []);
    expect((await source())('promo-bar', { text: 'x' })).toBeUndefined();
  });
});
