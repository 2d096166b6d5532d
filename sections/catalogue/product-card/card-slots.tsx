import { ProductCardActions, WishlistToggle } from '../../product/shared/index.ts';
import type { ProductCardSlots } from './ProductCard.tsx';

/**
 * The controls the storefront's grids and listings put on every card, from the product domain:
 * the wishlist heart over the image, quick view ('Choose options' for a product with variants)
 * and add to cart under the price.
 */
export const storefrontCardSlots: ProductCardSlots = {
  wishlist: (product) => <WishlistToggle productId={product.id} productName={product.name} />,
  actions: (product) => <ProductCardActions product={product} />,
};
