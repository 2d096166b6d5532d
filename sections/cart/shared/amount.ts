import type { Amount } from '../../../schemas/api/cart.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';

/**
 * An amount as the API answered it: its `formatted` text, else its number in the cart's currency.
 * Never a sum made here: every total is the server's (DESIGN §4).
 */
export function amountText(amount: Amount, currency: string): string {
  return amount.formatted ?? formatPrice(amount.amount, currency);
}

/** A plain price of the API (`current_price`, a coupon's old and new price) in the cart's currency. */
export function moneyText(amount: number, currency: string): string {
  return formatPrice(amount, currency);
}
