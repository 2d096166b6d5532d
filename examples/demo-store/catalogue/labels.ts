import type { ProductLabel } from '../../../schemas/api/index.ts';

/** Product card badges. */
export const labels = [
  { name: 'New', color: '#1d4ed8' },
  { name: 'Sale', color: '#b91c1c' },
  { name: 'Bestseller', color: '#92400e' },
] satisfies ProductLabel[];
