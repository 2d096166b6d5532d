import type { ProductCardSlots } from './ProductCard.tsx';

/**
 * The controls the storefront's grids put on every card. Until the product domain's wishlist
 * toggle, quick view and add-to-cart buttons exist, cards link to the product page instead.
 */
export const storefrontCardSlots: ProductCardSlots = {};
