import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableCouponsSchema,
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  envelopeSchema,
  errorEnvelopeSchema,
} from '../../schemas/api/index.ts';
import { coupons, orders, products } from './db/schema.ts';
import type { Answer } from './testing/http.ts';
import { fillCheckout, type Shopper, startShop, type TestShop } from './testing/shop.ts';

// Issue 18, point 8: coupons with a limit of uses in all and per customer (a guest: per e-mail
// address), enforced in the place-order transaction so racing orders cannot overrun them.

const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

describe('coupon usage limits', () => {
  let shop: TestShop;

  const addCoupon = (
    code: string,
    limits: { usageLimit?: number; usageLimitPerCustomer?: number },
  ) =>
    shop.db.insert(coupons).values({
      code,
      description: `${code} for the test`,
      discountType: 'fixed',
      value: '100.00',
      ...limits,
    });

  /** A shopper with a head torch in the cart and `code` applied (answered as given). */
  async function withCoupon(shopper: Shopper, code: string): Promise<Answer> {
    const [torch] = await shop.db
      .select()
      .from(products)
      .where(eq(products.slug, 'basic-head-torch'));
    const added = await shopper.send('POST', '/api/cart/add-item', {
      product_id: torch?.id,
      quantity: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return shopper.send('POST', '/api/cart/coupons/apply', { coupon_code: code });
  }

  const placeOrder = (shopper: Shopper) =>
    shopper.send('POST', '/api/checkout/place-order', { tnc_accepted: true });

  const listed = async (shopper: Shopper, code: string) => {
    const answer = await shopper.get('/api/cart/coupons/get');
    return envelopeSchema(availableCouponsSchema)
      .parse(answer.body)
      .data.coupons.find((coupon) => coupon.code === code);
  };

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('gives the last use of a coupon to one of two racing orders, and tells the other why', async () => {
    await addCoupon('LASTONE', { usageLimit: 1 });
    const first = shop.shopper();
    const second = shop.shopper();
    for (const shopper of [first, second]) {
      expect((await withCoupon(shopper, 'LASTONE')).status).toBe(200);
      await fillCheckout(shopper, { payment: 'cod' });
    }

    const answers = await Promise.all([placeOrder(first), placeOrder(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(errorOf(refused as Answer).message).toBe(COUPON_USED_UP_MESSAGE);
    const used = await shop.db.select().from(orders).where(eq(orders.couponCode, 'LASTONE'));
    expect(used).toHaveLength(1);

    // a third shopper is told before checkout: listed as not applicable, and refused on apply
    const third = shop.shopper();
    expect(errorOf(await withCoupon(third, 'LASTONE')).message).toBe(COUPON_USED_UP_MESSAGE);
    expect(await listed(third, 'LASTONE')).toMatchObject({
      is_applicable: false,
      message: COUPON_USED_UP_MESSAGE,
    });

    // a cancelled order gives its use back
    await shop.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.couponCode, 'LASTONE'));
    expect(await listed(third, 'LASTONE')).toMatchObject({ is_applicable: true });
  });

  it('lets a guest e-mail address use a once-each coupon once', async () => {
    await addCoupon('ONCEEACH', { usageLimitPerCustomer: 1 });
    const guest = shop.shopper();
    expect((await withCoupon(guest, 'ONCEEACH')).status).toBe(200);
    await fillCheckout(guest, { payment: 'cod' });
    expect((await placeOrder(guest)).status).toBe(201);

    // the same address in another cart: known only once the contact is given, refused at the order
    const again = shop.shopper();
    expect((await withCoupon(again, 'ONCEEACH')).status).toBe(200);
    await fillCheckout(again, { payment: 'cod' });
    const refused = await placeOrder(again);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe(COUPON_ALREADY_USED_MESSAGE);
    expect(await listed(again, 'ONCEEACH')).toMatchObject({
      is_applicable: false,
      message: COUPON_ALREADY_USED_MESSAGE,
    });
  });

  it('counts a customer’s own orders, whatever address they give, and nobody else’s', async () => {
    await addCoupon('ONCEMORE', { usageLimitPerCustomer: 1 });
    const customer = shop.shopper();
    expect((await customer.login('rohan.mehta@northwind.test')).status).toBe(200);
    // a guest's order with the coupon does not count against the customer
    const guest = shop.shopper();
    expect((await withCoupon(guest, 'ONCEMORE')).status).toBe(200);
    await fillCheckout(guest, { payment: 'cod' });
    expect((await placeOrder(guest)).status).toBe(201);

    expect((await withCoupon(customer, 'ONCEMORE')).status).toBe(200);
    await fillCheckout(customer, { payment: 'cod' });
    expect((await placeOrder(customer)).status).toBe(201);

    const next = await withCoupon(customer, 'ONCEMORE');
    expect(next.status).toBe(422);
    expect(errorOf(next).message).toBe(COUPON_ALREADY_USED_MESSAGE);
  });
});
