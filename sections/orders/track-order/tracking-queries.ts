import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type {
  TrackOrderRequest,
  TrackOrderResponse,
  WaybillTracking,
} from '../../../schemas/api/tracking.ts';

/** Query key of the shipment with `waybill` (waybills are compared in capitals). */
export const shipmentKey = (waybill: string) =>
  ['track-order', 'shipment', waybill.toUpperCase()] as const;

/**
 * The shipment with `waybill`: courier, status and scans (`orders.trackWaybill`, spec §7), or
 * `null` when no shipment has that waybill (404, or 422 for one that cannot be a waybill). Any
 * other failure is the query's error, so the page can say so and offer to try again. The page
 * loads it with the slug of `/track-order/{slug}`, which may be a waybill or an order number.
 */
export function shipmentQuery(api: ApiClient, waybill: string) {
  return queryOptions({
    queryKey: shipmentKey(waybill),
    queryFn: async ({ signal }): Promise<WaybillTracking | null> => {
      try {
        return (await api.call(orders.trackWaybill, { params: { waybill }, signal })).data;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** An order's status, lines, history and waybill for its number and e-mail or phone (`orders.track`). */
export async function trackOrder(
  api: ApiClient,
  body: TrackOrderRequest,
): Promise<TrackOrderResponse> {
  return (await api.call(orders.track, { body })).data;
}
