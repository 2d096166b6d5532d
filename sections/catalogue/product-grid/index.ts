import { defineSection } from '../../../registry/index.ts';
import { productGridQuery } from './product-grid-query.ts';
import { productGridSchema } from './schema.ts';

export const productGrid = defineSection({
  key: 'product-grid',
  title: 'Product grid',
  group: 'catalogue',
  schema: productGridSchema,
  component: () => import('./ProductGrid.tsx'),
  // complete in the server's HTML; for a guest nothing in it changes until they turn to it (a
  // click made before is held and replayed), for a shopper the hearts fill in once it is near
  hydrate: 'intent-for-guests',
  // the products arrive with the page; a failing call leaves the grid's own error state
  load: (props, ctx) => [productGridQuery(ctx.api, props)],
  presets: [
    {
      name: 'Best sellers',
      props: {
        heading: 'Best sellers',
        collection: 'best-sellers',
        limit: 8,
        sort: 'rating',
        columns: { mobile: 2, tablet: 3, desktop: 4 },
        view_all: { label: 'Shop best sellers', href: '/product-collection/best-sellers' },
        priority: false,
      },
    },
    {
      name: 'Picked products',
      props: {
        heading: 'Staff picks',
        ids: [1, 2, 3],
        limit: 3,
        sort: 'newest',
        columns: { mobile: 1, tablet: 3, desktop: 3 },
        priority: false,
      },
    },
  ],
});
