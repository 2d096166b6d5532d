import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { builtinSectionCheck } from '../../schemas/api/builtin-section-check.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '../../schemas/api/index.ts';
import { demoMediaDir } from '../demo-store/media.ts';
import { mergeGuestCartOnLogin } from './data/cart/merge-carts.ts';
import { type Deliver, logDelivery } from './data/outbox.ts';
import type { SectionCheckSource } from './data/page-editing.ts';
import type { ApiServices } from './data/services.ts';
import type { Database } from './db/open.ts';
import { ApiError } from './http/api-error.ts';
import { isRefusedValue } from './http/bad-input.ts';
import { shopperBodyLimit } from './http/body-limit.ts';
import { clientAddresses } from './http/client-info.ts';
import { csrfProtection } from './http/csrf.ts';
import { mountRateLimits } from './http/rate-limits.ts';
import { failure } from './http/respond.ts';
import { createSessions } from './http/session.ts';
import { DEFAULT_STORE_URL, storeOrigin } from './http/store-url.ts';
import { type PaymentGateway, TestCardGateway } from './payments/gateway.ts';
import { accountRoutes } from './routes/account.ts';
import { addressRoutes } from './routes/address.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { baseRoutes } from './routes/base.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { contentRoutes } from './routes/content.ts';
import { geoRoutes } from './routes/geo.ts';
import { mediaRoutes } from './routes/media.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { orderRoutes } from './routes/orders.ts';
import { pageRoutes } from './routes/pages.ts';
import { pluginRoutes } from './routes/plugins.ts';
import { purchaseTrackingRoutes } from './routes/purchase-tracking.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { searchRoutes } from './routes/search.ts';
import { settingsRoutes } from './routes/settings.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { wishlistRoutes } from './routes/wishlist.ts';

/** Where the API reports unexpected errors. */
export type ApiLogger = (message: string, error: unknown) => void;

/** What the API app needs. */
export interface ApiAppOptions {
  /** An open, migrated database (see `openDatabase`). */
  db: Database;
  /** Token admin requests must carry as `Authorization: Bearer <adminToken>`. */
  adminToken: string;
  /** Receives unexpected errors with their stack. @default console.error */
  log?: ApiLogger;
  /** Folder served at `/api/media/{file}`. @default examples/demo-store/media */
  mediaDir?: string;
  /** The clock: tokens, codes and sessions expire against it (tests move it). @default () => new Date() */
  now?: () => Date;
  /**
   * Send this 4-digit code instead of a random one (tests, demos; env OTP_FIXED_CODE).
   * @default undefined (random codes)
   */
  otpFixedCode?: string;
  /**
   * Origins besides the API's own allowed to send POST/PUT/PATCH/DELETE from a browser
   * (env ALLOWED_ORIGINS). @default []
   */
  allowedOrigins?: readonly string[];
  /** Receives each e-mail and text message written to the outbox. @default the server log */
  deliver?: Deliver;
  /** Charges card payments at checkout. @default new TestCardGateway() (no real money) */
  paymentGateway?: PaymentGateway;
  /**
   * The storefront's public URL (env STORE_URL), the origin of every link in an e-mail or text
   * message (password reset). Never taken from a request's `Host` or `X-Forwarded-Host`: anyone
   * could otherwise have the store mail a victim a reset link to their own domain.
   * @default 'http://localhost:3000' (the quick start's shop)
   */
  storeUrl?: string;
  /**
   * How many proxies in front of the API to trust for the client's address (env TRUST_PROXY,
   * decision 11): 0 takes the socket's peer and ignores `X-Forwarded-For`; the storefront server
   * embedding the API passes 1, having set the header itself. Rate limits and the access log
   * read the address. @default 0
   */
  trustProxy?: number;
  /**
   * Checks sections against the shop's registry before a template is stored (decision 15),
   * asked for on every write. The storefront server passes its own registry's check, theme
   * sections included. @default the built-in sections' precompiled validators
   */
  sectionCheck?: SectionCheckSource;
}

/** The answer to a value the database cannot take (a NUL byte, an id beyond its column). */
export const VALUE_REFUSED_MESSAGE = 'This field is not valid';

const defaultLog: ApiLogger = (message, error) => console.error(message, error);

/**
 * The reference commerce API as a Hono app. Routes live under `/api` (`/api/storefront/all`);
 * every answer is a `{ status, message, data }` envelope, including 404s, 422s and 500s.
 */
export function createApiApp(options: ApiAppOptions): Hono {
  const { db, adminToken } = options;
  const log = options.log ?? defaultLog;
  if (adminToken === '') throw new Error('createApiApp: adminToken must not be empty');
  if (options.otpFixedCode !== undefined && !/^\d{4}$/.test(options.otpFixedCode)) {
    throw new Error('createApiApp: otpFixedCode must be 4 digits');
  }
  const services: ApiServices = {
    db,
    now: options.now ?? (() => new Date()),
    otpFixedCode: options.otpFixedCode,
    deliver: options.deliver ?? logDelivery,
    storeOrigin: storeOrigin(options.storeUrl ?? DEFAULT_STORE_URL),
  };
  const sessions = createSessions(services);
  // spec §4: a login merges the guest cart into the customer's and answers its cart_session_id.
  sessions.onLogin(mergeGuestCartOnLogin(services));
  const paymentGateway = options.paymentGateway ?? new TestCardGateway();

  const api = new Hono();
  api.route('/', storefrontRoutes(db));
  api.route('/', baseRoutes(services));
  api.route('/', pluginRoutes(db));
  api.route('/', settingsRoutes(db));
  api.route('/', pageRoutes(db, services.now));
  api.route('/', adminRoutes(db, adminToken, options.sectionCheck ?? (() => builtinSectionCheck)));
  api.route('/', mediaRoutes(options.mediaDir ?? demoMediaDir));
  api.route('/', geoRoutes(db));
  api.route('/', authRoutes(services, sessions));
  api.route('/', accountRoutes(services, sessions));
  api.route('/', addressRoutes(services));
  api.route('/', wishlistRoutes(services));
  api.route('/', uploadRoutes()); // customisation pictures
  api.route('/', reviewRoutes(services));
  api.route('/', catalogueRoutes(db));
  api.route('/', searchRoutes(db));
  api.route('/', contentRoutes(services));
  api.route('/', cartRoutes(services, paymentGateway));
  api.route('/', checkoutRoutes(services, paymentGateway));
  api.route('/', orderRoutes(services, paymentGateway));
  api.route('/', purchaseTrackingRoutes(services));
  api.route('/', openApiRoutes());

  const app = new Hono();
  app.use('/api/*', clientAddresses(options.trustProxy ?? 0));
  app.use('/api/*', shopperBodyLimit());
  app.use('/api/*', csrfProtection({ allowedOrigins: options.allowedOrigins ?? [] }));
  app.use('/api/*', sessions.middleware);
  mountRateLimits(app);
  app.route('/api', api);

  app.notFound((c) => failure(c, 404, 'Not found'));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return failure(c, error.status, error.message, error.errors, error.data);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, error.status, error.message || 'Bad request');
    }
    if (isRefusedValue(error)) return failure(c, 422, VALUE_REFUSED_MESSAGE);
    log(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return failure(c, 500, UNEXPECTED_ERROR_MESSAGE);
  });

  return app;
}
