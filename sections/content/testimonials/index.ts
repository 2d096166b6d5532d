import { defineSection } from '../../../registry/index.ts';
import { testimonialsSchema } from './schema.ts';
import { testimonialsQuery } from './testimonials-query.ts';

export const testimonials = defineSection({
  key: 'testimonials',
  title: 'Testimonials',
  group: 'content',
  schema: testimonialsSchema,
  component: () => import('./Testimonials.tsx'),
  load: (props, ctx) => [testimonialsQuery(ctx.api, props.testimonials)],
  presets: [
    {
      name: 'Quote grid',
      props: {
        testimonials: 'home',
        heading: 'What our customers say',
        layout: 'grid',
        limit: 6,
        show_rating: true,
        rotate_seconds: 0,
      },
    },
    {
      name: 'Quote carousel',
      props: {
        testimonials: 'home',
        heading: 'Heard on the trail',
        layout: 'carousel',
        limit: 6,
        show_rating: true,
        rotate_seconds: 8,
      },
    },
  ],
});
