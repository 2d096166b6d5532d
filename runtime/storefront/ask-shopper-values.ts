import { hydrate, type QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { ofetch } from 'ofetch';
import { RETRYABLE_STATUSES } from '../api/retry-policy.ts';
import { stampedNow } from '../render/dehydrated-time.ts';
import {
  SHOPPER_HINT_COOKIE,
  SHOPPER_VALUES_PATH,
  type ShopperValuesAnswer,
  shopperKnown,
} from './shopper-hint.ts';
import { showShopper } from './use-storefront.ts';

/**
 * Asks the storefront server who the shopper is (SHOPPER_VALUES_PATH, with the browser's
 * cookies), and shows it over the page everyone gets: their cart and wishlist go into the query
 * cache as a page's server would have put them, and their values over the root's. When nothing
 * of their own is found (the session ended, the cart went), the hint goes, and the next pages ask
 * nothing. A failed answer leaves the page a guest's: the shopper sees their account again on
 * the next page drawn for them (the cart, the account). What waited for the answer runs once the
 * page has drawn it.
 */
export async function askShopperValues(queryClient: QueryClient): Promise<void> {
  let answer: ShopperValuesAnswer | null = null;
  try {
    answer = await ofetch<ShopperValuesAnswer>(SHOPPER_VALUES_PATH, {
      credentials: 'same-origin',
      retry: 1,
      retryStatusCodes: [...RETRYABLE_STATUSES],
    });
  } catch (error) {
    console.warn('[storefront] The shopper’s own values could not be had.', error);
  }
  if (answer) {
    hydrate(queryClient, stampedNow(answer.queries));
    showShopper(answer.values);
    if (!answer.own) Cookies.remove(SHOPPER_HINT_COOKIE, { path: '/' });
  }
  const isLoggedIn = answer?.values.isLoggedIn ?? false;
  // after React has drawn the shopper's values: what waited reads them from the page
  setTimeout(() => shopperKnown(isLoggedIn), 0);
}
