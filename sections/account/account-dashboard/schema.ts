/**
 * Props of the account-dashboard section: the Account Overview at /account (spec §2): a
 * greeting, the latest orders, the default addresses, the wishlist's size and a way into every
 * account page. Shows only on /account.
 */
export const accountDashboardSchema = {
  type: 'object',
  properties: {
    /** How many of the latest orders to list. @default 3 */
    recent_orders: {
      type: 'integer',
      title: 'Latest orders shown',
      minimum: 1,
      maximum: 10,
      default: 3,
    },
  },
  additionalProperties: false,
} as const;
