/**
 * Props of the order-result section: the order complete and payment failed pages
 * (`/checkout-complete`, `/checkout-failed`, spec §2). Which texts show follows the order: a
 * confirmed order (paid, or cash on delivery) gets the thanks, an unpaid one the failure and
 * 'Try another card'. Place it in both templates.
 */
export const orderResultSchema = {
  type: 'object',
  properties: {
    /** Heading of a confirmed order. @default 'Thank you for your order!' */
    heading: {
      type: 'string',
      title: 'Heading (order confirmed)',
      maxLength: 80,
      default: 'Thank you for your order!',
    },
    /** Text under it. @default 'We have received your order and will let you know when it ships.' */
    message: {
      type: 'string',
      title: 'Message (order confirmed)',
      maxLength: 300,
      default: 'We have received your order and will let you know when it ships.',
    },
    /** Heading of an order whose payment failed. @default 'Your payment did not go through' */
    failed_heading: {
      type: 'string',
      title: 'Heading (payment failed)',
      maxLength: 80,
      default: 'Your payment did not go through',
    },
    /** Text under it. @default 'Your order is saved and nothing was charged. Try another card to complete it.' */
    failed_message: {
      type: 'string',
      title: 'Message (payment failed)',
      maxLength: 300,
      default: 'Your order is saved and nothing was charged. Try another card to complete it.',
    },
    /** Ask the shopper to rate the checkout on a confirmed order. @default true */
    show_rating: { type: 'boolean', title: 'Ask for a rating of the checkout', default: true },
  },
  additionalProperties: false,
} as const;
