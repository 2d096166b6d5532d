import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';
import { settings } from '../settings.ts';

/** The contact page (`/contact-us`): how to reach customer care. A contact form comes with forms. */
export const contactUsPage = {
  slug: 'contact-us',
  title: 'Contact us',
  meta_title: 'Contact us | Northwind Outfitters',
  meta_description:
    'Reach Northwind Outfitters customer care by e-mail or phone, or visit our Bengaluru store.',
  page_type: 'page',
  component_data: [
    richText('contact-body', {
      html: [
        '<h1>Contact us</h1>',
        '<p>Questions about sizing, an order or a return? Our customer care team answers every ',
        'day from 9 am to 7 pm.</p>',
        '<h2>Customer care</h2>',
        '<ul>',
        `<li>E-mail: <a href="mailto:${settings.customer_care_email}">${settings.customer_care_email}</a></li>`,
        `<li>Phone: ${settings.customer_care_phone}</li>`,
        `<li>Address: ${settings.customer_care_address}</li>`,
        '</ul>',
        '<p>To follow a parcel, open the order in My account.</p>',
      ].join(''),
      align: 'left',
      width: 'narrow',
    }),
  ],
} satisfies PageRecordInput;

/** The FAQ page (`/faq`). */
export const faqPage = {
  slug: 'faq',
  title: 'FAQ',
  meta_title: 'Frequently asked questions | Northwind Outfitters',
  meta_description:
    'Delivery times, returns, sizing and payment at Northwind Outfitters, answered.',
  page_type: 'page',
  component_data: [
    richText('faq-heading', {
      html: [
        '<h1>Frequently asked questions</h1>',
        '<p>Delivery, returns, sizing and payment, answered. Anything else? Write to us from the ',
        '<a href="/contact-us">contact page</a>.</p>',
      ].join(''),
      align: 'left',
      width: 'narrow',
    }),
    // the questions come from the FAQ `general` (content/faqs.ts), with FAQPage JSON-LD
    { key: 'faq', id: 'faq-questions', props: { faq: 'general', show_heading: false } },
  ],
} satisfies PageRecordInput;
