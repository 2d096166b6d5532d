import type { DehydratedState } from '@tanstack/react-query';
import type { StorefrontValues } from './initial-values.ts';

/**
 * Where a public page asks for the shopper's own values (runtime/app/routes/shopper-values.ts):
 * a storefront route, not an API endpoint; it answers what the server would have drawn for them.
 */
export const SHOPPER_VALUES_PATH = '/__storefront/shopper';

/** What {@link SHOPPER_VALUES_PATH} answers: who the shopper is, and their own prefetched data. */
export interface ShopperValuesAnswer {
  /** The shopper's part of the storefront values. */
  values: Pick<StorefrontValues, 'isLoggedIn' | 'account' | 'adminToken'>;
  /** Whether anything of the shopper’s own was found: a customer, or a cart (empty or not). */
  own: boolean;
  /** Their cart and wishlist, as a page's server would have prefetched them (timeless). */
  queries: DehydratedState;
}
