import { defineSection } from '../../../registry/index.ts';
import { formQuery } from './form-query.ts';
import { formSectionSchema } from './schema.ts';

export const formSection = defineSection({
  key: 'form',
  title: 'Form',
  group: 'forms',
  schema: formSectionSchema,
  component: () => import('./FormSection.tsx'),
  // the definition is in the server's HTML, so the form shows before any script
  load: (props, ctx) => [formQuery(ctx.api, props.form_id)],
  // whole in that HTML and still until used: its code loads when the shopper turns to it, even
  // at the top of a page (decision 0014); what is typed before stays in the fields, and a submit
  // made before is held and sent once it has loaded (decision 0011)
  hydrate: 'intent',
  presets: [
    {
      name: 'Contact',
      props: {
        form_id: 'contact',
        heading: '',
        heading_level: 'h1',
        intro: '',
        show_details: true,
        details: 'customer-care',
        details_heading: 'Customer care',
        details_note: 'We answer every day from 9 am to 7 pm.',
      },
    },
    {
      name: 'Get in touch',
      props: {
        form_id: 'get-in-touch',
        heading: 'Get in touch',
        heading_level: 'h2',
        intro: '',
        show_details: true,
        details: 'store',
        details_heading: 'Visit our store',
        details_note: 'Open Monday to Saturday, 10 am to 8 pm.',
      },
    },
  ],
});
