// What other domains may put on a product card: the listing's ProductCard imports these
// for its wishlist and actions slots. Everything else in this folder is the product sections' own.

export { CardAddToCart, ProductCardActions } from './ProductCardActions.tsx';
export type { QuickViewButtonProps } from './QuickViewButton.tsx';
export { QuickViewButton } from './QuickViewButton.tsx';
export type { WishlistToggleProps } from './WishlistToggle.tsx';
export { WishlistToggle } from './WishlistToggle.tsx';
