import { describe, expect, it } from 'vitest';
import { createRegistry } from './create-registry.ts';
import { defineSection } from './define-section.ts';

const bannerSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    tone: { type: 'string', enum: ['calm', 'loud'], default: 'calm' },
  },
  required: ['text'],
  additionalProperties: false,
} as const;

const banner = defineSection({
  key: 'promo-banner',
  title: 'Promo banner',
  group: 'marketing',
  schema: bannerSchema,
  component: async () => ({ default: () => null }),
  pageTypes: ['home'],
  presets: [{ name: 'Sale', props: { text: 'Sale now on', tone: 'loud' } }],
});

describe('createRegistry', () => {
  it('resolves registered keys and answers undefined for unknown ones', () => {
    const registry = createRegistry([banner]);
    expect(registry.has('promo-banner')).toBe(true);
    expect(registry.resolve('promo-banner')?.title).toBe('Promo banner');
    expect(registry.resolve('nope')).toBeUndefined();
    expect(registry.keys()).toEqual(['promo-banner']);
  });

  it('refuses a duplicate key with a message that names it', () => {
    const registry = createRegistry([banner]);
    expect(() => registry.register(banner)).toThrow(/"promo-banner" is already registered/);
  });

  it('lets a theme developer add a section after creation', () => {
    const registry = createRegistry();
    registry.register(banner);
    expect(registry.has('promo-banner')).toBe(true);
  });

  it('describes every section in a JSON-serialisable manifest', () => {
    const manifest = createRegistry([banner]).manifest();
    expect(JSON.parse(JSON.stringify(manifest))).toEqual([
      {
        key: 'promo-banner',
        title: 'Promo banner',
        group: 'marketing',
        schema: banner.schema,
        presets: [{ name: 'Sale', props: { text: 'Sale now on', tone: 'loud' } }],
        pageTypes: ['home'],
      },
    ]);
  });

  it('refuses a manifest of definitions the browser build stripped, saying where to get one', () => {
    // what the browser has of `banner` (scripts/section-client-plugin.ts)
    const { key, title, group, component } = banner;
    const registry = createRegistry([{ key, title, group, component } as typeof banner]);
    expect(registry.resolve('promo-banner')?.title).toBe('Promo banner');
    expect(() => registry.manifest()).toThrow(/no schema for section "promo-banner".*endpoint/);
  });

  it('hands out copies, so an editor changing the manifest cannot change the registry', () => {
    const registry = createRegistry([banner]);
    const [entry] = registry.manifest();
    (entry?.presets[0]?.props as { text: string }).text = 'changed';
    expect(registry.manifest()[0]?.presets[0]?.props).toEqual({
      text: 'Sale now on',
      tone: 'loud',
    });
  });
});
