/**
 * Props of the checkout stepper (spec §4 "Checkout steps"): the page's heading and the three
 * steps, Cart (1), Address (2), Payment (3). It shows on /checkout/address and /checkout/payment.
 */
export const checkoutStepsSchema = {
  type: 'object',
  properties: {
    /** The page's heading (h1). @default 'Checkout' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Checkout' },
  },
  additionalProperties: false,
} as const;
