import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  hostResponseSchema,
  INCORRECT_STORE_PASSWORD_MESSAGE,
  initialValuesSchema,
  MODE_ALREADY_SUBSCRIBED_MESSAGE,
  MODE_SUBSCRIBED_MESSAGE,
  pluginConfigResponseSchema,
  pluginListResponseSchema,
  STORE_UNLOCK_COOKIE,
  storefrontSchema,
  subscribeToModeResponseSchema,
} from '../../schemas/api/index.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { heartBeats } from './db/schema.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

const ADMIN_TOKEN = 'test-admin-token-base';
const initialValues = envelopeSchema(initialValuesSchema);

describe('storefront and base endpoints (spec §7)', () => {
  let database: OpenDatabase;
  let server: Served;
  const call = (path: string, init?: RequestInit) => request(server.url, path, init);
  const adminStorefront = (patch: Record<string, unknown>) =>
    call('/api/admin/storefront', json('PUT', patch, ADMIN_TOKEN));
  const valuesWith = async (cookie?: string) => {
    const answer = await call(
      '/api/storefront/initial-values',
      cookie === undefined ? {} : { headers: { cookie } },
    );
    return initialValues.parse(answer.body).data;
  };
  const unlockCookie = (headers: Headers): string | undefined =>
    headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${STORE_UNLOCK_COOKIE}=`))
      ?.split(';')[0];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
    server = await listen(createApiApp({ db: database.db, adminToken: ADMIN_TOKEN }));
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('answers the host the store is reached at', async () => {
    const { status, body } = await call('/api/base/host');
    expect(status).toBe(200);
    const { data } = envelopeSchema(hostResponseSchema).parse(body);
    expect(data).toEqual({ host: new URL(server.url).host, url: server.url });
  });

  it('records a heartbeat, with or without a body', async () => {
    const before = (await database.db.select().from(heartBeats)).length;
    expect((await call('/api/base/heart-beat', { method: 'POST' })).status).toBe(200);
    const withPath = await call('/api/base/heart-beat', json('POST', { path: '/shop-online' }));
    expect(withPath.body).toMatchObject({ status: 'success', data: null });
    const rows = await database.db.select().from(heartBeats);
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)?.path).toBe('/shop-online');
  });

  describe('licence, subscription and password (spec §4)', () => {
    beforeEach(async () => {
      await adminStorefront({
        license_status: 'active',
        subscription_status: 'active',
        password: null,
        is_password_protection_enabled: false,
        mode: 'Live',
      });
    });

    it('starts licensed, subscribed and locked', async () => {
      const data = await valuesWith();
      expect(data).toMatchObject({
        license_status: 'active',
        subscription_status: 'active',
        password_unlocked: false,
      });
    });

    it('lets the admin switch licence, subscription, mode and protection', async () => {
      const saved = await adminStorefront({
        license_status: null,
        subscription_status: 'inactive',
        mode: 'Under Maintenance',
        is_password_protection_enabled: true,
      });
      expect(saved.status).toBe(200);
      const data = await valuesWith();
      expect(data.license_status).toBeNull();
      expect(data.subscription_status).toBe('inactive');
      expect(data.storefront.mode).toBe('Under Maintenance');
      expect(data.storefront.is_password_protection_enabled).toBe(true);
    });

    it('never stores or answers the password in the storefront object', async () => {
      const saved = await adminStorefront({ password: 'open sesame' });
      expect(JSON.stringify(saved.body)).not.toContain('open sesame');
      const all = await call('/api/storefront/all');
      const storefront = envelopeSchema(storefrontSchema).parse(all.body).data;
      expect(storefront).not.toHaveProperty('password');
      expect(JSON.stringify(all.body)).not.toContain('scrypt');
    });

    it('refuses a malformed licence with a field error', async () => {
      const { status, body } = await adminStorefront({ license_status: 'maybe' });
      expect(status).toBe(422);
      expect(errorEnvelopeSchema.parse(body).errors).toHaveProperty('license_status');
    });

    it('unlocks the store for the browser session with the right password', async () => {
      await adminStorefront({ password: 'open sesame', is_password_protection_enabled: true });
      const answer = await call(
        '/api/storefront/verify-password',
        json('POST', { password: 'open sesame' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'success', data: { unlocked: true } });
      const setCookie = answer.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(STORE_UNLOCK_COOKIE));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Max-Age|Expires/i);
      const cookie = unlockCookie(answer.headers);
      expect((await valuesWith(cookie)).password_unlocked).toBe(true);
      expect((await valuesWith(`${STORE_UNLOCK_COOKIE}=forged`)).password_unlocked).toBe(false);
    });

    it('answers a wrong password with "Incorrect password" and sets no cookie', async () => {
      await adminStorefront({ password: 'open sesame' });
      const answer = await call('/api/storefront/verify-password', json('POST', { password: 'x' }));
      expect(answer.status).toBe(422);
      const error = errorEnvelopeSchema.parse(answer.body);
      expect(error.message).toBe(INCORRECT_STORE_PASSWORD_MESSAGE);
      expect(error.errors).toEqual({ password: [INCORRECT_STORE_PASSWORD_MESSAGE] });
      expect(unlockCookie(answer.headers)).toBeUndefined();
    });

    it('cannot be unlocked while no password is set', async () => {
      const answer = await call('/api/storefront/verify-password', json('POST', { password: 'x' }));
      expect(answer.status).toBe(422);
    });

    it('locks every browser out again when the password changes', async () => {
      await adminStorefront({ password: 'first' });
      const first = await call(
        '/api/storefront/verify-password',
        json('POST', { password: 'first' }),
      );
      const cookie = unlockCookie(first.headers);
      expect((await valuesWith(cookie)).password_unlocked).toBe(true);
      await adminStorefront({ password: 'second' });
      expect((await valuesWith(cookie)).password_unlocked).toBe(false);
    });

    it('requires a password in the body', async () => {
      const answer = await call('/api/storefront/verify-password', json('POST', {}));
      expect(answer.status).toBe(422);
      expect(errorEnvelopeSchema.parse(answer.body).errors).toEqual({
        password: ['This field is required'],
      });
    });
  });

  describe('subscribe-to-mode', () => {
    const subscribe = (email: unknown) =>
      call('/api/storefront/subscribe-to-mode', json('POST', { email }));

    it('stores an address once and answers a repeat kindly', async () => {
      const first = await subscribe('  Hiker@Example.com ');
      expect(first.status).toBe(200);
      const parsed = envelopeSchema(subscribeToModeResponseSchema).parse(first.body);
      expect(parsed.message).toBe(MODE_SUBSCRIBED_MESSAGE);
      expect(parsed.data).toEqual({ email: 'hiker@example.com', already_subscribed: false });
      const again = await subscribe('hiker@example.com');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        message: MODE_ALREADY_SUBSCRIBED_MESSAGE,
        data: { already_subscribed: true },
      });
    });

    it('answers the spec §5 messages for a missing or malformed address', async () => {
      const missing = await call('/api/storefront/subscribe-to-mode', json('POST', {}));
      expect(errorEnvelopeSchema.parse(missing.body).errors).toEqual({
        email: ['This field is required'],
      });
      const malformed = await subscribe('not-an-address');
      expect(errorEnvelopeSchema.parse(malformed.body).errors).toEqual({
        email: ['The value must be an valid email address'],
      });
    });
  });

  describe('plugins', () => {
    it('lists installed plugins only and answers the config of one', async () => {
      const all = await call('/api/plugins/all');
      const list = envelopeSchema(pluginListResponseSchema).parse(all.body).data;
      // the demo store installs these three; its analytics plugins stay off
      expect(list.map((plugin) => plugin.module_name)).toEqual([
        'Chat',
        'TradeEnquiry',
        'emailSubscription',
      ]);
      const chat = await call('/api/plugins/config/Chat');
      expect(
        envelopeSchema(pluginConfigResponseSchema).parse(chat.body).data.config,
      ).toHaveProperty('mobile_no');
    });

    it('answers 404 for a plugin that is not installed', async () => {
      const { status, body } = await call('/api/plugins/config/GoogleGtag');
      expect(status).toBe(404);
      expect(errorEnvelopeSchema.parse(body).message).toBe('Plugin not found');
    });

    it('lets the admin install and remove a plugin', async () => {
      const unauthorised = await call(
        '/api/admin/plugins/GoogleGtag',
        json('PUT', { is_installed: true }),
      );
      expect(unauthorised.status).toBe(401);
      const installed = await call(
        '/api/admin/plugins/GoogleGtag',
        json('PUT', { is_installed: true, config: { google_tag_id: 'G-TEST' } }, ADMIN_TOKEN),
      );
      expect(installed.status).toBe(200);
      const values = await valuesWith();
      expect(values.plugins).toContainEqual({
        module_name: 'GoogleGtag',
        config: { google_tag_id: 'G-TEST' },
      });
      await call(
        '/api/admin/plugins/GoogleGtag',
        json('PUT', { is_installed: false }, ADMIN_TOKEN),
      );
      const after = await call('/api/plugins/all');
      const names = z
        .object({ data: z.array(z.object({ module_name: z.string() })) })
        .parse(after.body)
        .data.map((plugin) => plugin.module_name);
      expect(names).not.toContain('GoogleGtag');
    });
  });
});
