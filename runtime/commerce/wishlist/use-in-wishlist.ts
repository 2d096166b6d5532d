import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { wishlistQuery } from './wishlist-count-query.ts';
import { wishlistProductIds } from './wishlist-ids.ts';

/**
 * Whether `productId` is on the logged-in customer's wishlist (always `false` for a guest), read
 * from the wishlist query the header's count shares, so an optimistic change shows at once.
 */
export function useInWishlist(productId: number): boolean {
  const api = useApi();
  const { isLoggedIn } = useStorefront();
  const { data } = useQuery({ ...wishlistQuery(api), enabled: isLoggedIn });
  return isLoggedIn && wishlistProductIds(data).has(productId);
}
