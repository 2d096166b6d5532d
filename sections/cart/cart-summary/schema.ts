/**
 * Props of the cart-summary section: the order summary (spec §2 "Cart", §3 "Cart") with the
 * totals exactly as the API answers them. On the cart page it carries the coupon and Checkout
 * (and, on phones, the fixed footer with the total and Checkout); on the checkout's steps it
 * shows the lines small, without the coupon field or Checkout.
 */
export const cartSummarySchema = {
  type: 'object',
  properties: {
    /** The heading, which names the summary's region. @default 'Order summary' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 60,
      default: 'Order summary',
    },
    /** Lists the cart's lines, small, above the totals (the checkout's summary). @default false */
    show_lines: { type: 'boolean', title: 'Show the lines', default: false },
    /** The coupon field, the applied coupon and 'View coupons'. @default true */
    show_coupon: { type: 'boolean', title: 'Show the coupon field', default: true },
    /** The Checkout button and, on phones, the fixed footer with the total. @default true */
    show_checkout: { type: 'boolean', title: 'Show Checkout', default: true },
  },
  additionalProperties: false,
} as const;
