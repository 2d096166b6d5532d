import { defineSection } from '../../../../registry/index.ts';
import { richText } from '../../../../sections/index.ts';

/**
 * The theme's `rich-text`: the built-in's schema and presets (so every template that places rich
 * text stays valid), drawn as a card. It replaces the built-in through `overrides` in the theme.
 */
export const richTextCard = defineSection({
  key: 'rich-text',
  title: 'Rich text (card)',
  group: 'content',
  schema: richText.schema,
  component: () => import('./RichText.tsx'),
  presets: richText.presets ?? [],
});
