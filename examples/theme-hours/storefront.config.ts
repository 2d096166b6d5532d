import { defineTheme } from '../../registry/index.ts';
import { builtinSections } from '../../sections/index.ts';
import { richTextCard } from './sections/rich-text/index.ts';
import { storeHours } from './sections/store-hours/index.ts';

/**
 * The example theme: the built-in sections, plus `store-hours`, with `rich-text` drawn as a card.
 * Build the demo store with it: `THEME=examples/theme-hours npm run build && npm start`.
 */
export default defineTheme({
  name: 'Hours',
  builtins: builtinSections,
  sections: [storeHours],
  overrides: { 'rich-text': richTextCard },
  tokens: { radii: { md: '12px' } },
});
