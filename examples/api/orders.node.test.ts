import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  orderDetailSchema,
  ordersPageSchema,
  refundResponseSchema,
  trackOrderResponseSchema,
  trackPurchaseResponseSchema,
  waybillTrackingSchema,
} from '../../schemas/api/index.ts';
import { products } from './db/schema.ts';
import type { Answer } from './testing/http.ts';
import { json } from './testing/http.ts';
import {
  fillCheckout,
  type Shopper,
  startShop,
  TEST_ADMIN_TOKEN,
  type TestShop,
} from './testing/shop.ts';

const detailOf = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelopeSchema(orderDetailSchema).parse(answer.body).data;
};
const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

describe('orders API over HTTP', () => {
  let shop: TestShop;
  let asha: Shopper;
  let rohan: Shopper;
  const stockOf = async (slug: string) => {
    const [row] = await shop.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.slug, slug));
    return row?.stock;
  };

  beforeAll(async () => {
    shop = await startShop();
    asha = shop.shopper();
    rohan = shop.shopper();
    expect((await asha.login('demo@northwind.test')).status).toBe(200);
    expect((await rohan.login('rohan.mehta@northwind.test')).status).toBe(200);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it("lists the customer's own orders, newest first, ten a page", async () => {
    const answer = await asha.get('/api/orders/get?page=1');
    const { orders, pagination } = envelopeSchema(ordersPageSchema).parse(answer.body).data;
    expect(orders.map((order) => [order.order_no, order.status])).toEqual([
      ['NW100005', 'placed'],
      ['NW100004', 'shipped'],
      ['NW100003', 'cancelled'],
      ['NW100002', 'refunded'],
      ['NW100001', 'delivered'],
    ]);
    expect(pagination).toEqual({ page: 1, per_page: 10, total: 5, last_page: 1 });
    expect(orders[1]).toMatchObject({
      coupon_code: 'WELCOME10',
      discount: { amount: 499.9 },
      grand_total: { amount: 4499.1 },
      waybill: 'NW1234567890',
      can_cancel: false,
    });
    expect(orders[0]?.can_cancel).toBe(true);
    const page2 = envelopeSchema(ordersPageSchema).parse(
      (await asha.get('/api/orders/get?page=2')).body,
    );
    expect(page2.data.orders).toEqual([]);
    expect((await shop.shopper().get('/api/orders/get')).status).toBe(401);
    expect((await asha.get('/api/orders/get?page=0')).status).toBe(422);
  });

  it('answers an order with its lines, timeline, scans and payments', async () => {
    const order = detailOf(await asha.send('POST', '/api/orders/item', { order_no: 'nw100004' }));
    expect(order.items).toEqual([
      expect.objectContaining({
        sku: 'NW-FTW-003-FOR-UK-8',
        quantity: 1,
        unit_price: expect.objectContaining({ amount: 4999 }),
      }),
    ]);
    expect(order.timeline.map((event) => event.status)).toEqual(['placed', 'shipped']);
    expect(order.scans.map((scan) => scan.location)).toEqual([
      'Bengaluru warehouse',
      'Bengaluru hub',
      'Hosur sorting centre',
      'Indiranagar',
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', card_last4: '4242' }),
    ]);
    const byId = detailOf(await asha.send('POST', '/api/orders/item', { id: order.id }));
    expect(byId.order_no).toBe('NW100004');
  });

  it("keeps another customer's order unreachable", async () => {
    expect((await rohan.send('POST', '/api/orders/item', { order_no: 'NW100004' })).status).toBe(
      404,
    );
    expect((await rohan.get('/api/orders/invoice?order_no=NW100004')).status).toBe(404);
    expect((await rohan.send('PUT', '/api/orders/cancel', { order_no: 'NW100005' })).status).toBe(
      404,
    );
    const refund = await rohan.send('POST', '/api/orders/refund/request', {
      order_no: 'NW100001',
      item_id: 1,
      reason: 'Not mine',
    });
    expect(refund.status).toBe(404);
    expect((await asha.send('POST', '/api/orders/item', { order_no: 'NW100006' })).status).toBe(
      404,
    );
    expect(
      (await rohan.send('PUT', '/api/plugins/GoogleGtag/track-purchase', { order_no: 'NW100004' }))
        .status,
    ).toBe(404);
  });

  it('downloads the invoice as a PDF', async () => {
    const response = await fetch(`${shop.url}/api/orders/invoice?order_no=NW100001`, {
      headers: { cookie: asha.jar.header() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-NW100001.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('cancels an order that has not shipped, and gives its stock back', async () => {
    const lantern = await stockOf('summit-peak-lantern-torch');
    const shipped = await asha.send('PUT', '/api/orders/cancel', { order_no: 'NW100004' });
    expect(shipped.status).toBe(422);
    expect(errorOf(shipped).message).toBe('This order can no longer be cancelled.');

    await shop.setSettings({ enable_cancel_order: false });
    try {
      const off = await asha.send('PUT', '/api/orders/cancel', { order_no: 'NW100005' });
      expect(off.status).toBe(403);
      expect(errorOf(off).message).toBe('Order cancellation is not available in this store.');
    } finally {
      await shop.setSettings({ enable_cancel_order: true });
    }

    const order = detailOf(
      await asha.send('PUT', '/api/orders/cancel', {
        order_no: 'NW100005',
        reason: 'Found it cheaper',
      }),
    );
    expect(order.status).toBe('cancelled');
    expect(order.can_cancel).toBe(false);
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the customer: Found it cheaper',
    });
    expect(await stockOf('summit-peak-lantern-torch')).toBe((lantern ?? 0) + 1);
    expect((await asha.send('PUT', '/api/orders/cancel', { order_no: 'NW100005' })).status).toBe(
      422,
    );
  });

  it('takes one refund request per delivered line', async () => {
    const delivered = detailOf(
      await asha.send('POST', '/api/orders/item', { order_no: 'NW100001' }),
    );
    const [line] = delivered.items;
    expect(line?.can_request_refund).toBe(true);
    const request = { order_no: 'NW100001', item_id: line?.id, reason: 'The strap broke.' };

    await shop.setSettings({ enable_refund: false });
    try {
      expect((await asha.send('POST', '/api/orders/refund/request', request)).status).toBe(403);
    } finally {
      await shop.setSettings({ enable_refund: true });
    }

    const answer = await asha.send('POST', '/api/orders/refund/request', request);
    expect(answer.status).toBe(201);
    const { refund, order } = envelopeSchema(refundResponseSchema).parse(answer.body).data;
    expect(refund).toMatchObject({
      status: 'requested',
      reason: 'The strap broke.',
      item_id: line?.id,
    });
    expect(order.items[0]).toMatchObject({
      can_request_refund: false,
      refund: { status: 'requested' },
    });

    const twice = await asha.send('POST', '/api/orders/refund/request', request);
    expect(twice.status).toBe(422);
    expect(errorOf(twice).message).toBe('A refund has already been requested for this item.');

    const shipped = detailOf(await asha.send('POST', '/api/orders/item', { order_no: 'NW100004' }));
    const early = await asha.send('POST', '/api/orders/refund/request', {
      order_no: 'NW100004',
      item_id: shipped.items[0]?.id,
      reason: 'Changed my mind',
    });
    expect(errorOf(early).message).toBe(
      'A refund can be requested once the order has been delivered.',
    );
    const foreignLine = await asha.send('POST', '/api/orders/refund/request', {
      ...request,
      item_id: shipped.items[0]?.id,
    });
    expect(foreignLine.status).toBe(404);
    expect(
      (await asha.send('POST', '/api/orders/refund/request', { order_no: 'NW100001' })).status,
    ).toBe(422);
  });

  it('tracks an order by number and contact, with its timeline and scans', async () => {
    const guest = shop.shopper();
    const answer = await guest.send('POST', '/api/track-order', {
      order_no: 'NW100004',
      email: 'Demo@Northwind.test',
    });
    const tracked = envelopeSchema(trackOrderResponseSchema).parse(answer.body).data;
    expect(tracked).toMatchObject({
      status: 'shipped',
      status_label: 'Shipped',
      waybill: 'NW1234567890',
    });
    expect(tracked.timeline.map((event) => event.label)).toEqual(['Placed', 'Shipped']);
    expect(tracked.scans).toHaveLength(4);
    expect(tracked.items).toEqual([
      { name: 'Northwind Ghats Hiker', sku: 'NW-FTW-003-FOR-UK-8', quantity: 1 },
    ]);

    const byPhone = await guest.send('POST', '/api/track-order', {
      order_no: 'NW100004',
      phone: '9876543210',
    });
    expect(byPhone.status).toBe(200);
    const wrong = await guest.send('POST', '/api/track-order', {
      order_no: 'NW100004',
      email: 'x@example.com',
    });
    expect(wrong.status).toBe(404);
    expect((await guest.send('POST', '/api/track-order', { order_no: 'NW100004' })).status).toBe(
      422,
    );

    const scans = envelopeSchema(waybillTrackingSchema).parse(
      (await guest.get('/api/track-order/NW1234567890')).body,
    ).data;
    expect(scans.scans.map((scan) => scan.status)).toEqual([
      'Picked up',
      'In transit',
      'In transit',
      'Reached destination hub',
    ]);
    expect(JSON.stringify(scans)).not.toContain('Asha');
    expect((await guest.get('/api/track-order/NW0000000000')).status).toBe(404);
  });

  it("marks a customer's purchase tracked once", async () => {
    const track = () =>
      asha.send('PUT', '/api/plugins/GoogleGtag/track-purchase', { order_no: 'NW100004' });
    const parse = (answer: Answer) =>
      envelopeSchema(trackPurchaseResponseSchema).parse(answer.body).data;
    expect(parse(await track()).already_tracked).toBe(false);
    expect(parse(await track()).already_tracked).toBe(true);
    // NW100001 was tracked when it was placed.
    const old = await asha.send('PUT', '/api/plugins/FacebookPixel/track-purchase', {
      order_no: 'NW100001',
    });
    expect(parse(old).already_tracked).toBe(true);
  });

  it('lets the back office ship and deliver an order, after which its lines can be refunded', async () => {
    const [torch] = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'summit-peak-head-torch-400'));
    const added = await rohan.send('POST', '/api/cart/add-item', {
      product_id: torch?.id,
      quantity: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await fillCheckout(rohan, { payment: 'cod' });
    const placed = await rohan.send('POST', '/api/checkout/place-order', { tnc_accepted: true });
    const orderNo = (placed.body as { data: { order: { order_no: string } } }).data.order.order_no;
    const admin = (path: string, body: unknown, token = TEST_ADMIN_TOKEN) =>
      shop.shopper().jar.request(shop.url, path, json('PUT', body, token));

    expect(
      (await admin(`/api/admin/orders/${orderNo}/status`, { status: 'shipped' }, 'not-the-token'))
        .status,
    ).toBe(401);
    expect((await admin('/api/admin/orders/NW999999/status', { status: 'shipped' })).status).toBe(
      404,
    );
    const shipped = detailOf(
      await admin(`/api/admin/orders/${orderNo}/status`, {
        status: 'shipped',
        waybill: 'NW7000000001',
        courier: 'Delhivery',
      }),
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      waybill: 'NW7000000001',
      can_cancel: false,
    });
    const delivered = detailOf(
      await admin(`/api/admin/orders/${orderNo}/status`, { status: 'delivered' }),
    );
    expect(delivered.timeline.map((event) => event.status)).toEqual([
      'placed',
      'shipped',
      'delivered',
    ]);
    expect(delivered.items[0]?.can_request_refund).toBe(true);
    const again = await admin(`/api/admin/orders/${orderNo}/status`, { status: 'shipped' });
    expect(again.status).toBe(422);
    expect(errorOf(again).message).toBe('A delivered order cannot be marked shipped.');

    const refund = await rohan.send('POST', '/api/orders/refund/request', {
      order_no: orderNo,
      item_id: delivered.items[0]?.id,
      reason: 'Stopped working',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(envelopeSchema(refundResponseSchema).parse(refund.body).data.refund.status).toBe(
      'requested',
    );
  });
});
