import type { PageRecordInput } from '../../../schemas/api/index.ts';

// The product page: the reference API serves this template for every
// `/product/{slug...}` path, with the product's own meta. Every section reads the product from
// the page's URL (their `product` prop is left empty), so one template serves every product.

/** `/product/{slug...}`. */
export const productPage = {
  slug: 'product',
  title: 'Product',
  meta_title: '{title} | Northwind Outfitters',
  meta_description: 'Clothing and outdoor gear from Northwind Outfitters.',
  page_type: 'product',
  component_data: [
    { key: 'product-main', id: 'product-main', props: {} },
    { key: 'product-reviews', id: 'product-reviews', props: {} },
    {
      key: 'related-products',
      id: 'product-related',
      props: { heading: 'You may also like', limit: 4 },
    },
    { key: 'recently-viewed', id: 'product-recently-viewed', props: { limit: 4 } },
  ],
} satisfies PageRecordInput;
