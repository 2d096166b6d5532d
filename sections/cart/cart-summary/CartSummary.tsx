import type { SectionProps } from '../../../registry/index.ts';
import { styled } from '../../../themes/index.ts';
import { OrderSummary } from '../shared/OrderSummary.tsx';
import type { cartSummarySchema } from './schema.ts';

const Wrapper = styled('div', {
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: '0 $4 $5',
  '@lg': { padding: 0 },
});

/**
 * The order summary as a section: the cart page's (coupon, totals, Checkout, the phone's fixed
 * footer) or the checkout's (`show_lines`, no coupon field, no Checkout).
 */
export default function CartSummary({
  heading,
  show_lines,
  show_coupon,
  show_checkout,
}: SectionProps<typeof cartSummarySchema>) {
  return (
    <Wrapper>
      <OrderSummary
        heading={heading}
        showLines={show_lines}
        showCoupon={show_coupon}
        showCheckout={show_checkout}
      />
    </Wrapper>
  );
}
