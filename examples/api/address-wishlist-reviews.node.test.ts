import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Address,
  addressFieldsResponseSchema,
  addressListResponseSchema,
  addressSchema,
  countriesResponseSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  productReviewsResponseSchema,
  rateProductResponseSchema,
  reviewFieldsResponseSchema,
  wishlistResponseSchema,
} from '../../schemas/api/index.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { CookieJar } from './testing/cookie-jar.ts';
import { json, listen, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

const wishlistEnvelope = envelopeSchema(wishlistResponseSchema);
const reviewsEnvelope = envelopeSchema(productReviewsResponseSchema);

describe('addresses, wishlist and reviews over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;
  let serial = 0;
  let karnataka: number;
  let maharashtra: number;

  beforeAll(async () => {
    api = await createReferenceApi({
      snapshot: await seededSnapshot(),
      dataDir: 'memory://',
      otpFixedCode: '1234',
    });
    server = await listen(api.app);
    const countries = countriesResponseSchema.parse(
      envelopeSchema(countriesResponseSchema).parse(
        (await new CookieJar().request(server.url, '/api/settings/countries')).body,
      ).data,
    );
    const india = countries.find((country) => country.iso2 === 'IN');
    karnataka = india?.states.find((state) => state.code === 'KA')?.id ?? 0;
    maharashtra = india?.states.find((state) => state.code === 'MH')?.id ?? 0;
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  const send = (jar: CookieJar, method: string, path: string, body?: unknown) =>
    jar.request(server.url, path, body === undefined ? { method } : json(method, body));

  const fieldErrors = (body: unknown) => errorEnvelopeSchema.parse(body).errors ?? {};

  /** A newly registered shopper's cookie jar. */
  const shopper = async () => {
    serial += 1;
    const jar = new CookieJar();
    const answer = await send(jar, 'POST', '/api/auth/register', {
      first_name: 'Neha',
      last_name: 'Kapoor',
      email: `neha.${serial}@example.test`,
      phone: `73000${String(serial).padStart(5, '0')}`,
      password: 'neha-pass',
    });
    expect(answer.status).toBe(200);
    return jar;
  };

  const demo = async () => {
    const jar = new CookieJar();
    await send(jar, 'POST', '/api/auth/login', {
      email: 'demo@northwind.test',
      password: 'Demo@1234',
    });
    return jar;
  };

  const home = () => ({
    address_type: 'Shipping',
    country_id: 101,
    state_id: karnataka,
    name: 'Neha Kapoor',
    phone: '7300000001',
    line1: '7 Palm Grove',
    line2: 'Koramangala 4th Block',
    landmark: 'Opposite the park',
    city: 'Bengaluru',
    pincode: '560034',
  });

  describe('countries and address fields', () => {
    it('lists India with its 36 states and territories, and two more countries', async () => {
      const answer = await send(new CookieJar(), 'GET', '/api/settings/countries');
      const countries = envelopeSchema(countriesResponseSchema).parse(answer.body).data;
      expect(countries.map((country) => country.iso2).sort()).toEqual(['AE', 'IN', 'SG']);
      const india = countries.find((country) => country.iso2 === 'IN');
      expect(india).toMatchObject({ id: 101, mobile_code: '+91', mobile_number_length: 10 });
      expect(india?.states).toHaveLength(36);
      expect(countries.find((country) => country.iso2 === 'SG')?.states).toEqual([]);
    });

    it('answers the fields of each address form, and 404 for an unknown form', async () => {
      const shipping = await send(new CookieJar(), 'GET', '/api/settings/address-fields/Shipping');
      const fields = envelopeSchema(addressFieldsResponseSchema).parse(shipping.body).data;
      expect(fields.map((field) => field.column_name)).toEqual([
        'name',
        'phone',
        'line1',
        'line2',
        'landmark',
        'city',
        'pincode',
      ]);
      expect(fields.find((field) => field.column_name === 'pincode')).toMatchObject({
        label: 'Pincode',
        is_required: true,
      });
      const billing = await send(new CookieJar(), 'GET', '/api/settings/address-fields/Billing');
      const billingFields = envelopeSchema(addressFieldsResponseSchema).parse(billing.body).data;
      expect(billingFields.some((field) => field.column_name === 'gst_number')).toBe(true);
      const both = await send(new CookieJar(), 'GET', '/api/settings/address-fields');
      expect(envelopeSchema(addressFieldsResponseSchema).parse(both.body).data).toHaveLength(
        fields.length + billingFields.length,
      );
      expect((await send(new CookieJar(), 'GET', '/api/settings/address-fields/Home')).status).toBe(
        404,
      );
    });
  });

  describe('addresses', () => {
    it("shows the demo customer's two saved addresses", async () => {
      const answer = await send(await demo(), 'GET', '/api/address/all');
      const list = envelopeSchema(addressListResponseSchema).parse(answer.body).data;
      expect(list).toHaveLength(2);
      const shipping = list.find((address) => address.address_type === 'Shipping');
      expect(shipping).toMatchObject({
        is_default: true,
        city: 'Bengaluru',
        pincode: '560038',
        landmark: 'Near Indiranagar metro station',
        state: { name: 'Karnataka' },
        country: { id: 101, name: 'India' },
      });
    });

    it('checks required fields, country and state against the definitions', async () => {
      const jar = await shopper();
      const empty = await send(jar, 'POST', '/api/address/add', {
        address_type: 'Shipping',
        country_id: 101,
        state_id: karnataka,
        name: '  ',
        line2: 'optional is fine',
      });
      expect(empty.status).toBe(422);
      expect(fieldErrors(empty.body)).toEqual({
        name: ['This field is required'],
        phone: ['This field is required'],
        line1: ['This field is required'],
        city: ['This field is required'],
        pincode: ['This field is required'],
      });
      const places = await send(jar, 'POST', '/api/address/add', {
        ...home(),
        country_id: 999,
      });
      expect(fieldErrors(places.body)).toEqual({ country_id: ['This field is not valid'] });
      const noState = await send(jar, 'POST', '/api/address/add', { ...home(), state_id: null });
      expect(fieldErrors(noState.body)).toEqual({ state_id: ['This field is required'] });
      const foreignState = await send(jar, 'POST', '/api/address/add', {
        ...home(),
        country_id: 196,
      });
      expect(fieldErrors(foreignState.body)).toEqual({ state_id: ['This field is not valid'] });
      const singapore = await send(jar, 'POST', '/api/address/add', {
        ...home(),
        country_id: 196,
        state_id: null,
        pincode: '018956',
      });
      expect(singapore.status).toBe(201);
      expect(envelopeSchema(addressSchema).parse(singapore.body).data.state).toBeNull();
    });

    it('keeps one default per type, the first address being the default', async () => {
      const jar = await shopper();
      const add = async (body: Record<string, unknown>): Promise<Address> => {
        const answer = await send(jar, 'POST', '/api/address/add', body);
        expect(answer.status).toBe(201);
        return envelopeSchema(addressSchema).parse(answer.body).data;
      };
      const first = await add(home());
      expect(first).toMatchObject({ is_default: true, landmark: 'Opposite the park' });
      const second = await add({ ...home(), line1: '9 Lake View' });
      expect(second.is_default).toBe(false);
      const billing = await add({ ...home(), address_type: 'Billing', gst_number: '' });
      expect(billing.is_default).toBe(true);

      const third = await add({ ...home(), line1: '11 Hill Top', is_default: true });
      expect(third.is_default).toBe(true);
      const list = async () =>
        envelopeSchema(addressListResponseSchema).parse(
          (await send(jar, 'GET', '/api/address/all')).body,
        ).data;
      const defaults = (await list()).filter((a) => a.is_default).map((a) => a.id);
      expect(defaults.sort()).toEqual([billing.id, third.id].sort());

      const updated = await send(jar, 'PUT', `/api/address/update/${second.id}`, {
        ...home(),
        line1: '9 Lake View, Flat 2',
        state_id: maharashtra,
        city: 'Pune',
        is_default: true,
      });
      expect(updated.status).toBe(200);
      expect(envelopeSchema(addressSchema).parse(updated.body).data).toMatchObject({
        id: second.id,
        line1: '9 Lake View, Flat 2',
        city: 'Pune',
        state: { id: maharashtra, name: 'Maharashtra' },
        is_default: true,
      });
      const after = await list();
      expect(
        after
          .filter((a) => a.is_default)
          .map((a) => a.id)
          .sort(),
      ).toEqual([billing.id, second.id].sort());
      expect(after[0]?.is_default).toBe(true);
    });

    it("never shows or changes another customer's address", async () => {
      const owner = await shopper();
      const created = await send(owner, 'POST', '/api/address/add', home());
      const { id } = envelopeSchema(addressSchema).parse(created.body).data;

      const other = await shopper();
      const list = await send(other, 'GET', '/api/address/all');
      expect(envelopeSchema(addressListResponseSchema).parse(list.body).data).toEqual([]);
      const answer = await send(other, 'PUT', `/api/address/update/${id}`, {
        ...home(),
        name: 'Taken over',
      });
      expect(answer.status).toBe(404);
      expect(errorEnvelopeSchema.parse(answer.body).message).toBe('Address not found');
      // A body that is no address is refused before any address is looked up, so the answer is
      // the same for another customer's id as for one that does not exist.
      const invalid = await send(other, 'PUT', `/api/address/update/${id}`, {});
      expect(invalid.status).toBe(422);
      expect(invalid.body).toEqual(
        (await send(other, 'PUT', '/api/address/update/999999', {})).body,
      );
      expect((await send(other, 'PUT', '/api/address/update/abc', home())).status).toBe(404);
      const mine = await send(owner, 'GET', '/api/address/all');
      expect(envelopeSchema(addressListResponseSchema).parse(mine.body).data[0]?.name).toBe(
        'Neha Kapoor',
      );
      expect((await send(new CookieJar(), 'GET', '/api/address/all')).status).toBe(401);
    });
  });

  describe('wishlist', () => {
    it("shows the demo customer's three saved products with card details", async () => {
      const answer = await send(await demo(), 'GET', '/api/wishlist/get');
      const { items } = wishlistEnvelope.parse(answer.body).data;
      expect(items.map((item) => item.product.slug)).toEqual([
        'summit-peak-head-torch-400',
        'himal-trek-55',
        'northwind-classic-fleece',
      ]);
      for (const { product } of items) {
        expect(product.price).toBeGreaterThan(0);
        expect(product.image?.src).toMatch(/^\/api\/media\//);
      }
    });

    it('adds idempotently, removes, and keeps wishlists apart', async () => {
      const a = await shopper();
      const b = await shopper();
      const demoList = wishlistEnvelope.parse(
        (await send(await demo(), 'GET', '/api/wishlist/get')).body,
      ).data;
      const [first, second] = demoList.items.map((item) => item.product_id);

      const added = await send(a, 'POST', '/api/wishlist/add', { product_id: first });
      expect(added.status).toBe(200);
      expect(wishlistEnvelope.parse(added.body).message).toBe('Added to your wishlist.');
      await send(a, 'POST', '/api/wishlist/add', { product_id: second });
      const twice = await send(a, 'POST', '/api/wishlist/add', { product_id: first });
      expect(wishlistEnvelope.parse(twice.body).data.items.map((i) => i.product_id)).toEqual([
        second,
        first,
      ]);

      const theirs = await send(b, 'GET', '/api/wishlist/get');
      expect(wishlistEnvelope.parse(theirs.body).data.items).toEqual([]);
      await send(b, 'DELETE', '/api/wishlist/remove', { product_id: first });
      const still = await send(a, 'GET', '/api/wishlist/get');
      expect(wishlistEnvelope.parse(still.body).data.items).toHaveLength(2);

      const removed = await send(a, 'DELETE', '/api/wishlist/remove', { product_id: first });
      expect(wishlistEnvelope.parse(removed.body).data.items.map((i) => i.product_id)).toEqual([
        second,
      ]);
    });

    it('answers 404 for an unknown product, 422 for a bad id and 401 for a guest', async () => {
      const jar = await shopper();
      const unknown = await send(jar, 'POST', '/api/wishlist/add', { product_id: 999_999 });
      expect(unknown.status).toBe(404);
      expect(errorEnvelopeSchema.parse(unknown.body).message).toBe('Product not found');
      const bad = await send(jar, 'POST', '/api/wishlist/add', { product_id: 'shoes' });
      expect(bad.status).toBe(422);
      expect(Object.keys(fieldErrors(bad.body))).toEqual(['product_id']);
      const guest = await send(new CookieJar(), 'POST', '/api/wishlist/add', { product_id: 1 });
      expect(guest.status).toBe(401);
    });
  });

  describe('reviews', () => {
    const reviewsOf = async (slug: string, extra: Record<string, number> = {}) => {
      const answer = await send(new CookieJar(), 'POST', '/api/plugins/review/product-reviews', {
        slug,
        ...extra,
      });
      expect(answer.status).toBe(200);
      return reviewsEnvelope.parse(answer.body).data;
    };

    it('answers the write-a-review form fields', async () => {
      const answer = await send(new CookieJar(), 'GET', '/api/plugins/review/fields');
      const { fields } = envelopeSchema(reviewFieldsResponseSchema).parse(answer.body).data;
      expect(fields.map((field) => [field.name, field.type, field.is_required])).toEqual([
        ['rating', 'rating', true],
        ['title', 'text', false],
        ['review', 'textarea', true],
        ['recommend', 'select', false],
      ]);
      expect(fields[3]?.label).toBe('Would you recommend this product?');
    });

    it('answers seeded reviews 10 per page with the star counts', async () => {
      const fleece = await reviewsOf('northwind-classic-fleece');
      expect(fleece).toMatchObject({
        page: 1,
        perPage: 10,
        total_reviews: 2,
        overall_rating: 4.5,
        rating_count: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      });
      expect(fleece.reviews.map((review) => review.author)).toEqual(['Priya N.', 'Rohan M.']);
      const second = await reviewsOf('northwind-classic-fleece', { page: 2, perPage: 1 });
      expect(second.reviews.map((review) => review.author)).toEqual(['Rohan M.']);
      const none = await reviewsOf('cotton-camp-tee');
      expect(none).toMatchObject({ total_reviews: 0, overall_rating: 0, reviews: [] });
      const unknown = await send(new CookieJar(), 'POST', '/api/plugins/review/product-reviews', {
        slug: 'no-such-product',
      });
      expect(unknown.status).toBe(404);
    });

    it('takes one review per customer and product, and updates the aggregates', async () => {
      const wishlist = wishlistEnvelope.parse(
        (await send(await demo(), 'GET', '/api/wishlist/get')).body,
      ).data;
      const product = wishlist.items.find((item) => item.product.slug === 'himal-trek-55');
      if (product === undefined) throw new Error('himal-trek-55 is not on the demo wishlist');
      const before = await reviewsOf('himal-trek-55');

      const guest = await send(new CookieJar(), 'POST', '/api/plugins/review/rate-product', {
        product_id: product.product_id,
        rating: 5,
        review: 'Great',
      });
      expect(guest.status).toBe(401);

      const jar = await shopper();
      const rate = (body: Record<string, unknown>) =>
        send(jar, 'POST', '/api/plugins/review/rate-product', {
          product_id: product.product_id,
          ...body,
        });
      const invalid = await rate({ rating: 6, review: '', recommend: 'maybe' });
      expect(invalid.status).toBe(422);
      expect(fieldErrors(invalid.body)).toEqual({
        rating: ['The rating must be between 1 and 5.'],
        review: ['This field is required'],
      });
      const badAnswer = await rate({ rating: 4, review: 'Fine', recommend: 'maybe' });
      expect(fieldErrors(badAnswer.body)).toEqual({ recommend: ['This field is not valid'] });

      const first = await rate({
        rating: 2,
        title: 'Hip belt rubs',
        review: 'The hip belt rubbed on day two.',
        recommend: 'no',
      });
      expect(first.status).toBe(201);
      const stored = envelopeSchema(rateProductResponseSchema).parse(first.body).data;
      expect(stored.review).toMatchObject({
        rating: 2,
        title: 'Hip belt rubs',
        author: 'Neha K.',
        answers: { recommend: 'no' },
      });
      expect(stored.rating.count).toBeGreaterThanOrEqual(1);

      const again = await rate({ rating: 5, review: 'Changed my mind' });
      expect(again.status).toBe(422);
      expect(fieldErrors(again.body)).toEqual({
        product_id: ['You have already reviewed this product.'],
      });

      // Another customer's review adds itself to the product's aggregates.
      const next = await send(await shopper(), 'POST', '/api/plugins/review/rate-product', {
        product_id: product.product_id,
        rating: 5,
        review: 'Carried 14 kg comfortably.',
      });
      const { rating } = envelopeSchema(rateProductResponseSchema).parse(next.body).data;
      expect(rating.count).toBe(stored.rating.count + 1);
      expect(rating.average).toBeCloseTo(
        (stored.rating.average * stored.rating.count + 5) / rating.count,
        1,
      );

      const after = await reviewsOf('himal-trek-55');
      expect(after.total_reviews).toBe(before.total_reviews + 2);
      expect(after.rating_count[2]).toBe(before.rating_count[2] + 1);
      expect(after.rating_count[5]).toBe(before.rating_count[5] + 1);
      expect(after.reviews.map((review) => review.author).slice(0, 2)).toEqual([
        'Neha K.',
        'Neha K.',
      ]);
    });
  });
});
