import type { ProductCard } from '../../../schemas/api/catalogue.ts';
import type { WishlistItem, WishlistResponse } from '../../../schemas/api/wishlist.ts';

// Wishlists for tests and stories: answers of `wishlist.get`, `add` and `remove` that match the
// contract's wishlist, as the client parses them.

/** The wishlist entry of `product`. */
export function fixtureWishlistItem(product: ProductCard): WishlistItem {
  return {
    id: product.id,
    product_id: product.id,
    added_at: '2025-02-01T10:00:00.000Z',
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      image: product.base_image,
      price: product.channel.selling_price,
      mrp: product.channel.mrp,
      in_stock: product.channel.is_in_stock,
    },
  };
}

/** A wishlist of `products`, in the order given (the API answers newest first). */
export function fixtureWishlist(...products: ProductCard[]): WishlistResponse {
  return { items: products.map(fixtureWishlistItem) };
}
