import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abandonedCartResponseSchema,
  availableCouponsSchema,
  type Cart,
  cartAddressValidationSchema,
  cartRepriceSchema,
  cartSchema,
  cartStockValidationSchema,
  cartValidationSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginResponseSchema,
  moveToCartResponseSchema,
} from '../../schemas/api/index.ts';
import { addressFields, products, productVariants } from './db/schema.ts';
import type { Answer } from './testing/http.ts';
import {
  fillCheckout,
  guestAddress,
  type Shopper,
  startShop,
  type TestShop,
} from './testing/shop.ts';

const cartEnvelope = envelopeSchema(cartSchema);
const cartOf = (answer: Answer): Cart => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return cartEnvelope.parse(answer.body).data;
};
const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

describe('cart API over HTTP', () => {
  let shop: TestShop;
  const productId = async (slug: string) => {
    const [row] = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug));
    if (row === undefined) throw new Error(`no product ${slug}`);
    return row.id;
  };
  const setStock = (slug: string, stock: number) =>
    shop.db.update(products).set({ stock }).where(eq(products.slug, slug));
  const add = (shopper: Shopper, body: Record<string, unknown>) =>
    shopper.send('POST', '/api/cart/add-item', body);

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  describe('items', () => {
    it('answers an empty cart before anything is added, without creating one', async () => {
      const shopper = shop.shopper();
      const cart = cartOf(await shopper.get('/api/cart/get'));
      expect(cart).toMatchObject({ id: null, items: [], total_quantity: 0, currency: 'INR' });
      expect(cart.grand_total).toEqual({ amount: 0, formatted: '₹0.00' });
      expect(shopper.jar.get('cart_session')).toBeUndefined();
    });

    it('creates a guest cart on the first add, in an httpOnly SameSite=Lax cookie', async () => {
      const shopper = shop.shopper();
      const answer = await add(shopper, {
        product_id: await productId('summit-peak-head-torch-400'),
        quantity: 2,
      });
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('cart_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const cart = cartOf(answer);
      expect(cart.session_id).toBe(shopper.jar.get('cart_session'));
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        quantity: 2,
        quantity_in_display_unit: 2,
        sku: 'NW-ACC-003',
      });
      expect(cart.total_quantity).toBe(2);
      // The server prices the cart; the client never sends a price.
      expect(cart.subtotal).toEqual({ amount: 5598, formatted: '₹5,598.00' });
      expect(cartOf(await shopper.get('/api/cart/get')).id).toBe(cart.id);
    });

    it('ignores a price sent by the client', async () => {
      const shopper = shop.shopper();
      const cart = cartOf(
        await add(shopper, {
          product_id: await productId('basic-head-torch'),
          quantity: 1,
          price: 1,
        }),
      );
      expect(cart.grand_total.amount).toBe(499);
    });

    it('adds the same line again as more units, and a personalised one as its own line', async () => {
      const shopper = shop.shopper();
      const cap = await productId('northwind-classic-cap');
      await add(shopper, { product_id: cap, sku: 'NW-ACC-001-FOR', quantity: 1 });
      await add(shopper, { product_id: cap, sku: 'NW-ACC-001-FOR', quantity: 2 });
      await add(shopper, {
        product_id: cap,
        sku: 'NW-ACC-001-FOR',
        quantity: 1,
        additonal_data: { custom_text: 'MEERA', image_path: '/api/media/logo.svg' },
      });
      const cart = cartOf(
        await add(shopper, {
          product_id: cap,
          sku: 'NW-ACC-001-SAN',
          quantity: 1,
          additional_data: { custom_text: 'RAVI' },
        }),
      );
      expect(
        cart.items.map(({ sku, quantity, custom_text, image_path }) => ({
          sku,
          quantity,
          custom_text,
          image_path,
        })),
      ).toEqual([
        { sku: 'NW-ACC-001-FOR', quantity: 3, custom_text: null, image_path: null },
        {
          sku: 'NW-ACC-001-FOR',
          quantity: 1,
          custom_text: 'MEERA',
          image_path: '/api/media/logo.svg',
        },
        { sku: 'NW-ACC-001-SAN', quantity: 1, custom_text: 'RAVI', image_path: null },
      ]);
      expect(cart.items[1]?.variant).toMatchObject({
        sku: 'NW-ACC-001-FOR',
        options: { colour: 'forest' },
      });
    });

    it('refuses more units than the stock with "Only N left in stock"', async () => {
      const shopper = shop.shopper();
      const torch = await productId('merino-neck-gaiter');
      const answer = await add(shopper, { product_id: torch, quantity: 7 });
      expect(answer.status).toBe(422);
      expect(errorOf(answer)).toMatchObject({
        message: 'Only 6 left in stock',
        errors: { quantity: ['Only 6 left in stock'] },
      });
      await add(shopper, { product_id: torch, quantity: 4 });
      expect(errorOf(await add(shopper, { product_id: torch, quantity: 3 })).message).toBe(
        'Only 6 left in stock',
      );
      const sold = await add(shopper, {
        product_id: await productId('ridgeline-approach-boot'),
        sku: 'NW-FTW-004-UK-8',
      });
      expect(sold.status).toBe(422);
      expect(errorOf(sold).message).toBe('This item is out of stock');
    });

    it('asks for a variant, refuses a foreign sku and personalising a plain product', async () => {
      const shopper = shop.shopper();
      const jacket = await productId('monsoon-pro-rain-jacket');
      const noVariant = await add(shopper, { product_id: jacket });
      expect(noVariant.status).toBe(422);
      expect(errorOf(noVariant).errors).toEqual({ sku: ['Please choose an option'] });
      expect((await add(shopper, { product_id: jacket, sku: 'NW-ACC-001-FOR' })).status).toBe(422);
      const personal = await add(shopper, {
        product_id: await productId('basic-head-torch'),
        additonal_data: { custom_text: 'NO' },
      });
      expect(errorOf(personal).errors).toEqual({
        additonal_data: ['This product cannot be personalised'],
      });
      expect((await add(shopper, { product_id: 999_999 })).status).toBe(404);
    });

    it('answers 422 with field errors for a malformed body', async () => {
      const answer = await add(shop.shopper(), { product_id: 'x', quantity: 0 });
      expect(answer.status).toBe(422);
      expect(Object.keys(errorOf(answer).errors ?? {}).sort()).toEqual(['product_id', 'quantity']);
    });

    it('keeps the exact quantity under 50 concurrent add-item calls on one cart', async () => {
      await setStock('ridgeline-bivvy-bag', 500);
      const shopper = shop.shopper();
      const bivvy = await productId('ridgeline-bivvy-bag');
      cartOf(await add(shopper, { product_id: bivvy, quantity: 1 }));
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => add(shopper, { product_id: bivvy, quantity: 1 })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      const cart = cartOf(await shopper.get('/api/cart/get'));
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]?.quantity).toBe(51);
    });

    it('never lets concurrent adds pass the stock: the ones that fit succeed, the rest are refused', async () => {
      await setStock('city-trek-sling', 6);
      const shopper = shop.shopper();
      const sling = await productId('city-trek-sling');
      cartOf(await add(shopper, { product_id: sling, quantity: 1 }));
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => add(shopper, { product_id: sling, quantity: 1 })),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
      expect(cartOf(await shopper.get('/api/cart/get')).items[0]?.quantity).toBe(6);
    });

    it('updates quantities, removes lines and updates several lines at once', async () => {
      const shopper = shop.shopper();
      const lantern = await productId('summit-peak-lantern-torch');
      const socks = await productId('liner-socks-three-pack');
      await add(shopper, { product_id: lantern, quantity: 1 });
      let cart = cartOf(
        await add(shopper, { product_id: socks, sku: 'NW-ACC-006-S', quantity: 1 }),
      );
      cart = cartOf(
        await shopper.send('PUT', '/api/cart/update-qty', { product_id: lantern, quantity: 3 }),
      );
      expect(cart.items.find((item) => item.product_id === lantern)?.quantity).toBe(3);
      const tooMany = await shopper.send('PUT', '/api/cart/update-qty', {
        product_id: lantern,
        quantity: 99,
      });
      expect(errorOf(tooMany).message).toBe('Only 21 left in stock');
      const [first, second] = cart.items;
      cart = cartOf(
        await shopper.send('PUT', '/api/cart/update', {
          items: [
            { item_id: first?.id, quantity: 2 },
            { item_id: second?.id, quantity: 4 },
          ],
        }),
      );
      expect(cart.items.map((item) => item.quantity)).toEqual([2, 4]);
      cart = cartOf(await shopper.send('DELETE', '/api/cart/remove-item', { product_id: socks }));
      expect(cart.items.map((item) => item.product_id)).toEqual([lantern]);
      expect(
        (await shopper.send('DELETE', '/api/cart/remove-item', { product_id: socks })).status,
      ).toBe(404);
      cart = cartOf(
        await shopper.send('PUT', '/api/cart/update', {
          items: [{ item_id: first?.id, quantity: 0 }],
        }),
      );
      expect(cart.items).toEqual([]);
      expect(cart.grand_total.amount).toBe(0);
    });
  });

  describe('coupons', () => {
    it('lists the running coupons, not the expired one', async () => {
      const shopper = shop.shopper();
      await add(shopper, { product_id: await productId('basic-head-torch') });
      const { coupons } = envelopeSchema(availableCouponsSchema).parse(
        (await shopper.get('/api/cart/coupons/get')).body,
      ).data;
      expect(coupons.map((coupon) => coupon.code)).toEqual(['WELCOME10', 'FLAT500']);
      expect(coupons[1]).toMatchObject({
        is_applicable: false,
        message: 'Add ₹2,501.00 more to use FLAT500',
      });
    });

    it('applies the rules: unknown, expired, minimum order, percent with a cap, fixed, one per cart', async () => {
      const shopper = shop.shopper();
      const apply = (coupon_code: string) =>
        shopper.send('POST', '/api/cart/coupons/apply', { coupon_code });
      expect(errorOf(await apply('WELCOME10')).message).toBe(
        'Add items to your cart before applying a coupon.',
      );

      await add(shopper, { product_id: await productId('basic-head-torch'), quantity: 2 });
      expect(errorOf(await apply('NOPE')).message).toBe('This coupon code is not valid.');
      expect(errorOf(await apply('summer25')).message).toBe('This coupon has expired.');
      const minimum = await apply('FLAT500');
      expect(minimum.status).toBe(422);
      expect(errorOf(minimum)).toMatchObject({
        message: 'Add ₹2,002.00 more to use FLAT500',
        errors: { coupon_code: ['Add ₹2,002.00 more to use FLAT500'] },
      });

      let cart = cartOf(await apply('welcome10'));
      expect(cart.coupon).toMatchObject({ code: 'WELCOME10', is_applicable: true });
      expect(cart.discount.amount).toBe(99.8);
      expect(cart.grand_total.amount).toBe(898.2);
      expect(errorOf(await apply('FLAT500')).message).toBe(
        'A coupon is already applied to this cart. Remove it to use another.',
      );

      // 10% of ₹17,999 is capped at ₹1,000.
      cart = cartOf(await add(shopper, { product_id: await productId('ridgeline-featherlite-1') }));
      expect(cart.discount.amount).toBe(1000);

      cart = cartOf(await shopper.send('DELETE', '/api/cart/coupons/remove'));
      expect(cart.coupon).toBeNull();
      cart = cartOf(await apply('FLAT500'));
      expect(cart.discount.amount).toBe(500);
      expect(cart.grand_total.amount).toBe(998 + 17_999 - 500);
    });
  });

  describe('checkout details', () => {
    it('validates the steps with the messages of spec §5, in order', async () => {
      const shopper = shop.shopper();
      const empty = await shopper.get('/api/cart/validate');
      expect(empty.status).toBe(422);
      expect(cartValidationSchema.parse(errorOf(empty).data).messages).toEqual([
        'Your cart is empty',
        'Phone No is empty',
        'Shipping address is empty',
        'Billing address is empty',
        'Shipping Method is empty',
        'Payment Method is empty',
      ]);

      await shop.setSettings({ enable_guest_checkout: false, order_email_mandatory: true });
      try {
        await add(shopper, { product_id: await productId('basic-head-torch') });
        const strict = errorOf(await shopper.get('/api/cart/validate'));
        expect(strict.message).toBe('Customer account is empty');
        expect(cartValidationSchema.parse(strict.data).messages).toEqual([
          'Customer account is empty',
          'Phone No is empty',
          'Email address is empty',
          'Shipping address is empty',
          'Billing address is empty',
          'Shipping Method is empty',
          'Payment Method is empty',
        ]);
        expect(strict.errors).toEqual({
          address: [
            'Customer account is empty',
            'Phone No is empty',
            'Email address is empty',
            'Shipping address is empty',
            'Billing address is empty',
          ],
          payment: ['Shipping Method is empty', 'Payment Method is empty'],
        });
      } finally {
        await shop.setSettings({ enable_guest_checkout: true, order_email_mandatory: false });
      }

      await fillCheckout(shopper);
      // A field made required after the address was saved shows as '{label} is empty'.
      const landmark = and(
        eq(addressFields.addressType, 'Shipping'),
        eq(addressFields.columnName, 'landmark'),
      );
      await shop.db.update(addressFields).set({ isRequired: true }).where(landmark);
      try {
        const missing = errorOf(await shopper.get('/api/cart/validate'));
        expect(cartValidationSchema.parse(missing.data).messages).toEqual(['Landmark is empty']);
        const address = await shopper.get('/api/cart/validate/address');
        expect(address.status).toBe(422);
        expect(cartAddressValidationSchema.parse(errorOf(address).data).messages).toEqual([
          'Landmark is empty',
        ]);
      } finally {
        await shop.db.update(addressFields).set({ isRequired: false }).where(landmark);
      }
      const valid = envelopeSchema(cartValidationSchema).parse(
        (await shopper.get('/api/cart/validate')).body,
      );
      expect(valid.data).toMatchObject({ is_valid: true, messages: [] });
      expect((await shopper.get('/api/cart/validate/address')).status).toBe(200);
    });

    it('judges up to the step asked for: the address step passes before any method is chosen', async () => {
      const shopper = shop.shopper();
      await add(shopper, { product_id: await productId('basic-head-torch') });
      const early = errorOf(await shopper.get('/api/cart/validate?step=address'));
      expect(early.message).toBe('Phone No is empty');
      for (const [path, body] of [
        ['/api/cart/update-address', { ...guestAddress, billing_same_as_shipping: true }],
        ['/api/cart/update-contact', { phone: '9000000001' }],
      ] as const) {
        expect((await shopper.send('PUT', path, body)).status).toBe(200);
      }
      const answer = await shopper.get('/api/cart/validate?step=address');
      expect(answer.status).toBe(200);
      const verdict = envelopeSchema(cartValidationSchema).parse(answer.body).data;
      expect(verdict.steps.address.valid).toBe(true);
      expect(verdict.messages).toEqual(['Shipping Method is empty', 'Payment Method is empty']);
      expect((await shopper.get('/api/cart/validate')).status).toBe(422);
    });

    it('keeps addresses, contact and methods, priced with the shipping rules', async () => {
      const shopper = shop.shopper();
      await add(shopper, { product_id: await productId('basic-head-torch') });
      await fillCheckout(shopper, { payment: 'cod', shipping: 'standard' });
      let cart = cartOf(await shopper.get('/api/cart/get'));
      expect(cart.shipping_address).toMatchObject({
        address_id: null,
        address_type: 'Shipping',
        name: 'Meera Iyer',
        pincode: '560025',
        country: { id: 101, name: 'India' },
        state: { id: 16, name: 'Karnataka' },
      });
      expect(cart.billing_address).toMatchObject({ address_type: 'Billing', name: 'Meera Iyer' });
      expect(cart).toMatchObject({ phone: '9000000001', email: 'meera@example.com' });
      expect(cart.shipping_method).toMatchObject({ code: 'standard', amount: { amount: 99 } });
      expect(cart.cart_payment_method).toMatchObject({ code: 'cod', kind: 'cod' });
      expect(cart.cart_payment_methods.map((method) => method.code)).toEqual(['cod', 'test_card']);
      expect(cart.grand_total.amount).toBe(499 + 99);

      // Standard delivery is free from ₹2,999; express is not.
      cart = cartOf(
        await add(shopper, { product_id: await productId('summit-peak-head-torch-400') }),
      );
      expect(cart.shipping.amount).toBe(0);
      cart = cartOf(
        await shopper.send('PUT', '/api/cart/update-shipping-mode', { shipping_method: 'express' }),
      );
      expect(cart.shipping.amount).toBe(249);
      expect(
        (await shopper.send('PUT', '/api/cart/update-shipping-mode', { shipping_method: 'drone' }))
          .status,
      ).toBe(422);
      expect(
        (await shopper.send('PUT', '/api/cart/update-payment-mode', { payment_method: 'cash' }))
          .status,
      ).toBe(422);
    });

    it('checks addresses against the address-field definitions and the address book', async () => {
      const shopper = shop.shopper();
      const incomplete = await shopper.send('PUT', '/api/cart/update-address', {
        ...guestAddress,
        pincode: '',
        state_id: null,
      });
      expect(incomplete.status).toBe(422);
      expect(errorOf(incomplete).errors).toMatchObject({
        pincode: ['This field is required'],
        state_id: ['This field is required'],
      });
      // A guest cannot use a saved address, nor can another customer.
      const saved = await shopper.send('PUT', '/api/cart/update-address', {
        address_type: 'Shipping',
        address_id: 1,
      });
      expect(saved.status).toBe(404);
      const rohan = shop.shopper();
      await rohan.login('rohan.mehta@northwind.test');
      expect(
        (
          await rohan.send('PUT', '/api/cart/update-address', {
            address_type: 'Shipping',
            address_id: 1,
          })
        ).status,
      ).toBe(404);

      const asha = shop.shopper();
      await asha.login('demo@northwind.test');
      const cart = cartOf(
        await asha.send('PUT', '/api/cart/update-address', {
          address_type: 'Billing',
          address_id: 2,
        }),
      );
      expect(cart.billing_address).toMatchObject({
        address_id: 2,
        address_type: 'Billing',
        gst_number: '29ABCDE1234F1Z5',
      });
    });

    it('checks the contact phone against the channel country', async () => {
      const shopper = shop.shopper();
      const short = await shopper.send('PUT', '/api/cart/update-contact', { phone: '12345' });
      expect(errorOf(short).errors).toEqual({ phone: ['The phone must be exactly 10 digits.'] });
      // order_sms_mandatory is on in the demo store.
      expect(
        errorOf(await shopper.send('PUT', '/api/cart/update-contact', { phone: null })).errors,
      ).toEqual({
        phone: ['This field is required'],
      });
    });

    it('lists out-of-stock lines', async () => {
      const shopper = shop.shopper();
      const cap = await productId('northwind-classic-cap');
      await add(shopper, { product_id: cap, sku: 'NW-ACC-001-BLA', quantity: 3 });
      expect((await shopper.get('/api/cart/validate/stock')).status).toBe(200);
      await shop.db
        .update(productVariants)
        .set({ stock: 1 })
        .where(eq(productVariants.sku, 'NW-ACC-001-BLA'));
      const answer = await shopper.get('/api/cart/validate/stock');
      expect(answer.status).toBe(422);
      const verdict = cartStockValidationSchema.parse(errorOf(answer).data);
      expect(verdict.out_of_stock_items).toEqual([
        expect.objectContaining({
          sku: 'NW-ACC-001-BLA',
          quantity: 3,
          available: 1,
          message: 'Only 1 left in stock',
        }),
      ]);
      expect(cartOf(await shopper.get('/api/cart/get')).items[0]?.is_in_stock).toBe(false);
    });

    it('re-prices lines from the catalogue and answers what changed', async () => {
      const shopper = shop.shopper();
      const cap = await productId('northwind-classic-cap');
      await add(shopper, { product_id: cap, sku: 'NW-ACC-001-SAN', quantity: 2 });
      const same = envelopeSchema(cartRepriceSchema).parse(
        (await shopper.send('PUT', '/api/cart/update-items-price')).body,
      );
      expect(same.message).toBe('Prices are up to date.');
      expect(same.data.changes).toEqual([]);

      await shop.db
        .update(productVariants)
        .set({ price: '749.00' })
        .where(eq(productVariants.sku, 'NW-ACC-001-SAN'));
      const stale = cartOf(await shopper.get('/api/cart/get'));
      expect(stale.prices_changed).toBe(true);
      expect(stale.items[0]).toMatchObject({
        unit_price: { amount: 699 },
        current_price: 749,
        price_changed: true,
      });
      const repriced = envelopeSchema(cartRepriceSchema).parse(
        (await shopper.send('PUT', '/api/cart/update-items-price')).body,
      );
      expect(repriced.data.changes).toEqual([
        expect.objectContaining({ sku: 'NW-ACC-001-SAN', old_price: 699, new_price: 749 }),
      ]);
      expect(repriced.data.cart.subtotal.amount).toBe(1498);
      expect(repriced.data.cart.prices_changed).toBe(false);
    });

    it('drops a cart cart_expire_days after its last change', async () => {
      const shopper = shop.shopper();
      await add(shopper, { product_id: await productId('basic-head-torch') });
      shop.advanceClock(29);
      expect(cartOf(await shopper.get('/api/cart/get')).items).toHaveLength(1);
      shop.advanceClock(2);
      expect(cartOf(await shopper.get('/api/cart/get')).id).toBeNull();
    });
  });

  describe('customers', () => {
    it('merges the guest cart into the customer cart on login, summing within the stock', async () => {
      await setStock('basic-head-torch', 5);
      const torch = await productId('basic-head-torch');
      const lantern = await productId('summit-peak-lantern-torch');
      const customer = shop.shopper();
      await customer.login('rohan.mehta@northwind.test');
      await add(customer, { product_id: torch, quantity: 4 });
      await customer.send('POST', '/api/auth/logout');

      const browser = shop.shopper();
      await add(browser, { product_id: torch, quantity: 3 });
      await add(browser, { product_id: lantern, quantity: 2 });
      const guestToken = browser.jar.get('cart_session');
      const login = await browser.login('rohan.mehta@northwind.test');
      expect(login.status).toBe(200);
      const { cart_session_id } = envelopeSchema(loginResponseSchema).parse(login.body).data;
      expect(cart_session_id).not.toBeNull();
      expect(cart_session_id).not.toBe(guestToken);
      expect(browser.jar.get('cart_session')).toBe(cart_session_id);

      const cart = cartOf(await browser.get('/api/cart/get'));
      expect(cart.customer_id).not.toBeNull();
      expect(cart.items.map(({ product_id, quantity }) => ({ product_id, quantity }))).toEqual([
        { product_id: torch, quantity: 5 },
        { product_id: lantern, quantity: 2 },
      ]);
      // The guest cart is gone, and the customer cart is not reachable by a token alone.
      const stranger = shop.shopper();
      stranger.jar.set('cart_session', cart_session_id ?? '');
      expect(cartOf(await stranger.get('/api/cart/get')).id).toBeNull();
      await browser.send('POST', '/api/auth/logout');
      expect(cartOf(await browser.get('/api/cart/get')).id).toBeNull();
    });

    it('moves a wishlisted product to the cart in one step', async () => {
      const asha = shop.shopper();
      await asha.login('demo@northwind.test');
      const torch = await productId('summit-peak-head-torch-400');
      const answer = await asha.send('POST', '/api/wishlist/moveToCart', {
        product_id: torch,
        quantity: 1,
      });
      expect(answer.status).toBe(200);
      const { cart, wishlist } = envelopeSchema(moveToCartResponseSchema).parse(answer.body).data;
      expect(cart.items.some((item) => item.product_id === torch)).toBe(true);
      expect(wishlist.items.some((item) => item.product_id === torch)).toBe(false);
      expect(
        (await asha.send('POST', '/api/wishlist/moveToCart', { product_id: torch })).status,
      ).toBe(404);
      expect(
        (await shop.shopper().send('POST', '/api/wishlist/moveToCart', { product_id: torch }))
          .status,
      ).toBe(401);
    });

    it('stores the abandoned-cart token on the cart', async () => {
      const shopper = shop.shopper();
      const answer = await shopper.send('POST', '/api/plugins/AbandonedCart', {
        token: 'recover-123',
      });
      expect(answer.status).toBe(200);
      const { data } = envelopeSchema(abandonedCartResponseSchema).parse(answer.body);
      expect(data.token).toBe('recover-123');
      expect(cartOf(await shopper.get('/api/cart/get')).id).toBe(data.cart_id);
      expect((await shopper.send('POST', '/api/plugins/AbandonedCart', {})).status).toBe(422);
    });
  });
});
