import { defineSection } from '../../../../registry/index.ts';
import { storeHoursSchema } from './schema.ts';

/** The example theme's own section: listed in `sections` of its storefront.config.ts. */
export const storeHours = defineSection({
  key: 'store-hours',
  title: 'Store hours',
  group: 'content',
  schema: storeHoursSchema,
  component: () => import('./StoreHours.tsx'),
  pageTypes: ['home', 'page'],
  presets: [
    {
      name: 'Weekdays and weekend',
      props: {
        heading: 'Opening hours',
        rows: [
          { days: 'Monday – Friday', hours: '10:00 – 20:00' },
          { days: 'Saturday – Sunday', hours: '11:00 – 18:00' },
        ],
      },
    },
  ],
});
