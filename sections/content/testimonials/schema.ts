import { contentKeyProp } from '../shared/content-key.ts';

/** Props of the testimonials section (`GET /api/testimonials/{id}`). */
export const testimonialsSchema = {
  type: 'object',
  properties: {
    /** Key of the set of testimonials to show, e.g. `home`. */
    testimonials: { ...contentKeyProp, title: 'Testimonials (key)' },
    /** Heading above the quotes. @default 'What our customers say' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 120,
      default: 'What our customers say',
    },
    /** All quotes side by side, or one at a time in a carousel. @default 'grid' */
    layout: { type: 'string', title: 'Layout', enum: ['grid', 'carousel'], default: 'grid' },
    /** Most quotes shown. @default 6 */
    limit: { type: 'integer', title: 'Number of quotes', minimum: 1, maximum: 24, default: 6 },
    /** Show each quote's stars. @default true */
    show_rating: { type: 'boolean', title: 'Show ratings', default: true },
    /**
     * Carousel only: seconds before the next quote shows on its own; 0 never (never for shoppers
     * who prefer reduced motion). @default 0
     */
    rotate_seconds: {
      type: 'integer',
      title: 'Seconds per quote (carousel; 0: no rotation)',
      minimum: 0,
      maximum: 30,
      default: 0,
    },
  },
  required: ['testimonials'],
  additionalProperties: false,
} as const;
