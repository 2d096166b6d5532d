import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';
import { contactUsSections } from './contact.ts';

/** The contact page (`/contact-us`): the contact form beside customer care's details, and the map. */
export const contactUsPage = {
  slug: 'contact-us',
  title: 'Contact us',
  meta_title: 'Contact us | Northwind Outfitters',
  meta_description:
    'Reach Northwind Outfitters customer care by e-mail or phone, or visit our Bengaluru store.',
  page_type: 'page',
  component_data: contactUsSections,
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
