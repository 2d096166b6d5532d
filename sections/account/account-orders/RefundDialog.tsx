import { lazy, Suspense, useState } from 'react';
import type { OrderDetail, OrderItem } from '../../../schemas/api/orders.ts';
import { Dialog } from '../../../themes/index.ts';
import { FormLoading } from './form-parts.tsx';

// The form and react-hook-form are a chunk of their own, loaded when the dialog opens: the orders
// list never downloads them.
const RefundForm = lazy(() => import('./RefundForm.tsx'));

/**
 * The refund dialog of one line of a delivered order (spec §4 "Order dialogs",
 * `orders.requestRefund`): a reason, then the request; the order's details show the line's
 * refund status after it. A refusal stays in the dialog, nothing typed lost.
 */
export function RefundDialog({
  order,
  item,
  onClose,
}: {
  order: OrderDetail;
  item: OrderItem | null;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Request a refund"
      size="sm"
    >
      {shown && (
        <Suspense fallback={<FormLoading />}>
          <RefundForm key={shown.id} order={order} item={shown} onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
