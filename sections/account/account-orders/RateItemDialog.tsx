import { lazy, Suspense, useState } from 'react';
import type { OrderItem } from '../../../schemas/api/orders.ts';
import { Dialog } from '../../../themes/index.ts';
import { FormLoading } from './form-parts.tsx';

// The form and react-hook-form are a chunk of their own, loaded when the dialog opens: the orders
// list never downloads them.
const RateForm = lazy(() => import('./RateForm.tsx'));

/**
 * The rating dialog of one delivered line (spec §4 "Order dialogs"): stars, a headline and a
 * review, sent as the product's review (`plugins.rateProduct`, once per product). The API's
 * thanks are a toast; 'You have already reviewed this product.' shows in the dialog.
 */
export function RateItemDialog({ item, onClose }: { item: OrderItem | null; onClose: () => void }) {
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Rate ${shown?.name ?? 'this item'}`}
      size="sm"
    >
      {shown && (
        <Suspense fallback={<FormLoading />}>
          <RateForm key={shown.id} item={shown} onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
