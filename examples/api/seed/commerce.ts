import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartAddress } from '../../../schemas/api/index.ts';
import type { CommerceDataset } from '../../demo-store/commerce/records.ts';
import { readAddresses } from '../data/addresses.ts';
import { judgeCoupon } from '../data/cart/coupon-rules.ts';
import { minorToNumeric, toMinor } from '../data/cart/money.ts';
import { shippingCostMinor } from '../data/cart/shipping-cost.ts';
import type { Transaction } from '../data/services.ts';
import {
  coupons,
  customers,
  orderEvents,
  orderItems,
  orders,
  paymentMethods,
  payments,
  productImages,
  products,
  productVariants,
  refundRequests,
  shipmentScans,
  shippingMethods,
} from '../db/schema.ts';

/**
 * Empties carts, orders (with their history, payments, refunds and ratings), coupons and the
 * shipping and payment methods, restarting their ids and the order numbers. Run before the
 * customers and the catalogue are emptied: carts and orders point at both.
 */
export async function deleteCommerce(tx: Transaction): Promise<void> {
  await tx.execute(sql`truncate table experience_ratings, refund_requests, payments,
    shipment_scans, order_events, order_tokens, order_items, orders, cart_items, carts,
    coupons, shipping_methods, payment_methods restart identity cascade`);
  await tx.execute(sql`alter sequence order_numbers restart`);
}

const at = (iso: string) => new Date(iso);

/** A saved address as an order keeps it. */
async function defaultAddresses(tx: Transaction, customerId: number) {
  const saved = await readAddresses(tx, customerId);
  const pick = (type: 'Shipping' | 'Billing'): CartAddress | undefined => {
    const found =
      saved.find((address) => address.address_type === type && address.is_default) ??
      saved.find((address) => address.address_type === 'Shipping');
    if (found === undefined) return undefined;
    const { id, is_default: _default, ...rest } = found;
    return { ...rest, address_id: id, address_type: type };
  };
  const shipping = pick('Shipping');
  const billing = pick('Billing');
  if (shipping === undefined || billing === undefined) {
    throw new Error(`seed: customer ${customerId} has no address for their orders`);
  }
  return { shipping, billing };
}

/**
 * Inserts checked commerce data; run after the catalogue and the customers. Past orders are
 * priced from the catalogue as it is seeded, with the same coupon and shipping rules as a
 * checkout, and do not take stock (the seeded stock is what is left after them).
 */
export async function insertCommerce(
  tx: Transaction,
  data: CommerceDataset,
  currency: string,
): Promise<void> {
  const couponRows = data.coupons.length
    ? await tx
        .insert(coupons)
        .values(
          data.coupons.map((coupon) => ({
            code: coupon.code,
            description: coupon.description,
            discountType: coupon.type,
            value: coupon.value.toFixed(2),
            minOrderAmount: coupon.min_order_amount?.toFixed(2) ?? null,
            maxDiscountAmount: coupon.max_discount_amount?.toFixed(2) ?? null,
            startsAt: coupon.starts_at === null ? null : at(coupon.starts_at),
            expiresAt: coupon.expires_at === null ? null : at(coupon.expires_at),
            isActive: coupon.is_active,
            usageLimit: coupon.usage_limit,
            usageLimitPerCustomer: coupon.usage_limit_per_customer,
          })),
        )
        .returning()
    : [];
  const shippingRows = data.shipping_methods.length
    ? await tx
        .insert(shippingMethods)
        .values(
          data.shipping_methods.map((method, position) => ({
            code: method.code,
            name: method.name,
            description: method.description,
            price: method.price.toFixed(2),
            freeOver: method.free_over?.toFixed(2) ?? null,
            deliveryDays: method.delivery_days,
            position,
          })),
        )
        .returning()
    : [];
  const paymentRows = data.payment_methods.length
    ? await tx
        .insert(paymentMethods)
        .values(
          data.payment_methods.map((method, position) => ({
            code: method.code,
            name: method.name,
            description: method.description,
            kind: method.kind,
            position,
          })),
        )
        .returning()
    : [];

  for (const record of data.orders) {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.email, record.customer));
    if (customer === undefined) throw new Error(`seed: unknown customer ${record.customer}`);
    const addresses = await defaultAddresses(tx, customer.id);
    const shipping = shippingRows.find((method) => method.code === record.shipping_method);
    const payment = paymentRows.find((method) => method.code === record.payment_method);
    if (shipping === undefined || payment === undefined) throw new Error('seed: unknown method');
    const placedAt = at(record.created_at);

    const lines = [];
    for (const line of record.items) {
      const [row] = await tx
        .select({ product: products, variant: productVariants })
        .from(products)
        .leftJoin(
          productVariants,
          and(eq(productVariants.productId, products.id), eq(productVariants.sku, line.sku ?? '')),
        )
        .where(eq(products.slug, line.product));
      if (row === undefined) throw new Error(`seed: unknown product ${line.product}`);
      const [image] = await tx
        .select()
        .from(productImages)
        .where(eq(productImages.productId, row.product.id))
        .orderBy(asc(productImages.position))
        .limit(1);
      const unitMinor = toMinor(row.variant?.price ?? row.product.price);
      lines.push({
        productId: row.product.id,
        variantId: row.variant?.id ?? null,
        sku: row.variant?.sku ?? row.product.sku,
        name: row.product.name,
        slug: row.product.slug,
        options: row.variant?.options ?? {},
        image:
          row.variant?.images[0] ??
          (image === undefined
            ? null
            : { src: image.src, alt: image.alt, width: image.width, height: image.height }),
        quantity: line.quantity,
        unitPrice: minorToNumeric(unitMinor),
        mrp: row.variant?.mrp ?? row.product.mrp,
        lineTotal: minorToNumeric(unitMinor * line.quantity),
        customText: line.custom_text,
        imagePath: null,
      });
    }
    const subtotal = lines.reduce((sum, line) => sum + toMinor(line.lineTotal), 0);
    const coupon = couponRows.find((row) => row.code === record.coupon);
    const verdict =
      coupon === undefined ? undefined : judgeCoupon(coupon, subtotal, placedAt, currency);
    const discount = verdict?.discountMinor ?? 0;
    const shippingMinor = shippingCostMinor(shipping, subtotal - discount);
    const grandTotal = minorToNumeric(subtotal - discount + shippingMinor);

    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: record.order_no,
        customerId: customer.id,
        status: record.status,
        paymentStatus: record.payment_status,
        email: customer.email,
        phone: customer.phone,
        shippingAddress: addresses.shipping,
        billingAddress: addresses.billing,
        shippingMethod: { code: shipping.code, name: shipping.name },
        paymentMethod: {
          code: payment.code,
          name: payment.name,
          kind: payment.kind === 'card' ? 'card' : 'cod',
        },
        couponCode: verdict?.applicable === true ? (coupon?.code ?? null) : null,
        currency,
        subtotal: minorToNumeric(subtotal),
        discount: minorToNumeric(discount),
        shippingAmount: minorToNumeric(shippingMinor),
        tax: '0.00',
        grandTotal,
        waybill: record.waybill,
        courier: record.courier,
        googleGtagEventTracked: record.tracked,
        facebookPixelEventTracked: record.tracked,
        createdAt: placedAt,
        updatedAt: at(record.events.at(-1)?.at ?? record.created_at),
      })
      .returning();
    if (order === undefined) throw new Error('seed: order insert returned no row');
    const items = await tx
      .insert(orderItems)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .returning({ id: orderItems.id, lineTotal: orderItems.lineTotal });

    await tx.insert(orderEvents).values([
      {
        orderId: order.id,
        status: 'placed',
        note: payment.kind === 'cod' ? 'Order placed: cash on delivery' : 'Order placed',
        at: placedAt,
      },
      ...record.events.map((event) => ({
        orderId: order.id,
        status: event.status,
        note: event.note,
        at: at(event.at),
      })),
    ]);
    if (record.scans.length > 0) {
      await tx.insert(shipmentScans).values(
        record.scans.map((scan) => ({
          orderId: order.id,
          status: scan.status,
          location: scan.location,
          at: at(scan.at),
        })),
      );
    }
    if (record.card !== null) {
      const reference = `seed_pay_${record.order_no.toLowerCase()}`;
      await tx.insert(payments).values({
        orderId: order.id,
        gateway: 'test_card',
        reference,
        kind: 'charge',
        status: 'succeeded',
        amount: grandTotal,
        cardBrand: record.card.brand,
        cardLast4: record.card.last4,
        createdAt: placedAt,
        updatedAt: placedAt,
      });
      if (record.payment_status === 'refunded') {
        const refundedAt = at(record.events.at(-1)?.at ?? record.created_at);
        await tx.insert(payments).values({
          orderId: order.id,
          gateway: 'test_card',
          reference: `${reference}-refund`,
          kind: 'refund',
          status: 'succeeded',
          amount: grandTotal,
          cardBrand: record.card.brand,
          cardLast4: record.card.last4,
          createdAt: refundedAt,
          updatedAt: refundedAt,
        });
      }
    }
    for (const refund of record.refunds) {
      const item = items[refund.item];
      if (item === undefined) throw new Error('seed: refund of a missing line');
      await tx.insert(refundRequests).values({
        orderId: order.id,
        orderItemId: item.id,
        reason: refund.reason,
        status: refund.status,
        amount: item.lineTotal,
        createdAt: at(refund.at),
        updatedAt: at(refund.at),
      });
    }
  }
  // New orders continue the series after the seeded ones.
  if (data.orders.length > 0) {
    await tx.execute(sql`select setval('order_numbers', ${100_000 + data.orders.length})`);
  }
}
