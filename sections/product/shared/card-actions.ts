// What the wishlist heart and add to cart do, loaded on demand (DESIGN §6) by `WishlistToggle`,
// `CardAddToCart` and the product page's `BuyBox`. One module for all, so the mutation code they
// share comes in one chunk, fetched once however many of them a page shows.

export { useAddToCart } from '../../../runtime/commerce/cart/use-add-to-cart.ts';
export { useWishlistToggle } from '../../../runtime/commerce/wishlist/use-wishlist-toggle.ts';
