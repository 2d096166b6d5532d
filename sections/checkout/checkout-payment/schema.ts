/**
 * Props of the checkout-payment section: the payment step of the checkout (spec §2 "Checkout:
 * shipping method, payment method, payment processing popup"), shown on `/checkout/payment`
 * only, so it sits in the checkout template beside the address step.
 */
export const checkoutPaymentSchema = {
  type: 'object',
  properties: {
    /** Heading of the step. @default 'Shipping and payment' */
    heading: {
      type: 'string',
      title: 'Heading',
      maxLength: 80,
      default: 'Shipping and payment',
    },
    /** Show the store's checkout instruction (setting `checkout_instruction`) above the button. @default true */
    show_instruction: {
      type: 'boolean',
      title: 'Show the checkout instruction',
      default: true,
    },
  },
  additionalProperties: false,
} as const;
