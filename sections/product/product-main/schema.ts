import { productDisplayProperties } from '../shared/display-options.ts';

/** Props of the product-main section: the product page's gallery, details and buy box. */
export const productMainSchema = {
  type: 'object',
  properties: {
    /**
     * Slug (or id or sku) of the product to show; empty shows the product of the page's URL
     * (`/product/{slug}`), which is what the product template wants. @default ''
     */
    product: { type: 'string', title: 'Product (empty: the page’s product)', default: '' },
    ...productDisplayProperties,
  },
  additionalProperties: false,
} as const;
