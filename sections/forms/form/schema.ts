/** Props of the form section: a form the store defines (`GET /api/form/{id}`). */
export const formSectionSchema = {
  type: 'object',
  properties: {
    /** Key of the form whose fields to show, e.g. `contact`. @default 'contact' */
    form_id: {
      type: 'string',
      title: 'Form',
      minLength: 1,
      maxLength: 120,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
      default: 'contact',
    },
    /** Heading; empty: the form's own title. @default '' */
    heading: {
      type: 'string',
      title: 'Heading (empty: the form’s title)',
      maxLength: 120,
      default: '',
    },
    /** `h1` when the form is what the page is about (a contact page). @default 'h2' */
    heading_level: {
      type: 'string',
      title: 'Heading level',
      enum: ['h1', 'h2'],
      default: 'h2',
    },
    /** Text under the heading; empty: the form's own description. @default '' */
    intro: {
      type: 'string',
      title: 'Text (empty: the form’s description)',
      maxLength: 500,
      default: '',
    },
    /** Show the store's address, phone and e-mail beside the form. @default true */
    show_details: { type: 'boolean', title: 'Show contact details', default: true },
    /**
     * Which details: the store's (`store_*` settings, as in the footer) or customer care's
     * (`customer_care_*`, each falling back to the store's when empty or turned off).
     * @default 'store'
     */
    details: {
      type: 'string',
      title: 'Contact details',
      enum: ['store', 'customer-care'],
      default: 'store',
    },
    /** Heading of the details. @default 'Visit or call us' */
    details_heading: {
      type: 'string',
      title: 'Details heading',
      maxLength: 80,
      default: 'Visit or call us',
    },
    /** A line under the details, e.g. opening hours. @default '' */
    details_note: { type: 'string', title: 'Details note', maxLength: 200, default: '' },
  },
  additionalProperties: false,
} as const;
