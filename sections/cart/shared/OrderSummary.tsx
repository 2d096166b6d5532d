import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { checkoutBlock } from '../../../runtime/commerce/cart/checkout-block.ts';
import { stockProblemsQuery } from '../../../runtime/commerce/cart/stock-problems.ts';
import { useCartQuery } from '../../../runtime/commerce/cart/use-cart-query.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import { globalCss, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { amountText } from './amount.ts';
import { CartLineList } from './CartLineList.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { CouponBox } from './CouponBox.tsx';
import { PriceChanges } from './PriceChanges.tsx';

const Panel = styled('section', {
  display: 'grid',
  gap: '$4',
  alignContent: 'start',
  '& h2': { margin: 0, fontSize: '1.25rem' },
  variants: {
    boxed: {
      true: {
        padding: '$5',
        borderRadius: '$md',
        backgroundColor: '$surface',
        '@md': { position: 'sticky', top: '96px' },
      },
    },
  },
});

const Totals = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { paddingBlock: '$1', fontWeight: 400, textAlign: 'start' },
  '& td': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tr[data-total="grand"] > *': {
    paddingTop: '$3',
    borderTop: '1px solid $border',
    fontSize: '1.125rem',
    fontWeight: 700,
  },
  '& tr[data-total="discount"] td': { color: '$primary', fontWeight: 600 },
  '& small': { display: 'block', color: '$muted', fontSize: '$xs' },
});

const Actions = styled('div', { display: 'grid', gap: '$2' });

// spec §2 "fixed footer": below md the total and Checkout stay at the bottom of the screen,
// above the tab bar; the page gets the bar's height as padding so no content hides under it.
const MOBILE_BAR_HEIGHT = '72px';
const reserveBar = globalCss({
  '@media (max-width: 767.98px)': {
    'body:has([data-cart-bar])': {
      paddingBottom: `calc(var(--sf-mobile-footer-height, 0px) + ${MOBILE_BAR_HEIGHT})`,
    },
    // floating buttons (chat, scroll to top) move up above the bar
    ':root:has([data-cart-bar])': { '--sf-fixed-bar-height': MOBILE_BAR_HEIGHT },
  },
});

const Bar = styled('div', {
  position: 'fixed',
  insetInline: 0,
  bottom: 'var(--sf-mobile-footer-height, 0px)',
  zIndex: '$sticky',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  minHeight: MOBILE_BAR_HEIGHT,
  padding: '$2 $4',
  backgroundColor: '$background',
  borderTop: '1px solid $border',
  boxShadow: '0 -2px 10px rgba(0, 0, 0, 0.06)',
  '& p': { margin: 0, display: 'grid', lineHeight: 1.2 },
  '& p span': { color: '$muted', fontSize: '$xs' },
  '& p strong': { fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' },
  '& > :last-child': { flex: '0 0 auto', width: 'auto', minWidth: '150px' },
  '@md': { display: 'none' },
});

/** What the summary hands its `actions`. */
export interface SummaryActions {
  current: Cart;
  /** Why checkout must wait, or `null`. */
  blocked: string | null;
  /** Id for the reason checkout waits. */
  reasonId: string;
}

export interface OrderSummaryProps {
  /** The heading, which names the region. @default 'Order summary' */
  heading?: string;
  /** The lines, small (the checkout's summary). @default false */
  showLines?: boolean;
  /** The coupon field, applied coupon and 'View coupons'. @default true */
  showCoupon?: boolean;
  /** The Checkout button (and, below md, the fixed bar). @default true */
  showCheckout?: boolean;
  /** The fixed bar with the total and Checkout below md. @default same as showCheckout */
  fixedBar?: boolean;
  /** A grey box (sticky beside the lines on wide screens). @default true */
  boxed?: boolean;
  /** What goes below the totals (the drawer's 'View cart' and Checkout). */
  actions?: (summary: SummaryActions) => ReactNode;
}

/**
 * The order summary (spec §2 "Cart", §3 "Cart"): a region named by its heading, with the price
 * changes, the coupon, the totals exactly as the API answered them (subtotal, discount,
 * shipping, tax, grand total) and Checkout, blocked while a line cannot be bought or a price
 * moved. The cart page, the drawer and the checkout's steps all use it, with different parts.
 */
export function OrderSummary({
  heading = 'Order summary',
  showLines = false,
  showCoupon = true,
  showCheckout = true,
  fixedBar = showCheckout,
  boxed = true,
  actions,
}: OrderSummaryProps) {
  const id = useId();
  const api = useApi();
  const { data: current, isPending } = useCartQuery();
  const problems = useQuery(stockProblemsQuery(api, current)).data;
  reserveBar();

  if (isPending) {
    return (
      <Panel boxed={boxed} aria-labelledby={`${id}-title`} aria-busy="true">
        <h2 id={`${id}-title`}>{heading}</h2>
        <Skeleton height={160} />
      </Panel>
    );
  }
  if (!current || current.items.length === 0) {
    // the lines say the cart is empty; a summary of nothing says nothing
    return null;
  }

  const blocked = checkoutBlock(current, problems);
  const { currency } = current;
  const coupon = current.coupon;
  const discounted = coupon !== null && current.discount.amount > 0;
  const grandTotal = amountText(current.grand_total, currency);
  const reasonId = `${id}-blocked`;

  return (
    <Panel boxed={boxed} aria-labelledby={`${id}-title`} data-cart-summary="">
      <h2 id={`${id}-title`}>{heading}</h2>
      {showLines && <CartLineList compact trackView={false} />}
      <PriceChanges current={current} />
      {showCoupon && <CouponBox current={current} />}
      <Totals aria-label="Totals">
        <tbody>
          <tr>
            <th scope="row">{`Subtotal (${current.total_quantity} ${current.total_quantity === 1 ? 'item' : 'items'})`}</th>
            <td>{amountText(current.subtotal, currency)}</td>
          </tr>
          {discounted && (
            <tr data-total="discount">
              <th scope="row">{`Discount (${coupon.code})`}</th>
              <td>{`−${amountText(current.discount, currency)}`}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Shipping</th>
            <td>
              {current.shipping_method ? (
                current.shipping.amount === 0 ? (
                  'Free'
                ) : (
                  amountText(current.shipping, currency)
                )
              ) : (
                <small>Calculated at checkout</small>
              )}
            </td>
          </tr>
          {current.tax.amount > 0 && (
            <tr>
              <th scope="row">Tax</th>
              <td>{amountText(current.tax, currency)}</td>
            </tr>
          )}
          <tr data-total="grand">
            <th scope="row">Grand total</th>
            <td>{grandTotal}</td>
          </tr>
        </tbody>
      </Totals>
      {actions?.({ current, blocked, reasonId })}
      {showCheckout && (
        <Actions>
          <CheckoutButton current={current} blocked={blocked} reasonId={reasonId} />
        </Actions>
      )}
      {showCheckout && fixedBar && (
        <Bar data-cart-bar="">
          <p>
            <span>Grand total</span>
            <strong>{grandTotal}</strong>
          </p>
          <CheckoutButton
            current={current}
            blocked={blocked}
            reasonId={reasonId}
            showReason={false}
          />
        </Bar>
      )}
    </Panel>
  );
}
