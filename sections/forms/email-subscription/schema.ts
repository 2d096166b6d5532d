/** Props of the e-mail subscription section (`POST /api/plugins/emailSubscription/subscribe`). */
export const emailSubscriptionSchema = {
  type: 'object',
  properties: {
    /** Heading of the box. @default 'Subscribe to our newsletter' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 120,
      default: 'Subscribe to our newsletter',
    },
    /** Text under the heading. @default '' */
    text: { type: 'string', title: 'Text', maxLength: 300, default: '' },
    /** Placeholder of the e-mail field. @default 'you@example.com' */
    placeholder: {
      type: 'string',
      title: 'Field placeholder',
      maxLength: 80,
      default: 'you@example.com',
    },
    /** Text of the button. @default 'Subscribe' */
    button_label: {
      type: 'string',
      title: 'Button label',
      minLength: 1,
      maxLength: 40,
      default: 'Subscribe',
    },
  },
  additionalProperties: false,
} as const;
