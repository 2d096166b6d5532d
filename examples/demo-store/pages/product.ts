import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';

// Placeholder until the product sections exist (issue 5, product page): the reference API serves
// this template for every `/product/{slug...}` path, with the product's own meta.

/** `/product/{slug...}`. */
export const productPage = {
  slug: 'product',
  title: 'Product',
  meta_title: '{title} | Northwind Outfitters',
  meta_description: 'Clothing and outdoor gear from Northwind Outfitters.',
  page_type: 'product',
  component_data: [richText('product-placeholder', { html: '<h1>Product</h1>', align: 'left' })],
} satisfies PageRecordInput;
