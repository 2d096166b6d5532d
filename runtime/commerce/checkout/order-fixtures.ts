import type { Amount } from '../../../schemas/api/cart.ts';
import type { CheckoutComplete } from '../../../schemas/api/checkout.ts';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as media from '../../../schemas/api/endpoints/media.ts';
import type { OrderDetail, OrderItem } from '../../../schemas/api/orders.ts';

// Orders for tests and stories of the checkout's result pages: answers of `checkout.complete`
// that match the contract, as the client parses them.

const rupees = (amount: number): Amount => ({
  amount,
  formatted: `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
});

/** A line of the fixture order. */
function line(id: number, name: string, sku: string, price: number, quantity: number): OrderItem {
  return {
    id,
    product_id: id,
    variant_id: null,
    sku,
    name,
    slug: sku.toLowerCase(),
    options: {},
    image: {
      src: endpointUrl(media.file, { params: { file: 'product-jacket-navy.svg' } }),
      alt: name,
      width: 800,
      height: 800,
    },
    quantity,
    unit_price: rupees(price),
    mrp: rupees(price),
    line_total: rupees(price * quantity),
    custom_text: null,
    image_path: null,
    refund: null,
    can_request_refund: false,
  };
}

const address = (type: 'Shipping' | 'Billing') => ({
  address_id: null,
  address_type: type,
  country_id: 1,
  state_id: 2,
  country: { id: 1, name: 'India' },
  state: { id: 2, name: 'Karnataka' },
  name: 'Asha Rao',
  line1: '12 MG Road',
  line2: 'Ashok Nagar',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
});

/**
 * An order of a jacket and two pairs of socks with standard delivery: cash on delivery by
 * default; `change` overrides any field of the order.
 */
export function fixtureOrder(change: Partial<OrderDetail> = {}): OrderDetail {
  const items = [
    line(1, 'Monsoon Pro Rain Jacket', 'NW-JKT-001', 5499, 1),
    line(2, 'Trail Wool Socks', 'NW-SOK-002', 499, 2),
  ];
  return {
    id: 7,
    order_no: 'NW100007',
    status: 'placed',
    status_label: 'Placed',
    payment_status: 'cod',
    created_at: '2026-11-25T10:00:00.000Z',
    currency: 'INR',
    subtotal: rupees(6497),
    discount: rupees(0),
    shipping: rupees(0),
    tax: rupees(0),
    grand_total: rupees(6497),
    total_quantity: 3,
    items,
    productchannel: items,
    email: 'asha@example.test',
    phone: '9876543210',
    shipping_address: address('Shipping'),
    billing_address: address('Billing'),
    shipping_method: { code: 'standard', name: 'Standard delivery', amount: rupees(0) },
    payment_method: { code: 'cod', name: 'Cash on delivery', kind: 'cod' },
    coupon_code: null,
    waybill: null,
    courier: null,
    can_cancel: true,
    google_gtm_event_tracked: false,
    google_gtag_event_tracked: false,
    facebook_pixel_event_tracked: false,
    timeline: [],
    scans: [],
    payments: [],
    experience_rating: null,
    ...change,
  };
}

/** A card order whose last card was declined: awaiting payment. */
export function fixtureDeclinedOrder(change: Partial<OrderDetail> = {}): OrderDetail {
  return fixtureOrder({
    status: 'pending_payment',
    status_label: 'Awaiting payment',
    payment_status: 'failed',
    payment_method: { code: 'test_card', name: 'Credit or debit card', kind: 'card' },
    can_cancel: true,
    ...change,
  });
}

/** The `checkout.complete` answer for `order` on the page of `type`. */
export function fixtureOrderResult(
  order: OrderDetail = fixtureOrder(),
  type: 'success' | 'failed' = 'success',
): CheckoutComplete {
  const paid = order.payment_status === 'paid' || order.payment_status === 'cod';
  return { type, is_successful: paid && order.status !== 'cancelled', order };
}
