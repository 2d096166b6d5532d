import { contentKeyProp } from '../shared/content-key.ts';

/** Props of the FAQ section (`GET /api/faq/{id}`). */
export const faqSchema = {
  type: 'object',
  properties: {
    /** Key of the FAQ to show, e.g. `general`. */
    faq: { ...contentKeyProp, title: 'FAQ (key)' },
    /** Heading above the questions; empty: the FAQ's own title. @default '' */
    heading: {
      type: 'string',
      title: 'Heading (empty: the FAQ’s title)',
      maxLength: 120,
      default: '',
    },
    /** Show the heading (off when the page's own heading says it already). @default true */
    show_heading: { type: 'boolean', title: 'Show heading', default: true },
    /** Open the first answer. @default false */
    open_first: { type: 'boolean', title: 'Open the first answer', default: false },
    /**
     * Describe the questions to search engines as a FAQPage (JSON-LD). Keep one FAQ section with
     * it per page. @default true
     */
    structured_data: { type: 'boolean', title: 'FAQ rich results (JSON-LD)', default: true },
  },
  required: ['faq'],
  additionalProperties: false,
} as const;
