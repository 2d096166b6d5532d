/** Props of the header section. The logo and the sticky setting come from the storefront. */
export const headerSchema = {
  type: 'object',
  properties: {
    /** Id of the menu shown in the header (`GET /api/menu/{id}`). @default 'main' */
    menu_id: { type: 'string', title: 'Menu', minLength: 1, maxLength: 100, default: 'main' },
    /** Show the product search. @default true */
    show_search: { type: 'boolean', title: 'Show search', default: true },
    /** Show the account link. @default true */
    show_account: { type: 'boolean', title: 'Show account', default: true },
    /** Show the wishlist link with its count. @default true */
    show_wishlist: { type: 'boolean', title: 'Show wishlist', default: true },
    /** Show the cart link with its count. @default true */
    show_cart: { type: 'boolean', title: 'Show cart', default: true },
  },
  additionalProperties: false,
} as const;
