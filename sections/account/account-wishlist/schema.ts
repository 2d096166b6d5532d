/**
 * Props of the wishlist panel, `/account/wishlist` (spec §2: 'Wishlist' in the account menu,
 * described as 'All your saved product collections'). It shows only on that path, so it sits in
 * the account template with the account's other panels.
 */
export const accountWishlistSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;
