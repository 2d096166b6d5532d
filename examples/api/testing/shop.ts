import { demoStore } from '../../demo-store/store.ts';
import { createApiApp } from '../app.ts';
import type { SectionCheckSource } from '../data/page-editing.ts';
import { type Database, openDatabase } from '../db/open.ts';
import { reseed, seedIfEmpty } from '../seed/seed.ts';
import { CookieJar } from './cookie-jar.ts';
import { type Answer, json, listen } from './http.ts';
import { seededSnapshot } from './snapshot.ts';

/** The admin token of test shops. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-for-commerce';

/** A reference API with the demo store on a loopback port, and its database for set-up. */
export interface TestShop {
  url: string;
  /** The database behind it (tests use it to set stock and prices, as an admin would). */
  db: Database;
  /** Moves the API's clock forward (cart expiry). */
  advanceClock(days: number): void;
  /** A new shopper: a cookie jar bound to the shop. */
  shopper(): Shopper;
  /** Changes store settings through the admin API. */
  setSettings(values: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/** A browser in miniature: calls the shop with its own cookies. */
export interface Shopper {
  jar: CookieJar;
  get(path: string): Promise<Answer>;
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Logs in with e-mail and the demo password. */
  login(email: string, password?: string): Promise<Answer>;
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

/**
 * Opens a fresh demo store and serves it on a loopback port: PGlite in memory, loaded from the
 * test run's seeded snapshot (global setup), or the PostgreSQL of `DATABASE_URL`, reset to the
 * demo store first (run such files one at a time with `--no-file-parallelism`: they share it).
 */
export async function startShop(
  options: { sectionCheck?: SectionCheckSource } = {},
): Promise<TestShop> {
  const databaseUrl = process.env.DATABASE_URL;
  const onPostgres = databaseUrl !== undefined && databaseUrl !== '';
  const database = await openDatabase(
    onPostgres ? { databaseUrl } : { dataDir: 'memory://', snapshot: await seededSnapshot() },
  );
  if (onPostgres) await reseed(database.db, demoStore);
  else await seedIfEmpty(database.db, demoStore);
  let offsetMs = 0;
  const app = createApiApp({
    db: database.db,
    adminToken: TEST_ADMIN_TOKEN,
    now: () => new Date(Date.now() + offsetMs),
    log: () => {},
    // a theme's sections (the theme kit's tutorial test); else the built-in sections' check
    ...(options.sectionCheck ? { sectionCheck: options.sectionCheck } : {}),
  });
  const server = await listen(app);

  const shopper = (): Shopper => {
    const jar = new CookieJar();
    const send = (method: string, path: string, body?: unknown) =>
      jar.request(server.url, path, body === undefined ? { method } : json(method, body));
    return {
      jar,
      get: (path) => jar.request(server.url, path),
      send,
      login: (email, password = DEMO_PASSWORD) =>
        send('POST', '/api/auth/login', { email, password, remember_me: true }),
    };
  };

  return {
    url: server.url,
    db: database.db,
    advanceClock(days) {
      offsetMs += days * 24 * 60 * 60 * 1000;
    },
    shopper,
    async setSettings(values) {
      const answer = await shopper().jar.request(
        server.url,
        '/api/admin/settings',
        json('PUT', values, TEST_ADMIN_TOKEN),
      );
      if (answer.status !== 200) throw new Error(`setSettings failed: ${answer.status}`);
    },
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/** A shipping address of the demo store's form (Karnataka, India). */
export const guestAddress = {
  address_type: 'Shipping',
  billing_same_as_shipping: true,
  country_id: 101,
  state_id: 16,
  name: 'Meera Iyer',
  phone: '9000000001',
  line1: '22 Residency Road',
  line2: 'Shanthala Nagar',
  city: 'Bengaluru',
  pincode: '560025',
} as const;

/**
 * Takes a shopper's cart through the checkout steps: address (also for billing), contact,
 * shipping and payment method. Fails loudly when a step is refused.
 */
export async function fillCheckout(
  shopper: Shopper,
  options: { payment?: 'cod' | 'test_card'; shipping?: 'standard' | 'express' } = {},
): Promise<void> {
  const steps: [string, string, unknown][] = [
    ['PUT', '/api/cart/update-address', guestAddress],
    ['PUT', '/api/cart/update-contact', { phone: '9000000001', email: 'meera@example.com' }],
    ['PUT', '/api/cart/update-shipping-mode', { shipping_method: options.shipping ?? 'standard' }],
    ['PUT', '/api/cart/update-payment-mode', { payment_method: options.payment ?? 'test_card' }],
  ];
  for (const [method, path, body] of steps) {
    const answer = await shopper.send(method, path, body);
    if (answer.status !== 200) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
}
