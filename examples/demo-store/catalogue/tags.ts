import type { z } from 'zod';
import type { tagRecordSchema } from './records.ts';

/** Tags products are filtered by. */
export const tags = [
  { slug: 'waterproof', name: 'Waterproof' },
  { slug: 'lightweight', name: 'Lightweight' },
  { slug: 'ultralight', name: 'Ultralight' },
  { slug: 'packable', name: 'Packable' },
  { slug: 'insulated', name: 'Insulated' },
  { slug: 'breathable', name: 'Breathable' },
  { slug: 'merino', name: 'Merino' },
  { slug: 'recycled', name: 'Recycled' },
  { slug: 'monsoon', name: 'Monsoon ready' },
  { slug: 'winter', name: 'Winter' },
  { slug: 'camping', name: 'Camping' },
  { slug: 'trekking', name: 'Trekking' },
  { slug: 'everyday', name: 'Everyday' },
] satisfies z.input<typeof tagRecordSchema>[];
