import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acknowledgementSchema,
  blogListSchema,
  blogPostResponseSchema,
  emailSubscriptionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  faqSchema,
  formSchema,
  gallerySchema,
  menuSchema,
  pincodeAvailabilitySchema,
  sliderSchema,
  testimonialsSchema,
} from '../../schemas/api/index.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

describe('content API over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;

  beforeAll(async () => {
    api = await createReferenceApi({ snapshot: await seededSnapshot(), dataDir: 'memory://' });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  const read = async <S extends z.ZodType>(schema: S, path: string, init?: RequestInit) => {
    const { status, body } = await request(server.url, path, init);
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(schema).parse(body);
  };
  const failing = async (path: string, init?: RequestInit) => {
    const { status, body } = await request(server.url, path, init);
    return { status, body: errorEnvelopeSchema.parse(body) };
  };

  it('answers the home slider with its slides in order', async () => {
    const { data } = await read(sliderSchema, '/api/slider/home');
    expect(data.slides.map((slide) => slide.title)).toEqual([
      'Gear for every trail',
      'Ready for the monsoon',
      'Built for the high passes',
      'Nights under the stars',
    ]);
    expect(data.slides[0]?.image).toMatchObject({ width: 1600, height: 700 });
    expect((await failing('/api/slider/nope')).status).toBe(404);
  });

  it('answers the main and footer menus as trees', async () => {
    const main = (await read(menuSchema, '/api/menu/main')).data;
    const jackets = main.items.find((item) => item.label === 'Jackets');
    expect(jackets?.url).toBe('/product-category/jackets');
    expect(jackets?.children.map((child) => child.label)).toEqual([
      'Rain jackets',
      'Down jackets',
      'Fleece',
    ]);
    const footer = (await read(menuSchema, '/api/menu/footer')).data;
    expect(footer.items.map((item) => item.label)).toEqual(['Shop', 'Help', 'About']);
    expect((await failing('/api/menu/nope')).status).toBe(404);
  });

  describe('forms', () => {
    it('describes the contact form fields', async () => {
      const { data } = await read(formSchema, '/api/form/contact');
      expect(data.fields.map((field) => [field.name, field.type, field.required])).toEqual([
        ['name', 'text', true],
        ['email', 'email', true],
        ['phone', 'tel', false],
        ['topic', 'select', false],
        ['message', 'textarea', true],
        ['newsletter', 'checkbox', false],
      ]);
      expect(data.fields.find((field) => field.name === 'topic')?.options).toContain('Repairs');
    });

    it('refuses a submission with the spec messages, keyed by field name', async () => {
      const { status, body } = await failing(
        '/api/form/submit/contact',
        json('POST', { name: '  ', email: 'not-an-email', phone: '98765abc', topic: 'Cats' }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        name: ['This field is required'],
        email: ['The value must be an valid email address'],
        phone: ['The value must be numeric'],
        topic: ['This field is not valid'],
        message: ['This field is required'],
      });
    });

    it('answers prototype keys with a 422, never a 500', async () => {
      for (const body of [
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"__proto__":{"polluted":true},"name":"Asha"}',
        '{"toString":{"a":1},"hasOwnProperty":[1]}',
      ]) {
        const { status } = await failing('/api/form/submit/contact', json('POST', body));
        expect(status, body).toBe(422);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('stores a valid submission and thanks the sender', async () => {
      const { message, data } = await read(
        acknowledgementSchema,
        '/api/form/submit/contact',
        json('POST', {
          name: 'Asha',
          email: 'Asha@Example.com',
          phone: '9876543210',
          message: 'Do you repair zips?',
          newsletter: true,
          unknown_field: 'dropped',
        }),
      );
      expect(message).toBe('Thank you for writing to us. We will reply within one working day.');
      expect(data.message).toBe(message);
      expect((await failing('/api/form/submit/nope', json('POST', {}))).status).toBe(404);
    });

    it('checks a number field: digits with an optional decimal part, else the numeric message', async () => {
      const { data } = await read(formSchema, '/api/form/get-in-touch');
      expect(data.fields.find((field) => field.name === 'group_size')).toMatchObject({
        type: 'number',
        required: true,
      });
      const trip = { name: 'Asha', email: 'asha@example.com', phone: '9876543210' };
      for (const size of ['twelve', '12 people', '1e3']) {
        const refused = await failing(
          '/api/form/submit/get-in-touch',
          json('POST', { ...trip, group_size: size }),
        );
        expect(refused.status, size).toBe(422);
        expect(refused.body.errors, size).toEqual({ group_size: ['The value must be numeric'] });
      }
      const { message } = await read(
        acknowledgementSchema,
        '/api/form/submit/get-in-touch',
        json('POST', { ...trip, group_size: ' 12 ', season: 'Monsoon' }),
      );
      expect(message).toMatch(/^Thank you\. A trail expert/);
    });
  });

  it('answers the FAQ', async () => {
    const { data } = await read(faqSchema, '/api/faq/general');
    expect(data.items.length).toBeGreaterThanOrEqual(5);
    expect(data.items[0]?.question).toBe('How long does delivery take?');
    expect((await failing('/api/faq/nope')).status).toBe(404);
  });

  describe('blog', () => {
    it('pages posts newest first, 9 per page by default', async () => {
      const all = (await read(blogListSchema, '/api/blog/list', json('POST', {}))).data;
      expect(all.pagination).toEqual({ page: 1, per_page: 9, total: 7, last_page: 1 });
      const dates = all.posts.map((post) => post.published_at);
      expect(dates).toEqual([...dates].sort().reverse());

      const pages = await Promise.all(
        [1, 2, 3].map(
          async (page) =>
            (await read(blogListSchema, '/api/blog/list', json('POST', { page, per_page: 3 })))
              .data,
        ),
      );
      expect(pages.map((page) => page.posts.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((page) => page.posts.map((post) => post.slug))).toEqual(
        all.posts.map((post) => post.slug),
      );
      expect(pages[0]?.pagination.last_page).toBe(3);
    });

    it('filters by tag and lists tags with their counts', async () => {
      const { data } = await read(
        blogListSchema,
        '/api/blog/list',
        json('POST', { tag: 'trekking' }),
      );
      expect(data.posts.length).toBeGreaterThan(1);
      for (const post of data.posts) expect(post.tags).toContain('trekking');
      expect(data.tags.find((tag) => tag.name === 'trekking')?.count).toBe(data.pagination.total);
      expect((await failing('/api/blog/list', json('POST', { per_page: 0 }))).status).toBe(422);
    });

    it('answers a post with up to 3 related posts, those sharing a tag first', async () => {
      const { data } = await read(blogPostResponseSchema, '/api/blog/choosing-your-first-tent');
      expect(data.post.title).toBe('Choosing your first tent');
      expect(data.post.body).toContain('<h2>');
      expect(data.post.meta.meta_title).toBe('Choosing your first tent');
      expect(data.related).toHaveLength(3);
      expect(data.related.map((post) => post.slug)).not.toContain('choosing-your-first-tent');
      expect(data.related[0]?.tags.some((tag) => data.post.tags.includes(tag))).toBe(true);
      expect((await failing('/api/blog/nope')).status).toBe(404);
    });
  });

  it('answers testimonials', async () => {
    const { data } = await read(testimonialsSchema, '/api/testimonials/home');
    expect(data.testimonials.length).toBeGreaterThanOrEqual(3);
    for (const testimonial of data.testimonials)
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
    expect((await failing('/api/testimonials/nope')).status).toBe(404);
  });

  describe('plugins', () => {
    it('stores a trade enquiry, refusing bad fields and unknown products', async () => {
      const bad = await failing(
        '/api/plugins/TradeEnquiry/submit',
        json('POST', { name: '', email: 'x', phone: 'abc', quantity: 'lots' }),
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        name: ['This field is required'],
        email: ['The value must be an valid email address'],
        phone: ['The value must be numeric'],
        quantity: ['The value must be numeric'],
      });
      const enquiry = { name: 'Ravi Kumar', email: 'ravi@trekclub.in', phone: '9876543210' };
      const unknown = await failing(
        '/api/plugins/TradeEnquiry/submit',
        json('POST', { ...enquiry, product_id: 999_999 }),
      );
      expect(unknown.body.errors).toEqual({ product_id: ['This field is not valid'] });
      const { message } = await read(
        acknowledgementSchema,
        '/api/plugins/TradeEnquiry/submit',
        json('POST', { ...enquiry, company: 'Trek Club', product_id: 1, quantity: 40 }),
      );
      expect(message).toMatch(/^Thank you for your enquiry/);
    });

    it('subscribes an e-mail once; a repeat, in any case, is a friendly success', async () => {
      const first = await read(
        emailSubscriptionSchema,
        '/api/plugins/emailSubscription/subscribe',
        json('POST', { email: 'hiker@example.com' }),
      );
      expect(first.data).toEqual({
        message: 'Thank you for subscribing',
        already_subscribed: false,
      });
      const again = await read(
        emailSubscriptionSchema,
        '/api/plugins/emailSubscription/subscribe',
        json('POST', { email: ' Hiker@Example.COM ' }),
      );
      expect(again.message).toBe('You are already subscribed');
      expect(again.data.already_subscribed).toBe(true);
      const bad = await failing(
        '/api/plugins/emailSubscription/subscribe',
        json('POST', { email: 'hiker' }),
      );
      expect(bad.body.errors).toEqual({ email: ['The value must be an valid email address'] });
    });

    it('checks pincodes: serviceable with delivery days, not serviceable, malformed', async () => {
      const check = (pincode: string) =>
        `/api/plugins/PincodeAvaliability/check?pincode=${encodeURIComponent(pincode)}`;
      const bengaluru = (await read(pincodeAvailabilitySchema, check('560001'))).data;
      expect(bengaluru).toMatchObject({ serviceable: true, delivery_days: 2 });
      expect(bengaluru.message).toMatch(/^Delivery in 2 days/);
      expect((await read(pincodeAvailabilitySchema, check('600001'))).data.delivery_days).toBe(4);

      const nowhere = (await read(pincodeAvailabilitySchema, check('999999'))).data;
      expect(nowhere).toMatchObject({
        serviceable: false,
        delivery_days: null,
        message: 'Sorry, we do not deliver to this pincode yet',
      });

      expect((await failing(check('56OO01'))).body.errors).toEqual({
        pincode: ['The value must be numeric'],
      });
      expect((await failing(check('5600'))).body.errors).toEqual({
        pincode: ['The pincode must be 6 digits'],
      });
      expect((await failing('/api/plugins/PincodeAvaliability/check')).body.errors).toEqual({
        pincode: ['This field is required'],
      });
    });

    it('answers galleries by key and by product', async () => {
      const lookbook = (
        await read(gallerySchema, '/api/plugins/Gallery', json('POST', { id: 'lookbook' }))
      ).data;
      expect(lookbook.images.length).toBe(4);
      expect(lookbook.images[0]?.caption).toBe('Monsoon walk above Lonavala');

      // The cap has its own gallery of embroidery ideas; other products show their pictures.
      const cap = await request(server.url, '/api/product/single-product/northwind-classic-cap');
      const capId = (cap.body as { data: { product: { id: number } } }).data.product.id;
      const ideas = (
        await read(gallerySchema, '/api/plugins/customGallery', json('POST', { product_id: capId }))
      ).data;
      expect(ideas.id).toBe('cap-designs');
      const own = (
        await read(gallerySchema, '/api/plugins/customGallery', json('POST', { product_id: 1 }))
      ).data;
      expect(own.id).toBe('product-1');
      expect(own.images.length).toBeGreaterThan(1);

      expect((await failing('/api/plugins/Gallery', json('POST', { id: 'nope' }))).status).toBe(
        404,
      );
      expect((await failing('/api/plugins/Gallery', json('POST', {}))).status).toBe(422);
    });
  });
});
