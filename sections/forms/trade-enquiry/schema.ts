/** Props of the trade-enquiry section (`POST /api/plugins/TradeEnquiry/submit`). */
export const tradeEnquirySchema = {
  type: 'object',
  properties: {
    /** Heading above the form. @default 'Ask for a trade quote' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 120,
      default: 'Ask for a trade quote',
    },
    /** `h1` when the enquiry is what the page is about. @default 'h2' */
    heading_level: { type: 'string', title: 'Heading level', enum: ['h1', 'h2'], default: 'h2' },
    /** Text under the heading. @default '' */
    intro: { type: 'string', title: 'Text', maxLength: 500, default: '' },
    /** Text of the submit button. @default 'Send enquiry' */
    submit_label: {
      type: 'string',
      title: 'Button label',
      minLength: 1,
      maxLength: 40,
      default: 'Send enquiry',
    },
  },
  additionalProperties: false,
} as const;
