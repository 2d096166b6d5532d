import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  ALREADY_PAID_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  type PaymentDeclined,
  type ProcessPaymentResponse,
  TNC_REQUIRED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { cartOwnerOf } from '../data/cart/cart-owner.ts';
import { readCommerceSettings } from '../data/cart/commerce-settings.ts';
import { amountOf, toMinor } from '../data/cart/money.ts';
import { readAddressFields } from '../data/geo.ts';
import {
  findAccessibleOrder,
  issueOrderToken,
  type OrderRow,
} from '../data/orders/order-access.ts';
import { completeUrl, failedUrl } from '../data/orders/order-urls.ts';
import { toOrderDetail, toOrders } from '../data/orders/order-view.ts';
import { placeOrder } from '../data/orders/place-order.ts';
import type { ApiServices } from '../data/services.ts';
import { experienceRatings, orderEvents, orders, payments } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';
import { currentCustomer } from '../http/session.ts';
import type { PaymentGateway, PaymentRequest } from '../payments/gateway.ts';

/** Answer to a `payment_id` that is not an open payment of the order. */
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';

const paymentRequestOf = (order: OrderRow): PaymentRequest => ({
  orderNo: order.orderNo,
  amountMinor: toMinor(order.grandTotal),
  currency: order.currency,
});

/**
 * `/checkout/*` (spec §7 "Checkout"): place-order turns the caller's cart into one order (see
 * `placeOrder`); card orders are paid through `gateway` (process-payment opens a payment,
 * complete-payment charges the card; a declined card answers 402 and leaves the order awaiting
 * payment, so another card can be tried); complete answers the order for the complete and
 * failed pages; rate-experience stores one rating per order.
 */
export function checkoutRoutes(services: ApiServices, gateway: PaymentGateway): Hono {
  const { db, now } = services;
  const routes = new Hono();

  /** The order a payment call names, if the caller may act on it (token or owner); else 404. */
  async function accessibleOrder(c: Context, orderNo: string, token: string | undefined) {
    const order = await findAccessibleOrder(db, orderNo, token, await currentCustomer(c));
    if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    c.header('Cache-Control', 'no-store');
    return order;
  }

  /** The caller's token, or a new one for the owner who called without. */
  const tokenFor = async (order: OrderRow, token: string | undefined) =>
    token ?? (await issueOrderToken(db, order.id, now()));

  mount(routes, endpoints.checkout.placeOrder, async ({ c, body }) => {
    const [owner, settings, shippingFields] = await Promise.all([
      cartOwnerOf(c, body.cart_session),
      readCommerceSettings(db),
      readAddressFields(db, 'Shipping'),
    ]);
    if (settings.termsRequired && body.tnc_accepted !== true) {
      throw new ApiError(422, TNC_REQUIRED_MESSAGE, { tnc_accepted: [TNC_REQUIRED_MESSAGE] });
    }
    const clock = { now: now(), expireDays: settings.cartExpireDays };
    const placed = await db.transaction((tx) =>
      placeOrder(tx, { owner, settings, clock, shippingFields, note: body.note }),
    );
    const [order] = await toOrders(db, [placed.order], settings);
    if (order === undefined) throw new Error('place-order: the order vanished');
    c.header('Cache-Control', 'no-store');
    return {
      data: {
        order,
        token: placed.token,
        payment_required: placed.order.status === 'pending_payment',
        complete_url: completeUrl(order.order_no, placed.token),
        failed_url: failedUrl(order.order_no, placed.token),
      },
      message: placed.created
        ? 'Your order has been placed.'
        : 'This cart has already been ordered.',
      status: placed.created ? 201 : 200,
    };
  });

  mount(routes, endpoints.checkout.processPayment, async ({ c, body }) => {
    const order = await accessibleOrder(c, body.order_no, body.token);
    const token = await tokenFor(order, body.token);
    if (order.status === 'cancelled' || order.status === 'refunded') {
      throw new ApiError(422, ORDER_NOT_PAYABLE_MESSAGE);
    }
    const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'cod';
    if (settled || order.paymentMethod.kind === 'cod') {
      // Cash on delivery (or an order already paid) has nothing to pay now.
      const data: ProcessPaymentResponse = {
        order_no: order.orderNo,
        next: 'complete',
        payment: null,
        complete_url: completeUrl(order.orderNo, token),
      };
      return { data };
    }
    const request = paymentRequestOf(order);
    const reference = await gateway.createPayment(request);
    await db.insert(payments).values({
      orderId: order.id,
      gateway: gateway.code,
      reference,
      kind: 'charge',
      status: 'pending',
      amount: order.grandTotal,
      createdAt: now(),
      updatedAt: now(),
    });
    const data: ProcessPaymentResponse = {
      order_no: order.orderNo,
      next: 'complete-payment',
      payment: {
        payment_id: reference,
        gateway: gateway.code,
        amount: amountOf(request.amountMinor, order.currency),
        test_cards: [...gateway.testCards],
      },
      complete_url: completeUrl(order.orderNo, token),
    };
    return { data };
  });

  mount(routes, endpoints.checkout.completePayment, async ({ c, body }) => {
    const found = await accessibleOrder(c, body.order_no, body.token);
    const token = await tokenFor(found, body.token);
    const settings = await readCommerceSettings(db);
    const at = now();

    const outcome = await db.transaction(async (tx) => {
      // The order and the payment are locked: a second call with the same payment waits here
      // and then finds it no longer pending, so a card is charged at most once.
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
      if (order === undefined) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      if (order.paymentStatus === 'paid') throw new ApiError(409, ALREADY_PAID_MESSAGE);
      if (order.status !== 'pending_payment') throw new ApiError(422, ORDER_NOT_PAYABLE_MESSAGE);
      const [payment] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.reference, body.payment_id),
            eq(payments.status, 'pending'),
          ),
        )
        .for('update');
      if (payment === undefined) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);

      const result = await gateway.charge(
        payment.reference,
        paymentRequestOf(order),
        body.card,
        at,
      );
      const succeeded = result.status === 'succeeded';
      await tx
        .update(payments)
        .set({
          status: succeeded ? 'succeeded' : 'failed',
          cardBrand: result.cardBrand,
          cardLast4: result.cardLast4,
          message: succeeded ? null : result.message,
          updatedAt: at,
        })
        .where(eq(payments.id, payment.id));
      const [updated] = await tx
        .update(orders)
        .set(
          succeeded
            ? { status: 'placed', paymentStatus: 'paid', updatedAt: at }
            : { paymentStatus: 'failed', updatedAt: at },
        )
        .where(eq(orders.id, order.id))
        .returning();
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: succeeded ? 'placed' : 'pending_payment',
        note: succeeded
          ? `Payment received: ${result.cardBrand} ending ${result.cardLast4}`
          : `Payment failed: ${result.message}`,
        at,
      });
      return { order: updated ?? order, result };
    });

    if (outcome.result.status === 'declined') {
      const declined: PaymentDeclined = {
        order_no: outcome.order.orderNo,
        payment_status: 'failed',
        failed_url: failedUrl(outcome.order.orderNo, token),
      };
      throw new ApiError(402, outcome.result.message, undefined, declined);
    }
    const [order] = await toOrders(db, [outcome.order], settings);
    if (order === undefined) throw new Error('complete-payment: the order vanished');
    return {
      data: {
        order,
        payment_status: 'paid' as const,
        complete_url: completeUrl(order.order_no, token),
      },
      message: 'Payment received. Thank you for your order!',
    };
  });

  mount(routes, endpoints.checkout.complete, async ({ c, query }) => {
    const order = await accessibleOrder(c, query.order_id, query.token);
    const settings = await readCommerceSettings(db);
    return {
      data: {
        type: query.type,
        is_successful:
          (order.paymentStatus === 'paid' || order.paymentStatus === 'cod') &&
          order.status !== 'cancelled',
        order: await toOrderDetail(db, order, settings),
      },
    };
  });

  mount(routes, endpoints.checkout.rateExperience, async ({ c, body }) => {
    const order = await accessibleOrder(c, body.order_no, body.token);
    const at = now();
    await db
      .insert(experienceRatings)
      .values({
        orderId: order.id,
        rating: body.rating,
        comment: body.comment,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: experienceRatings.orderId,
        set: { rating: body.rating, comment: body.comment, updatedAt: at },
      });
    return {
      data: { order_no: order.orderNo, rating: body.rating, comment: body.comment },
      message: 'Thank you for your feedback!',
    };
  });

  return routes;
}
