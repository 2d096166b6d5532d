import { FOLLOWS_CART_ATTRIBUTE } from '../../../runtime/commerce/cart/cart-followers.ts';
import type { Anchored } from '../../../runtime/render/OnIntent.tsx';
import { OrderSummary } from '../shared/OrderSummary.tsx';

export interface SummaryPartProps {
  heading: string;
  showLines: boolean;
  showCoupon: boolean;
  showCheckout: boolean;
}

/**
 * The order summary, the cart-summary section's part (`CartSummary.tsx`): on the checkout's steps
 * loaded on intent, in an element carrying the part's anchor and saying it follows the cart, so
 * that a change of the cart loads it at once (`cart-followers.ts`).
 */
export default function SummaryPart({
  anchor,
  heading,
  showLines,
  showCoupon,
  showCheckout,
}: SummaryPartProps & Anchored) {
  return (
    <div id={anchor} {...{ [FOLLOWS_CART_ATTRIBUTE]: '' }}>
      <OrderSummary
        heading={heading}
        showLines={showLines}
        showCoupon={showCoupon}
        showCheckout={showCheckout}
      />
    </div>
  );
}
