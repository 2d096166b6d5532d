/**
 * Props of the cart-drawer section: the cart drawer the header's cart icon opens (spec §2 "Cart:
 * drawer"), with the lines, the summary, 'View cart' and Checkout. Place it once, in the
 * layout's header area; nothing shows (and none of its code loads) until a shopper reaches for
 * the cart icon.
 */
export const cartDrawerSchema = {
  type: 'object',
  properties: {
    /** The drawer's title, which names it. @default 'Your cart' */
    title: { type: 'string', title: 'Title', minLength: 1, maxLength: 60, default: 'Your cart' },
    /** Shows the coupon field in the drawer. @default true */
    show_coupon: { type: 'boolean', title: 'Show the coupon field', default: true },
  },
  additionalProperties: false,
} as const;
