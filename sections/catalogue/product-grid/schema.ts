import { productSorts } from '../../../schemas/api-constants.ts';
import { gridColumnsSchema } from '../grid-columns.ts';

/** Props of the product-grid section (`POST /api/product/product-grid`). */
export const productGridSchema = {
  type: 'object',
  properties: {
    /** Heading above the grid. */
    heading: { type: 'string', title: 'Heading', maxLength: 120 },
    /** Product ids, shown in this order; when given, category, collection and tag are ignored. */
    ids: {
      type: 'array',
      title: 'Products (ids)',
      items: { type: 'integer', minimum: 1 },
      maxItems: 48,
    },
    /** Category slug: its products and its subcategories'. */
    category: { type: 'string', title: 'Category (slug)', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    /** Collection slug. */
    collection: {
      type: 'string',
      title: 'Collection (slug)',
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    },
    /** Tag slug. */
    tag: { type: 'string', title: 'Tag (slug)', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    /** Most products shown. @default 8 */
    limit: { type: 'integer', title: 'Number of products', minimum: 1, maximum: 48, default: 8 },
    /** Order, when not picking by ids. @default 'newest' */
    sort: { type: 'string', title: 'Order', enum: productSorts, default: 'newest' },
    /** Columns per breakpoint. @default { mobile: 2, tablet: 3, desktop: 4 } */
    columns: gridColumnsSchema,
    /** A link under the grid, e.g. to the whole collection. */
    view_all: {
      type: 'object',
      title: 'View all link',
      properties: {
        label: { type: 'string', title: 'Label', minLength: 1, maxLength: 60 },
        href: { type: 'string', title: 'Link', minLength: 1 },
      },
      required: ['label', 'href'],
      additionalProperties: false,
    },
    /** The grid is near the top of the page: load the first row's images first. @default false */
    priority: { type: 'boolean', title: 'Above the fold', default: false },
  },
  additionalProperties: false,
} as const;
