import type { CSSProperties } from 'react';

/** Columns of a grid per breakpoint: phones, tablets (768px) and desktops (1024px). */
export const gridColumnsSchema = {
  type: 'object',
  title: 'Columns',
  properties: {
    /** Columns on phones. @default 2 */
    mobile: { type: 'integer', title: 'Phones', minimum: 1, maximum: 3, default: 2 },
    /** Columns from 768px. @default 3 */
    tablet: { type: 'integer', title: 'Tablets', minimum: 1, maximum: 4, default: 3 },
    /** Columns from 1024px. @default 4 */
    desktop: { type: 'integer', title: 'Desktops', minimum: 1, maximum: 6, default: 4 },
  },
  required: ['mobile', 'tablet', 'desktop'],
  additionalProperties: false,
  default: { mobile: 2, tablet: 3, desktop: 4 },
} as const;

/** Columns per breakpoint. */
export interface GridColumns {
  mobile: number;
  tablet: number;
  desktop: number;
}

/**
 * The CSS variables a responsive grid reads (`--sf-cols-sm/md/lg`), so one stitches class serves
 * every column count a store picks.
 */
export function gridColumnsStyle(columns: GridColumns): CSSProperties {
  return {
    '--sf-cols-sm': String(columns.mobile),
    '--sf-cols-md': String(columns.tablet),
    '--sf-cols-lg': String(columns.desktop),
  } as CSSProperties;
}

/** Styles of a grid laid out by {@link gridColumnsStyle}. */
export const responsiveGridCss = {
  display: 'grid',
  gap: '$5 $4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(var(--sf-cols-sm, 2), minmax(0, 1fr))',
  '@md': { gridTemplateColumns: 'repeat(var(--sf-cols-md, 3), minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(var(--sf-cols-lg, 4), minmax(0, 1fr))' },
} as const;
