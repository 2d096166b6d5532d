import { defineSection } from '../../../registry/index.ts';
import { listingFacets, productListingSchema } from './schema.ts';

export const productListing = defineSection({
  key: 'product-listing',
  title: 'Product listing',
  group: 'catalogue',
  schema: productListingSchema,
  component: () => import('./ProductListing.tsx'),
  pageTypes: ['shop', 'category', 'collection', 'page'],
  load: async (props, ctx) => (await import('./load.ts')).loadProductListing(props, ctx),
  presets: [
    {
      name: 'Shop with filters',
      props: {
        heading: 'Shop all',
        per_page: 12,
        columns: 4,
        pagination: 'store',
        show_filters: true,
        facets: [...listingFacets],
        show_breadcrumb: true,
        show_header: true,
        default_sort: 'newest',
      },
    },
    {
      name: 'Simple grid',
      props: {
        per_page: 8,
        columns: 3,
        pagination: 'load-more',
        show_filters: false,
        facets: [...listingFacets],
        show_breadcrumb: false,
        show_header: true,
        default_sort: 'rating',
      },
    },
  ],
});
