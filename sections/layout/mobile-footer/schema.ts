/** Props of the mobile-footer section: the fixed tab bar on phones. */
export const mobileFooterSchema = {
  type: 'object',
  properties: {
    /** Where the Shop tab goes. @default '/shop-online' */
    shop_href: {
      type: 'string',
      title: 'Shop link',
      minLength: 1,
      maxLength: 300,
      default: '/shop-online',
    },
    /** Show the number of items on the Cart tab (spec §2: when above 0). @default true */
    show_cart_badge: { type: 'boolean', title: 'Show cart count', default: true },
  },
  additionalProperties: false,
} as const;
