/**
 * Props of the cart-lines section: the cart page's heading and lines (spec §2 "Cart"), or 'Your
 * cart is empty' with a way back to shopping. Place it first on the cart template, with
 * `cart-summary` after it: on wide screens the two stand side by side.
 */
export const cartLinesSchema = {
  type: 'object',
  properties: {
    /** The page's heading. @default 'Your cart' */
    heading: {
      type: 'string',
      title: 'Heading',
      minLength: 1,
      maxLength: 80,
      default: 'Your cart',
    },
    /** Text of the empty cart's link back to the shop. @default 'Continue shopping' */
    continue_label: {
      type: 'string',
      title: 'Empty cart: link text',
      minLength: 1,
      maxLength: 40,
      default: 'Continue shopping',
    },
    /** Where the empty cart's link goes. @default '/shop-online' */
    continue_href: {
      type: 'string',
      title: 'Empty cart: link',
      pattern: '^/',
      maxLength: 200,
      default: '/shop-online',
    },
  },
  additionalProperties: false,
} as const;
