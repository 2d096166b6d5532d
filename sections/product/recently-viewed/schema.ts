import { gridColumnsSchema } from '../../catalogue/grid-columns.ts';

/** Props of the recently-viewed section (products kept in the browser). */
export const recentlyViewedSchema = {
  type: 'object',
  properties: {
    /** Heading above the products. @default 'Recently viewed' */
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'Recently viewed' },
    /** Most products shown, newest first (the browser keeps 12). @default 4 */
    limit: { type: 'integer', title: 'Number of products', minimum: 1, maximum: 12, default: 4 },
    /** Columns per breakpoint. @default { mobile: 2, tablet: 3, desktop: 4 } */
    columns: gridColumnsSchema,
  },
  additionalProperties: false,
} as const;
