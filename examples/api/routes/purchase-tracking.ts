import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  ORDER_NOT_FOUND_MESSAGE,
  type PurchaseTracker,
  type TrackPurchaseRequest,
  type TrackPurchaseResponse,
} from '../../../schemas/api/index.ts';
import { findAccessibleOrder } from '../data/orders/order-access.ts';
import type { ApiServices } from '../data/services.ts';
import { orders } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { mount, type Reply } from '../http/mount.ts';
import { type CustomerRow, currentCustomer } from '../http/session.ts';

/** The order flag each analytics plugin sets. */
const flags = {
  GoogleGtag: { column: orders.googleGtagEventTracked, set: { googleGtagEventTracked: true } },
  FacebookPixel: {
    column: orders.facebookPixelEventTracked,
    set: { facebookPixelEventTracked: true },
  },
} as const;

/**
 * `PUT /plugins/GoogleGtag/track-purchase` and `PUT /plugins/FacebookPixel/track-purchase`
 * (spec §4 "Purchase is sent once"): marks the order's purchase as sent with one conditional
 * update, so of two calls racing exactly one answers `already_tracked: false`. The caller
 * proves access with the order token or as the customer who placed it.
 */
export function purchaseTrackingRoutes(services: ApiServices): Hono {
  const { db, now } = services;
  const routes = new Hono();

  async function markTracked(
    plugin: PurchaseTracker,
    body: TrackPurchaseRequest,
    customer: CustomerRow | null,
  ): Promise<Reply<TrackPurchaseResponse>> {
    const order = await findAccessibleOrder(db, body.order_no, body.token, customer);
    if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const { column, set } = flags[plugin];
    const marked = await db
      .update(orders)
      .set({ ...set, updatedAt: now() })
      .where(and(eq(orders.id, order.id), eq(column, false)))
      .returning({ id: orders.id });
    return {
      data: {
        order_no: order.orderNo,
        plugin,
        tracked: true,
        already_tracked: marked.length === 0,
      },
    };
  }

  mount(routes, endpoints.plugins.trackPurchaseGoogleGtag, async ({ c, body }) => {
    c.header('Cache-Control', 'no-store');
    return markTracked('GoogleGtag', body, await currentCustomer(c));
  });

  mount(routes, endpoints.plugins.trackPurchaseFacebookPixel, async ({ c, body }) => {
    c.header('Cache-Control', 'no-store');
    return markTracked('FacebookPixel', body, await currentCustomer(c));
  });

  return routes;
}
