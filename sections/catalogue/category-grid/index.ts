import { defineSection } from '../../../registry/index.ts';
import { categoryGridQuery } from './category-grid-query.ts';
import { categoryGridSchema } from './schema.ts';

export const categoryGrid = defineSection({
  key: 'category-grid',
  title: 'Category grid',
  group: 'catalogue',
  schema: categoryGridSchema,
  component: () => import('./CategoryGrid.tsx'),
  // display only, complete in the server's HTML: below the first screen its code loads when a
  // shopper turns to it (a click made before is held and replayed, decision 0011)
  hydrate: 'intent',
  load: (props, ctx) => [categoryGridQuery(ctx.api, props)],
  presets: [
    {
      name: 'Top categories',
      props: {
        heading: 'Shop by category',
        limit: 8,
        show_count: true,
        hide_empty: true,
        columns: { mobile: 2, tablet: 3, desktop: 4 },
      },
    },
    {
      name: 'Subcategories',
      props: {
        heading: 'Jackets for every season',
        parent: 'jackets',
        limit: 6,
        show_count: false,
        hide_empty: true,
        columns: { mobile: 2, tablet: 3, desktop: 3 },
      },
    },
  ],
});
