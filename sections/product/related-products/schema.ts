import { gridColumnsSchema } from '../../catalogue/grid-columns.ts';

/** Props of the related-products section (`GET /api/product/single-product/{id}/related`). */
export const relatedProductsSchema = {
  type: 'object',
  properties: {
    /** Slug of the product whose related products to show; empty: the page's product. @default '' */
    product: { type: 'string', title: 'Product (empty: the page’s product)', default: '' },
    /** Heading above the products. @default 'You may also like' */
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'You may also like' },
    /** Most products shown (the API answers up to 8). @default 4 */
    limit: { type: 'integer', title: 'Number of products', minimum: 1, maximum: 8, default: 4 },
    /** Columns per breakpoint. @default { mobile: 2, tablet: 3, desktop: 4 } */
    columns: gridColumnsSchema,
  },
  additionalProperties: false,
} as const;
