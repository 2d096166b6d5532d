import { lazy, Suspense, useState } from 'react';
import type { Order } from '../../../schemas/api/orders.ts';
import { Dialog } from '../../../themes/index.ts';
import { FormLoading } from './form-parts.tsx';

// The form and react-hook-form are a chunk of their own, loaded when the dialog opens: the orders
// list never downloads them.
const CancelForm = lazy(() => import('./CancelOrderForm.tsx'));

/**
 * The cancellation dialog (spec §4 "Order dialogs"): asks to confirm, with an optional reason,
 * and cancels with `orders.cancel`. The API's thanks are a toast; its refusal (the order has
 * shipped meanwhile) shows in the dialog; the list and the order are fetched again after it.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(order);
  if (order !== null && order !== shown) setShown(order);
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Cancel order ${shown?.order_no ?? ''}?`}
      size="sm"
    >
      {shown && (
        <Suspense fallback={<FormLoading />}>
          <CancelForm key={shown.order_no} order={shown} onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
