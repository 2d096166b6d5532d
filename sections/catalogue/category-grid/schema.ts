import { gridColumnsSchema } from '../grid-columns.ts';

/** Props of the category-grid section (`POST /api/category/category-grid`). */
export const categoryGridSchema = {
  type: 'object',
  properties: {
    /** Heading above the grid. */
    heading: { type: 'string', title: 'Heading', maxLength: 120 },
    /** Category ids, shown in this order; when given, the parent is ignored. */
    ids: {
      type: 'array',
      title: 'Categories (ids)',
      items: { type: 'integer', minimum: 1 },
      maxItems: 48,
    },
    /** Slug of a parent category: show its subcategories. Without ids or parent: the top ones. */
    parent: {
      type: 'string',
      title: 'Parent category (slug)',
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    },
    /** Most categories shown. @default 8 */
    limit: { type: 'integer', title: 'Number of categories', minimum: 1, maximum: 48, default: 8 },
    /** Show how many products each category has. @default true */
    show_count: { type: 'boolean', title: 'Show product counts', default: true },
    /** Leave out categories without products. @default true */
    hide_empty: { type: 'boolean', title: 'Hide empty categories', default: true },
    /** Columns per breakpoint. @default { mobile: 2, tablet: 3, desktop: 4 } */
    columns: gridColumnsSchema,
  },
  additionalProperties: false,
} as const;
