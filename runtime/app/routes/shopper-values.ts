import { dehydrate, QueryClient } from '@tanstack/react-query';
import { cartQuery } from '../../commerce/cart/cart-query.ts';
import { wishlistQuery } from '../../commerce/wishlist/wishlist-count-query.ts';
import { timeless } from '../../render/dehydrated-time.ts';
import { hasCartCookie } from '../../routing/guards/read-cart.ts';
import { loadStoreState } from '../../routing/store-state.ts';
import { PRIVATE_CACHE_CONTROL } from '../../server/page-cache.ts';
import type { ShopperValuesAnswer } from '../../storefront/shopper-values-path.ts';
import type { Route } from './+types/shopper-values.ts';

/**
 * SHOPPER_VALUES_PATH (decision 0022): what a public page, answered as everyone gets it, asks for
 * once it has hydrated when the shopper hint says the browser holds a session or a cart. Answers
 * the shopper's part of the storefront values (logged in, the account, the Admin Panel token) and
 * the cart and wishlist the header shows, read with the request's cookies as a page's render
 * would have read them. Never kept by any cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { values } = await loadStoreState(context.api);
  const { isLoggedIn, account, adminToken } = values;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const hasCart = isLoggedIn || hasCartCookie(request);
  await Promise.all([
    hasCart ? queryClient.prefetchQuery(cartQuery(context.api)) : null,
    isLoggedIn ? queryClient.prefetchQuery(wishlistQuery(context.api)) : null,
  ]);
  const cart = queryClient.getQueryData(cartQuery(context.api).queryKey);
  const answer: ShopperValuesAnswer = {
    values: { isLoggedIn, account, adminToken },
    own: isLoggedIn || (cart?.id ?? null) !== null,
    queries: timeless(dehydrate(queryClient)),
  };
  // in the API's envelope: the browser reads it with the storefront's HTTP client
  return Response.json(
    { status: 'success', message: '', data: answer },
    {
      headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, Vary: 'Cookie' },
    },
  );
}
