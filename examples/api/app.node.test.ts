import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  initialValuesSchema,
  pageResponseSchema,
  settingKeys,
  storefrontSchema,
} from '../../schemas/api/index.ts';
import {
  layoutSchema,
  type TemplateEnvelope,
  templateEnvelopeSchema,
} from '../../schemas/template.ts';
import { createApiApp, VALUE_REFUSED_MESSAGE } from './app.ts';
import { openDatabase } from './db/open.ts';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from './http/body-limit.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { publisher } from './testing/publishing.ts';
import { seededSnapshot } from './testing/snapshot.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

const admin = (token = ADMIN_TOKEN): RequestInit => ({
  headers: { authorization: `Bearer ${token}` },
});

const recordEnvelope = envelopeSchema(z.record(z.string(), z.unknown()));
const templateEnvelope = envelopeSchema(templateEnvelopeSchema);

describe('reference API over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;
  const get = (path: string, init?: RequestInit) => request(server.url, path, init);
  const templateOf = async (pageKey: string): Promise<TemplateEnvelope> => {
    const { status, body } = await get(`/api/templateBoth/${pageKey}?path=/${pageKey}`);
    expect(status).toBe(200);
    return templateEnvelope.parse(body).data;
  };

  beforeAll(async () => {
    api = await createReferenceApi({
      snapshot: await seededSnapshot(),
      dataDir: 'memory://',
      adminToken: ADMIN_TOKEN,
    });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  describe('storefront', () => {
    it('answers the demo storefront with its channel and legal pages', async () => {
      const { status, body } = await get('/api/storefront/all');
      expect(status).toBe(200);
      const { data } = envelopeSchema(storefrontSchema).parse(body);
      expect(data.channel.currency.code).toBe('INR');
      expect(data.channel.country).toMatchObject({ mobile_code: '+91', mobile_number_length: 10 });
      expect(data.termsandconditions_page?.slug).toBe('terms-and-conditions');
      expect(data.privacypolicy_page?.slug).toBe('privacy-policy');
      expect(data.typography.body.font_family).toBeTruthy();
    });

    it('answers initial values with every spec setting key, installed plugins and no account', async () => {
      const { status, body } = await get('/api/storefront/initial-values');
      expect(status).toBe(200);
      const raw = recordEnvelope.parse(body).data;
      expect(raw).not.toHaveProperty('account');
      const data = initialValuesSchema.parse(raw);
      expect(data.license_status).toBe('active');
      expect(data.host).toBe(new URL(server.url).host);
      expect(Object.keys(data.settings).sort()).toEqual([...settingKeys].sort());
      expect(data.settings).toMatchObject({
        store_name: 'Northwind Outfitters',
        cart_expire_days: 30,
        enable_guest_checkout: true,
        enable_otp_auth: true,
        enable_legacy_auth: true,
      });
      expect(data.plugins).toEqual([
        {
          module_name: 'Chat',
          config: expect.objectContaining({ chat_location: 'bottom-right' }),
        },
        { module_name: 'TradeEnquiry', config: {} },
        { module_name: 'emailSubscription', config: {} },
      ]);
      expect(data.storefront.channel.currency.code).toBe('INR');
    });

    it('answers only the setting keys asked for in initial values, unknown ones as null', async () => {
      const { body } = await get('/api/storefront/initial-values?keys=store_name,no_such_key');
      const data = initialValuesSchema.parse(recordEnvelope.parse(body).data);
      expect(data.settings).toEqual({ store_name: 'Northwind Outfitters', no_such_key: null });
    });
  });

  describe('settings', () => {
    it('answers the requested settings, unknown keys as null', async () => {
      const { status, body } = await get(
        '/api/settings/get',
        json('POST', { keys: ['enable_guest_checkout', 'store_phone', 'no_such_key'] }),
      );
      expect(status).toBe(200);
      expect(recordEnvelope.parse(body).data).toEqual({
        enable_guest_checkout: true,
        store_phone: '+91 80 4000 1234',
        no_such_key: null,
      });
    });

    it('refuses a body without keys with 422 and a field error', async () => {
      const { status, body } = await get('/api/settings/get', json('POST', {}));
      expect(status).toBe(422);
      expect(errorEnvelopeSchema.parse(body)).toEqual({
        status: 'error',
        message: 'The given data was invalid.',
        data: null,
        errors: { keys: ['This field is required'] },
      });
    });

    it('refuses keys that are not a list of strings with 422', async () => {
      const { status, body } = await get('/api/settings/get', json('POST', { keys: [1, 'ok'] }));
      expect(status).toBe(422);
      expect(Object.keys(errorEnvelopeSchema.parse(body).errors ?? {})).toEqual(['keys.0']);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const { status, body } = await get('/api/settings/get', json('POST', '{"keys": ['));
      expect(status).toBe(400);
      expect(errorEnvelopeSchema.parse(body).message).toBe('The request body must be valid JSON.');
    });
  });

  describe('request bodies', () => {
    // in process: a server that refuses a body before reading it closes the connection
    const send = async (path: string, init: RequestInit) => {
      const response = await api.app.request(path, init);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const overLimit = JSON.stringify({ keys: ['x'.repeat(BODY_LIMIT_BYTES)] });

    it('refuses a shopper body over 1 MB with 413, from its Content-Length', async () => {
      const { status, body } = await send('/api/settings/get', {
        ...json('POST', overLimit),
        headers: { 'content-type': 'application/json', 'content-length': String(overLimit.length) },
      });
      expect(status).toBe(413);
      expect(errorEnvelopeSchema.parse(body).message).toBe(BODY_TOO_LARGE_MESSAGE);
    });

    it('refuses a streamed body without a length once it passes 1 MB', async () => {
      const bytes = new TextEncoder().encode(overLimit);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) {
            controller.enqueue(bytes.slice(at, at + 64 * 1024));
          }
          controller.close();
        },
      });
      const { status } = await send('/api/settings/get', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(status).toBe(413);
    });

    it('leaves the admin API its own, larger limit for templates', async () => {
      // a page that does not exist: past the body limit, the admin API answers 404 and changes nothing
      const big = JSON.stringify({ component_data: [], padding: 'x'.repeat(BODY_LIMIT_BYTES) });
      const { status } = await send(
        '/api/admin/templates/no-such-page',
        json('PUT', big, ADMIN_TOKEN),
      );
      expect(status, 'the admin limit is 2 MB').toBe(404);
    });
  });

  describe('values the database cannot take', () => {
    it('answers a NUL byte in a path, or an id beyond its column, with a 422, never a 500', async () => {
      for (const path of ['/api/product/single-product/%00', '/api/templateBoth/%00?path=/x']) {
        const { status, body } = await get(path);
        expect(status, path).toBe(422);
        expect(errorEnvelopeSchema.parse(body).message).toBe(VALUE_REFUSED_MESSAGE);
      }
      const huge = await get(
        '/api/cart/add-item',
        json('POST', { product_id: 2_147_483_648, quantity: 1 }),
      );
      expect(huge.status).toBe(422);
    });
  });

  describe('pages and templates', () => {
    it('answers page meta by page key', async () => {
      const { status, body } = await get('/api/page/about-us?path=/about-us');
      expect(status).toBe(200);
      const page = envelopeSchema(pageResponseSchema).parse(body).data;
      expect(page).toMatchObject({
        slug: 'about-us',
        title: 'About us',
        page_type: 'page',
        meta_title: 'About us | Northwind Outfitters',
        is_active: true,
      });
      expect(page.meta_description).toMatch(/Bengaluru/);
    });

    it('answers 404 for page meta of an unknown page', async () => {
      const { status, body } = await get('/api/page/no-such-page?path=/no-such-page');
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Page not found', data: null });
    });

    it('answers the layout of a page, and the default layout for an unknown page', async () => {
      for (const key of ['about-us', 'no-such-page']) {
        const { status, body } = await get(`/api/template/${key}?path=/${key}`);
        expect(status).toBe(200);
        // the storefront reads the layout leniently; the reference API answers it strictly
        const layout = envelopeSchema(z.object({ template: layoutSchema }));
        const { template } = layout.parse(body).data;
        expect(template.id).toBe('default');
        expect(template.header.map((s) => s.key)).toEqual(expect.arrayContaining(['header']));
        expect(template.footer.map((s) => s.key)).toEqual(expect.arrayContaining(['footer']));
      }
    });

    it('answers the home template with hero, intro, categories, best sellers and reasons to shop', async () => {
      const { status, body } = await get('/api/templateBoth/home?path=/&utm_source=newsletter');
      expect(status).toBe(200);
      const data = templateEnvelope.parse(body).data;
      expect(data.page_type).toBe('home');
      expect(data.page).toMatchObject({ id: 1, slug: 'home', is_active: true });
      expect(data.schema_version).toBe(1);
      expect(data.component_data.map((s) => s.key)).toEqual([
        'slider',
        'rich-text',
        // catalogue
        'category-grid',
        'product-grid',
        'spacer',
        'testimonials',
        'rich-text',
      ]);
      const [hero, intro] = data.component_data;
      // the store's hero is the home slider's first slide, fetched first
      expect(hero?.props).toMatchObject({ slider: 'home', priority: true });
      expect(intro?.props.html).toContain('<h2>Welcome to Northwind Outfitters</h2>');
      expect(data.template.footer.map((s) => s.key)).toContain('footer');
    });

    it.each([
      ['cart', 'cart'],
      ['checkout', 'checkout'],
      ['account', 'account'],
      ['blogs', 'blogs'],
      ['shop-online', 'shop'],
      ['about-us', 'page'],
      ['terms-and-conditions', 'page'],
      ['privacy-policy', 'page'],
    ])('answers the %s template as page type %s with meta and a section', async (key, type) => {
      const data = await templateOf(key);
      expect(data.page_type).toBe(type);
      expect(data.page.meta_title).toBeTruthy();
      expect(data.page.meta_description).toBeTruthy();
      expect(data.component_data.length).toBeGreaterThan(0);
      const ids = [...data.template.header, ...data.template.footer, ...data.component_data].map(
        (s) => s.id,
      );
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('answers 404 "Page not found" for an unknown page key', async () => {
      const { status, body } = await get('/api/templateBoth/no-such-page?path=/no-such-page');
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Page not found', data: null });
    });

    it('answers a JSON 404 envelope for an unknown API route', async () => {
      const { status, headers, body } = await get('/api/no/such/route');
      expect(status).toBe(404);
      expect(headers.get('content-type')).toContain('application/json');
      expect(body).toEqual({ status: 'error', message: 'Not found', data: null });
    });
  });

  describe('admin', () => {
    it('refuses admin calls without the right bearer token', async () => {
      const attempts: RequestInit[] = [
        {},
        admin('test-admin-token-0123456780'),
        admin('short'),
        { headers: { authorization: `Basic ${ADMIN_TOKEN}` } },
      ];
      for (const init of attempts) {
        const { status, headers, body } = await get('/api/admin/templates/home', init);
        expect(status).toBe(401);
        expect(headers.get('www-authenticate')).toBe('Bearer');
        expect(errorEnvelopeSchema.parse(body).data).toBeNull();
      }
      const put = await get('/api/admin/settings', json('PUT', { store_name: 'Hacked' }, 'nope'));
      expect(put.status).toBe(401);
      const { body } = await get('/api/settings/get', json('POST', { keys: ['store_name'] }));
      expect(recordEnvelope.parse(body).data).toEqual({ store_name: 'Northwind Outfitters' });
    });

    it('answers the same template to the admin as to the storefront', async () => {
      const { status, headers, body } = await get('/api/admin/templates/home', admin());
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(templateEnvelope.parse(body).data).toEqual(await templateOf('home'));
    });

    it('saves page sections and meta, and the storefront template shows them once published', async () => {
      const editor = publisher(server.url, ADMIN_TOKEN);
      const { version } = (await editor.read('about-us')).editing;
      const { status, body } = await editor.send(
        'PUT',
        '/api/admin/templates/about-us',
        {
          page: { title: 'Our story', meta_title: 'Our story | Northwind', slug: 'ignored' },
          component_data: [
            { key: 'rich-text', id: 'about-new', props: { html: '<h1>Our story</h1>' } },
            { key: 'spacer', id: 'about-gap', props: { size: 'sm' } },
          ],
        },
        version,
      );
      expect(status).toBe(200);
      expect(recordEnvelope.parse(body).message).toBe('Draft saved');
      const published = await editor.publish('about-us');
      expect(published.editing.has_draft).toBe(false);

      const data = await templateOf('about-us');
      expect(data.page).toMatchObject({
        slug: 'about-us',
        title: 'Our story',
        meta_title: 'Our story | Northwind',
      });
      // Fields left out keep their values.
      expect(data.page.meta_description).toMatch(/Bengaluru/);
      expect(data.component_data).toEqual([
        { key: 'rich-text', id: 'about-new', props: { html: '<h1>Our story</h1>' } },
        { key: 'spacer', id: 'about-gap', props: { size: 'sm' } },
      ]);
    });

    it('publishes a shared header, which every page on that layout shows', async () => {
      const header = [
        { key: 'rich-text', id: 'header-new', props: { html: '<p>Sale on now</p>' } },
      ];
      await publisher(server.url, ADMIN_TOKEN).saveAndPublish('terms-and-conditions', {
        template: { id: 'default', header },
      });
      const home = await templateOf('home');
      expect(home.template.header).toEqual(header);
      expect(home.template.footer.map((s) => s.id)).toEqual([
        'footer-subscribe',
        'footer-info',
        'footer-mobile',
      ]);
    });

    it('moves a page to a new layout without touching the others', async () => {
      await publisher(server.url, ADMIN_TOKEN).saveAndPublish('blogs', {
        template: { id: 'journal', footer: [] },
      });
      expect((await templateOf('blogs')).template).toEqual({
        id: 'journal',
        header: [],
        footer: [],
      });
      expect((await templateOf('home')).template.id).toBe('default');
    });

    it('hides an inactive page from shoppers but not from the admin', async () => {
      const editor = publisher(server.url, ADMIN_TOKEN);
      await editor.saveAndPublish('privacy-policy', { page: { is_active: false } });
      const shopper = await get('/api/templateBoth/privacy-policy?path=/privacy-policy');
      expect(shopper.status).toBe(404);
      expect(shopper.body).toEqual({ status: 'error', message: 'Page not found', data: null });
      expect((await get('/api/page/privacy-policy')).status).toBe(404);
      expect((await editor.read('privacy-policy')).page.is_active).toBe(false);

      await editor.saveAndPublish('privacy-policy', { page: { is_active: true } });
      expect((await get('/api/templateBoth/privacy-policy')).status).toBe(200);
    });

    it('refuses an invalid template update with 422 field errors and keeps the template', async () => {
      const before = await templateOf('home');
      const cases: Array<[unknown, string[]]> = [
        [{ component_data: [{ key: '', id: 'x', props: {} }] }, ['component_data.0.key']],
        [
          {
            component_data: [
              { key: 'spacer', id: 'same', props: {} },
              { key: 'spacer', id: 'same', props: {} },
            ],
          },
          ['component_data.1.id'],
        ],
        [{ page: { page_type: 'bogus', title: '' } }, ['page.title', 'page.page_type']],
        [{ template: { header: [] } }, ['template.id']],
        [{}, ['body']],
      ];
      for (const [payload, fields] of cases) {
        const { status, body } = await get(
          '/api/admin/templates/home',
          json('PUT', payload, ADMIN_TOKEN),
        );
        expect(status).toBe(422);
        const error = errorEnvelopeSchema.parse(body);
        expect(error.message).toBe('The given data was invalid.');
        expect(Object.keys(error.errors ?? {}).sort()).toEqual([...fields].sort());
      }
      expect(await templateOf('home')).toEqual(before);
    });

    it('answers 404 when updating an unknown page', async () => {
      const { status } = await get(
        '/api/admin/templates/no-such-page',
        json('PUT', { page: { title: 'X' } }, ADMIN_TOKEN),
      );
      expect(status).toBe(404);
    });

    it('merges a partial storefront into the stored one', async () => {
      const put = await get(
        '/api/admin/storefront',
        json('PUT', { channel: { currency: { code: 'USD' } }, mode: 'Coming Soon' }, ADMIN_TOKEN),
      );
      expect(put.status).toBe(200);
      const { data } = envelopeSchema(storefrontSchema).parse(
        (await get('/api/storefront/all')).body,
      );
      expect(data.channel).toEqual({
        currency: { code: 'USD' },
        country: { mobile_code: '+91', mobile_number_length: 10 },
      });
      expect(data.mode).toBe('Coming Soon');
      expect(data.theme_color).toBe('#1f5f4a');

      await get(
        '/api/admin/storefront',
        json('PUT', { channel: { currency: { code: 'INR' } }, mode: 'Live' }, ADMIN_TOKEN),
      );
    });

    it('refuses a storefront update that would make it invalid', async () => {
      const { status, body } = await get(
        '/api/admin/storefront',
        json('PUT', { theme_color: 'red;}body{display:none', page_layout: 'Wide' }, ADMIN_TOKEN),
      );
      expect(status).toBe(422);
      expect(Object.keys(errorEnvelopeSchema.parse(body).errors ?? {}).sort()).toEqual([
        'page_layout',
        'theme_color',
      ]);
      const { data } = envelopeSchema(storefrontSchema).parse(
        (await get('/api/storefront/all')).body,
      );
      expect(data.theme_color).toBe('#1f5f4a');
    });

    it('merges settings, keeping the others', async () => {
      const put = await get(
        '/api/admin/settings',
        json(
          'PUT',
          { store_name: 'Northwind Outfitters India', gift_wrap: { price: 99 } },
          ADMIN_TOKEN,
        ),
      );
      expect(put.status).toBe(200);
      const { body } = await get(
        '/api/settings/get',
        json('POST', { keys: ['store_name', 'gift_wrap', 'cart_expire_days'] }),
      );
      expect(recordEnvelope.parse(body).data).toEqual({
        store_name: 'Northwind Outfitters India',
        gift_wrap: { price: 99 },
        cart_expire_days: 30,
      });
    });

    it('refuses a setting of the wrong type with 422', async () => {
      const { status, body } = await get(
        '/api/admin/settings',
        json('PUT', { cart_expire_days: 'a month' }, ADMIN_TOKEN),
      );
      expect(status).toBe(422);
      expect(Object.keys(errorEnvelopeSchema.parse(body).errors ?? {})).toEqual([
        'cart_expire_days',
      ]);
    });
  });

  describe('media', () => {
    it('serves demo images as SVG, cached for a day', async () => {
      const { status, headers, body } = await get('/api/media/hero.svg');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('image/svg+xml');
      expect(headers.get('cache-control')).toBe('public, max-age=86400');
      expect(String(body)).toMatch(/^<svg [^>]*width="1600" height="700"/);
    });

    it('answers 304 with no body when the browser already holds that image (ETag)', async () => {
      const first = await get('/api/media/hero.svg');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get('/api/media/hero.svg', { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const other = await get('/api/media/hero.svg', { headers: { 'if-none-match': '"other"' } });
      expect(other.status).toBe(200);
    });

    it.each([
      '/api/media/..%2F..%2F..%2Fpackage.json',
      '/api/media/%2e%2e%2fstore.ts',
      '/api/media/..%2Fmedia%2Fhero.svg',
      '/api/media/..%5C..%5Cpackage.json',
      '/api/media/.hidden.svg',
      '/api/media/missing.svg',
      '/api/media/store.ts',
    ])('refuses %s with a JSON 404', async (path) => {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Not found', data: null });
    });
  });
});

describe('unexpected errors', () => {
  it('answers 500 with the generic message and logs the stack, not the client', async () => {
    const { db, close } = await openDatabase({
      dataDir: 'memory://',
      snapshot: await seededSnapshot(),
    });
    await db.execute(sql`drop table settings`);
    const logged: unknown[] = [];
    const server = await listen(
      createApiApp({ db, adminToken: ADMIN_TOKEN, log: (_message, error) => logged.push(error) }),
    );
    try {
      const { status, body } = await request(
        server.url,
        '/api/settings/get',
        json('POST', { keys: ['store_name'] }),
      );
      expect(status).toBe(500);
      expect(body).toEqual({
        status: 'error',
        message: 'An unexpected error occurred',
        data: null,
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toBeInstanceOf(Error);
      expect(String((logged[0] as Error).stack)).toContain('settings');
    } finally {
      await server.close();
      await close();
    }
  });
});

describe('data on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'reference-api-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const storeName = async (api: ReferenceApi) => {
    const response = await api.app.request(
      '/api/settings/get',
      json('POST', { keys: ['store_name'] }),
    );
    return recordEnvelope.parse(await response.json()).data.store_name;
  };

  it('keeps edits across restarts without reseeding, and reset restores the demo store', async () => {
    const first = await createReferenceApi({ dataDir });
    expect(first.adminToken).toMatch(/^[0-9a-f]{64}$/);
    const put = await first.app.request(
      '/api/admin/settings',
      json('PUT', { store_name: 'Kept across restarts' }, first.adminToken),
    );
    expect(put.status).toBe(200);
    await first.close();

    const second = await createReferenceApi({ dataDir, adminToken: 'another-token' });
    expect(second.adminToken).toBe('another-token');
    expect(await storeName(second)).toBe('Kept across restarts');
    await second.close();

    const third = await createReferenceApi({ dataDir, reset: true });
    expect(await storeName(third)).toBe('Northwind Outfitters');
    const home = await third.app.request('/api/templateBoth/home?path=/');
    expect(templateEnvelope.parse(await home.json()).data.page.id).toBe(1);
    await third.close();
  });
});
