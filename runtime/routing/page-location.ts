import type { PageType } from '../../schemas/template.ts';
import { COMING_SOON_PATH, MAINTENANCE_PATH, PASSWORD_PATH } from './gate-paths.ts';

/**
 * The page types a storefront path decides on its own (spec §2 route table). A content page
 * (`/about-us`, a terms page) is whatever the template API says, so it has none; 'page' and
 * 'not-found' are only ever the template's answer.
 */
export type PathPageType = Exclude<PageType, 'page' | 'not-found'>;

/**
 * One parse of a storefront URL (DESIGN §2): everything the loader, guards, SEO and the editor
 * bridge read from the URL. Made by {@link parsePageLocation} only.
 */
export interface PageLocation {
  /**
   * The path as requested (still percent-encoded), with repeated slashes collapsed and no
   * trailing slash; `/` for the home page. `/cart/` and `//cart` are both `/cart`.
   */
  path: string;
  /** The path's segments, percent-decoded, without empty ones (`/a//b/` → `a`, `b`). */
  segments: readonly string[];
  /**
   * The page key the template API is asked for (spec §2 "How a page is identified"): `home`,
   * `cart`, `shop-online`, `blogs`; `checkout-complete`, `checkout-failed`, `checkout`,
   * `track-order` or `account` for a path with that segment; the `sku` query, else the last
   * segment, on a product page; the last segment anywhere else.
   */
  pageKey: string;
  /**
   * The page type when the path alone decides it; `undefined` for content pages, whose type the
   * template API gives.
   */
  pageType: PathPageType | undefined;
  /**
   * The segments after the route prefix: the product's path after `product`
   * (`/x/product/men/blue-shirt` → `men`, `blue-shirt`), the category's after
   * `product-category`, the tracking number after `track-order`, `reset-password`, e-mail and
   * token after `account`; every segment of a content page; none for home, cart, blogs and gates.
   */
  slug: readonly string[];
  /** The `sku` query value, trimmed; `null` when absent or blank. */
  sku: string | null;
  /** The query string, parsed. */
  query: URLSearchParams;
}

/** Route prefixes that name a page type as the first segment (spec §2 route table). */
const PREFIX_TYPES: Readonly<Record<string, PathPageType>> = {
  'product-category': 'category',
  'product-collection': 'collection',
  'shop-online': 'shop',
};

/** The segment that makes a product page wherever it stands, when a slug follows it. */
const PRODUCT_SEGMENT = 'product';

/**
 * Page types named after a segment anywhere in the path (spec §2; decision 0002: whole
 * segments). checkout-complete and checkout-failed are tested before checkout.
 */
const SEGMENT_TYPES = [
  'checkout-complete',
  'checkout-failed',
  'checkout',
  'track-order',
  'account',
] as const;

const GATE_PATHS: ReadonlySet<string> = new Set([
  PASSWORD_PATH,
  COMING_SOON_PATH,
  MAINTENANCE_PATH,
]);

/** An absolute URL string (`https://…`), as opposed to a path with an optional query. */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is kept as typed rather than failing the page
  }
}

/** Path and query of `input`; a string is a path (`//a` is a path, not another host). */
function pathAndQuery(input: URL | string): { pathname: string; search: string } {
  if (input instanceof URL) return { pathname: input.pathname, search: input.search };
  const text = typeof input === 'string' ? input : '';
  if (ABSOLUTE.test(text)) {
    try {
      const url = new URL(text);
      return { pathname: url.pathname, search: url.search };
    } catch {
      // not a URL after all: read it as a path
    }
  }
  const beforeHash = text.split('#', 1)[0] ?? '';
  const at = beforeHash.indexOf('?');
  return at === -1
    ? { pathname: beforeHash, search: '' }
    : { pathname: beforeHash.slice(0, at), search: beforeHash.slice(at) };
}

/** Page type and slug of `segments` (decoded); see {@link PageLocation}. */
function classify(
  segments: readonly string[],
  path: string,
): Pick<PageLocation, 'pageType' | 'slug'> {
  const [first, ...rest] = segments;
  if (first === undefined) return { pageType: 'home', slug: [] };
  const prefixType = PREFIX_TYPES[first];
  if (prefixType) return { pageType: prefixType, slug: rest };
  // spec §2: any path containing '/product/' is a product page (`/x/product/blue-shirt` too)
  const product = segments.indexOf(PRODUCT_SEGMENT);
  if (product !== -1 && product < segments.length - 1) {
    return { pageType: 'product', slug: segments.slice(product + 1) };
  }
  if (path === '/cart') return { pageType: 'cart', slug: [] };
  if (GATE_PATHS.has(path)) return { pageType: 'gate', slug: [] };
  for (const type of SEGMENT_TYPES) {
    const at = segments.indexOf(type);
    if (at !== -1) return { pageType: type, slug: segments.slice(at + 1) };
  }
  if (first === 'blogs') {
    return rest.length === 0 ? { pageType: 'blogs', slug: [] } : { pageType: 'blog', slug: rest };
  }
  return { pageType: undefined, slug: segments };
}

function pageKeyOf(
  { pageType, slug }: Pick<PageLocation, 'pageType' | 'slug'>,
  segments: readonly string[],
  sku: string | null,
): string {
  switch (pageType) {
    case 'home':
    case 'cart':
    case 'blogs':
    case 'checkout-complete':
    case 'checkout-failed':
    case 'checkout':
    case 'track-order':
    case 'account':
      return pageType;
    case 'shop':
      return slug.at(-1) ?? 'shop-online';
    case 'product':
      return sku ?? segments.at(-1) ?? 'home';
    default:
      return segments.at(-1) ?? 'home';
  }
}

/**
 * Parses a storefront URL into its {@link PageLocation}: the one place a URL's path and query
 * are read (DESIGN §2). Takes a `URL` or a path with an optional query (`/product/x?sku=1`);
 * an absolute URL string works too. Never throws: malformed escapes stay as typed.
 */
export function parsePageLocation(url: URL | string): PageLocation {
  const { pathname, search } = pathAndQuery(url);
  const raw = pathname.split('/').filter(Boolean);
  const path = `/${raw.join('/')}`;
  const segments = raw.map(decoded);
  const query = new URLSearchParams(search);
  const sku = query.get('sku')?.trim() || null;
  const { pageType, slug } = classify(segments, path);
  return {
    path,
    segments,
    pageKey: pageKeyOf({ pageType, slug }, segments, sku),
    pageType,
    slug,
    sku,
    query,
  };
}
