import type { Cart } from '../../../schemas/api/cart.ts';
import { CART_EMPTY_MESSAGE } from '../../../schemas/api-constants.ts';
import type { StockProblems } from './stock-problems.ts';

/** Why Checkout waits while a line cannot be bought as it is. */
export const STOCK_BLOCK_MESSAGE =
  'Some items are not available in the quantity in your cart. Change or remove them to check out.';
/** Why Checkout waits while a price moved since it was added (place-order would refuse). */
export const PRICE_BLOCK_MESSAGE = 'Some prices have changed. Update prices to check out.';

/**
 * Why the cart cannot go on to checkout yet, or `null` when it can: empty (spec §5 'Your cart is
 * empty'), a line the stock cannot cover (`validate/stock`, or the line's own `is_in_stock`), a
 * price that changed (`price_changed`, resolved by 'Update prices').
 */
export function checkoutBlock(
  current: Cart | null | undefined,
  problems: StockProblems | undefined,
): string | null {
  if (!current || current.items.length === 0) return CART_EMPTY_MESSAGE;
  if ((problems?.size ?? 0) > 0 || current.items.some((item) => !item.is_in_stock)) {
    return STOCK_BLOCK_MESSAGE;
  }
  if (current.prices_changed || current.items.some((item) => item.price_changed)) {
    return PRICE_BLOCK_MESSAGE;
  }
  return null;
}
