/**
 * Props of the account-placeholder section: a short note on one account page whose own panel
 * is not in the template yet (the address book, until its section is placed). It shows only on
 * that page, under its heading.
 */
export const accountPlaceholderSchema = {
  type: 'object',
  properties: {
    /** The account page it stands in for. @default 'addresses' */
    panel: {
      type: 'string',
      title: 'Page',
      enum: ['addresses', 'wishlist', 'orders'],
      default: 'addresses',
    },
    /** What it says. */
    message: {
      type: 'string',
      title: 'Message',
      maxLength: 300,
      default: 'Your address book is coming soon. Until then, enter your address at checkout.',
    },
  },
  required: ['panel'],
  additionalProperties: false,
} as const;
