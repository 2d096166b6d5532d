/**
 * Props of the track-order section, the page at `/track-order` and `/track-order/{slug}` (spec §2
 * "Track order: form, result, scans popup and stepper"). The form asks for the order number and
 * the e-mail or phone the order was placed with; the section is the page, so its heading is the
 * page's h1.
 */
export const trackOrderSchema = {
  type: 'object',
  properties: {
    /** The page's heading. @default 'Track your order' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Track your order',
    },
    /**
     * A sentence under the heading saying what to enter.
     * @default 'Enter your order number and the e-mail address or phone number you used at checkout.'
     */
    text: {
      type: 'string',
      title: 'Help text',
      maxLength: 300,
      default:
        'Enter your order number and the e-mail address or phone number you used at checkout.',
    },
    /** Label of the submit button. @default 'Track order' */
    button_label: {
      type: 'string',
      title: 'Button label',
      minLength: 1,
      maxLength: 40,
      default: 'Track order',
    },
  },
  required: ['heading'],
  additionalProperties: false,
} as const;
