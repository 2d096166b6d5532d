import { hydrate, type QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { createTransport } from '../api/client.ts';
import { stampedNow } from '../render/dehydrated-time.ts';
import { whenPageHydrated } from '../render/when-page-hydrated.ts';
import { SHOPPER_HINT_COOKIE } from './shopper-hint.ts';
import { SHOPPER_VALUES_PATH, type ShopperValuesAnswer } from './shopper-values-path.ts';
import { showShopper } from './use-storefront.ts';

/**
 * Asks the storefront server who the shopper is (SHOPPER_VALUES_PATH, with the browser's
 * cookies), and shows it over the page everyone gets: their cart and wishlist go into the query
 * cache as a page's server would have put them, and their values over the root's. When nothing
 * of their own is found (the session ended, the cart went), the hint goes, and the next pages ask
 * nothing. A failed answer leaves the page a guest's: the shopper sees their account again on
 * the next page drawn for them (the cart, the account). The values show once the sections that
 * hydrate with the page have hydrated (runtime/render/page-hydration.ts): the header hydrating
 * after them would find counts the server never drew. Answers whether the shopper is logged in,
 * once the page has drawn it: what waited for it then reads it from the page.
 */
export async function askShopperValues(queryClient: QueryClient): Promise<boolean> {
  let answer: ShopperValuesAnswer | null = null;
  const hydrated = whenPageHydrated();
  try {
    // the storefront's HTTP client: retried once, logged when it fails, never toasted
    const { data } = await createTransport()('GET', SHOPPER_VALUES_PATH, { silent: true });
    answer = data as ShopperValuesAnswer;
  } catch {
    // logged by the client; the page stays a guest's
  }
  await hydrated;
  if (answer) {
    hydrate(queryClient, stampedNow(answer.queries));
    showShopper(answer.values);
    if (!answer.own) Cookies.remove(SHOPPER_HINT_COOKIE, { path: '/' });
  }
  const isLoggedIn = answer?.values.isLoggedIn ?? false;
  // after React has drawn the shopper's values
  await new Promise((resolve) => setTimeout(resolve, 0));
  return isLoggedIn;
}
