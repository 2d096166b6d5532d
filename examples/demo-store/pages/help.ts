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
    richText('faq-body', {
      html: [
        '<h1>Frequently asked questions</h1>',
        '<h2>How long does delivery take?</h2>',
        '<p>Standard delivery takes 3–6 working days and is free on orders of ₹2,999 or more; ',
        'express delivery takes 1–2 working days. Check your pincode on any product page for the ',
        'time to your address.</p>',
        '<h2>Can I return an item?</h2>',
        '<p>Yes: unused or lightly worn items can be returned within 30 days of delivery. Start a ',
        'return from your orders in My account; refunds reach your original payment method within ',
        '7 working days of the return reaching us.</p>',
        '<h2>How do I choose my size?</h2>',
        '<p>Every product page has a size chart. Between two sizes, pick the larger one for layering.</p>',
        '<h2>Which payment methods do you accept?</h2>',
        '<p>Credit and debit cards, or cash and UPI on delivery.</p>',
      ].join(''),
      align: 'left',
      width: 'narrow',
    }),
  ],
} satisfies PageRecordInput;
