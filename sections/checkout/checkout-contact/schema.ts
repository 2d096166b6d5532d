/**
 * Props of the checkout's contact block (spec §5 "Address step": 'Phone No is empty', 'Email
 * address is empty'): who the store tells about the order. Which fields are required is the
 * store's setting (`order_sms_mandatory`, `order_email_mandatory`), not a prop.
 */
export const checkoutContactSchema = {
  type: 'object',
  properties: {
    /** Heading of the block. @default 'Contact' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Contact' },
    /** Line offered to a guest beside Login and Register. @default 'Have an account? Log in for a faster checkout.' */
    login_prompt: {
      type: 'string',
      title: 'Prompt for guests',
      maxLength: 200,
      default: 'Have an account? Log in for a faster checkout.',
    },
  },
  additionalProperties: false,
} as const;
