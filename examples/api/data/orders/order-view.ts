import { asc, eq, inArray } from 'drizzle-orm';
import {
  type Order,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
  orderDetailSchema,
  orderSchema,
  orderStatusLabels,
  type PaymentStatus,
  type Refund,
} from '../../../../schemas/api/index.ts';
import {
  experienceRatings,
  orderEvents,
  orderItems,
  payments,
  refundRequests,
  shipmentScans,
} from '../../db/schema.ts';
import type { CommerceSettings } from '../cart/commerce-settings.ts';
import { amountOf, toMinor } from '../cart/money.ts';
import type { Queryable } from '../services.ts';
import type { OrderRow } from './order-access.ts';

/** The order rules that depend on store settings. */
export type OrderRules = Pick<CommerceSettings, 'cancelEnabled' | 'refundEnabled'>;

/** Whether the customer may cancel now: cancellation on, and nothing shipped yet. */
export function canCancel(order: OrderRow, rules: OrderRules): boolean {
  return rules.cancelEnabled && (order.status === 'pending_payment' || order.status === 'placed');
}

/** Whether a refund of a line may be requested now: refunds on, delivered, none asked yet. */
export function canRequestRefund(order: OrderRow, rules: OrderRules, refund: Refund | null) {
  return rules.refundEnabled && order.status === 'delivered' && refund === null;
}

/** The contract's orders for `rows`, in their order, with their lines and refund requests. */
export async function toOrders(
  db: Queryable,
  rows: readonly OrderRow[],
  rules: OrderRules,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [itemRows, refundRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db.select().from(refundRequests).where(inArray(refundRequests.orderId, ids)),
  ]);
  return rows.map((row) => {
    const money = (value: string) => amountOf(toMinor(value), row.currency);
    const items: OrderItem[] = itemRows
      .filter((item) => item.orderId === row.id)
      .map((item) => {
        const request = refundRows.find((refund) => refund.orderItemId === item.id);
        const refund: Refund | null =
          request === undefined
            ? null
            : {
                id: request.id,
                item_id: item.id,
                status: request.status as Refund['status'],
                reason: request.reason,
                amount: money(request.amount),
                requested_at: request.createdAt.toISOString(),
              };
        return {
          id: item.id,
          product_id: item.productId,
          variant_id: item.variantId,
          sku: item.sku,
          name: item.name,
          slug: item.slug,
          options: item.options,
          image: item.image,
          quantity: item.quantity,
          unit_price: money(item.unitPrice),
          mrp: money(item.mrp),
          line_total: money(item.lineTotal),
          custom_text: item.customText,
          image_path: item.imagePath,
          refund,
          can_request_refund: canRequestRefund(row, rules, refund),
        };
      });
    const status = row.status as OrderStatus;
    return orderSchema.parse({
      id: row.id,
      order_no: row.orderNo,
      status,
      status_label: orderStatusLabels[status],
      payment_status: row.paymentStatus as PaymentStatus,
      created_at: row.createdAt.toISOString(),
      currency: row.currency,
      subtotal: money(row.subtotal),
      discount: money(row.discount),
      shipping: money(row.shippingAmount),
      tax: money(row.tax),
      grand_total: money(row.grandTotal),
      total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      items,
      productchannel: items,
      email: row.email,
      phone: row.phone,
      shipping_address: row.shippingAddress,
      billing_address: row.billingAddress,
      shipping_method: {
        code: row.shippingMethod.code,
        name: row.shippingMethod.name,
        amount: money(row.shippingAmount),
      },
      payment_method: row.paymentMethod,
      coupon_code: row.couponCode,
      waybill: row.waybill,
      courier: row.courier,
      can_cancel: canCancel(row, rules),
      google_gtm_event_tracked: row.googleGtagEventTracked,
      google_gtag_event_tracked: row.googleGtagEventTracked,
      facebook_pixel_event_tracked: row.facebookPixelEventTracked,
    } satisfies Order);
  });
}

/** The order's status history and courier scans, oldest first. */
export async function readOrderHistory(db: Queryable, orderId: number) {
  const [events, scans] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(shipmentScans)
      .where(eq(shipmentScans.orderId, orderId))
      .orderBy(asc(shipmentScans.at), asc(shipmentScans.id)),
  ]);
  return {
    timeline: events.map((event) => {
      const status = event.status as OrderStatus;
      return {
        status,
        label: orderStatusLabels[status],
        note: event.note,
        at: event.at.toISOString(),
      };
    }),
    scans: scans.map((scan) => ({
      status: scan.status,
      location: scan.location,
      at: scan.at.toISOString(),
    })),
  };
}

/** The contract's order detail: the order with its history, scans, payments and rating. */
export async function toOrderDetail(
  db: Queryable,
  row: OrderRow,
  rules: OrderRules,
): Promise<OrderDetail> {
  const [[order], history, paymentRows, [rating]] = await Promise.all([
    toOrders(db, [row], rules),
    readOrderHistory(db, row.id),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, row.id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(experienceRatings).where(eq(experienceRatings.orderId, row.id)),
  ]);
  if (order === undefined) throw new Error('toOrderDetail: the order vanished');
  return orderDetailSchema.parse({
    ...order,
    ...history,
    payments: paymentRows.map((payment) => ({
      reference: payment.reference,
      status: payment.status,
      kind: payment.kind,
      amount: amountOf(toMinor(payment.amount), row.currency),
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
      message: payment.message,
      at: payment.createdAt.toISOString(),
    })),
    experience_rating: rating?.rating ?? null,
  });
}
