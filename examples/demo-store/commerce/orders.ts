import type { OrderRecordInput } from './records.ts';

const DEMO = 'demo@northwind.test';

/**
 * Past orders: the demo customer's in every state (README "Demo data"), oldest first, and one of
 * another shopper's, so tests can check that orders are private.
 */
export const orders: OrderRecordInput[] = [
  {
    order_no: 'NW100001',
    customer: DEMO,
    status: 'delivered',
    payment_status: 'paid',
    shipping_method: 'standard',
    payment_method: 'test_card',
    card: { brand: 'Visa', last4: '4242' },
    created_at: '2026-08-03T05:12:00.000Z',
    items: [
      { product: 'himal-trek-55', sku: 'NW-BPK-005-FOR', quantity: 1 },
      { product: 'merino-hiking-socks', sku: 'NW-ACC-005-GRE-M', quantity: 2 },
      { product: 'northwind-classic-cap', sku: 'NW-ACC-001-FOR', quantity: 1, custom_text: 'ASHA' },
    ],
    events: [
      { status: 'shipped', note: 'Handed to BlueDart', at: '2026-08-04T10:30:00.000Z' },
      { status: 'delivered', note: 'Delivered to the customer', at: '2026-08-07T08:05:00.000Z' },
    ],
    waybill: 'NW1234567801',
    courier: 'BlueDart',
    scans: [
      { status: 'Picked up', location: 'Bengaluru warehouse', at: '2026-08-04T10:30:00.000Z' },
      { status: 'In transit', location: 'Bengaluru hub', at: '2026-08-05T02:10:00.000Z' },
      { status: 'Out for delivery', location: 'Indiranagar', at: '2026-08-07T03:40:00.000Z' },
      { status: 'Delivered', location: 'Indiranagar', at: '2026-08-07T08:05:00.000Z' },
    ],
    tracked: true,
  },
  {
    order_no: 'NW100002',
    customer: DEMO,
    status: 'refunded',
    payment_status: 'refunded',
    shipping_method: 'express',
    payment_method: 'test_card',
    card: { brand: 'Visa', last4: '4242' },
    created_at: '2026-09-12T11:45:00.000Z',
    items: [{ product: 'trailhead-grid-fleece', sku: 'NW-JKT-008-TEA-M', quantity: 1 }],
    events: [
      { status: 'shipped', note: 'Handed to Delhivery', at: '2026-09-12T15:00:00.000Z' },
      { status: 'delivered', note: 'Delivered to the customer', at: '2026-09-14T07:20:00.000Z' },
      {
        status: 'refunded',
        note: 'Refund sent to the card',
        at: '2026-09-20T09:00:00.000Z',
      },
    ],
    waybill: 'NW1234567802',
    courier: 'Delhivery',
    scans: [
      { status: 'Picked up', location: 'Bengaluru warehouse', at: '2026-09-12T15:00:00.000Z' },
      { status: 'Delivered', location: 'Indiranagar', at: '2026-09-14T07:20:00.000Z' },
    ],
    refunds: [
      {
        item: 0,
        reason: 'Too small across the shoulders.',
        status: 'refunded',
        at: '2026-09-15T06:00:00.000Z',
      },
    ],
    tracked: true,
  },
  {
    order_no: 'NW100003',
    customer: DEMO,
    status: 'cancelled',
    payment_status: 'cod',
    shipping_method: 'standard',
    payment_method: 'cod',
    created_at: '2026-10-08T16:20:00.000Z',
    items: [{ product: 'basic-head-torch', quantity: 1 }],
    events: [
      {
        status: 'cancelled',
        note: 'Cancelled by the customer: ordered by mistake',
        at: '2026-10-08T18:00:00.000Z',
      },
    ],
  },
  {
    order_no: 'NW100004',
    customer: DEMO,
    status: 'shipped',
    payment_status: 'paid',
    shipping_method: 'standard',
    payment_method: 'test_card',
    card: { brand: 'Visa', last4: '4242' },
    coupon: 'WELCOME10',
    created_at: '2026-11-14T07:05:00.000Z',
    items: [{ product: 'northwind-ghats-hiker', sku: 'NW-FTW-003-FOR-UK-8', quantity: 1 }],
    events: [{ status: 'shipped', note: 'Handed to Delhivery', at: '2026-11-15T09:30:00.000Z' }],
    waybill: 'NW1234567890',
    courier: 'Delhivery',
    scans: [
      { status: 'Picked up', location: 'Bengaluru warehouse', at: '2026-11-15T09:30:00.000Z' },
      { status: 'In transit', location: 'Bengaluru hub', at: '2026-11-15T21:10:00.000Z' },
      { status: 'In transit', location: 'Hosur sorting centre', at: '2026-11-16T04:45:00.000Z' },
      {
        status: 'Reached destination hub',
        location: 'Indiranagar',
        at: '2026-11-17T06:15:00.000Z',
      },
    ],
  },
  {
    order_no: 'NW100005',
    customer: DEMO,
    status: 'placed',
    payment_status: 'cod',
    shipping_method: 'express',
    payment_method: 'cod',
    created_at: '2026-11-20T12:30:00.000Z',
    items: [
      { product: 'summit-peak-lantern-torch', quantity: 1 },
      { product: 'liner-socks-three-pack', sku: 'NW-ACC-006-M', quantity: 2 },
    ],
  },
  {
    order_no: 'NW100006',
    customer: 'rohan.mehta@northwind.test',
    status: 'delivered',
    payment_status: 'cod',
    shipping_method: 'standard',
    payment_method: 'cod',
    created_at: '2026-07-22T09:00:00.000Z',
    items: [{ product: 'ridgeline-bivvy-bag', quantity: 1 }],
    events: [
      { status: 'shipped', note: 'Handed to BlueDart', at: '2026-07-23T10:00:00.000Z' },
      { status: 'delivered', note: 'Delivered to the customer', at: '2026-07-26T12:00:00.000Z' },
    ],
    waybill: 'NW1234567803',
    courier: 'BlueDart',
    scans: [{ status: 'Delivered', location: 'Bandra West', at: '2026-07-26T12:00:00.000Z' }],
  },
];
