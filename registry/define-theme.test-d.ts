import { describe, expectTypeOf, it } from 'vitest';
import { defineSection } from './define-section.ts';
import { defineTheme } from './define-theme.ts';

const textSchema = { type: 'object', properties: { text: { type: 'string' } } } as const;
const sizeSchema = {
  type: 'object',
  properties: { size: { type: 'integer', default: 1 } },
  required: ['size'],
} as const;
const noop = async () => ({ default: () => null });

const richText = defineSection({
  key: 'rich-text',
  title: 'R',
  group: 'g',
  schema: textSchema,
  component: noop,
});
const spacer = defineSection({
  key: 'spacer',
  title: 'S',
  group: 'g',
  schema: sizeSchema,
  component: noop,
});
const mapEmbed = defineSection({
  key: 'map-embed',
  title: 'M',
  group: 'g',
  schema: textSchema,
  component: noop,
});
const hours = defineSection({
  key: 'store-hours',
  title: 'H',
  group: 'g',
  schema: sizeSchema,
  component: noop,
});
const fancySpacer = defineSection({
  key: 'spacer',
  title: 'F',
  group: 'g',
  schema: textSchema,
  component: noop,
});

describe('a theme’s section list type', () => {
  it('follows additions, overrides and removals', () => {
    const theme = defineTheme({
      name: 'T',
      builtins: [richText, spacer, mapEmbed],
      sections: [hours],
      overrides: { spacer: fancySpacer },
      remove: ['map-embed'],
    });
    type Entry = (typeof theme.sections)[number];
    expectTypeOf<Entry['key']>().toEqualTypeOf<'rich-text' | 'spacer' | 'store-hours'>();
    // the override's props replace the built-in's
    expectTypeOf<Extract<Entry, { key: 'spacer' }>>().toEqualTypeOf<typeof fancySpacer>();
  });
});
