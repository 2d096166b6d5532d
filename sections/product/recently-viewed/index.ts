import { defineSection } from '../../../registry/index.ts';
import { recentlyViewedSchema } from './schema.ts';

export const recentlyViewed = defineSection({
  key: 'recently-viewed',
  title: 'Recently viewed',
  group: 'product',
  schema: recentlyViewedSchema,
  component: () => import('./RecentlyViewed.tsx'),
  // no load: the list lives in the shopper's browser, so there is nothing to fetch on the server
  presets: [
    {
      name: 'Last four',
      props: {
        heading: 'Recently viewed',
        limit: 4,
        columns: { mobile: 2, tablet: 3, desktop: 4 },
      },
    },
    {
      name: 'Last twelve',
      props: {
        heading: 'Your browsing history',
        limit: 12,
        columns: { mobile: 2, tablet: 4, desktop: 6 },
      },
    },
  ],
});
