import type { z } from 'zod';
import type { brandRecordSchema } from './records.ts';

/** Brands; `northwind` is the store's own label. */
export const brands = [
  { slug: 'northwind', name: 'Northwind' },
  { slug: 'summit-peak', name: 'Summit Peak' },
  { slug: 'ridgeline', name: 'Ridgeline' },
  { slug: 'monsoon-gear', name: 'Monsoon Gear' },
  { slug: 'trailhead', name: 'Trailhead' },
  { slug: 'himal-works', name: 'Himal Works' },
] satisfies z.input<typeof brandRecordSchema>[];
