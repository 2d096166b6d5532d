import { demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { fixtureCap, fixtureJacket } from '../../../runtime/commerce/product/product-fixtures.ts';
import type { Amount } from '../../../schemas/api/cart-fields.ts';
import type {
  Order,
  OrderDetail,
  OrderItem,
  OrderStatus,
  OrdersPage,
} from '../../../schemas/api/orders.ts';

/** An amount as the API answers it, `₹1,234.00`. */
export const inr = (amount: number): Amount => ({
  amount,
  formatted: `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
});

// Orders for the tests and stories of the orders panel, shaped like the reference API's answers
// for the demo customer (examples/api/README.md "Demo data": NW100001..NW100005).

const address = (type: 'Shipping' | 'Billing') => ({
  address_id: 1,
  address_type: type,
  country_id: 1,
  state_id: 1,
  country: { id: 1, name: 'India' },
  state: { id: 1, name: 'Karnataka' },
  name: 'Asha Verma',
  phone: '9876543210',
  line1: '12 Residency Road',
  line2: 'Ashok Nagar',
  city: 'Bengaluru',
  pincode: '560025',
});

/** A line of an order: the jacket (navy M, 2 units) or the cap. */
export function fixtureOrderItem(change: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 11,
    product_id: fixtureJacket.id,
    variant_id: 101,
    sku: 'NW-JKT-001-NAV-M',
    name: fixtureJacket.name,
    slug: fixtureJacket.slug,
    options: { colour: 'navy', size: 'm' },
    image: fixtureJacket.base_image,
    quantity: 2,
    unit_price: inr(5499),
    mrp: inr(6999),
    line_total: inr(10998),
    custom_text: null,
    image_path: null,
    refund: null,
    can_request_refund: false,
    ...change,
  };
}

/** The cap line. */
export const capLine = (change: Partial<OrderItem> = {}) =>
  fixtureOrderItem({
    id: 12,
    product_id: fixtureCap.id,
    variant_id: null,
    sku: 'NW-ACC-001',
    name: fixtureCap.name,
    slug: fixtureCap.slug,
    options: {},
    image: fixtureCap.base_image,
    quantity: 1,
    unit_price: inr(699),
    mrp: inr(699),
    line_total: inr(699),
    ...change,
  });

const LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** An order `NW1000{n}` in `status`, with the jacket and the cap. */
export function fixtureOrder(n: number, status: OrderStatus, change: Partial<Order> = {}): Order {
  const items = change.items ?? [fixtureOrderItem(), capLine()];
  const subtotal = items.reduce((sum, item) => sum + item.line_total.amount, 0);
  return {
    id: n,
    order_no: `NW10000${n}`,
    status,
    status_label: LABELS[status],
    payment_status: 'cod',
    created_at: `2025-03-0${n}T06:30:00.000Z`,
    currency: 'INR',
    subtotal: inr(subtotal),
    discount: inr(0),
    shipping: inr(0),
    tax: inr(0),
    grand_total: inr(subtotal),
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    productchannel: items,
    email: demoCustomer.email,
    phone: demoCustomer.phone,
    shipping_address: address('Shipping'),
    billing_address: address('Billing'),
    shipping_method: { code: 'standard', name: 'Standard delivery', amount: inr(0) },
    payment_method: { code: 'cod', name: 'Cash on delivery', kind: 'cod' },
    coupon_code: null,
    waybill: status === 'shipped' || status === 'delivered' ? `NW12345678${n}0` : null,
    courier: status === 'shipped' || status === 'delivered' ? 'Delhivery' : null,
    can_cancel: status === 'placed' || status === 'pending_payment',
    google_gtm_event_tracked: true,
    google_gtag_event_tracked: true,
    facebook_pixel_event_tracked: true,
    ...change,
  };
}

/** The demo customer's five orders, newest first (README "Demo data"). */
export function demoOrders(): Order[] {
  return [
    fixtureOrder(5, 'placed'),
    fixtureOrder(4, 'shipped', { coupon_code: 'WELCOME10', discount: inr(1170) }),
    fixtureOrder(3, 'cancelled'),
    fixtureOrder(2, 'refunded', { payment_status: 'refunded' }),
    fixtureOrder(1, 'delivered', {
      items: [
        fixtureOrderItem({ can_request_refund: true }),
        capLine({ can_request_refund: true }),
      ],
    }),
  ];
}

/** A page of `orders` answered by `orders.list`. */
export function fixtureOrdersPage(orders: Order[], page = 1, total = orders.length): OrdersPage {
  return {
    orders,
    pagination: { page, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) },
  };
}

/** `order` with its history, as `orders.detail` answers it. */
export function fixtureOrderDetail(order: Order): OrderDetail {
  const placed = {
    status: 'placed' as const,
    label: 'Placed',
    note: 'Order placed',
    at: order.created_at,
  };
  const later =
    order.status === 'placed'
      ? []
      : [
          {
            status: order.status,
            label: order.status_label,
            note: `Order ${order.status_label.toLowerCase()}`,
            at: '2025-03-10T09:00:00.000Z',
          },
        ];
  return {
    ...order,
    timeline: [placed, ...later],
    scans: [],
    payments: [],
    experience_rating: null,
  };
}
