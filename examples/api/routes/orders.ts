import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  CANCEL_DISABLED_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDERS_PER_PAGE,
  type OrderStatus,
  orderStatusLabels,
  REFUND_ALREADY_REQUESTED_MESSAGE,
  REFUND_DISABLED_MESSAGE,
  REFUND_NOT_DELIVERED_MESSAGE,
  TRACK_ORDER_NOT_FOUND_MESSAGE,
  WAYBILL_NOT_FOUND_MESSAGE,
} from '../../../schemas/api/index.ts';
import { readCommerceSettings } from '../data/cart/commerce-settings.ts';
import { amountOf, toMinor } from '../data/cart/money.ts';
import { renderInvoice } from '../data/orders/invoice-pdf.ts';
import { findCustomerOrder, type OrderRow } from '../data/orders/order-access.ts';
import { returnStock } from '../data/orders/order-stock.ts';
import { readOrderHistory, toOrderDetail, toOrders } from '../data/orders/order-view.ts';
import type { ApiServices } from '../data/services.ts';
import { readSettings } from '../data/settings.ts';
import { orderEvents, orderItems, orders, payments, refundRequests } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount, mountFile } from '../http/mount.ts';
import type { PaymentGateway } from '../payments/gateway.ts';

/** Answer to a refund request naming a line the order does not have. */
export const ORDER_LINE_NOT_FOUND_MESSAGE = 'This item is not part of the order';

/**
 * `/orders/*` (spec §7 "Orders and tracking"), scoped to the session's customer: another
 * customer's order answers 404 like one that does not exist. Cancel (while
 * `enable_cancel_order` is on and nothing has shipped) gives the stock back and refunds a card
 * payment; a refund request (while `enable_refund` is on, once delivered) is one per line.
 * `/track-order` answers anyone who knows the order number and its e-mail or phone, or a
 * waybill.
 */
export function orderRoutes(services: ApiServices, gateway: PaymentGateway): Hono {
  const { db, now } = services;
  const routes = new Hono();

  async function customerOrder(customerId: number, key: string): Promise<OrderRow> {
    const order = await findCustomerOrder(db, customerId, key);
    if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  mount(routes, endpoints.orders.list, async ({ query: { page }, customer }) => {
    const mine = eq(orders.customerId, customer.id);
    const [[totalRow], rows, settings] = await Promise.all([
      db.select({ total: count() }).from(orders).where(mine),
      db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDERS_PER_PAGE)
        .offset((page - 1) * ORDERS_PER_PAGE),
      readCommerceSettings(db),
    ]);
    const total = totalRow?.total ?? 0;
    return {
      data: {
        orders: await toOrders(db, rows, settings),
        pagination: {
          page,
          per_page: ORDERS_PER_PAGE,
          total,
          last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
        },
      },
    };
  });

  mount(routes, endpoints.orders.detail, async ({ body, customer }) => {
    const order = await customerOrder(customer.id, body.order_no ?? String(body.id));
    return { data: await toOrderDetail(db, order, await readCommerceSettings(db)) };
  });

  mountFile(routes, endpoints.orders.invoice, async ({ c, query: { order_no }, customer }) => {
    const row = await customerOrder(customer.id, order_no);
    const [[order], store] = await Promise.all([
      readCommerceSettings(db).then((settings) => toOrders(db, [row], settings)),
      readSettings(db, ['store_name', 'store_address', 'store_email', 'store_phone']),
    ]);
    if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const pdf = await renderInvoice(order, {
      name: text(store.store_name) || 'Store',
      address: text(store.store_address),
      email: text(store.store_email),
      phone: text(store.store_phone),
    });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${order.order_no}.pdf"`,
      'Content-Length': String(pdf.length),
    });
  });

  mount(routes, endpoints.orders.cancel, async ({ body, customer }) => {
    const settings = await readCommerceSettings(db);
    const found = await customerOrder(customer.id, body.order_no);
    if (!settings.cancelEnabled) throw new ApiError(403, CANCEL_DISABLED_MESSAGE);
    const at = now();
    const cancelled = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
      if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (order.status !== 'pending_payment' && order.status !== 'placed') {
        throw new ApiError(422, CANNOT_CANCEL_MESSAGE);
      }
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      await returnStock(
        tx,
        items.flatMap((item) =>
          item.productId === null
            ? []
            : [
                {
                  productId: item.productId,
                  variantId: item.variantId,
                  quantity: item.quantity,
                  name: item.name,
                },
              ],
        ),
      );
      const paid = order.paymentStatus === 'paid';
      if (paid) {
        const [charge] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.orderId, order.id),
              eq(payments.kind, 'charge'),
              eq(payments.status, 'succeeded'),
            ),
          );
        const request = {
          orderNo: order.orderNo,
          amountMinor: toMinor(order.grandTotal),
          currency: order.currency,
        };
        if (charge !== undefined) await gateway.refund(charge.reference, request);
        await tx.insert(payments).values({
          orderId: order.id,
          gateway: charge?.gateway ?? gateway.code,
          reference: `${charge?.reference ?? order.orderNo}-refund`,
          kind: 'refund',
          status: 'succeeded',
          amount: order.grandTotal,
          cardBrand: charge?.cardBrand ?? null,
          cardLast4: charge?.cardLast4 ?? null,
          createdAt: at,
          updatedAt: at,
        });
      }
      const [updated] = await tx
        .update(orders)
        .set({
          status: 'cancelled',
          paymentStatus: paid ? 'refunded' : order.paymentStatus,
          updatedAt: at,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: 'cancelled',
        note:
          body.reason === ''
            ? 'Cancelled by the customer'
            : `Cancelled by the customer: ${body.reason}`,
        at,
      });
      return updated ?? order;
    });
    return {
      data: await toOrderDetail(db, cancelled, settings),
      message: 'Your order has been cancelled.',
    };
  });

  mount(routes, endpoints.orders.requestRefund, async ({ body, customer }) => {
    const settings = await readCommerceSettings(db);
    const order = await customerOrder(customer.id, body.order_no);
    if (!settings.refundEnabled) throw new ApiError(403, REFUND_DISABLED_MESSAGE);
    if (order.status !== 'delivered') throw new ApiError(422, REFUND_NOT_DELIVERED_MESSAGE);
    const [item] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, body.item_id), eq(orderItems.orderId, order.id)));
    if (item === undefined) throw notFound(ORDER_LINE_NOT_FOUND_MESSAGE);
    const at = now();
    const [stored] = await db
      .insert(refundRequests)
      .values({
        orderId: order.id,
        orderItemId: item.id,
        reason: body.reason,
        amount: item.lineTotal,
        createdAt: at,
        updatedAt: at,
      })
      // One request per line, even when two arrive together.
      .onConflictDoNothing({ target: refundRequests.orderItemId })
      .returning();
    if (stored === undefined) {
      throw new ApiError(422, REFUND_ALREADY_REQUESTED_MESSAGE, {
        item_id: [REFUND_ALREADY_REQUESTED_MESSAGE],
      });
    }
    return {
      data: {
        refund: {
          id: stored.id,
          item_id: item.id,
          status: 'requested' as const,
          reason: stored.reason,
          amount: amountOf(toMinor(stored.amount), order.currency),
          requested_at: stored.createdAt.toISOString(),
        },
        order: await toOrderDetail(db, order, settings),
      },
      message: 'Your refund request has been received.',
      status: 201,
    };
  });

  mount(routes, endpoints.orders.track, async ({ c, body }) => {
    const contact =
      body.email !== undefined
        ? sql`lower(${orders.email}) = ${body.email}`
        : eq(orders.phone, body.phone ?? '');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, body.order_no), contact));
    if (order === undefined) throw notFound(TRACK_ORDER_NOT_FOUND_MESSAGE);
    const [history, items] = await Promise.all([
      readOrderHistory(db, order.id),
      db
        .select({ name: orderItems.name, sku: orderItems.sku, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.id),
    ]);
    const status = order.status as OrderStatus;
    c.header('Cache-Control', 'no-store');
    return {
      data: {
        order_no: order.orderNo,
        status,
        status_label: orderStatusLabels[status],
        created_at: order.createdAt.toISOString(),
        grand_total: amountOf(toMinor(order.grandTotal), order.currency),
        items,
        waybill: order.waybill,
        courier: order.courier,
        ...history,
      },
    };
  });

  mount(routes, endpoints.orders.trackWaybill, async ({ params }) => {
    const waybill = params.waybill.trim().toUpperCase();
    const [order] = /^[A-Z0-9-]{4,40}$/.test(waybill)
      ? await db.select().from(orders).where(eq(orders.waybill, waybill))
      : [];
    if (order === undefined) throw notFound(WAYBILL_NOT_FOUND_MESSAGE);
    const { scans } = await readOrderHistory(db, order.id);
    const status = order.status as OrderStatus;
    return {
      data: {
        waybill,
        courier: order.courier,
        status,
        status_label: orderStatusLabels[status],
        scans,
      },
    };
  });

  return routes;
}
