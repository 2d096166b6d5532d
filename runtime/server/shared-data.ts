import type { AnyEndpoint, HttpMethod } from '../../schemas/api/endpoint.ts';
import { API_PREFIX } from '../../schemas/api/endpoint.ts';
import * as endpoints from '../../schemas/api/endpoints.ts';
import { SHOPPER_HINT_COOKIE } from '../storefront/shopper-hint.ts';
import { ALL_TAGS } from './shared-cache.ts';

/**
 * What the server's shared cache may keep (runtime/server/shared-cache.ts): the rows of the
 * endpoint table whose answer is the same for every shopper, each with the tags of what it is
 * built from. These rows are asked for without the shopper's cookies (runtime/server/cached-api.ts),
 * so a cached answer cannot carry one shopper's data to another. A platform behind `API_URL` whose
 * answer to one of these differs per customer (prices per customer group) must be left out here.
 */
export const SHARED_TAGS = {
  /** Store settings, storefront values, licence and gates, plugins (initial values). */
  settings: 'settings',
  /** Page templates and layouts, pages and their meta. */
  templates: 'templates',
  /** Menus, sliders, testimonials, FAQs, forms, blog posts. */
  content: 'content',
  /** Products, categories, collections, facets, reviews (prices and stock included). */
  catalogue: 'catalogue',
} as const;

const { settings, templates, content, catalogue } = SHARED_TAGS;

/**
 * A row's identity: its method and path template. The server build bundles its own copies of the
 * rows, so rows are told apart by what they name, not by object identity.
 */
export const rowKey = (row: Pick<AnyEndpoint, 'method' | 'path'>) => `${row.method} ${row.path}`;

/** A map of rows by {@link rowKey}. */
class RowMap<T> {
  readonly #byKey: Map<string, T>;
  constructor(entries: Iterable<readonly [AnyEndpoint, T]>) {
    this.#byKey = new Map([...entries].map(([row, value]) => [rowKey(row), value]));
  }
  get(row: Pick<AnyEndpoint, 'method' | 'path'>): T | undefined {
    return this.#byKey.get(rowKey(row));
  }
  has(row: Pick<AnyEndpoint, 'method' | 'path'>): boolean {
    return this.#byKey.has(rowKey(row));
  }
}

/** The shared rows and their tags. */
export const SHARED_ROWS = new RowMap<readonly string[]>([
  [endpoints.storefront.all, [settings]],
  [endpoints.settings.get, [settings]],
  [endpoints.settings.countries, [settings]],
  [endpoints.settings.addressFields, [settings]],
  [endpoints.settings.addressFieldsOf, [settings]],
  [endpoints.plugins.all, [settings]],
  [endpoints.plugins.config, [settings]],
  [endpoints.plugins.reviewFields, [settings]],
  // a page's template carries the meta of the product, category or post it shows
  [endpoints.content.templateBoth, [templates, catalogue, content, settings]],
  [endpoints.content.template, [templates]],
  [endpoints.content.page, [templates]],
  [endpoints.content.publishedPages, [templates]],
  [endpoints.content.menu, [content, templates]],
  [endpoints.content.slider, [content]],
  [endpoints.content.testimonials, [content]],
  [endpoints.content.faq, [content]],
  [endpoints.content.form, [content]],
  [endpoints.content.blogList, [content]],
  [endpoints.content.blogPost, [content]],
  [endpoints.catalogue.productGrid, [catalogue, settings]],
  [endpoints.catalogue.productCategory, [catalogue, settings]],
  [endpoints.catalogue.productCollection, [catalogue, settings]],
  [endpoints.catalogue.shop, [catalogue, settings]],
  [endpoints.catalogue.productFilters, [catalogue]],
  [endpoints.catalogue.singleProduct, [catalogue, settings]],
  [endpoints.catalogue.relatedProducts, [catalogue, settings]],
  [endpoints.catalogue.categoryGrid, [catalogue]],
  [endpoints.catalogue.categoryTree, [catalogue]],
  [endpoints.catalogue.tags, [catalogue]],
  [endpoints.plugins.productReviews, [catalogue]],
  [endpoints.plugins.gallery, [catalogue, content]],
  [endpoints.plugins.customGallery, [catalogue, content]],
]);

/**
 * `GET /api/storefront/initial-values` is shared only for a visitor the API cannot tell apart from
 * any other (no session, cart or store-unlock cookie: see {@link isAnonymousRequest}); a customer's
 * answer carries the account.
 */
export const ANONYMOUS_ROWS = new RowMap<readonly string[]>([
  [endpoints.storefront.initialValues, [settings]],
]);

/**
 * Cookies the storefront itself writes and the API never reads (consent, heartbeat, the shopper
 * hint): a request carrying only these is the same to the API as one carrying none. Anything else
 * (the API's session, cart and unlock cookies, whatever a platform sets) makes the request a
 * shopper's own.
 */
const STOREFRONT_COOKIES = new Set(['sf_cookie_consent', 'sf_heartbeat', SHOPPER_HINT_COOKIE]);

/** Whether the request's cookies are all the storefront's own (or there are none). */
export function isAnonymousRequest(cookieHeader: string | null): boolean {
  if (!cookieHeader) return true;
  return cookieHeader.split(';').every((part) => {
    const name = part.split('=', 1)[0]?.trim() ?? '';
    return name === '' || STOREFRONT_COOKIES.has(name);
  });
}

// Writes by a shopper that change only that shopper's own data: nothing shared to forget.
const OWN_DATA_MODULES = [
  endpoints.account,
  endpoints.address,
  endpoints.auth,
  endpoints.cart,
  endpoints.wishlist,
];
const OWN_DATA_ROWS: readonly AnyEndpoint[] = [
  ...OWN_DATA_MODULES.flatMap((module) => Object.values(module) as AnyEndpoint[]),
  endpoints.storefront.verifyPassword,
  endpoints.storefront.subscribeToMode,
  endpoints.storefront.heartBeat,
  endpoints.content.submitForm,
  endpoints.catalogue.searchProducts,
  endpoints.checkout.rateExperience,
  endpoints.plugins.trackPurchaseGoogleGtag,
  endpoints.plugins.trackPurchaseFacebookPixel,
  endpoints.plugins.abandonedCart,
  endpoints.plugins.tradeEnquiry,
  endpoints.plugins.emailSubscribe,
  endpoints.plugins.uploadCustomisation,
  endpoints.orders.requestRefund,
  endpoints.orders.detail,
  endpoints.orders.track,
];

/** What a write changes that pages show; a write not named here forgets everything. */
const WRITE_TAGS = new RowMap<readonly string[]>([
  ...OWN_DATA_ROWS.map((row) => [row, []] as const),
  // orders take stock; a cancelled one gives it back; a review changes a product's rating
  [endpoints.checkout.placeOrder, [catalogue]],
  [endpoints.checkout.processPayment, [catalogue]],
  [endpoints.checkout.completePayment, [catalogue]],
  [endpoints.checkout.complete, [catalogue]],
  [endpoints.orders.cancel, [catalogue]],
  [endpoints.plugins.rateProduct, [catalogue]],
  // the editor's writes (drafts change nothing shoppers see; Publish, restore and pages do, and a
  // Publish or restore takes the store settings' draft live with the page)
  [endpoints.admin.saveTemplate, []],
  [endpoints.admin.discardDraft, []],
  [endpoints.admin.saveStorefrontDraft, []],
  [endpoints.admin.discardStorefrontDraft, []],
  [endpoints.admin.publishTemplate, [templates, settings]],
  [endpoints.admin.restoreVersion, [templates, settings]],
  [endpoints.admin.createPage, [templates, content]],
  [endpoints.admin.duplicatePage, [templates, content]],
  [endpoints.admin.updatePage, [templates, content]],
  [endpoints.admin.deletePage, [templates, content]],
  [endpoints.admin.saveStorefront, [settings, templates]],
  [endpoints.admin.savePlugin, [settings]],
  [endpoints.admin.saveSettings, [settings, catalogue]],
  [endpoints.admin.updateOrderStatus, [catalogue]],
]);

const ROWS: readonly AnyEndpoint[] = Object.values(endpoints).flatMap(
  (module) => Object.values(module) as AnyEndpoint[],
);

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
const MATCHERS = ROWS.map((row) => ({ row, pattern: patternOf(row.path) }));

/** The row of the endpoint table a request names, when there is one. */
export function rowOf(method: string, pathname: string): AnyEndpoint | undefined {
  // a literal path wins over a template (`/api/admin/pages` before `/api/admin/pages/:pageKey`)
  let found: AnyEndpoint | undefined;
  for (const { row, pattern } of MATCHERS) {
    if (row.method !== method || !pattern.test(pathname)) continue;
    if (!row.path.includes(':')) return row;
    found ??= row;
  }
  return found;
}

/**
 * The tags a successful request to the API makes stale: none for reads (every GET and HEAD, and
 * the shared rows asked for with POST) and for a shopper's writes to their own data; the tags of
 * what the write changes otherwise; every tag for a write this table does not know.
 */
export function tagsChangedBy(method: string, pathname: string): readonly string[] {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  if (!pathname.startsWith(`${API_PREFIX}/`)) return [];
  const row = rowOf(method as HttpMethod, pathname);
  if (row === undefined) return [ALL_TAGS];
  if (SHARED_ROWS.has(row)) return [];
  return WRITE_TAGS.get(row) ?? [ALL_TAGS];
}
