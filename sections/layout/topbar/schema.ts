/** Props of the topbar section: a thin line above the header. */
export const topbarSchema = {
  type: 'object',
  properties: {
    /** A short line of text, e.g. a promise or opening hours. @default '' */
    text: { type: 'string', title: 'Text', maxLength: 200, default: '' },
    /** Show the store's phone and e-mail (settings store_phone, store_email). @default true */
    show_contact: { type: 'boolean', title: 'Show phone and e-mail', default: true },
    /** Short links on the right, e.g. Track order. @default [] */
    links: {
      type: 'array',
      title: 'Links',
      maxItems: 6,
      default: [],
      items: {
        type: 'object',
        properties: {
          /** Link text. */
          label: { type: 'string', title: 'Label', minLength: 1, maxLength: 60 },
          /** Path or URL. */
          href: { type: 'string', title: 'Link', minLength: 1, maxLength: 300 },
        },
        required: ['label', 'href'],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
