import { lazy, Suspense, useState } from 'react';
import type { Cart } from '../../../schemas/api/cart.ts';
import { Button, Dialog } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';

/** The list and its Apply buttons: loaded when the popup opens (the cart pages load no more). */
const CouponList = lazy(() => import('./CouponList.tsx'));

export interface CouponsDialogProps {
  /** The shopper's cart (its subtotal keys the list, its coupon is marked applied). */
  current: Cart;
}

/**
 * 'View coupons' (spec §2 "coupon popup"): the running coupons (`coupons/get`), applicable first,
 * each with what it gives and, when it does not apply yet, its condition ('Add ₹2,002.00 more to
 * use FLAT500'). Apply puts the coupon on the cart and closes the popup; a refusal shows under
 * that coupon.
 */
export function CouponsDialog({ current }: CouponsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Coupons"
      description="Coupons running now. One coupon per order."
      size="sm"
      trigger={
        <Button variant="ghost" size="sm">
          View coupons
        </Button>
      }
    >
      {open && (
        <Suspense fallback={<Skeleton height={96} />}>
          <CouponList current={current} onApplied={() => setOpen(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
