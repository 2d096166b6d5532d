import { defineSection } from '../../../registry/index.ts';
import { faqQuery } from './faq-query.ts';
import { faqSchema } from './schema.ts';

export const faq = defineSection({
  key: 'faq',
  title: 'FAQ',
  group: 'content',
  schema: faqSchema,
  component: () => import('./Faq.tsx'),
  // display only, complete in the server's HTML: below the first screen its code loads when a
  // shopper turns to it (a click made before is held and replayed, decision 0011)
  hydrate: 'intent',
  load: (props, ctx) => [faqQuery(ctx.api, props.faq, ctx.sanitizeHtml)],
  presets: [
    {
      name: 'Questions with their title',
      props: {
        faq: 'general',
        heading: '',
        show_heading: true,
        open_first: false,
        structured_data: true,
      },
    },
    {
      name: 'Under the page heading, first answer open',
      props: {
        faq: 'general',
        heading: '',
        show_heading: false,
        open_first: true,
        structured_data: true,
      },
    },
  ],
});
