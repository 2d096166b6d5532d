import { useQueryClient } from '@tanstack/react-query';
import { memo, Suspense, useEffect, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import {
  cartChangedSinceDrawn,
  wakeCartFollowers,
} from '../../../runtime/commerce/cart/cart-followers.ts';
import { OnIntent } from '../../../runtime/render/OnIntent.tsx';
import { partOnIntent } from '../../../runtime/render/part-on-intent.ts';
import { useFromServer } from '../../../runtime/render/use-hydrating.ts';
import { styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import type { SummaryPartProps } from './SummaryPart.tsx';
import type { cartSummarySchema } from './schema.ts';

const Wrapper = styled('div', {
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: '0 $4 $5',
  '@lg': { padding: 0 },
});

// The summary's code (the lines, the totals, the coupon, the price checks) is a part of its own.
// On the checkout's steps, where it only shows the cart, it loads when the shopper reaches for it,
// or at once when the cart changes (decision 0017); with Checkout (the cart page), as soon as the
// section hydrates.
const summary = partOnIntent(() => import('./SummaryPart.tsx'));

/**
 * The summary loaded at once, in a boundary of its own; memoised on its props (each a primitive):
 * the section's render right after it has hydrated must not reach the boundary while it still
 * waits for its code, or React would throw the summary's server HTML away.
 */
const SummaryNow = memo(function SummaryNow(props: SummaryPartProps) {
  return (
    <Suspense fallback={<Skeleton height={240} />}>
      <summary.Lazy {...props} />
    </Suspense>
  );
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
  // drawn by the server (rendering, or hydrating its HTML): the checkout's summary waits for the
  // shopper; first drawn in the browser (a navigation from the cart): it loads at once
  const [fromServer] = useState(useFromServer());
  const queryClient = useQueryClient();
  const waits = fromServer && !show_checkout;
  useEffect(() => {
    // the cart changed before this section hydrated: nothing waited yet to be woken by it
    if (waits && cartChangedSinceDrawn(queryClient)) wakeCartFollowers();
  }, [waits, queryClient]);
  const props = {
    heading,
    showLines: show_lines,
    showCoupon: show_coupon,
    showCheckout: show_checkout,
  };
  return (
    <Wrapper>{waits ? <OnIntent part={summary} {...props} /> : <SummaryNow {...props} />}</Wrapper>
  );
}
