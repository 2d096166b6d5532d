/**
 * Props of the wishlist panel, `/account/wishlist` (spec §2: 'Wishlist' in the account menu,
 * described as 'All your saved product collections'). It shows only on that path, so it sits in
 * the account template with the account's other panels.
 */
export const accountWishlistSchema = {
  type: 'object',
  properties: {
    /** Heading of the page. @default 'Wishlist' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Wishlist' },
    /** Text under the heading. @default 'All your saved product collections' */
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 300,
      default: 'All your saved product collections',
    },
  },
  additionalProperties: false,
} as const;
