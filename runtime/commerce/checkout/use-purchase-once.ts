import { useEffect } from 'react';
import type { Order } from '../../../schemas/api/orders.ts';
import { onActiveProvidersChange } from '../../analytics/analytics.ts';
import { trackPurchase } from '../../analytics/purchase.ts';
import { useApi } from '../../api/api-context.tsx';
import { purchasePayload } from './checkout-analytics.ts';

/**
 * Sends `purchase` for a completed order once (spec §4 "Purchase is sent once, only if the
 * order is not already marked tracked"): `trackPurchase` skips a plugin whose flag the order
 * carries and marks the order through its track-purchase row before sending, so a reload of the
 * complete page, a second tab or a later visit never sends it again. Runs when the page shows a
 * successful order and again whenever the active analytics change (the providers start after
 * hydration, or the shopper accepts cookies on this page). Pass `null` to send nothing.
 */
export function usePurchaseOnce(order: Order | null, token: string | null): void {
  const api = useApi();
  useEffect(() => {
    if (order === null) return;
    const send = () => {
      void trackPurchase(api, { ...order, token }, purchasePayload(order)).catch(() => {});
    };
    send();
    return onActiveProvidersChange(send);
  }, [api, order, token]);
}
