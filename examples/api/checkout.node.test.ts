import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutCompleteSchema,
  completePaymentResponseSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paymentDeclinedSchema,
  placeOrderResponseSchema,
  processPaymentResponseSchema,
  rateExperienceResponseSchema,
  trackPurchaseResponseSchema,
} from '../../schemas/api/index.ts';
import { orders, products, productVariants } from './db/schema.ts';
import type { Answer } from './testing/http.ts';
import { fillCheckout, type Shopper, startShop, type TestShop } from './testing/shop.ts';

const placed = (answer: Answer) => {
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return envelopeSchema(placeOrderResponseSchema).parse(answer.body).data;
};
const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

const card = (number: string) => ({ number, expiry_month: 12, expiry_year: 2031, cvc: '123' });

describe('checkout API over HTTP', () => {
  let shop: TestShop;
  const product = async (slug: string) => {
    const [row] = await shop.db.select().from(products).where(eq(products.slug, slug));
    if (row === undefined) throw new Error(`no product ${slug}`);
    return row;
  };
  const variantStock = async (sku: string) => {
    const [row] = await shop.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.sku, sku));
    return row?.stock;
  };
  const placeOrder = (shopper: Shopper) =>
    shopper.send('POST', '/api/checkout/place-order', { tnc_accepted: true });

  /** A guest with `slug` (× `quantity`) in the cart and every checkout step filled. */
  async function readyGuest(
    slug: string,
    options: { quantity?: number; sku?: string; payment?: 'cod' | 'test_card' } = {},
  ) {
    const shopper = shop.shopper();
    const { id } = await product(slug);
    const added = await shopper.send('POST', '/api/cart/add-item', {
      product_id: id,
      quantity: options.quantity ?? 1,
      ...(options.sku === undefined ? {} : { sku: options.sku }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await fillCheckout(shopper, { payment: options.payment ?? 'test_card' });
    return shopper;
  }

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('takes a guest from an empty cart to the complete page, paying with the test card', async () => {
    const before = await variantStock('NW-FTW-003-FOR-UK-9');
    const shopper = shop.shopper();
    const empty = await shopper.get('/api/cart/get');
    expect(envelopeSchema(cartSchema).parse(empty.body).data.items).toEqual([]);
    const { id } = await product('northwind-ghats-hiker');
    await shopper.send('POST', '/api/cart/add-item', {
      product_id: id,
      sku: 'NW-FTW-003-FOR-UK-9',
      quantity: 2,
    });
    await fillCheckout(shopper, { payment: 'test_card', shipping: 'express' });
    expect((await shopper.get('/api/cart/validate')).status).toBe(200);

    const place = placed(await placeOrder(shopper));
    expect(place.payment_required).toBe(true);
    expect(place.order).toMatchObject({
      status: 'pending_payment',
      payment_status: 'pending',
      subtotal: { amount: 9998 },
      shipping: { amount: 249 },
      grand_total: { amount: 10_247, formatted: '₹10,247.00' },
      email: 'meera@example.com',
      phone: '9000000001',
      shipping_method: { code: 'express', name: 'Express delivery' },
      payment_method: { code: 'test_card', kind: 'card' },
    });
    expect(place.order.order_no).toMatch(/^NW\d{6}$/);
    expect(place.order.items).toEqual(place.order.productchannel);
    expect(place.complete_url).toBe(
      `/checkout-complete?token=${place.token}&order_id=${place.order.order_no}&type=success`,
    );
    // Stock is taken with the order, and the cart is done.
    expect(await variantStock('NW-FTW-003-FOR-UK-9')).toBe((before ?? 0) - 2);
    expect(
      envelopeSchema(cartSchema).parse((await shopper.get('/api/cart/get')).body).data.id,
    ).toBeNull();

    const process = envelopeSchema(processPaymentResponseSchema).parse(
      (
        await shopper.send('POST', '/api/checkout/process-payment', {
          order_no: place.order.order_no,
          token: place.token,
        })
      ).body,
    ).data;
    expect(process.next).toBe('complete-payment');
    expect(process.payment?.amount.amount).toBe(10_247);
    expect(process.payment?.test_cards.map((test) => test.number)).toContain('4242 4242 4242 4242');

    const paid = await shopper.send('POST', '/api/checkout/complete-payment', {
      order_no: place.order.order_no,
      token: place.token,
      payment_id: process.payment?.payment_id,
      card: card('4242 4242 4242 4242'),
    });
    expect(paid.status).toBe(200);
    const payment = envelopeSchema(completePaymentResponseSchema).parse(paid.body).data;
    expect(payment.order).toMatchObject({ status: 'placed', payment_status: 'paid' });

    const query = new URLSearchParams({
      token: place.token,
      order_id: place.order.order_no,
      type: 'success',
    });
    const complete = envelopeSchema(checkoutCompleteSchema).parse(
      (await shopper.get(`/api/checkout/complete?${query}`)).body,
    ).data;
    expect(complete.is_successful).toBe(true);
    expect(complete.order.timeline.map((event) => event.status)).toEqual([
      'pending_payment',
      'placed',
    ]);
    expect(complete.order.payments[0]).toMatchObject({
      status: 'succeeded',
      card_last4: '4242',
      card_brand: 'Visa',
    });

    // Paying twice is refused; the complete page is not reachable without the token.
    const again = await shopper.send('POST', '/api/checkout/complete-payment', {
      order_no: place.order.order_no,
      token: place.token,
      payment_id: process.payment?.payment_id,
      card: card('4242424242424242'),
    });
    expect(again.status).toBe(409);
    const wrong = new URLSearchParams({ token: 'not-the-token', order_id: place.order.order_no });
    expect((await shop.shopper().get(`/api/checkout/complete?${wrong}`)).status).toBe(404);

    const rating = await shopper.send('POST', '/api/checkout/rate-experience', {
      order_no: place.order.order_no,
      token: place.token,
      rating: 5,
      comment: 'Smooth!',
    });
    expect(envelopeSchema(rateExperienceResponseSchema).parse(rating.body).data.rating).toBe(5);
    await shopper.send('POST', '/api/checkout/rate-experience', {
      order_no: place.order.order_no,
      token: place.token,
      rating: 4,
    });
    const rated = envelopeSchema(checkoutCompleteSchema).parse(
      (await shopper.get(`/api/checkout/complete?${query}`)).body,
    ).data;
    expect(rated.order.experience_rating).toBe(4);
  });

  it('reaches the failed page with the declined test card, and can pay with another card', async () => {
    const shopper = await readyGuest('basic-head-torch');
    const place = placed(await placeOrder(shopper));
    const access = { order_no: place.order.order_no, token: place.token };
    const process = envelopeSchema(processPaymentResponseSchema).parse(
      (await shopper.send('POST', '/api/checkout/process-payment', access)).body,
    ).data;
    const declined = await shopper.send('POST', '/api/checkout/complete-payment', {
      ...access,
      payment_id: process.payment?.payment_id,
      card: card('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    const error = errorOf(declined);
    expect(error.message).toBe('Your card was declined.');
    const data = paymentDeclinedSchema.parse(error.data);
    expect(data.payment_status).toBe('failed');
    expect(data.failed_url).toBe(
      `/checkout-failed?token=${place.token}&order_id=${place.order.order_no}&type=failed`,
    );
    const failedPage = envelopeSchema(checkoutCompleteSchema).parse(
      (
        await shopper.get(
          `/api/checkout/complete?${new URLSearchParams({ ...access, order_id: access.order_no, type: 'failed' })}`,
        )
      ).body,
    ).data;
    expect(failedPage).toMatchObject({ type: 'failed', is_successful: false });
    expect(failedPage.order).toMatchObject({ status: 'pending_payment', payment_status: 'failed' });

    const retry = envelopeSchema(processPaymentResponseSchema).parse(
      (await shopper.send('POST', '/api/checkout/process-payment', access)).body,
    ).data;
    const paid = await shopper.send('POST', '/api/checkout/complete-payment', {
      ...access,
      payment_id: retry.payment?.payment_id,
      card: card('4242 4242 4242 4242'),
    });
    expect(paid.status).toBe(200);
  });

  it('places a cash-on-delivery order at once', async () => {
    const shopper = await readyGuest('basic-head-torch', { payment: 'cod' });
    const place = placed(await placeOrder(shopper));
    expect(place.payment_required).toBe(false);
    expect(place.order).toMatchObject({
      status: 'placed',
      payment_status: 'cod',
      grand_total: { amount: 598 },
    });
    const process = envelopeSchema(processPaymentResponseSchema).parse(
      (
        await shopper.send('POST', '/api/checkout/process-payment', {
          order_no: place.order.order_no,
          token: place.token,
        })
      ).body,
    ).data;
    expect(process).toMatchObject({ next: 'complete', payment: null });
  });

  it('requires the terms to be accepted and a valid cart', async () => {
    const shopper = await readyGuest('basic-head-torch', { payment: 'cod' });
    const terms = await shopper.send('POST', '/api/checkout/place-order', {});
    expect(terms.status).toBe(422);
    expect(errorOf(terms).errors).toEqual({
      tnc_accepted: ['Please accept the terms and conditions.'],
    });
    const empty = await placeOrder(shop.shopper());
    expect(errorOf(empty).message).toBe('Your cart is empty');
  });

  it('answers the same order to a repeated place-order', async () => {
    const shopper = await readyGuest('basic-head-torch', { payment: 'cod' });
    const first = placed(await placeOrder(shopper));
    const second = await placeOrder(shopper);
    expect(second.status).toBe(200);
    const repeat = placed(second);
    expect(repeat.order.order_no).toBe(first.order.order_no);
    expect(repeat.token).not.toBe(first.token);
  });

  it('makes exactly one order of 20 concurrent place-order calls on one cart', async () => {
    const before = (await product('summit-peak-lantern-torch')).stock;
    const shopper = await readyGuest('summit-peak-lantern-torch', { quantity: 2, payment: 'cod' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shopper)));
    const numbers = new Set(answers.map((answer) => placed(answer).order.order_no));
    expect(numbers.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const [orderNo] = [...numbers];
    const rows = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, orderNo ?? ''));
    expect(rows).toHaveLength(1);
    expect((await product('summit-peak-lantern-torch')).stock).toBe(before - 2);
  });

  it('never sells the last unit twice: two carts race for it and one order wins', async () => {
    const featherlite = await product('ridgeline-featherlite-1');
    expect(featherlite.stock).toBe(1);
    const first = await readyGuest('ridgeline-featherlite-1', { payment: 'cod' });
    const second = await readyGuest('ridgeline-featherlite-1', { payment: 'cod' });
    const answers = await Promise.all([placeOrder(first), placeOrder(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(errorOf(refused ?? (answers[0] as Answer)).message).toBe(
      'Ridgeline Featherlite 1: This item is out of stock',
    );
    expect((await product('ridgeline-featherlite-1')).stock).toBe(0);
  });

  it('refuses to order at a price the shopper has not seen', async () => {
    const shopper = await readyGuest('merino-neck-gaiter', { payment: 'cod' });
    await shop.db
      .update(products)
      .set({ price: '1299.00' })
      .where(eq(products.slug, 'merino-neck-gaiter'));
    const refused = await placeOrder(shopper);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe('Some prices have changed. Please review your cart.');
    await shopper.send('PUT', '/api/cart/update-items-price');
    expect(placed(await placeOrder(shopper)).order.grand_total.amount).toBe(1299 + 99);
  });

  it('counts a purchase once per analytics plugin', async () => {
    const shopper = await readyGuest('basic-head-torch', { payment: 'cod' });
    const place = placed(await placeOrder(shopper));
    const track = (plugin: string, body: Record<string, unknown>) =>
      shopper.send('PUT', `/api/plugins/${plugin}/track-purchase`, body);
    const access = { order_no: place.order.order_no, token: place.token };
    const parse = (answer: Answer) =>
      envelopeSchema(trackPurchaseResponseSchema).parse(answer.body).data;
    const [a, b] = await Promise.all([track('GoogleGtag', access), track('GoogleGtag', access)]);
    expect([parse(a).already_tracked, parse(b).already_tracked].sort()).toEqual([false, true]);
    expect(parse(await track('FacebookPixel', access)).already_tracked).toBe(false);
    expect(parse(await track('FacebookPixel', access)).already_tracked).toBe(true);
    expect((await track('GoogleGtag', { order_no: place.order.order_no })).status).toBe(404);
    const query = new URLSearchParams({ token: place.token, order_id: place.order.order_no });
    const complete = envelopeSchema(checkoutCompleteSchema).parse(
      (await shopper.get(`/api/checkout/complete?${query}`)).body,
    ).data;
    expect(complete.order).toMatchObject({
      google_gtm_event_tracked: true,
      google_gtag_event_tracked: true,
      facebook_pixel_event_tracked: true,
    });
  });
});
