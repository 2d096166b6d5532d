/** Props of the store-mode section: the coming-soon and under-maintenance pages (spec §2, §4). */
export const storeModeSchema = {
  type: 'object',
  properties: {
    /** Which page this is; chooses the default heading and message. @default 'Coming Soon' */
    mode: {
      type: 'string',
      title: 'Mode',
      enum: ['Coming Soon', 'Under Maintenance'],
      default: 'Coming Soon',
    },
    /** Heading; left out, 'Coming Soon' or 'Under Maintenance'. */
    heading: { type: 'string', title: 'Heading', maxLength: 120 },
    /** Text under the heading; left out, a message fitting the mode. */
    message: { type: 'string', title: 'Message', maxLength: 500 },
    /** Offer the e-mail form that tells shoppers when the store opens. @default true */
    show_subscribe: { type: 'boolean', title: 'Show the e-mail form', default: true },
    /** Text above the e-mail form. @default 'Leave your e-mail and we will tell you when we open.' */
    subscribe_text: {
      type: 'string',
      title: 'E-mail form text',
      maxLength: 200,
      default: 'Leave your e-mail and we will tell you when we open.',
    },
    /** Text of the form's button. @default 'Notify me' */
    button_label: { type: 'string', title: 'Button text', maxLength: 60, default: 'Notify me' },
  },
  additionalProperties: false,
} as const;
